// The back office's sales reports over a date range, by day, month or year: the Orders report
// (orders, items, sales, invoiced, refunded, shipping, canceled) and the Bestsellers report
// (products ranked by quantity ordered). Canceled orders count as Magento counts them: the
// Orders report leaves them out unless their status is asked for, Bestsellers never counts them.
import type { SiteDb } from '../../data/site-db.js';
import { formatMediumDate } from '../../magento/store-format.js';

export type ReportPeriod = 'day' | 'month' | 'year';
export const REPORT_PERIODS: readonly (readonly [ReportPeriod, string])[] = [
  ['day', 'Day'],
  ['month', 'Month'],
  ['year', 'Year'],
];

/** A report request: inclusive day range `YYYY-MM-DD`, grouping, and (Orders only) statuses. */
export interface ReportQuery {
  from: string;
  to: string;
  period: ReportPeriod;
  /** Order statuses to count; null for "Any" (every status but canceled). */
  statuses?: readonly string[] | null;
}

/** The interval a timestamp falls in, as a sortable key. */
function intervalKey(timestamp: string, period: ReportPeriod): string {
  return timestamp.slice(0, period === 'day' ? 10 : period === 'month' ? 7 : 4);
}

/** How the report writes an interval: `Mar 2, 2022`, `3/2022` or `2022`. */
export function intervalLabel(key: string, period: ReportPeriod): string {
  if (period === 'day') return formatMediumDate(key);
  if (period === 'month') return `${Number(key.slice(5, 7))}/${key.slice(0, 4)}`;
  return key;
}

/** One row of the Orders report. */
export interface SalesReportRow {
  interval: string;
  orders: number;
  items: number;
  salesCents: number;
  invoicedCents: number;
  refundedCents: number;
  shippingCents: number;
  canceledCents: number;
}

interface OrderFacts {
  created_at: string;
  status: string;
  grand_total_cents: number;
  shipping_cents: number;
  items: number;
}

function ordersInRange(db: SiteDb, query: ReportQuery): OrderFacts[] {
  return db.all<OrderFacts>(
    `SELECT o.created_at, o.status, o.grand_total_cents, o.shipping_cents,
       (SELECT SUM(qty) FROM order_items i WHERE i.order_id = o.id) AS items
     FROM orders o WHERE substr(o.created_at, 1, 10) BETWEEN ? AND ? ORDER BY o.created_at, o.id`,
    query.from,
    query.to,
  );
}

/** The Orders report: one row per interval that has orders, oldest first. */
export function salesReport(db: SiteDb, query: ReportQuery): SalesReportRow[] {
  const wanted = query.statuses ?? null;
  const rows = new Map<string, SalesReportRow>();
  for (const order of ordersInRange(db, query)) {
    if (wanted ? !wanted.includes(order.status) : order.status === 'canceled') continue;
    const key = intervalKey(order.created_at, query.period);
    let row = rows.get(key);
    if (!row) {
      row = {
        interval: intervalLabel(key, query.period),
        orders: 0,
        items: 0,
        salesCents: 0,
        invoicedCents: 0,
        refundedCents: 0,
        shippingCents: 0,
        canceledCents: 0,
      };
      rows.set(key, row);
    }
    row.orders += 1;
    row.items += order.items;
    row.shippingCents += order.shipping_cents;
    if (order.status === 'canceled') {
      row.canceledCents += order.grand_total_cents;
      continue;
    }
    row.salesCents += order.grand_total_cents;
    if (['complete', 'closed', 'processing'].includes(order.status))
      row.invoicedCents += order.grand_total_cents;
    if (order.status === 'closed') row.refundedCents += order.grand_total_cents;
  }
  return [...rows.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([, row]) => row);
}

/** One row of the Bestsellers report. */
export interface BestsellerRow {
  interval: string;
  product: string;
  productId: number;
  priceCents: number;
  qty: number;
}

/** Products shown per interval. */
export const BESTSELLERS_PER_INTERVAL = 10;

/** The Bestsellers report: per interval (oldest first), products by quantity ordered, then name. */
export function bestsellersReport(db: SiteDb, query: ReportQuery): BestsellerRow[] {
  const items = db.all<{
    created_at: string;
    product_id: number;
    name: string;
    price_cents: number;
    qty: number;
  }>(
    `SELECT o.created_at, i.product_id, i.name, i.price_cents, i.qty FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.status <> 'canceled' AND substr(o.created_at, 1, 10) BETWEEN ? AND ? ORDER BY o.created_at, i.id`,
    query.from,
    query.to,
  );
  const byInterval = new Map<string, Map<number, BestsellerRow>>();
  for (const item of items) {
    const key = intervalKey(item.created_at, query.period);
    const products = byInterval.get(key) ?? new Map<number, BestsellerRow>();
    byInterval.set(key, products);
    const row = products.get(item.product_id) ?? {
      interval: intervalLabel(key, query.period),
      product: item.name,
      productId: item.product_id,
      priceCents: item.price_cents,
      qty: 0,
    };
    row.qty += item.qty;
    products.set(item.product_id, row);
  }
  return [...byInterval.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .flatMap(([, products]) =>
      [...products.values()]
        .sort((a, b) => b.qty - a.qty || a.product.localeCompare(b.product))
        .slice(0, BESTSELLERS_PER_INTERVAL),
    );
}
