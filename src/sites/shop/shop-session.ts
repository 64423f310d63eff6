// Who is shopping: the logged-in customer (from the session), the cart that belongs to them or to
// a guest cookie, and one-shot flash messages shown on the next page ("You added … to your cart").
import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../http/request-context.js';

export interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  newsletter: number;
}

const GUEST_CART_COOKIE = 'webrl_shop_cart';
const FLASH_COOKIE = 'webrl_shop_flash';

/** The logged-in customer, or null. */
export function currentCustomer(request: RequestContext): CustomerRow | null {
  if (!request.user) return null;
  return (
    request.db.get<CustomerRow>(
      'SELECT id, email, first_name, last_name, newsletter FROM customers WHERE email = ?',
      request.user,
    ) ?? null
  );
}

/** The SQL condition and parameter selecting the current cart's rows. */
export interface CartOwner {
  where: string;
  value: number | string;
  customerId: number | null;
}

/** The cart's owner: the customer when logged in, else the guest cookie (created when `create`). */
export function cartOwner(request: RequestContext, create: boolean): CartOwner | null {
  const customer = currentCustomer(request);
  if (customer) return { where: 'customer_id = ?', value: customer.id, customerId: customer.id };
  let token = request.cookies[GUEST_CART_COOKIE];
  if (!token) {
    if (!create) return null;
    token = randomBytes(12).toString('hex');
    request.setCookie(GUEST_CART_COOKIE, token);
  }
  return { where: 'guest_token = ?', value: token, customerId: null };
}

/** Moves a guest cart into the customer's cart when they log in (as Magento merges quotes). */
export function mergeGuestCart(request: RequestContext, customerId: number): void {
  const token = request.cookies[GUEST_CART_COOKIE];
  if (!token) return;
  request.db.run(
    'UPDATE cart_items SET customer_id = ?, guest_token = NULL WHERE guest_token = ?',
    customerId,
    token,
  );
  request.setCookie(GUEST_CART_COOKIE, '', { maxAge: 0 });
}

/** Number of items (sum of quantities) in the current cart. */
export function cartCount(request: RequestContext): number {
  const owner = cartOwner(request, false);
  if (!owner) return 0;
  return (
    request.db.get<{ n: number | null }>(
      `SELECT SUM(qty) AS n FROM cart_items WHERE ${owner.where}`,
      owner.value,
    )?.n ?? 0
  );
}

export type FlashKind = 'success' | 'error' | 'notice';

/** Queues a message for the next page the browser loads. */
export function setFlash(request: RequestContext, kind: FlashKind, text: string): void {
  request.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify({ kind, text })).toString('base64url'));
}

/** The queued message, if any; it is cleared by the same response. */
export function takeFlash(request: RequestContext): { kind: FlashKind; text: string } | null {
  const value = request.cookies[FLASH_COOKIE];
  if (!value) return null;
  request.setCookie(FLASH_COOKIE, '', { maxAge: 0 });
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString()) as { kind: FlashKind; text: string };
  } catch {
    return null; // a mangled cookie only loses the message
  }
}
