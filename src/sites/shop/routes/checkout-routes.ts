// Checkout: shipping address, shipping method and payment on one page, then Place Order creates
// the order (status pending), empties the cart and shows the success page with the order number.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { nextOrderNumber } from '../../magento/order-queries.js';
import { REGIONS } from '../../magento/people.js';
import { formatMoney, STORE_NOW } from '../../magento/store-format.js';
import {
  cartLines,
  cartTotals,
  optionsLabel,
  SHIPPING_METHODS,
  type ShippingMethod,
} from '../cart-queries.js';
import { currentCustomer, setFlash } from '../shop-session.js';
import { type AddressInput, addressFields, defaultAddress, readAddress } from '../views/address-form.js';
import { renderPage } from '../views/layout.js';

function checkoutPage(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  if (!customer) {
    setFlash(request, 'notice', 'Please sign in to check out.');
    return redirect(request.href('/customer/account/login/'));
  }
  const { lines } = cartLines(request);
  if (lines.length === 0) return redirect(request.href('/checkout/cart/'));
  const { subtotal, items } = cartTotals(lines);
  const address: AddressInput = defaultAddress(request.db, customer.id);
  return renderPage(request, {
    title: 'Checkout',
    breadcrumbs: [
      ['Shopping Cart', request.href('/checkout/cart/')],
      ['Checkout', null],
    ],
    body: html`<form class="columns" action="${request.href('/checkout/placeOrder/')}" method="post">
  <div class="column-main">
    <h2>Shipping Address</h2>
    ${addressFields(address, REGIONS)}
    <h2>Shipping Methods</h2>
    <table class="data table-checkout-shipping-method"><tbody>${(
      Object.keys(SHIPPING_METHODS) as ShippingMethod[]
    ).map(
      (
        key,
        i,
      ) => html`<tr><td><input type="radio" name="shipping_method" value="${key}" id="ship-${key}" ${i === 0 ? 'checked' : ''} title="${SHIPPING_METHODS[key].label}"></td>
        <td><label for="ship-${key}">${formatMoney(SHIPPING_METHODS[key].cents(items))}</label></td><td>${SHIPPING_METHODS[key].carrier}</td><td>${SHIPPING_METHODS[key].label}</td></tr>`,
    )}</tbody></table>
    <h2>Payment Method</h2>
    <p><label><input type="radio" name="payment_method" value="checkmo" checked title="Check / Money order"> Check / Money order</label></p>
  </div>
  <div class="sidebar"><div class="box"><span class="box-title">Order Summary</span>
    <p>${items} ${items === 1 ? 'Item' : 'Items'} in Cart</p>
    <ul>${lines.map((l) => html`<li>${l.name}${optionsLabel(l) ? ` (${optionsLabel(l)})` : ''} × ${l.qty}</li>`)}</ul>
    <p>Cart Subtotal: <strong>${formatMoney(subtotal)}</strong></p>
    <button class="btn" type="submit" title="Place Order">Place Order</button></div></div>
</form>`,
  });
}

function placeOrder(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  if (!customer) return redirect(request.href('/customer/account/login/'));
  const { owner, lines } = cartLines(request);
  if (!owner || lines.length === 0) return redirect(request.href('/checkout/cart/'));
  const address = readAddress(request.form);
  const missing = Object.entries(address).find(([, v]) => !v);
  if (missing) {
    setFlash(request, 'error', 'Please fill in every required field of the shipping address.');
    return redirect(request.href('/checkout/'));
  }
  const method = (request.form.get('shipping_method') ?? 'flatrate') as ShippingMethod;
  const shippingMethod = SHIPPING_METHODS[method] ?? SHIPPING_METHODS.flatrate;
  const { subtotal, items } = cartTotals(lines);
  const shipping = shippingMethod.cents(items);
  const { id, incrementId } = nextOrderNumber(request.db);
  request.db.transaction(() => {
    request.db.run(
      `INSERT INTO orders (id, increment_id, customer_id, status, created_at, subtotal_cents, shipping_cents, grand_total_cents,
         shipping_method, payment_method, ship_first_name, ship_last_name, ship_street, ship_city, ship_region, ship_postcode,
         ship_country, ship_telephone)
       VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?, 'Check / Money order', ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      incrementId,
      customer.id,
      STORE_NOW,
      subtotal,
      shipping,
      subtotal + shipping,
      `${shippingMethod.label} - ${shippingMethod.carrier}`,
      address.firstName,
      address.lastName,
      address.street,
      address.city,
      address.region,
      address.postcode,
      address.country,
      address.telephone,
    );
    for (const line of lines) {
      request.db.run(
        'INSERT INTO order_items (order_id, product_id, sku, name, color, size, price_cents, qty) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        id,
        line.product_id,
        line.sku,
        line.name,
        line.color,
        line.size,
        line.price_cents,
        line.qty,
      );
      request.db.run('UPDATE products SET qty = MAX(0, qty - ?) WHERE id = ?', line.qty, line.product_id);
    }
    request.db.run(
      "INSERT INTO order_comments (order_id, status, comment, is_customer_notified, created_at) VALUES (?, 'pending', 'Order placed.', 1, ?)",
      id,
      STORE_NOW,
    );
    request.db.run(`DELETE FROM cart_items WHERE ${owner.where}`, owner.value);
  });
  return redirect(request.href(`/checkout/onepage/success/order_id/${id}/`));
}

function successPage(request: RequestContext): SiteResponse {
  const id = Number(request.params.id);
  const incrementId = String(id).padStart(9, '0');
  return renderPage(request, {
    title: 'Thank you for your purchase!',
    body: html`<div class="checkout-success"><p>Your order number is: <a class="order-number" href="${request.href(`/sales/order/view/order_id/${id}/`)}"><strong>${incrementId}</strong></a>.</p>
<p>We'll email you an order confirmation with details and tracking info.</p>
<a class="btn" href="${request.href('/')}">Continue Shopping</a></div>`,
  });
}

export function addCheckoutRoutes(router: Router): void {
  router
    .get('/checkout', checkoutPage)
    .get('/checkout/index', checkoutPage)
    .post('/checkout/placeOrder', placeOrder)
    .get('/checkout/onepage/success/order_id/:id', successPage);
}
