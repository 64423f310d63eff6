// The body of Sales > Orders > View: order and account information, addresses, payment and
// shipping, items ordered, the "Notes for this Order" comment form with its history, and totals.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { CUSTOMER_GROUPS } from '../../magento/admin-schema.js';
import { ORDER_STATUS_LABELS, type OrderItemRow, type OrderRow } from '../../magento/order-queries.js';
import { formatMediumDate, formatMoney } from '../../magento/store-format.js';
import { formatAdminDateTime, formatAdminTime } from '../admin-format.js';
import type { OrderCommentRow } from '../queries/admin-orders.js';

/** What the order page shows besides the order row. */
export interface OrderViewData {
  order: OrderRow;
  items: readonly OrderItemRow[];
  comments: readonly OrderCommentRow[];
  customer: { id: number; email: string; first_name: string; last_name: string; group_id: number };
}

function address(request: RequestContext, order: OrderRow, title: string): SafeHtml {
  return html`<div class="admin__page-section-item order-${title.toLowerCase().split(' ')[0]}-address">
    <div class="admin__page-section-item-title"><span class="title">${title}</span><a href="${request.href(`/sales/order/address/address_id/${order.id}/`)}" title="Edit ${title}">Edit</a></div>
    <address class="admin__page-section-item-content">${order.ship_first_name} ${order.ship_last_name}<br>
${order.ship_street}<br>
${order.ship_city}, ${order.ship_region}, ${order.ship_postcode}<br>
${order.ship_country}<br>
T: <a href="tel:${order.ship_telephone}">${order.ship_telephone}</a></address>
  </div>`;
}

function itemStatus(order: OrderRow): string {
  if (order.status === 'canceled') return 'Canceled';
  if (order.status === 'complete' || order.status === 'closed') return 'Shipped';
  return 'Ordered';
}

function itemsTable(order: OrderRow, items: readonly OrderItemRow[]): SafeHtml {
  return html`<table class="admin__table-primary edit-order-table"><thead><tr>
    <th>Product</th><th>Item Status</th><th>Original Price</th><th>Price</th><th>Qty</th><th>Subtotal</th><th>Tax Amount</th><th>Tax Percent</th><th>Discount Amount</th><th>Row Total</th>
  </tr></thead><tbody>${items.map(
    (item) => html`<tr>
      <td><div class="product-title">${item.name}</div><div class="product-sku-block"><span>SKU:</span> ${item.sku}</div>
        ${item.color ? html`<dl class="item-options"><dt>Color</dt><dd>${item.color}</dd></dl>` : ''}${item.size ? html`<dl class="item-options"><dt>Size</dt><dd>${item.size}</dd></dl>` : ''}</td>
      <td>${itemStatus(order)}</td><td>${formatMoney(item.price_cents)}</td><td>${formatMoney(item.price_cents)}</td>
      <td>Ordered ${item.qty}</td><td>${formatMoney(item.price_cents * item.qty)}</td><td>$0.00</td><td>0%</td><td>$0.00</td><td>${formatMoney(item.price_cents * item.qty)}</td>
    </tr>`,
  )}</tbody></table>`;
}

/** The comment history list, newest first. */
export function noteList(comments: readonly OrderCommentRow[]): SafeHtml {
  return html`<ul class="note-list">${comments.map(
    (c) => html`<li class="note-list-item">
      <span class="note-list-date">${formatMediumDate(c.created_at)}</span><span class="note-list-time">${formatAdminTime(c.created_at)}</span><span class="note-list-status">${ORDER_STATUS_LABELS[c.status] ?? c.status}</span>
      <span class="note-list-customer">Customer ${c.is_customer_notified ? 'Notified' : 'Not Notified'}</span>
      <div class="note-list-comment">${c.comment}</div>
    </li>`,
  )}</ul>`;
}

function commentForm(
  request: RequestContext,
  order: OrderRow,
  comments: readonly OrderCommentRow[],
): SafeHtml {
  const label = ORDER_STATUS_LABELS[order.status] ?? order.status;
  return html`<div id="order_history_block" class="edit-order-comments">
    <form class="order-history-form" method="post" action="${request.href(`/sales/order/addComment/order_id/${order.id}/`)}">
      <div class="admin__field-control"><label class="admin__field-label" for="history_status">Status</label>
        <select class="admin__control-select" name="history[status]" id="history_status"><option value="${order.status}">${label}</option></select></div>
      <div class="admin__field-control"><label class="admin__field-label" for="history_comment">Comment</label>
        <textarea class="admin__control-textarea" name="history[comment]" id="history_comment" rows="3"></textarea></div>
      <div class="admin__field-option"><input type="checkbox" name="history[is_customer_notified]" id="history_notify" value="1"><label for="history_notify">Notify Customer by Email</label></div>
      <div class="admin__field-option"><input type="checkbox" name="history[is_visible_on_front]" id="history_visible" value="1"><label for="history_visible">Visible on Storefront</label></div>
      <button class="action-secondary action-save" type="submit" title="Submit Comment">Submit Comment</button>
    </form>
    ${noteList(comments)}
  </div>`;
}

function totals(order: OrderRow): SafeHtml {
  const paid = ['complete', 'closed', 'processing'].includes(order.status) ? order.grand_total_cents : 0;
  const refunded = order.status === 'closed' ? order.grand_total_cents : 0;
  const due = order.status === 'canceled' ? 0 : order.grand_total_cents - paid;
  return html`<table class="admin__table-secondary order-subtotal-table"><tbody>
    <tr><td>Subtotal</td><td>${formatMoney(order.subtotal_cents)}</td></tr>
    <tr><td>Shipping &amp; Handling</td><td>${formatMoney(order.shipping_cents)}</td></tr>
  </tbody><tfoot>
    <tr><td><strong>Grand Total</strong></td><td><strong>${formatMoney(order.grand_total_cents)}</strong></td></tr>
    <tr><td>Total Paid</td><td>${formatMoney(paid)}</td></tr>
    <tr><td>Total Refunded</td><td>${formatMoney(refunded)}</td></tr>
    <tr><td>Total Due</td><td>${formatMoney(due)}</td></tr>
  </tfoot></table>`;
}

/** The "Information" tab. */
export function orderInformation(request: RequestContext, data: OrderViewData): SafeHtml {
  const { order, customer, items, comments } = data;
  return html`<section class="admin__page-section order-view-account-information">
    <div class="admin__page-section-title"><span class="title">Order &amp; Account Information</span></div>
    <div class="admin__page-section-content">
      <div class="admin__page-section-item order-information">
        <div class="admin__page-section-item-title"><span class="title">Order # ${order.increment_id} (The order confirmation email was sent)</span></div>
        <table class="admin__table-secondary order-information-table"><tbody>
          <tr><th>Order Date</th><td>${formatAdminDateTime(order.created_at)}</td></tr>
          <tr><th>Order Status</th><td><span id="order_status">${ORDER_STATUS_LABELS[order.status] ?? order.status}</span></td></tr>
          <tr><th>Purchased From</th><td>Main Website / Main Website Store / Default Store View</td></tr>
        </tbody></table>
      </div>
      <div class="admin__page-section-item order-account-information">
        <div class="admin__page-section-item-title"><span class="title">Account Information</span><a href="${request.href(`/customer/index/edit/id/${customer.id}/`)}">Edit Customer</a></div>
        <table class="admin__table-secondary order-account-information-table"><tbody>
          <tr><th>Customer Name</th><td><a href="${request.href(`/customer/index/edit/id/${customer.id}/`)}">${customer.first_name} ${customer.last_name}</a></td></tr>
          <tr><th>Email</th><td><a href="mailto:${customer.email}">${customer.email}</a></td></tr>
          <tr><th>Customer Group</th><td>${CUSTOMER_GROUPS[customer.group_id] ?? 'General'}</td></tr>
        </tbody></table>
      </div>
    </div>
  </section>
  <section class="admin__page-section order-addresses">
    <div class="admin__page-section-title"><span class="title">Address Information</span></div>
    <div class="admin__page-section-content">${address(request, order, 'Billing Address')}${address(request, order, 'Shipping Address')}</div>
  </section>
  <section class="admin__page-section order-view-billing-shipping">
    <div class="admin__page-section-title"><span class="title">Payment &amp; Shipping Method</span></div>
    <div class="admin__page-section-content">
      <div class="admin__page-section-item order-payment-method"><div class="admin__page-section-item-title">Payment Information</div><div>${order.payment_method}</div><div class="order-payment-currency">The order was placed using USD.</div></div>
      <div class="admin__page-section-item order-shipping-method"><div class="admin__page-section-item-title">Shipping &amp; Handling Information</div><div><strong>${order.shipping_method}</strong> ${formatMoney(order.shipping_cents)}</div></div>
    </div>
  </section>
  <section class="admin__page-section">
    <div class="admin__page-section-title"><span class="title">Items Ordered</span></div>
    ${itemsTable(order, items)}
  </section>
  <section class="admin__page-section">
    <div class="admin__page-section-title"><span class="title">Order Total</span></div>
    <div class="admin__page-section-content">
      <div class="admin__page-section-item order-comments-history"><div class="admin__page-section-item-title">Notes for this Order</div>${commentForm(request, order, comments)}</div>
      <div class="admin__page-section-item order-totals"><div class="admin__page-section-item-title">Order Totals</div>${totals(order)}</div>
    </div>
  </section>`;
}
