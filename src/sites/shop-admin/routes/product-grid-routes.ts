// Catalog > Products: the product grid (keyword, filters, sort, pages) and its "Change status" mass
// action, at Magento's /admin/catalog/product/ URLs.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { formatMoney } from '../../magento/store-format.js';
import { addMessage } from '../admin-session.js';
import {
  type AdminProductRow,
  attributeSets,
  PRODUCT_SORT_FIELDS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_TYPES,
  queryProductGrid,
} from '../queries/admin-products.js';
import { renderAdminPage } from '../views/admin-layout.js';
import type { GridDefaults, GridFilter } from '../views/grid-state.js';
import { parseGridState } from '../views/grid-state.js';
import { type GridColumn, renderUiGrid } from '../views/ui-grid.js';
import { safeReturn } from './safe-return.js';

const DEFAULTS: GridDefaults = { sortField: 'entity_id', sortDirection: 'asc', pageSize: 20 };

function filters(request: RequestContext): GridFilter[] {
  return [
    { kind: 'range', key: 'entity_id', label: 'ID' },
    { kind: 'range', key: 'price', label: 'Price' },
    { kind: 'range', key: 'qty', label: 'Quantity' },
    { kind: 'text', key: 'name', label: 'Name' },
    { kind: 'select', key: 'type_id', label: 'Type', options: PRODUCT_TYPES.map((t) => [t, t] as const) },
    {
      kind: 'select',
      key: 'attribute_set_id',
      label: 'Attribute Set',
      options: attributeSets(request.db).map((s) => [s, s] as const),
    },
    { kind: 'text', key: 'sku', label: 'SKU' },
    { kind: 'text', key: 'brand', label: 'Brand' },
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: [
        ['1', 'Enabled'],
        ['2', 'Disabled'],
      ],
    },
  ];
}

function columns(request: RequestContext): GridColumn<AdminProductRow>[] {
  return [
    { key: 'entity_id', label: 'ID', cell: (p) => p.id },
    { key: 'name', label: 'Name', cell: (p) => p.name },
    { key: 'type_id', label: 'Type', cell: (p) => p.type },
    { key: 'attribute_set_id', label: 'Attribute Set', cell: (p) => p.attribute_set },
    { key: 'sku', label: 'SKU', cell: (p) => p.sku },
    { key: 'price', label: 'Price', cell: (p) => formatMoney(p.price_cents) },
    { key: 'qty', label: 'Quantity', cell: (p) => p.qty },
    {
      key: '',
      label: 'Salable Quantity',
      cell: (p) => (p.is_in_stock ? `Default Stock: ${p.qty}` : 'Default Stock: 0'),
    },
    { key: '', label: 'Visibility', cell: () => 'Catalog, Search' },
    { key: 'status', label: 'Status', cell: (p) => PRODUCT_STATUS_LABELS[p.status] ?? '' },
    {
      key: '',
      label: 'Action',
      cell: (p) =>
        html`<a class="action-menu-item" href="${request.href(`/catalog/product/edit/id/${p.id}/`)}">Edit</a>`,
    },
  ];
}

function productGrid(request: RequestContext): SiteResponse {
  const gridFilters = filters(request);
  const state = parseGridState(request.query, gridFilters, PRODUCT_SORT_FIELDS, DEFAULTS);
  const { rows, total } = queryProductGrid(request.db, state);
  return renderAdminPage(request, {
    title: 'Products',
    trail: ['Inventory', 'Catalog'],
    actions: html`<a class="action-primary" id="add_new_product-button" href="${request.href('/catalog/product/new/set/4/type/simple/')}">Add Product</a>`,
    body: renderUiGrid({
      request,
      path: '/catalog/product/',
      name: 'product_listing',
      columns: columns(request),
      filters: gridFilters,
      defaults: DEFAULTS,
      state,
      rows,
      total,
      rowId: (p) => p.id,
      massActions: {
        action: '/catalog/product/massStatus/',
        options: [
          ['enable', 'Change status: Enable'],
          ['disable', 'Change status: Disable'],
        ],
      },
    }),
  });
}

function massStatus(request: RequestContext): SiteResponse {
  const ids = request.form.getAll('selected[]').map(Number).filter(Number.isInteger);
  const action = request.form.get('massaction');
  const back = safeReturn(request, request.form.get('return'), '/catalog/product/');
  if (ids.length === 0 || (action !== 'enable' && action !== 'disable')) {
    addMessage(request, 'error', ids.length === 0 ? 'Please select item(s).' : 'Please select an action.');
    return redirect(back);
  }
  const status = action === 'enable' ? 1 : 2;
  const changed = request.db.transaction(() =>
    ids.reduce(
      (sum, id) => sum + request.db.run('UPDATE products SET status = ? WHERE id = ?', status, id).changes,
      0,
    ),
  );
  addMessage(request, 'success', `A total of ${changed} record(s) have been updated.`);
  return redirect(back);
}

export function addProductGridRoutes(router: Router): void {
  router
    .get('/catalog/product', productGrid)
    .get('/catalog/product/index', productGrid)
    .post('/catalog/product/massStatus', massStatus);
}
