// Generates past orders: Emma Lopez's order history (WebArena's tasks ask about it) and other
// customers' orders (the admin's grids and reports), with items, totals, statuses and history.
import type Database from 'better-sqlite3';
import type { Rng } from '../data/rng.js';
import { type GeneratedProduct, randomTimestamp } from './generate-catalog.js';
import type { GeneratedCustomer } from './generate-people.js';

/** Magento's default flat rate: $5.00 per item. */
export const FLAT_RATE_PER_ITEM_CENTS = 500;

interface DraftOrder {
  customer: GeneratedCustomer;
  createdAt: string;
}

function status(rng: Rng, createdAt: string): string {
  // Recent orders are still open; older ones are finished one way or another.
  if (createdAt >= '2023-04-28')
    return rng.weighted([
      ['pending', 5],
      ['processing', 3],
      ['canceled', 1],
    ] as const);
  return rng.weighted([
    ['complete', 15],
    ['canceled', 4],
    ['closed', 1],
  ] as const);
}

/** Inserts orders with their items and status history, in date order (increment ids follow dates). */
export function generateOrders(
  db: Database.Database,
  rng: Rng,
  customers: readonly GeneratedCustomer[],
  products: readonly GeneratedProduct[],
): void {
  const [emma, ...others] = customers;
  const drafts: DraftOrder[] = [{ customer: emma!, createdAt: '2022-03-02 14:21:07' }];
  for (let i = 0; i < 31; i++)
    drafts.push({ customer: emma!, createdAt: randomTimestamp(rng, '2022-03-05', 450) });
  for (const customer of others) {
    const count = rng.weighted([
      [0, 1],
      [rng.int(1, 3), 4],
      [rng.int(4, 7), 2],
    ] as const);
    for (let i = 0; i < count; i++)
      drafts.push({ customer, createdAt: randomTimestamp(rng, '2022-01-01', 525) });
  }
  drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  const insertOrder = db.prepare(
    `INSERT INTO orders (increment_id, customer_id, status, created_at, subtotal_cents, shipping_cents, grand_total_cents,
       shipping_method, payment_method, ship_first_name, ship_last_name, ship_street, ship_city, ship_region, ship_postcode,
       ship_country, ship_telephone)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'Flat Rate - Fixed', 'Check / Money order', ?, ?, ?, ?, ?, ?, 'United States', ?)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, sku, name, color, size, price_cents, qty) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertComment = db.prepare(
    'INSERT INTO order_comments (order_id, status, comment, is_customer_notified, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const sellable = products.filter((p) => p.enabled);
  drafts.forEach((draft, index) => {
    const items = rng
      .sample(
        sellable,
        rng.weighted([
          [1, 5],
          [2, 3],
          [3, 1.5],
          [4, 0.5],
        ] as const),
      )
      .map((product) => ({
        product,
        qty: rng.weighted([
          [1, 8],
          [2, 1.5],
          [3, 0.5],
        ] as const),
        color: product.colors.length > 0 ? rng.pick(product.colors) : null,
        size: product.sizes.length > 0 ? rng.pick(product.sizes) : null,
      }));
    const subtotal = items.reduce((sum, item) => sum + item.product.priceCents * item.qty, 0);
    const shipping = items.reduce((sum, item) => sum + item.qty, 0) * FLAT_RATE_PER_ITEM_CENTS;
    const orderStatus = status(rng, draft.createdAt);
    const { customer } = draft;
    const { address } = customer;
    const orderId = Number(
      insertOrder.run(
        String(index + 1).padStart(9, '0'),
        customer.id,
        orderStatus,
        draft.createdAt,
        subtotal,
        shipping,
        subtotal + shipping,
        customer.firstName,
        customer.lastName,
        address.street,
        address.city,
        address.region,
        address.postcode,
        address.telephone,
      ).lastInsertRowid,
    );
    for (const item of items) {
      const { product } = item;
      insertItem.run(
        orderId,
        product.id,
        product.sku,
        product.name,
        item.color,
        item.size,
        product.priceCents,
        item.qty,
      );
    }
    insertComment.run(orderId, 'pending', 'Order placed.', 1, draft.createdAt);
    if (orderStatus !== 'pending') {
      const note =
        {
          processing: 'Payment received.',
          complete: 'Order shipped.',
          canceled: "Order canceled at the customer's request.",
          closed: 'Refunded.',
        }[orderStatus] ?? '';
      insertComment.run(orderId, orderStatus, note, 1, draft.createdAt);
    }
  });
}
