// "My Orders": the paginated order history, an order's detail page (items, totals, addresses,
// history) and Reorder, which puts an old order's items back into the cart.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { productById } from '../../magento/catalog-queries.js';
import {
  customerOrders,
  ORDER_STATUS_LABELS,
  type OrderRow,
  orderById,
  orderItems,
} from '../../magento/order-queries.js';
import { formatLongDate, formatMoney, STORE_NOW } from '../../magento/store-format.js';
import { addToCart, optionsLabel } from '../cart-queries.js';
import { currentCustomer, setFlash } from '../shop-session.js';
import { accountFrame } from '../views/account-frame.js';
import { addressLines } from '../views/address-form.js';
import { renderPage } from '../views/layout.js';
import { orderTable } from '../views/order-table.js';
import { notFoundPage } from './not-found.js';
import { requireLogin } from './require-login.js';

const ORDERS_PER_PAGE = 10;

function history(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  if (!customer) return requireLogin(request);
  const orders = customerOrders(request.db, customer.id);
  const pages = Math.max(1, Math.ceil(orders.length / ORDERS_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Number(request.query.get('p')) || 1));
  const shown = orders.slice((page - 1) * ORDERS_PER_PAGE, page * ORDERS_PER_PAGE);
  const first = (page - 1) * ORDERS_PER_PAGE + 1;
  const link = (n: number) => request.href(`/sales/order/history/?p=${n}`);
  const content =
    orders.length === 0
      ? html`<div class="message message-notice">You have placed no orders.</div>`
      : html`${orderTable(request, shown)}
<div class="toolbar"><p class="amount toolbar-amount">Items ${first} to ${first + shown.length - 1} of ${orders.length} total</p>
<div class="pages" aria-label="Pagination"><span>Page</span>${page > 1 ? html`<a href="${link(page - 1)}" title="Previous">‹ Previous</a>` : ''}${Array.from(
          { length: pages },
          (_, i) =>
            i + 1 === page ? html`<strong>${i + 1}</strong>` : html`<a href="${link(i + 1)}">${i + 1}</a>`,
        )}${page < pages ? html`<a href="${link(page + 1)}" title="Next">Next ›</a>` : ''}</div></div>`;
  return renderPage(request, {
    title: 'My Orders',
    breadcrumbs: [
      ['My Account', request.href('/customer/account/')],
      ['My Orders', null],
    ],
    body: accountFrame(request, 'My Orders', content),
  });
}

/** The order, when it belongs to the logged-in customer. */
function ownOrder(request: RequestContext): OrderRow | null {
  const customer = currentCustomer(request);
  const order = orderById(request.db, Number(request.params.id));
  return customer && order && order.customer_id === customer.id ? order : null;
}

function view(request: RequestContext): SiteResponse {
  if (!currentCustomer(request)) return requireLogin(request);
  const order = ownOrder(request);
  if (!order) return notFoundPage(request);
  const items = orderItems(request.db, order.id);
  const shipTo = addressLines({
    firstName: order.ship_first_name,
    lastName: order.ship_last_name,
    street: order.ship_street,
    city: order.ship_city,
    region: order.ship_region,
    postcode: order.ship_postcode,
    country: order.ship_country,
    telephone: order.ship_telephone,
  });
  const comments = request.db.all<{ comment: string; created_at: string }>(
    "SELECT comment, created_at FROM order_comments WHERE order_id = ? AND comment != '' ORDER BY id",
    order.id,
  );
  const content = html`<div class="order-status-line"><span class="order-status">${ORDER_STATUS_LABELS[order.status] ?? order.status}</span>
  · <span class="order-date">Order Date: <span>${formatLongDate(order.created_at)}</span></span>
  · <form method="post" action="${request.href(`/sales/order/reorder/order_id/${order.id}/`)}" style="display:inline"><button class="btn-link" type="submit" title="Reorder">Reorder</button></form></div>
<h2>Items Ordered</h2>
<div class="order-details-items ordered"><table class="data table-order-items" id="my-orders-table"><thead><tr><th>Product Name</th><th>SKU</th><th>Price</th><th>Qty</th><th class="a-right">Subtotal</th></tr></thead>
<tbody>${items.map(
    (
      i,
    ) => html`<tr><td><strong class="product name product-item-name">${i.name}</strong>${optionsLabel(i) ? html`<dl class="item-options"><dd>${optionsLabel(i)}</dd></dl>` : ''}</td>
  <td class="col sku">${i.sku}</td><td class="col price">${formatMoney(i.price_cents)}</td><td class="col qty">Ordered: ${i.qty}</td><td class="a-right">${formatMoney(i.price_cents * i.qty)}</td></tr>`,
  )}</tbody>
<tfoot class="totals"><tr class="subtotal"><th colspan="4" class="a-right">Subtotal</th><td class="a-right">${formatMoney(order.subtotal_cents)}</td></tr>
<tr class="shipping"><th colspan="4" class="a-right">Shipping &amp; Handling</th><td class="a-right">${formatMoney(order.shipping_cents)}</td></tr>
<tr class="grand_total"><th colspan="4" class="a-right"><strong>Grand Total</strong></th><td class="a-right"><strong>${formatMoney(order.grand_total_cents)}</strong></td></tr></tfoot></table></div>
<h2>Order Information</h2>
<div class="boxes"><div class="box box-order-shipping-address"><span class="box-title">Shipping Address</span><address class="box-content">${shipTo.map((l) => html`${l}<br>`)}</address></div>
<div class="box box-order-shipping-method"><span class="box-title">Shipping Method</span><div class="box-content">${order.shipping_method}</div></div>
<div class="box box-order-billing-method"><span class="box-title">Payment Method</span><div class="box-content">${order.payment_method}</div></div></div>
${comments.length > 0 ? html`<h2>About Your Order</h2><dl class="order-comments">${comments.map((c) => html`<dt>${formatLongDate(c.created_at)}</dt><dd>${c.comment}</dd>`)}</dl>` : ''}`;
  return renderPage(request, {
    title: `Order # ${order.increment_id}`,
    breadcrumbs: [
      ['My Account', request.href('/customer/account/')],
      ['My Orders', request.href('/sales/order/history/')],
      [`Order # ${order.increment_id}`, null],
    ],
    body: accountFrame(request, 'My Orders', content),
  });
}

function reorder(request: RequestContext): SiteResponse {
  if (!currentCustomer(request)) return requireLogin(request);
  const order = ownOrder(request);
  if (!order) return notFoundPage(request);
  for (const item of orderItems(request.db, order.id)) {
    const product = productById(request.db, item.product_id);
    if (product?.status !== 1) continue;
    addToCart(
      request,
      { productId: item.product_id, qty: item.qty, color: item.color, size: item.size },
      STORE_NOW,
    );
  }
  setFlash(
    request,
    'success',
    `The items of order # ${order.increment_id} were added to your shopping cart.`,
  );
  return redirect(request.href('/checkout/cart/'));
}

export function addOrderRoutes(router: Router): void {
  router
    .get('/sales/order/history', history)
    .get('/sales/order/view/order_id/:id', view)
    .post('/sales/order/reorder/order_id/:id', reorder);
}
