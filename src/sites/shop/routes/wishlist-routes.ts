// The wish list (Magento's `.products-grid.wishlist`), and the compare list: add, remove, and move
// a wished item to the cart.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { formatRating, type ProductRow, productById, productOptions } from '../../magento/catalog-queries.js';
import { formatMoney, STORE_NOW } from '../../magento/store-format.js';
import { addToCart } from '../cart-queries.js';
import { currentCustomer, setFlash } from '../shop-session.js';
import { accountFrame } from '../views/account-frame.js';
import { renderPage } from '../views/layout.js';
import { productImage, productPath } from '../views/product-card.js';
import { requireLogin } from './require-login.js';

function listed(
  request: RequestContext,
  table: 'wishlist_items' | 'compare_items',
  customerId: number,
): ProductRow[] {
  return request.db
    .all<{ product_id: number }>(
      `SELECT product_id FROM ${table} WHERE customer_id = ? ORDER BY id`,
      customerId,
    )
    .flatMap((r) => productById(request.db, r.product_id) ?? []);
}

function wishlistPage(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  if (!customer) return requireLogin(request, 'You must login or register to see your wish list.');
  const products = listed(request, 'wishlist_items', customer.id);
  const content =
    products.length === 0
      ? html`<div class="message message-notice">You have no items in your wish list.</div>`
      : html`<div class="products-grid wishlist"><ol class="product-items">${products.map(
          (p) => html`<li class="product-item">
  <a href="${request.href(productPath(p))}" tabindex="-1" title="${p.name}">${productImage(p)}</a>
  <a class="product-item-name" href="${request.href(productPath(p))}">${p.name}</a>
  <span class="price">${formatMoney(p.price_cents)}</span>
  <div class="product-item-actions">
    <form action="${request.href('/wishlist/index/cart/')}" method="post"><input type="hidden" name="product" value="${p.id}"><button class="btn" type="submit" title="Add to Cart">Add to Cart</button></form>
    <form action="${request.href('/wishlist/index/remove/')}" method="post"><input type="hidden" name="product" value="${p.id}"><button class="btn-link icon-link" type="submit" title="Remove This Item">Remove item</button></form>
  </div></li>`,
        )}</ol></div>`;
  return renderPage(request, {
    title: 'My Wish List',
    breadcrumbs: [
      ['My Account', request.href('/customer/account/')],
      ['My Wish List', null],
    ],
    body: accountFrame(request, 'My Wish List', content),
  });
}

function wishlistAdd(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  if (!customer) return requireLogin(request, 'You must login or register to add items to your wishlist.');
  const product = productById(request.db, Number(request.form.get('product')));
  if (!product) return redirect(request.href('/wishlist/'));
  request.db.run(
    'INSERT OR IGNORE INTO wishlist_items (customer_id, product_id, added_at) VALUES (?, ?, ?)',
    customer.id,
    product.id,
    STORE_NOW,
  );
  setFlash(request, 'success', `${product.name} has been added to your Wish List.`);
  return redirect(request.href('/wishlist/'));
}

function wishlistRemove(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  if (!customer) return requireLogin(request);
  request.db.run(
    'DELETE FROM wishlist_items WHERE customer_id = ? AND product_id = ?',
    customer.id,
    Number(request.form.get('product')),
  );
  return redirect(request.href('/wishlist/'));
}

function wishlistToCart(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  if (!customer) return requireLogin(request);
  const product = productById(request.db, Number(request.form.get('product')));
  if (!product) return redirect(request.href('/wishlist/'));
  const hasOptions =
    productOptions(request.db, product.id, 'color').length > 0 ||
    productOptions(request.db, product.id, 'size').length > 0;
  if (hasOptions) {
    setFlash(request, 'notice', 'You need to choose options for your item.');
    return redirect(request.href(productPath(product)));
  }
  addToCart(request, { productId: product.id, qty: 1, color: null, size: null }, STORE_NOW);
  request.db.run(
    'DELETE FROM wishlist_items WHERE customer_id = ? AND product_id = ?',
    customer.id,
    product.id,
  );
  setFlash(request, 'success', `You added ${product.name} to your shopping cart.`);
  return redirect(request.href('/checkout/cart/'));
}

function comparePage(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  if (!customer) return requireLogin(request);
  const products = listed(request, 'compare_items', customer.id);
  const row = (label: string, cell: (p: ProductRow) => string) =>
    html`<tr><th>${label}</th>${products.map((p) => html`<td>${cell(p)}</td>`)}</tr>`;
  const content =
    products.length === 0
      ? html`<div class="message message-notice">You have no items to compare.</div>`
      : html`<table class="data table-comparison" id="product-comparison"><thead><tr><th>Product</th>${products.map(
          (p) => html`<td><a class="product-item-name" href="${request.href(productPath(p))}">${p.name}</a>
  <form action="${request.href('/catalog/product_compare/remove/')}" method="post"><input type="hidden" name="product" value="${p.id}"><button class="btn-link icon-link" type="submit" title="Remove Product">Remove Product</button></form></td>`,
        )}</tr></thead><tbody>${row('Price', (p) => formatMoney(p.price_cents))}${row('Brand', (p) => p.brand)}${row('SKU', (p) => p.sku)}${row('Rating', (p) => formatRating(p.rating) || 'No reviews')}</tbody></table>`;
  return renderPage(request, {
    title: 'Compare Products',
    breadcrumbs: [['Compare Products', null]],
    body: accountFrame(request, 'Compare Products', content),
  });
}

function compareChange(add: boolean) {
  return (request: RequestContext): SiteResponse => {
    const customer = currentCustomer(request);
    if (!customer) return requireLogin(request, 'You must login or register to compare products.');
    const product = productById(request.db, Number(request.form.get('product')));
    if (product && add) {
      request.db.run(
        'INSERT OR IGNORE INTO compare_items (customer_id, product_id) VALUES (?, ?)',
        customer.id,
        product.id,
      );
      setFlash(request, 'success', `You added product ${product.name} to the comparison list.`);
    } else if (product) {
      request.db.run(
        'DELETE FROM compare_items WHERE customer_id = ? AND product_id = ?',
        customer.id,
        product.id,
      );
    }
    return redirect(request.href('/catalog/product_compare/'));
  };
}

export function addWishlistRoutes(router: Router): void {
  router
    .get('/wishlist', wishlistPage)
    .get('/wishlist/index/index', wishlistPage)
    .post('/wishlist/index/add', wishlistAdd)
    .post('/wishlist/index/remove', wishlistRemove)
    .post('/wishlist/index/cart', wishlistToCart)
    .get('/catalog/product_compare', comparePage)
    .post('/catalog/product_compare/add', compareChange(true))
    .post('/catalog/product_compare/remove', compareChange(false));
}
