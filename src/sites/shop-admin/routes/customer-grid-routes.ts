// Customers > All Customers: the customer grid (keyword, filters, sort, pages) at /admin/customer/index/.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { CUSTOMER_GROUPS } from '../../magento/admin-schema.js';
import { formatAdminDateTime } from '../admin-format.js';
import {
  type AdminCustomerRow,
  CUSTOMER_SORT_FIELDS,
  GROUP_OPTIONS,
  queryCustomerGrid,
} from '../queries/admin-customers.js';
import { renderAdminPage } from '../views/admin-layout.js';
import { type GridDefaults, type GridFilter, parseGridState } from '../views/grid-state.js';
import { type GridColumn, renderUiGrid } from '../views/ui-grid.js';

const DEFAULTS: GridDefaults = { sortField: 'entity_id', sortDirection: 'asc', pageSize: 20 };

const FILTERS: GridFilter[] = [
  { kind: 'range', key: 'entity_id', label: 'ID' },
  { kind: 'dateRange', key: 'created_at', label: 'Customer Since' },
  { kind: 'text', key: 'name', label: 'Name' },
  { kind: 'text', key: 'email', label: 'Email' },
  { kind: 'select', key: 'group_id', label: 'Group', options: GROUP_OPTIONS },
  { kind: 'text', key: 'billing_telephone', label: 'Phone' },
  { kind: 'text', key: 'billing_postcode', label: 'ZIP' },
  { kind: 'text', key: 'billing_region', label: 'State/Province' },
];

function columns(request: RequestContext): GridColumn<AdminCustomerRow>[] {
  return [
    { key: 'entity_id', label: 'ID', cell: (c) => c.id },
    { key: 'name', label: 'Name', cell: (c) => c.name },
    { key: 'email', label: 'Email', cell: (c) => c.email },
    { key: 'group_id', label: 'Group', cell: (c) => CUSTOMER_GROUPS[c.group_id] ?? '' },
    { key: 'billing_telephone', label: 'Phone', cell: (c) => c.telephone },
    { key: 'billing_postcode', label: 'ZIP', cell: (c) => c.postcode },
    { key: '', label: 'Country', cell: (c) => c.country },
    { key: 'billing_region', label: 'State/Province', cell: (c) => c.region },
    { key: 'created_at', label: 'Customer Since', cell: (c) => formatAdminDateTime(c.created_at) },
    {
      key: '',
      label: 'Action',
      cell: (c) => html`<a href="${request.href(`/customer/index/edit/id/${c.id}/`)}">Edit</a>`,
    },
  ];
}

function customerGrid(request: RequestContext): SiteResponse {
  const state = parseGridState(request.query, FILTERS, CUSTOMER_SORT_FIELDS, DEFAULTS);
  const { rows, total } = queryCustomerGrid(request.db, state);
  return renderAdminPage(request, {
    title: 'Customers',
    trail: ['All Customers', 'Customers'],
    actions: html`<a class="action-primary" id="add" href="${request.href('/customer/index/new/')}">Add New Customer</a>`,
    body: renderUiGrid({
      request,
      path: '/customer/index/',
      name: 'customer_listing',
      columns: columns(request),
      filters: FILTERS,
      defaults: DEFAULTS,
      state,
      rows,
      total,
      rowId: (c) => c.id,
    }),
  });
}

export function addCustomerGridRoutes(router: Router): void {
  router.get('/customer/index', customerGrid).get('/customer', customerGrid);
}
