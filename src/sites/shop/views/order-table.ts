// The orders table of "My Orders" and the account dashboard.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { ORDER_STATUS_LABELS, type OrderRow } from '../../magento/order-queries.js';
import { formatMoney, formatShortDate } from '../../magento/store-format.js';

export function orderTable(request: RequestContext, orders: readonly OrderRow[]): SafeHtml {
  return html`<table class="data table-order-items history" id="my-orders-table"><caption hidden>Orders</caption>
<thead><tr><th>Order #</th><th>Date</th><th>Ship To</th><th>Order Total</th><th>Status</th><th>Action</th></tr></thead>
<tbody>${orders.map(
    (
      o,
    ) => html`<tr><td class="col id">${o.increment_id}</td><td class="col date">${formatShortDate(o.created_at)}</td>
  <td class="col shipping">${o.ship_first_name} ${o.ship_last_name}</td><td class="col total"><span class="price">${formatMoney(o.grand_total_cents)}</span></td>
  <td class="col status">${ORDER_STATUS_LABELS[o.status] ?? o.status}</td>
  <td class="col actions"><a href="${request.href(`/sales/order/view/order_id/${o.id}/`)}" class="action view">View Order</a>
  <form method="post" action="${request.href(`/sales/order/reorder/order_id/${o.id}/`)}" style="display:inline"><button class="btn-link" type="submit" title="Reorder">Reorder</button></form></td></tr>`,
  )}</tbody></table>`;
}
