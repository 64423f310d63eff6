// The current cart's contents and totals, shared by the cart page, the checkout and the REST-free
// parts of the templates; shipping follows Magento's default flat rate of $5.00 per item.
import type { RequestContext } from '../http/request-context.js';
import { FLAT_RATE_PER_ITEM_CENTS } from '../magento/generate-orders.js';
import { type CartOwner, cartOwner } from './shop-session.js';

export interface CartLine {
  id: number;
  product_id: number;
  name: string;
  url_key: string;
  sku: string;
  price_cents: number;
  color: string | null;
  size: string | null;
  qty: number;
}

/** Shipping methods offered at checkout. */
export const SHIPPING_METHODS = {
  flatrate: {
    label: 'Flat Rate',
    carrier: 'Fixed',
    cents: (items: number) => items * FLAT_RATE_PER_ITEM_CENTS,
  },
  tablerate: { label: 'Best Way', carrier: 'Table Rate', cents: (_items: number) => 1500 },
} as const;
export type ShippingMethod = keyof typeof SHIPPING_METHODS;

/** The cart's lines (oldest first) and its owner; empty when the visitor has no cart. */
export function cartLines(request: RequestContext): { owner: CartOwner | null; lines: CartLine[] } {
  const owner = cartOwner(request, false);
  if (!owner) return { owner, lines: [] };
  const lines = request.db.all<CartLine>(
    `SELECT c.id, c.product_id, p.name, p.url_key, p.sku, p.price_cents, c.color, c.size, c.qty
     FROM cart_items c JOIN products p ON p.id = c.product_id WHERE c.${owner.where} ORDER BY c.id`,
    owner.value,
  );
  return { owner, lines };
}

/** Subtotal and item count of some lines. */
export function cartTotals(lines: readonly CartLine[]): { subtotal: number; items: number } {
  return {
    subtotal: lines.reduce((sum, l) => sum + l.price_cents * l.qty, 0),
    items: lines.reduce((sum, l) => sum + l.qty, 0),
  };
}

/** Adds a product to the current cart, merging with a line of the same product and options. */
export function addToCart(
  request: RequestContext,
  line: { productId: number; qty: number; color: string | null; size: string | null },
  now: string,
): void {
  const owner = cartOwner(request, true)!;
  const existing = request.db.get<{ id: number }>(
    `SELECT id FROM cart_items WHERE ${owner.where} AND product_id = ? AND color IS ? AND size IS ?`,
    owner.value,
    line.productId,
    line.color,
    line.size,
  );
  if (existing) {
    request.db.run('UPDATE cart_items SET qty = qty + ? WHERE id = ?', line.qty, existing.id);
    return;
  }
  request.db.run(
    `INSERT INTO cart_items (customer_id, guest_token, product_id, color, size, qty, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    owner.customerId,
    owner.customerId === null ? owner.value : null,
    line.productId,
    line.color,
    line.size,
    line.qty,
    now,
  );
}

/** "Color: Black, Size: M" for a line's options, or ''. */
export function optionsLabel(line: { color: string | null; size: string | null }): string {
  return [line.color ? `Color: ${line.color}` : '', line.size ? `Size: ${line.size}` : '']
    .filter(Boolean)
    .join(', ');
}
