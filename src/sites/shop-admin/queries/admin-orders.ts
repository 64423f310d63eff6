// Orders as the back office sees them: the sales order grid's rows (bill-to and ship-to names,
// totals, status) with keyword, filters, sort and pages, and an order's comment history.
import type { SiteDb } from '../../data/site-db.js';
import { ORDER_STATUS_LABELS } from '../../magento/order-queries.js';
import type { GridState } from '../views/grid-state.js';
import {
  containsText as contains,
  inDateRange,
  inRange,
  keywordTerms,
  matchesKeyword,
  pageOf,
} from './grid-match.js';

/** An order as the order grid lists it. */
export interface AdminOrderRow {
  id: number;
  increment_id: string;
  customer_id: number;
  status: string;
  created_at: string;
  grand_total_cents: number;
  subtotal_cents: number;
  shipping_cents: number;
  /** The billing address's name; orders bill and ship to the same address. */
  billing_name: string;
  shipping_name: string;
  customer_email: string;
  customer_name: string;
  address: string;
  telephone: string;
  item_count: number;
}

/** Every order, by id. */
export function adminOrders(db: SiteDb): AdminOrderRow[] {
  return db.all<AdminOrderRow>(
    `SELECT o.id, o.increment_id, o.customer_id, o.status, o.created_at, o.grand_total_cents, o.subtotal_cents, o.shipping_cents,
       o.ship_first_name || ' ' || o.ship_last_name AS billing_name,
       o.ship_first_name || ' ' || o.ship_last_name AS shipping_name,
       c.email AS customer_email, c.first_name || ' ' || c.last_name AS customer_name,
       o.ship_street || ', ' || o.ship_city || ', ' || o.ship_region || ', ' || o.ship_postcode AS address,
       o.ship_telephone AS telephone,
       (SELECT SUM(qty) FROM order_items i WHERE i.order_id = o.id) AS item_count
     FROM orders o JOIN customers c ON c.id = o.customer_id ORDER BY o.id`,
  );
}

/** The order grid's status filter options: [status, label]. */
export const ORDER_STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS) as [string, string][];

const SORTS: Record<string, (a: AdminOrderRow, b: AdminOrderRow) => number> = {
  increment_id: (a, b) => a.increment_id.localeCompare(b.increment_id),
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
  billing_name: (a, b) => a.billing_name.localeCompare(b.billing_name),
  shipping_name: (a, b) => a.shipping_name.localeCompare(b.shipping_name),
  base_grand_total: (a, b) => a.grand_total_cents - b.grand_total_cents,
  grand_total: (a, b) => a.grand_total_cents - b.grand_total_cents,
  status: (a, b) => a.status.localeCompare(b.status),
};

export const ORDER_SORT_FIELDS = Object.keys(SORTS);

/** Filters, sorts and pages the orders as the order grid's state asks. */
export function queryOrderGrid(db: SiteDb, state: GridState): { rows: AdminOrderRow[]; total: number } {
  const f = state.filters;
  const terms = keywordTerms(state.search);
  const rows = adminOrders(db).filter(
    (o) =>
      matchesKeyword(terms, [
        o.increment_id,
        o.billing_name,
        o.shipping_name,
        o.customer_email,
        o.address,
        o.telephone,
      ]) &&
      contains(o.increment_id, f.increment_id) &&
      inDateRange(o.created_at, f['created_at][from'], f['created_at][to']) &&
      inRange(o.grand_total_cents / 100, f['base_grand_total][from'], f['base_grand_total][to']) &&
      inRange(o.grand_total_cents / 100, f['grand_total][from'], f['grand_total][to']) &&
      contains(o.billing_name, f.billing_name) &&
      contains(o.shipping_name, f.shipping_name) &&
      (f.status === undefined || o.status === f.status),
  );
  const compare = SORTS[state.sortField] ?? SORTS.created_at!;
  const sign = state.sortDirection === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * compare(a, b) || sign * (a.id - b.id));
  return pageOf(rows, state);
}

/** One entry of an order's comment history. */
export interface OrderCommentRow {
  id: number;
  status: string;
  comment: string;
  is_customer_notified: number;
  is_visible_on_front: number;
  created_at: string;
}

/** An order's comment history, newest first. */
export function orderComments(db: SiteDb, orderId: number): OrderCommentRow[] {
  return db.all<OrderCommentRow>(
    'SELECT id, status, comment, is_customer_notified, is_visible_on_front, created_at FROM order_comments WHERE order_id = ? ORDER BY created_at DESC, id DESC',
    orderId,
  );
}
