// Reviews as the back office moderates them: every review with its product, filtered, sorted and
// paged like Marketing > All Reviews, and Magento's numeric review statuses.
import type { SiteDb } from '../../data/site-db.js';
import { parseAdminDate } from '../admin-format.js';
import type { GridState } from '../views/grid-state.js';

/** A review with its product, as the review grid lists it. */
export interface AdminReviewRow {
  id: number;
  product_id: number;
  customer_id: number | null;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  status: string;
  created_at: string;
  product_name: string;
  sku: string;
}

/** Labels of the stored statuses. */
export const REVIEW_STATUS_LABELS: Readonly<Record<string, string>> = {
  approved: 'Approved',
  pending: 'Pending',
  not_approved: 'Not Approved',
};

/** Magento's `status_id` values of the review form, by stored status. */
export const REVIEW_STATUS_IDS: Readonly<Record<string, string>> = {
  approved: '1',
  pending: '2',
  not_approved: '3',
};

/** The stored status of a `status_id`, or undefined. */
export function reviewStatusOfId(statusId: string): string | undefined {
  return Object.entries(REVIEW_STATUS_IDS).find(([, id]) => id === statusId)?.[0];
}

/** `Customer` for reviews written from an account, else `Guest`. */
export function reviewType(review: { customer_id: number | null }): string {
  return review.customer_id === null ? 'Guest' : 'Customer';
}

/** Every review, by id. */
export function adminReviews(db: SiteDb): AdminReviewRow[] {
  return db.all<AdminReviewRow>(
    `SELECT r.id, r.product_id, r.customer_id, r.nickname, r.title, r.detail, r.rating, r.status, r.created_at,
       p.name AS product_name, p.sku
     FROM reviews r JOIN products p ON p.id = r.product_id ORDER BY r.id`,
  );
}

export function adminReview(db: SiteDb, id: number): AdminReviewRow | undefined {
  return adminReviews(db).find((r) => r.id === id);
}

/** SQL of each sortable column. */
const SORTS: Record<string, string> = {
  review_id: 'r.id',
  created_at: 'r.created_at',
  status: 'r.status',
  title: 'r.title',
  nickname: 'r.nickname',
  detail: 'r.detail',
  name: 'p.name',
  sku: 'p.sku',
};

export const REVIEW_SORT_FIELDS = Object.keys(SORTS);

/** A `LIKE` pattern matching `text` anywhere, with LIKE's own wildcards escaped. */
function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Filters, sorts and pages the reviews in SQL (there are thousands); `onlyStatus` fixes the status
 * (Pending Reviews). Text filters match anywhere, ignoring ASCII case, as `containsText` does.
 */
export function queryReviewGrid(
  db: SiteDb,
  state: GridState,
  onlyStatus?: string,
): { rows: AdminReviewRow[]; total: number } {
  const f = state.filters;
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (onlyStatus !== undefined) add('r.status = ?', onlyStatus);
  const number = (text: string | undefined) => (text === undefined ? Number.NaN : Number(text));
  if (!Number.isNaN(number(f['review_id][from']))) add('r.id >= ?', number(f['review_id][from']));
  if (!Number.isNaN(number(f['review_id][to']))) add('r.id <= ?', number(f['review_id][to']));
  const from = f['created_at][from'] === undefined ? null : parseAdminDate(f['created_at][from']);
  const to = f['created_at][to'] === undefined ? null : parseAdminDate(f['created_at][to']);
  if (from) add('substr(r.created_at, 1, 10) >= ?', from);
  if (to) add('substr(r.created_at, 1, 10) <= ?', to);
  if (f.status !== undefined) add('r.status = ?', reviewStatusOfId(f.status) ?? '');
  if (f.type !== undefined) add(f.type === 'Guest' ? 'r.customer_id IS NULL' : 'r.customer_id IS NOT NULL');
  for (const [key, column] of [
    ['title', 'r.title'],
    ['nickname', 'r.nickname'],
    ['detail', 'r.detail'],
    ['name', 'p.name'],
    ['sku', 'p.sku'],
  ] as const) {
    const value = f[key];
    if (value !== undefined) add(`${column} LIKE ? ESCAPE '\\'`, likeAnywhere(value));
  }
  const from_ = `FROM reviews r JOIN products p ON p.id = r.product_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const total = db.get<{ n: number }>(`SELECT COUNT(*) AS n ${from_}`, ...params)!.n;
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const offset = (Math.min(state.page, pages) - 1) * state.pageSize;
  const direction = state.sortDirection === 'desc' ? 'DESC' : 'ASC';
  const rows = db.all<AdminReviewRow>(
    `SELECT r.id, r.product_id, r.customer_id, r.nickname, r.title, r.detail, r.rating, r.status, r.created_at,
       p.name AS product_name, p.sku ${from_}
     ORDER BY ${SORTS[state.sortField] ?? 'r.id'} ${direction}, r.id ${direction} LIMIT ? OFFSET ?`,
    ...params,
    state.pageSize,
    offset,
  );
  return { rows, total };
}
