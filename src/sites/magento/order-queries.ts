// Order reads shared by the shop (order history and detail), the admin and the REST API.
import type { SiteDb } from '../data/site-db.js';

export interface OrderRow {
  id: number;
  increment_id: string;
  customer_id: number;
  status: string;
  created_at: string;
  subtotal_cents: number;
  shipping_cents: number;
  grand_total_cents: number;
  shipping_method: string;
  payment_method: string;
  ship_first_name: string;
  ship_last_name: string;
  ship_street: string;
  ship_city: string;
  ship_region: string;
  ship_postcode: string;
  ship_country: string;
  ship_telephone: string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  sku: string;
  name: string;
  color: string | null;
  size: string | null;
  price_cents: number;
  qty: number;
}

/** Magento's status labels. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
  holded: 'On Hold',
};

export function orderById(db: SiteDb, id: number): OrderRow | undefined {
  return db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', id);
}

export function orderItems(db: SiteDb, orderId: number): OrderItemRow[] {
  return db.all<OrderItemRow>('SELECT * FROM order_items WHERE order_id = ? ORDER BY id', orderId);
}

/** A customer's orders, newest first (as "My Orders" lists them). */
export function customerOrders(db: SiteDb, customerId: number): OrderRow[] {
  return db.all<OrderRow>(
    'SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC, id DESC',
    customerId,
  );
}

/** The next order's entity id and increment id (the id is the increment id as a number, as WebArena's helper assumes). */
export function nextOrderNumber(db: SiteDb): { id: number; incrementId: string } {
  const id = (db.get<{ n: number | null }>('SELECT MAX(id) AS n FROM orders')?.n ?? 0) + 1;
  return { id, incrementId: String(id).padStart(9, '0') };
}
