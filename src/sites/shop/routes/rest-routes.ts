// The part of Magento's REST API that WebArena's evaluator helpers call (reference/webarena.md §4.5),
// so the canonical `shopping_get_latest_order_url` and `shopping_get_sku_latest_review_*` helpers
// work unchanged: an admin token, the order search, and a product's reviews.
import { createHash } from 'node:crypto';
import type { RequestContext } from '../../http/request-context.js';
import { jsonResponse, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { productBySku } from '../../magento/catalog-queries.js';
import { hashPassword } from '../../magento/generate-people.js';
import { type OrderRow, orderItems } from '../../magento/order-queries.js';
import { plainMoney } from '../../magento/store-format.js';

/** A token is derived from the admin's stored hash: stable across resets, changes with the password. */
function tokenFor(passwordHash: string): string {
  return createHash('sha256').update(`rest-token:${passwordHash}`).digest('hex').slice(0, 32);
}

const isText = (value: unknown): value is string => typeof value === 'string';

function adminToken(request: RequestContext): SiteResponse {
  let body: unknown;
  try {
    body = JSON.parse(request.body || '{}');
  } catch {
    return jsonResponse({ message: 'Decoding error: the request body is not JSON.' }, 400);
  }
  // Magento answers a body of another shape (null, an array, a number as username) as bad input too.
  const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown };
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    !isText(username) ||
    !isText(password)
  ) {
    return jsonResponse({ message: '"username" and "password" are required strings.' }, 400);
  }
  const admin = request.db.get<{ password_hash: string; password_salt: string }>(
    'SELECT password_hash, password_salt FROM admin_users WHERE username = ?',
    username,
  );
  if (!admin || hashPassword(password, admin.password_salt) !== admin.password_hash) {
    return jsonResponse(
      {
        message:
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      },
      401,
    );
  }
  return jsonResponse(tokenFor(admin.password_hash));
}

function isAuthorized(request: RequestContext): boolean {
  const header = String(request.headers.authorization ?? '');
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return request.db
    .all<{ password_hash: string }>('SELECT password_hash FROM admin_users')
    .some((a) => tokenFor(a.password_hash) === token);
}

const UNAUTHORIZED = () =>
  jsonResponse(
    {
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Sales::actions_view' },
    },
    401,
  );

const ORDER_FIELDS = new Set([
  'created_at',
  'increment_id',
  'grand_total',
  'status',
  'entity_id',
  'customer_id',
]);

/** Reads `searchCriteria[...]` parameters: sort orders, page size and page, and simple equality filters. */
function searchCriteria(query: URLSearchParams) {
  const sort: { field: string; direction: 'ASC' | 'DESC' }[] = [];
  const filters: { field: string; value: string; condition: string }[] = [];
  for (let i = 0; query.has(`searchCriteria[sortOrders][${i}][field]`); i++) {
    const dir = (query.get(`searchCriteria[sortOrders][${i}][direction]`) ?? 'ASC').toUpperCase();
    sort.push({
      field: query.get(`searchCriteria[sortOrders][${i}][field]`)!,
      direction: dir === 'DESC' ? 'DESC' : 'ASC',
    });
  }
  for (let g = 0; query.has(`searchCriteria[filter_groups][${g}][filters][0][field]`); g++) {
    const base = `searchCriteria[filter_groups][${g}][filters][0]`;
    filters.push({
      field: query.get(`${base}[field]`)!,
      value: query.get(`${base}[value]`) ?? '',
      condition: query.get(`${base}[condition_type]`) ?? 'eq',
    });
  }
  return {
    sort,
    filters,
    pageSize: Number(query.get('searchCriteria[pageSize]')) || 0,
    currentPage: Math.max(1, Number(query.get('searchCriteria[currentPage]')) || 1),
  };
}

function orderJson(request: RequestContext, order: OrderRow) {
  const email = request.db.get<{ email: string }>(
    'SELECT email FROM customers WHERE id = ?',
    order.customer_id,
  )?.email;
  return {
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    status: order.status,
    customer_id: order.customer_id,
    customer_email: email,
    subtotal: Number(plainMoney(order.subtotal_cents)),
    shipping_amount: Number(plainMoney(order.shipping_cents)),
    grand_total: Number(plainMoney(order.grand_total_cents)),
    items: orderItems(request.db, order.id).map((i) => ({
      item_id: i.id,
      sku: i.sku,
      name: i.name,
      price: Number(plainMoney(i.price_cents)),
      qty_ordered: i.qty,
    })),
  };
}

function column(field: string): string {
  return { grand_total: 'grand_total_cents', entity_id: 'id' }[field] ?? field;
}

function orders(request: RequestContext): SiteResponse {
  if (!isAuthorized(request)) return UNAUTHORIZED();
  const criteria = searchCriteria(request.query);
  const where: string[] = [];
  const params: unknown[] = [];
  for (const filter of criteria.filters) {
    if (!ORDER_FIELDS.has(filter.field)) continue;
    const op =
      { eq: '=', neq: '!=', gt: '>', gteq: '>=', lt: '<', lteq: '<=', like: 'LIKE' }[filter.condition] ?? '=';
    where.push(`${column(filter.field)} ${op} ?`);
    params.push(filter.value);
  }
  // Ties on created_at (orders placed in one episode share the store clock) go to the newest id.
  const order = [
    ...criteria.sort.filter((s) => ORDER_FIELDS.has(s.field)).map((s) => `${column(s.field)} ${s.direction}`),
    `id ${criteria.sort[0]?.direction ?? 'ASC'}`,
  ];
  const sql = `FROM orders ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const total = request.db.get<{ n: number }>(`SELECT COUNT(*) AS n ${sql}`, ...params)!.n;
  const limit =
    criteria.pageSize > 0
      ? `LIMIT ${criteria.pageSize} OFFSET ${(criteria.currentPage - 1) * criteria.pageSize}`
      : '';
  const rows = request.db.all<OrderRow>(`SELECT * ${sql} ORDER BY ${order.join(', ')} ${limit}`, ...params);
  return jsonResponse({
    items: rows.map((o) => orderJson(request, o)),
    search_criteria: {
      sort_orders: criteria.sort,
      page_size: criteria.pageSize || undefined,
      current_page: criteria.currentPage,
    },
    total_count: total,
  });
}

function productReviews(request: RequestContext): SiteResponse {
  if (!isAuthorized(request)) return UNAUTHORIZED();
  const product = productBySku(request.db, request.params.sku ?? '');
  if (!product)
    return jsonResponse(
      { message: "The product that was requested doesn't exist. Verify the product and try again." },
      404,
    );
  const reviews = request.db.all<{
    id: number;
    title: string;
    detail: string;
    nickname: string;
    rating: number;
    created_at: string;
    status: string;
  }>('SELECT * FROM reviews WHERE product_id = ? ORDER BY id', product.id);
  return jsonResponse(
    reviews.map((r) => ({
      id: r.id,
      title: r.title,
      detail: r.detail,
      nickname: r.nickname,
      ratings: [{ rating_name: 'Rating', percent: r.rating * 20, value: r.rating }],
      review_entity: 'product',
      review_status: { approved: 1, pending: 2, not_approved: 3 }[r.status] ?? 2,
      created_at: r.created_at,
    })),
  );
}

export function addRestRoutes(router: Router): void {
  for (const prefix of ['/rest/default/V1', '/rest/V1', '/rest/all/V1']) {
    router
      .post(`${prefix}/integration/admin/token`, adminToken)
      .get(`${prefix}/orders`, orders)
      .get(`${prefix}/products/:sku/reviews`, productReviews);
  }
}
