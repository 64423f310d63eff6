// The dashboard's figures: lifetime sales and average order, the last orders, search terms, and the
// bestsellers, new customers and best customers tabs. Canceled orders do not count as sales.
import type { SiteDb } from '../../data/site-db.js';

export interface DashboardTotals {
  lifetimeCents: number;
  averageCents: number;
  shippingCents: number;
  quantity: number;
}

export function dashboardTotals(db: SiteDb): DashboardTotals {
  const row = db.get<{ total: number | null; orders: number; shipping: number | null; qty: number | null }>(
    `SELECT SUM(grand_total_cents) AS total, COUNT(*) AS orders, SUM(shipping_cents) AS shipping,
       (SELECT SUM(i.qty) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'canceled') AS qty
     FROM orders WHERE status <> 'canceled'`,
  )!;
  const total = row.total ?? 0;
  return {
    lifetimeCents: total,
    averageCents: row.orders ? Math.round(total / row.orders) : 0,
    shippingCents: row.shipping ?? 0,
    quantity: row.qty ?? 0,
  };
}

export interface LastOrderRow {
  id: number;
  customer: string;
  items: number;
  grand_total_cents: number;
}

/** The five newest orders. */
export function lastOrders(db: SiteDb): LastOrderRow[] {
  return db.all<LastOrderRow>(
    `SELECT o.id, c.first_name || ' ' || c.last_name AS customer, (SELECT SUM(qty) FROM order_items i WHERE i.order_id = o.id) AS items,
       o.grand_total_cents
     FROM orders o JOIN customers c ON c.id = o.customer_id ORDER BY o.created_at DESC, o.id DESC LIMIT 5`,
  );
}

export interface TermRow {
  query: string;
  results: number;
  uses: number;
}

/** The five most recently recorded search terms. */
export function lastSearchTerms(db: SiteDb): TermRow[] {
  return db.all<TermRow>(
    'SELECT query, results, uses FROM search_terms ORDER BY updated_at DESC, id DESC LIMIT 5',
  );
}

/** The five most used search terms. */
export function topSearchTerms(db: SiteDb): TermRow[] {
  return db.all<TermRow>('SELECT query, results, uses FROM search_terms ORDER BY uses DESC, id LIMIT 5');
}

export interface DashboardProductRow {
  id: number;
  name: string;
  price_cents: number;
  qty: number;
}

/** The five best-selling products of all time. */
export function dashboardBestsellers(db: SiteDb): DashboardProductRow[] {
  return db.all<DashboardProductRow>(
    `SELECT p.id, p.name, p.price_cents, SUM(i.qty) AS qty FROM order_items i JOIN orders o ON o.id = i.order_id
     JOIN products p ON p.id = i.product_id WHERE o.status <> 'canceled'
     GROUP BY p.id ORDER BY qty DESC, p.name LIMIT 5`,
  );
}

export interface DashboardCustomerRow {
  id: number;
  name: string;
  orders: number;
  average_cents: number;
  total_cents: number;
}

const CUSTOMER_STATS = `
  SELECT c.id, c.first_name || ' ' || c.last_name AS name, COUNT(o.id) AS orders,
    COALESCE(CAST(ROUND(AVG(o.grand_total_cents)) AS INTEGER), 0) AS average_cents, COALESCE(SUM(o.grand_total_cents), 0) AS total_cents
  FROM customers c LEFT JOIN orders o ON o.customer_id = c.id AND o.status <> 'canceled'
  GROUP BY c.id`;

/** The five newest customers with their order figures. */
export function newCustomers(db: SiteDb): DashboardCustomerRow[] {
  return db.all<DashboardCustomerRow>(
    `SELECT s.* FROM (${CUSTOMER_STATS}) s JOIN customers c ON c.id = s.id ORDER BY c.created_at DESC, c.id DESC LIMIT 5`,
  );
}

/** The five customers who spent the most. */
export function topCustomers(db: SiteDb): DashboardCustomerRow[] {
  return db.all<DashboardCustomerRow>(
    `SELECT * FROM (${CUSTOMER_STATS}) ORDER BY total_cents DESC, id LIMIT 5`,
  );
}
