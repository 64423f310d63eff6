// Sales > Orders: the order grid (keyword, filters, sort, pages) at /admin/sales/order/.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { ORDER_STATUS_LABELS } from '../../magento/order-queries.js';
import { formatMoney } from '../../magento/store-format.js';
import { formatAdminDateTime } from '../admin-format.js';
import {
  type AdminOrderRow,
  ORDER_SORT_FIELDS,
  ORDER_STATUS_OPTIONS,
  queryOrderGrid,
} from '../queries/admin-orders.js';
import { renderAdminPage } from '../views/admin-layout.js';
import { type GridDefaults, type GridFilter, parseGridState } from '../views/grid-state.js';
import { type GridColumn, renderUiGrid } from '../views/ui-grid.js';

const DEFAULTS: GridDefaults = { sortField: 'created_at', sortDirection: 'desc', pageSize: 20 };

const FILTERS: GridFilter[] = [
  { kind: 'dateRange', key: 'created_at', label: 'Purchase Date' },
  { kind: 'range', key: 'base_grand_total', label: 'Grand Total (Base)' },
  { kind: 'range', key: 'grand_total', label: 'Grand Total (Purchased)' },
  { kind: 'text', key: 'increment_id', label: 'ID' },
  { kind: 'text', key: 'billing_name', label: 'Bill-to Name' },
  { kind: 'text', key: 'shipping_name', label: 'Ship-to Name' },
  { kind: 'select', key: 'status', label: 'Status', options: ORDER_STATUS_OPTIONS },
];

function columns(request: RequestContext): GridColumn<AdminOrderRow>[] {
  return [
    { key: 'increment_id', label: 'ID', cell: (o) => o.increment_id },
    { key: '', label: 'Purchase Point', cell: () => 'Main Website Main Website Store Default Store View' },
    { key: 'created_at', label: 'Purchase Date', cell: (o) => formatAdminDateTime(o.created_at) },
    { key: 'billing_name', label: 'Bill-to Name', cell: (o) => o.billing_name },
    { key: 'shipping_name', label: 'Ship-to Name', cell: (o) => o.shipping_name },
    { key: 'base_grand_total', label: 'Grand Total (Base)', cell: (o) => formatMoney(o.grand_total_cents) },
    { key: 'grand_total', label: 'Grand Total (Purchased)', cell: (o) => formatMoney(o.grand_total_cents) },
    { key: 'status', label: 'Status', cell: (o) => ORDER_STATUS_LABELS[o.status] ?? o.status },
    {
      key: '',
      label: 'Action',
      cell: (o) => html`<a href="${request.href(`/sales/order/view/order_id/${o.id}/`)}">View</a>`,
    },
  ];
}

function orderGrid(request: RequestContext): SiteResponse {
  const state = parseGridState(request.query, FILTERS, ORDER_SORT_FIELDS, DEFAULTS);
  const { rows, total } = queryOrderGrid(request.db, state);
  return renderAdminPage(request, {
    title: 'Orders',
    trail: ['Operations', 'Sales'],
    body: renderUiGrid({
      request,
      path: '/sales/order/',
      name: 'sales_order_grid',
      columns: columns(request),
      filters: FILTERS,
      defaults: DEFAULTS,
      state,
      rows,
      total,
      rowId: (o) => o.id,
    }),
  });
}

export function addOrderGridRoutes(router: Router): void {
  router.get('/sales/order', orderGrid).get('/sales/order/index', orderGrid);
}
