// Reports > Sales: the Orders, Bestsellers and Shipping reports with Magento's filter form (Period,
// From, To, Order Status) at /admin/reports/report_sales/sales|bestsellers|shipping/. The form is a
// GET form, so a report's URL carries its filter and the From/To fields show the dates as `M/D/YY`.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { ORDER_STATUS_LABELS } from '../../magento/order-queries.js';
import { formatMoney } from '../../magento/store-format.js';
import { formatPickerDate, parseAdminDate } from '../admin-format.js';
import {
  bestsellersReport,
  REPORT_PERIODS,
  type ReportPeriod,
  type ReportQuery,
  salesReport,
} from '../queries/admin-reports.js';
import { renderAdminPage } from '../views/admin-layout.js';
import { fieldRow, selectField } from '../views/form-fields.js';

type ReportKind = 'sales' | 'bestsellers' | 'shipping';

const TITLES: Record<ReportKind, string> = {
  sales: 'Orders Report',
  bestsellers: 'Bestsellers Report',
  shipping: 'Shipping Report',
};

/** The filter as typed (for redisplay) and, when complete and valid, as a query. */
interface ReportFilter {
  from: string;
  to: string;
  period: ReportPeriod;
  specified: boolean;
  statuses: string[];
  query: ReportQuery | null;
  error: string | null;
}

function readFilter(request: RequestContext): ReportFilter {
  const q = request.query;
  const period = (REPORT_PERIODS.find(([p]) => p === q.get('period_type'))?.[0] ?? 'day') as ReportPeriod;
  const fromText = (q.get('from') ?? '').trim();
  const toText = (q.get('to') ?? '').trim();
  const specified = q.get('show_order_statuses') === '1';
  const statuses = q.getAll('order_statuses[]').filter((s) => s in ORDER_STATUS_LABELS);
  const from = parseAdminDate(fromText);
  const to = parseAdminDate(toText);
  const asked = fromText !== '' || toText !== '';
  const error = !asked
    ? null
    : !from || !to
      ? 'Please enter a valid date in From and To.'
      : from > to
        ? 'The From date must be before the To date.'
        : null;
  return {
    from: from ? formatPickerDate(from) : fromText,
    to: to ? formatPickerDate(to) : toText,
    period,
    specified,
    statuses,
    query:
      from && to && !error
        ? { from, to, period, statuses: specified && statuses.length > 0 ? statuses : null }
        : null,
    error,
  };
}

function filterForm(request: RequestContext, kind: ReportKind, filter: ReportFilter): SafeHtml {
  const date = (id: string, name: string, label: string, value: string) =>
    fieldRow(
      id,
      label,
      html`<input class="admin__control-text" type="text" id="${id}" name="${name}" value="${value}" placeholder="M/D/YY" required>`,
      { required: true },
    );
  return html`<div class="report-filter"><form id="filter_form" method="get" action="${request.href(`/reports/report_sales/${kind}/`)}">
  <fieldset class="admin__fieldset"><legend class="admin__legend">Filter</legend>
    ${selectField('sales_report_report_type', 'report_type', 'Date Used', [['created_at_order', 'Order Created']], 'created_at_order')}
    ${selectField('sales_report_period_type', 'period_type', 'Period', REPORT_PERIODS, filter.period)}
    ${date('sales_report_from', 'from', 'From', filter.from)}
    ${date('sales_report_to', 'to', 'To', filter.to)}
    ${
      kind === 'bestsellers'
        ? ''
        : html`<div class="admin__field"><label class="admin__field-label" for="sales_report_show_order_statuses">Order Status</label>
      <div class="admin__field-control">
        <select class="admin__control-select" id="sales_report_show_order_statuses" name="show_order_statuses" data-toggles="sales_report_order_statuses" data-enable-when="1">
          <option value="0"${filter.specified ? '' : html` selected`}>Any</option><option value="1"${filter.specified ? html` selected` : ''}>Specified</option>
        </select>
        <select class="admin__control-select" id="sales_report_order_statuses" name="order_statuses[]" multiple size="6" aria-label="Order statuses" title="Order statuses"${filter.specified ? '' : html` disabled`}>
          ${Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => html`<option value="${value}"${filter.statuses.includes(value) ? html` selected` : ''}>${label}</option>`)}
        </select>
        <div class="admin__field-note">Any: every status except Canceled. Specified: the statuses chosen here.</div>
      </div></div>`
    }
  </fieldset>
</form></div>`;
}

function noRecords(columns: number): SafeHtml {
  return html`<tr class="data-grid-tr-no-data"><td colspan="${columns}">We couldn't find any records.</td></tr>`;
}

function salesTable(rows: ReturnType<typeof salesReport>): SafeHtml {
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return html`<table class="data-grid" id="gridSalesReport"><thead><tr>
    <th>Interval</th><th>Orders</th><th>Sales Items</th><th>Sales Total</th><th>Invoiced</th><th>Refunded</th><th>Sales Tax</th><th>Sales Shipping</th><th>Sales Discount</th><th>Canceled</th>
  </tr></thead><tbody>${
    rows.length === 0
      ? noRecords(10)
      : rows.map(
          (
            r,
          ) => html`<tr><td>${r.interval}</td><td>${r.orders}</td><td>${r.items}</td><td>${formatMoney(r.salesCents)}</td><td>${formatMoney(r.invoicedCents)}</td>
        <td>${formatMoney(r.refundedCents)}</td><td>$0.00</td><td>${formatMoney(r.shippingCents)}</td><td>$0.00</td><td>${formatMoney(r.canceledCents)}</td></tr>`,
        )
  }</tbody>${
    rows.length === 0
      ? ''
      : html`<tfoot><tr><td>Total</td><td>${sum((r) => r.orders)}</td><td>${sum((r) => r.items)}</td><td>${formatMoney(sum((r) => r.salesCents))}</td>
    <td>${formatMoney(sum((r) => r.invoicedCents))}</td><td>${formatMoney(sum((r) => r.refundedCents))}</td><td>$0.00</td><td>${formatMoney(sum((r) => r.shippingCents))}</td><td>$0.00</td><td>${formatMoney(sum((r) => r.canceledCents))}</td></tr></tfoot>`
  }</table>`;
}

function bestsellersTable(rows: ReturnType<typeof bestsellersReport>): SafeHtml {
  return html`<table class="data-grid" id="gridBestsellers"><thead><tr><th>Interval</th><th>Product</th><th>Price</th><th>Order Quantity</th></tr></thead>
  <tbody>${rows.length === 0 ? noRecords(4) : rows.map((r) => html`<tr><td>${r.interval}</td><td>${r.product}</td><td>${formatMoney(r.priceCents)}</td><td>${r.qty}</td></tr>`)}</tbody></table>`;
}

function shippingTable(rows: ReturnType<typeof salesReport>): SafeHtml {
  return html`<table class="data-grid" id="gridShippingReport"><thead><tr><th>Interval</th><th>Carrier/Method</th><th>Number of Orders</th><th>Total Sales Shipping</th><th>Total Shipping</th></tr></thead>
  <tbody>${rows.length === 0 ? noRecords(5) : rows.map((r) => html`<tr><td>${r.interval}</td><td>Flat Rate - Fixed</td><td>${r.orders}</td><td>${formatMoney(r.shippingCents)}</td><td>${formatMoney(r.shippingCents)}</td></tr>`)}</tbody></table>`;
}

function reportPage(request: RequestContext, kind: ReportKind): SiteResponse {
  const filter = readFilter(request);
  const query = filter.query;
  const table =
    kind === 'bestsellers'
      ? bestsellersTable(query ? bestsellersReport(request.db, query) : [])
      : kind === 'sales'
        ? salesTable(query ? salesReport(request.db, query) : [])
        : shippingTable(query ? salesReport(request.db, query) : []);
  return renderAdminPage(request, {
    title: TITLES[kind],
    trail: ['Sales', 'Reports'],
    actions: html`<button class="action-primary" id="filter_form_submit" type="submit" form="filter_form" title="Show Report">Show Report</button>`,
    body: html`${filter.error ? html`<div class="messages"><div class="message message-error error" role="alert">${filter.error}</div></div>` : ''}
<p class="report-note">This report uses timezone configuration data. Be sure the timezone is set properly.</p>
${filterForm(request, kind, filter)}
<div class="admin__data-grid-wrap">${table}</div>`,
  });
}

export function addReportRoutes(router: Router): void {
  for (const kind of ['sales', 'bestsellers', 'shipping'] as const) {
    router.get(`/reports/report_sales/${kind}`, (r) => reportPage(r, kind));
  }
}
