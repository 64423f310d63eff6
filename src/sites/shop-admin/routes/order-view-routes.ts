// Sales > Orders > View: the order page with its Cancel / Hold / Unhold actions and the comment form
// ("Submit Comment"), at /admin/sales/order/view/order_id/<id>/.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { type OrderRow, orderById, orderItems } from '../../magento/order-queries.js';
import { STORE_NOW } from '../../magento/store-format.js';
import { addMessage } from '../admin-session.js';
import { orderComments } from '../queries/admin-orders.js';
import { renderAdminPage } from '../views/admin-layout.js';
import { noteList, orderInformation } from '../views/order-view.js';

/** Statuses an order can be canceled or put on hold from. */
const OPEN_STATUSES = ['pending', 'processing'];

function orderOr404(request: RequestContext): OrderRow | SiteResponse {
  const order = orderById(request.db, Number(request.params.id));
  if (order) return order;
  addMessage(request, 'error', 'This order no longer exists.');
  return redirect(request.href('/sales/order/'));
}

function actions(request: RequestContext, order: OrderRow): SafeHtml {
  const post = (path: string, label: string, id: string) =>
    html`<form method="post" action="${request.href(`/sales/order/${path}/order_id/${order.id}/`)}"><button class="action-default" id="${id}" type="submit">${label}</button></form>`;
  return html`<a class="action-default action-back" id="back" href="${request.href('/sales/order/')}">Back</a>
    ${OPEN_STATUSES.includes(order.status) ? html`<button class="action-default" id="order-view-cancel-button" type="button" data-modal-open="cancel-order-modal">Cancel</button>` : ''}
    ${OPEN_STATUSES.includes(order.status) ? post('hold', 'Hold', 'order-view-hold-button') : ''}
    ${order.status === 'holded' ? post('unhold', 'Unhold', 'order-view-unhold-button') : ''}`;
}

function viewPage(request: RequestContext): SiteResponse {
  const found = orderOr404(request);
  if (!('increment_id' in found)) return found;
  const order = found;
  const customer = request.db.get<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    group_id: number;
  }>('SELECT id, email, first_name, last_name, group_id FROM customers WHERE id = ?', order.customer_id)!;
  const comments = orderComments(request.db, order.id);
  const data = { order, customer, items: orderItems(request.db, order.id), comments };
  return renderAdminPage(request, {
    title: `# ${order.increment_id}`,
    trail: ['Orders', 'Operations', 'Sales'],
    actions: actions(request, order),
    body: html`<div class="admin__page-columns">
  <div class="admin__page-nav" data-tab-group="order">
    <span class="admin__page-nav-title">Order View</span>
    <ul class="admin__page-nav-items">
      <li><button type="button" class="_active" data-tab-target="information">Information</button></li>
      <li><button type="button" data-tab-target="history">Comments History</button></li>
    </ul>
  </div>
  <div>
    <div data-tab-panel="information" data-tab-group-of="order">${orderInformation(request, data)}</div>
    <div data-tab-panel="history" data-tab-group-of="order" hidden>
      <div class="admin__page-section-title"><span class="title">Comments History</span></div>${noteList(comments)}
    </div>
  </div>
</div>
<div class="modal-overlay" id="cancel-order-modal" hidden><div class="modal-popup" role="dialog" aria-modal="true" aria-label="Cancel the order">
  <p>Are you sure you want to cancel this order?</p>
  <form class="modal-footer" method="post" action="${request.href(`/sales/order/cancel/order_id/${order.id}/`)}">
    <button class="action-default" type="button" data-modal-close>Cancel</button>
    <button class="action-primary" type="submit">OK</button>
  </form>
</div></div>`,
  });
}

function addComment(request: RequestContext): SiteResponse {
  const found = orderOr404(request);
  if (!('increment_id' in found)) return found;
  const comment = (request.form.get('history[comment]') ?? '').trim();
  const back = request.href(`/sales/order/view/order_id/${found.id}/`);
  if (!comment) {
    addMessage(request, 'error', 'Please enter a comment.');
    return redirect(back);
  }
  request.db.run(
    'INSERT INTO order_comments (order_id, status, comment, is_customer_notified, is_visible_on_front, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    found.id,
    found.status,
    comment,
    request.form.get('history[is_customer_notified]') === '1' ? 1 : 0,
    request.form.get('history[is_visible_on_front]') === '1' ? 1 : 0,
    STORE_NOW,
  );
  addMessage(request, 'success', 'You added the order comment.');
  return redirect(back);
}

function changeStatus(request: RequestContext, action: 'cancel' | 'hold' | 'unhold'): SiteResponse {
  const found = orderOr404(request);
  if (!('increment_id' in found)) return found;
  const back = request.href(`/sales/order/view/order_id/${found.id}/`);
  const allowed = action === 'unhold' ? found.status === 'holded' : OPEN_STATUSES.includes(found.status);
  if (!allowed) {
    const what = { cancel: 'canceled', hold: 'put on hold', unhold: 'released from hold' }[action];
    addMessage(request, 'error', `The order cannot be ${what}.`);
    return redirect(back);
  }
  let status = action === 'cancel' ? 'canceled' : 'holded';
  if (action === 'unhold') {
    // Magento restores the status the order had before the hold; the history records it.
    status =
      request.db.get<{ status: string }>(
        "SELECT status FROM order_comments WHERE order_id = ? AND status <> 'holded' ORDER BY created_at DESC, id DESC",
        found.id,
      )?.status ?? 'pending';
  }
  request.db.run('UPDATE orders SET status = ? WHERE id = ?', status, found.id);
  const message = {
    cancel: 'You canceled the order.',
    hold: 'You put the order on hold.',
    unhold: 'You released the order from holding status.',
  }[action];
  addMessage(request, 'success', message);
  return redirect(back);
}

export function addOrderViewRoutes(router: Router): void {
  router
    .get('/sales/order/view/order_id/:id', viewPage)
    .post('/sales/order/addComment/order_id/:id', addComment)
    .post('/sales/order/cancel/order_id/:id', (r) => changeStatus(r, 'cancel'))
    .post('/sales/order/hold/order_id/:id', (r) => changeStatus(r, 'hold'))
    .post('/sales/order/unhold/order_id/:id', (r) => changeStatus(r, 'unhold'));
}
