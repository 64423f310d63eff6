// The shopping cart: add (from product pages and tiles, with a JSON answer for the modal), the cart
// page with quantities, update and remove.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { jsonResponse, redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { productById, productOptions } from '../../magento/catalog-queries.js';
import { formatMoney, STORE_NOW } from '../../magento/store-format.js';
import { addToCart, cartLines, cartTotals, optionsLabel, SHIPPING_METHODS } from '../cart-queries.js';
import { cartCount, setFlash } from '../shop-session.js';
import { renderPage } from '../views/layout.js';
import { productPath } from '../views/product-card.js';

function add(request: RequestContext): SiteResponse {
  const isFetch = request.headers['x-requested-with'] === 'fetch';
  const product = productById(request.db, Number(request.form.get('product')));
  if (product?.status !== 1) return redirect(request.href('/'));
  const color = request.form.get('color') || null;
  const size = request.form.get('size') || null;
  const needsColor = productOptions(request.db, product.id, 'color').length > 0;
  const needsSize = productOptions(request.db, product.id, 'size').length > 0;
  if ((needsColor && !color) || (needsSize && !size)) {
    const message = 'You need to choose options for your item.';
    if (isFetch) return jsonResponse({ ok: false, message, cartCount: cartCount(request) }, 400);
    setFlash(request, 'notice', message);
    return redirect(request.href(productPath(product)));
  }
  if (product.qty <= 0) {
    const message = 'This product is out of stock.';
    if (isFetch) return jsonResponse({ ok: false, message, cartCount: cartCount(request) }, 400);
    setFlash(request, 'error', message);
    return redirect(request.href(productPath(product)));
  }
  const qty = Math.max(1, Math.floor(Number(request.form.get('qty')) || 1));
  addToCart(request, { productId: product.id, qty, color, size }, STORE_NOW);
  const message = `You added ${product.name} to your shopping cart.`;
  if (isFetch) return jsonResponse({ ok: true, message, cartCount: cartCount(request) });
  setFlash(request, 'success', message);
  return redirect(request.href('/checkout/cart/'));
}

function cartPage(request: RequestContext): SiteResponse {
  const { lines } = cartLines(request);
  const href = request.href;
  if (lines.length === 0) {
    return renderPage(request, {
      title: 'Shopping Cart',
      body: html`<div class="cart-empty"><p>You have no items in your shopping cart.</p><p>Click <a href="${href('/')}">here</a> to continue shopping.</p></div>`,
    });
  }
  const { subtotal, items } = cartTotals(lines);
  const shipping = SHIPPING_METHODS.flatrate.cents(items);
  return renderPage(request, {
    title: 'Shopping Cart',
    body: html`<div class="columns"><div class="column-main">
  <form action="${href('/checkout/cart/updatePost/')}" method="post" id="form-validate">
  <table class="data cart items" id="shopping-cart-table"><thead><tr><th>Item</th><th>Price</th><th>Qty</th><th class="a-right">Subtotal</th><th></th></tr></thead>
  <tbody>${lines.map(
    (l) => html`<tr class="item-info cart item">
      <td><a class="product-item-name" href="${href(`/${l.url_key}.html`)}">${l.name}</a>${optionsLabel(l) ? html`<div class="item-options">${optionsLabel(l)}</div>` : ''}</td>
      <td class="price">${formatMoney(l.price_cents)}</td>
      <td><input type="number" name="qty[${l.id}]" value="${l.qty}" min="0" title="Qty" aria-label="Qty for ${l.name}" style="width:70px"></td>
      <td class="a-right subtotal">${formatMoney(l.price_cents * l.qty)}</td>
      <td><button class="btn-link" type="submit" formaction="${href(`/checkout/cart/delete/id/${l.id}/`)}" title="Remove item">Remove item</button></td>
    </tr>`,
  )}</tbody></table>
  <div class="cart actions"><a class="btn btn-secondary" href="${href('/')}">Continue Shopping</a> <button class="btn" type="submit" name="update_cart_action" value="update_qty" title="Update Shopping Cart">Update Shopping Cart</button></div>
  </form></div>
  <div class="sidebar cart-summary"><div class="box"><span class="box-title">Summary</span>
    <table class="data totals"><tbody>
      <tr><th>Subtotal</th><td>${formatMoney(subtotal)}</td></tr>
      <tr><th>Shipping (Flat Rate - Fixed)</th><td>${formatMoney(shipping)}</td></tr>
      <tr class="grand totals"><th><strong>Order Total</strong></th><td><strong>${formatMoney(subtotal + shipping)}</strong></td></tr>
    </tbody></table>
    <a class="btn" href="${href('/checkout/')}" title="Proceed to Checkout">Proceed to Checkout</a></div></div>
</div>`,
  });
}

function update(request: RequestContext): SiteResponse {
  const { owner, lines } = cartLines(request);
  if (owner) {
    for (const line of lines) {
      const value = request.form.get(`qty[${line.id}]`);
      if (value === null) continue;
      const qty = Math.floor(Number(value));
      if (!Number.isFinite(qty) || qty < 0) continue;
      if (qty === 0) request.db.run('DELETE FROM cart_items WHERE id = ?', line.id);
      else request.db.run('UPDATE cart_items SET qty = ? WHERE id = ?', qty, line.id);
    }
  }
  return redirect(request.href('/checkout/cart/'));
}

function remove(request: RequestContext): SiteResponse {
  const { owner } = cartLines(request);
  if (owner) {
    request.db.run(
      `DELETE FROM cart_items WHERE id = ? AND ${owner.where}`,
      Number(request.params.id),
      owner.value,
    );
  }
  return redirect(request.href('/checkout/cart/'));
}

export function addCartRoutes(router: Router): void {
  router
    .get('/checkout/cart', cartPage)
    .post('/checkout/cart/add', add)
    .post('/checkout/cart/updatePost', update)
    .post('/checkout/cart/delete/id/:id', remove);
}
