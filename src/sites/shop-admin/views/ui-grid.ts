// Magento 2's UI-component grid (products, orders, customers): keyword search, a Filters panel,
// the "Active filters" bar, record count, page size and page number, sortable column headers and
// optional mass actions. Server-rendered: every control is a link or a GET form over `grid-state`.

import { type HtmlValue, html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import {
  activeFilters,
  filterParam,
  filterSuffixes,
  type GridDefaults,
  type GridFilter,
  type GridState,
  gridHref,
  gridParams,
  PAGE_SIZES,
  withoutFilters,
} from './grid-state.js';

/** A column: its sort key (empty: not sortable), header and cell. */
export interface GridColumn<Row> {
  key: string;
  label: string;
  cell(row: Row): HtmlValue;
  className?: string;
}

/** Mass actions on the rows ticked in the first column. */
export interface GridMassActions {
  /** Site path the selection is POSTed to, with `selected[]` ids and `massaction`. */
  action: string;
  options: readonly (readonly [value: string, label: string])[];
}

/** Everything a grid needs to render. */
export interface UiGridOptions<Row> {
  request: RequestContext;
  /** Site path of the grid page (`/catalog/product/`). */
  path: string;
  /** Magento's namespace, used in element ids (`product_listing`). */
  name: string;
  columns: readonly GridColumn<Row>[];
  filters: readonly GridFilter[];
  defaults: GridDefaults;
  state: GridState;
  rows: readonly Row[];
  total: number;
  rowId(row: Row): number;
  massActions?: GridMassActions;
}

/** Hidden inputs carrying the state's parameters except those `omit` names. */
export function hiddenState(
  state: GridState,
  defaults: GridDefaults,
  omit: (name: string) => boolean,
): SafeHtml {
  const inputs: SafeHtml[] = [];
  for (const [name, value] of gridParams({ ...state, page: 1 }, defaults)) {
    if (!omit(name)) inputs.push(html`<input type="hidden" name="${name}" value="${value}">`);
  }
  return html`${inputs}`;
}

function filterField(filter: GridFilter, state: GridState, name: string): SafeHtml {
  const id = `${name}_${filter.key}`;
  if (filter.kind === 'select') {
    const current = state.filters[filter.key] ?? '';
    return html`<div class="admin__form-field"><label class="admin__form-field-label" for="${id}">${filter.label}</label>
      <div class="admin__form-field-control"><select class="admin__control-select" id="${id}" name="${filterParam(filter.key)}">
        <option value="">${' '}</option>${filter.options.map(([value, label]) => html`<option value="${value}"${value === current ? html` selected` : ''}>${label}</option>`)}
      </select></div></div>`;
  }
  if (filter.kind === 'text') {
    return html`<div class="admin__form-field"><label class="admin__form-field-label" for="${id}">${filter.label}</label>
      <div class="admin__form-field-control"><input class="admin__control-text" type="text" id="${id}" name="${filterParam(filter.key)}" value="${state.filters[filter.key] ?? ''}"></div></div>`;
  }
  const [fromKey, toKey] = filterSuffixes(filter) as [string, string];
  const placeholder = filter.kind === 'dateRange' ? 'MM/DD/YYYY' : '';
  return html`<fieldset class="admin__form-field"><legend class="admin__form-field-label">${filter.label}</legend>
    <div class="admin__form-field-control">
      <input class="admin__control-text" type="text" id="${id}_from" name="${filterParam(fromKey)}" value="${state.filters[fromKey] ?? ''}" placeholder="${placeholder || 'from'}" title="${filter.label} from" aria-label="${filter.label} from">
      <input class="admin__control-text" type="text" id="${id}_to" name="${filterParam(toKey)}" value="${state.filters[toKey] ?? ''}" placeholder="${placeholder || 'to'}" title="${filter.label} to" aria-label="${filter.label} to">
    </div></fieldset>`;
}

function header<Row>(options: UiGridOptions<Row>): SafeHtml {
  const { request, state, defaults, filters, name } = options;
  const path = request.href(options.path);
  const active = activeFilters(state, filters);
  const isFilterParam = (n: string) => n.startsWith('filters[');
  return html`<div class="admin__data-grid-header" data-part="toolbar">
  <div class="admin__data-grid-header-row">
    <form class="data-grid-search-control-wrap" method="get" action="${path}" role="search">
      <input class="admin__control-text data-grid-search-control" type="text" id="fulltext" name="search" value="${state.search}" placeholder="Search by keyword" aria-label="Search by keyword">
      ${hiddenState(state, defaults, (n) => n === 'search')}
      <button class="action-submit" type="submit" title="Search">Search</button>
    </form>
  </div>
  <div class="admin__data-grid-header-row">
    <div class="admin__data-grid-filters-wrap">
      <button class="action-default" type="button" data-action="grid-filter-expand">Filters</button>
      ${
        active.length > 0
          ? html`<div class="admin__data-grid-filters-current _show">
        <div class="admin__current-filters-title-wrap"><span class="admin__current-filters-title">Active filters:</span></div>
        <ul class="admin__current-filters-list">${active.map(
          (f) =>
            html`<li><span>${f.label}: </span><span>${f.value}</span> <a class="action-remove" href="${gridHref(path, state, defaults, withoutFilters(state, f.suffixes))}" title="Remove ${f.label}">✕</a></li>`,
        )}</ul>
        <div class="admin__current-filters-actions-wrap"><a class="action-clear" href="${gridHref(path, state, defaults, { search: '', filters: {}, page: 1 })}">Clear all</a></div>
      </div>`
          : ''
      }
      <form class="admin__data-grid-filters" method="get" action="${path}" id="${name}_filters">
        <fieldset class="admin__filters-fieldset">${filters.map((f) => filterField(f, state, name))}</fieldset>
        ${hiddenState(state, defaults, isFilterParam)}
        <div class="admin__footer-main-actions">
          <button class="action-tertiary" type="button" data-action="grid-filter-cancel">Cancel</button>
          <button class="action-secondary" type="submit">Apply Filters</button>
        </div>
      </form>
    </div>
  </div>
  <div class="admin__data-grid-header-row">
    ${options.massActions ? massActionControl(options.massActions, request, name) : html`<span></span>`}
    <div class="admin__control-support-text">${options.total} records found</div>
    ${pager(options)}
  </div>
</div>`;
}

/** The Actions select and Submit button posting the ticked rows. */
export function massActionControl(
  mass: GridMassActions,
  request: RequestContext,
  name: string,
  extra: SafeHtml | '' = '',
): SafeHtml {
  return html`<form class="admin__data-grid-actions-wrap" method="post" action="${request.href(mass.action)}" id="${name}_massaction">
    <select class="admin__control-select" name="massaction" aria-label="Actions" title="Actions">
      <option value="">Actions</option>${mass.options.map(([value, label]) => html`<option value="${value}">${label}</option>`)}
    </select>
    ${extra}
    <input type="hidden" name="return" value="${request.url.pathname}${request.url.search}">
    <button class="action-default" type="submit">Submit</button>
  </form>`;
}

/** The page-size select and the page navigation of a grid. */
export function pager<Row>(options: UiGridOptions<Row>): SafeHtml {
  const { request, state, defaults, total, name } = options;
  const path = request.href(options.path);
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const page = Math.min(state.page, pages);
  const link = (target: number, cls: string, title: string, text: string) =>
    html`<a class="${cls}${target < 1 || target > pages ? ' disabled' : ''}" href="${gridHref(path, state, defaults, { page: Math.min(Math.max(1, target), pages) })}" title="${title}">${text}</a>`;
  return html`<div class="admin__data-grid-pager-wrap">
    <select class="admin__control-select" id="${name}_page_size" aria-label="per page" title="Page size" data-navigate="paging[pageSize]" data-reset-page="paging[current]">
      ${PAGE_SIZES.map((size) => html`<option value="${size}"${size === state.pageSize ? html` selected` : ''}>${size}</option>`)}
    </select><label for="${name}_page_size">per page</label>
    <form class="admin__data-grid-pager" method="get" action="${path}">
      ${link(page - 1, 'action-previous', 'Previous Page', '‹')}
      <input class="admin__control-text" type="text" name="paging[current]" value="${page}" aria-label="Page" title="Page number">
      <label class="admin__control-support-text">of ${pages}</label>
      ${hiddenState(state, defaults, (n) => n === 'paging[current]')}
      ${link(page + 1, 'action-next', 'Next Page', '›')}
    </form>
  </div>`;
}

/** A column header; sortable ones link to the grid sorted by them (again: reversed). */
export function headerCell<Row>(options: UiGridOptions<Row>, column: GridColumn<Row>): SafeHtml {
  if (!column.key) return html`<th class="data-grid-th">${column.label}</th>`;
  const { state, defaults } = options;
  const isSorted = state.sortField === column.key;
  const next = isSorted && state.sortDirection === 'asc' ? 'desc' : 'asc';
  const cls = isSorted ? (state.sortDirection === 'asc' ? ' _ascend' : ' _descend') : '';
  const href = gridHref(options.request.href(options.path), state, defaults, {
    sortField: column.key,
    sortDirection: next,
    page: 1,
  });
  return html`<th class="data-grid-th _sortable${cls}"><a href="${href}" title="Sort by ${column.label}">${column.label}</a></th>`;
}

/** Renders the whole grid: toolbar, then the table. */
export function renderUiGrid<Row>(options: UiGridOptions<Row>): SafeHtml {
  const { columns, rows, name, massActions } = options;
  const formId = `${name}_massaction`;
  return html`<div class="admin__data-grid-outer-wrap" data-role="grid-wrapper" id="${name}">
  ${header(options)}
  <div class="admin__data-grid-wrap">
    <table class="data-grid" id="${name}_table">
      <thead><tr>${massActions ? html`<th class="data-grid-multicheck-cell">Select</th>` : ''}${columns.map((c) => headerCell(options, c))}</tr></thead>
      <tbody>${
        rows.length === 0
          ? html`<tr class="data-grid-tr-no-data"><td colspan="${columns.length + (massActions ? 1 : 0)}">We couldn't find any records.</td></tr>`
          : rows.map(
              (row) =>
                html`<tr class="data-row">${
                  massActions
                    ? html`<td class="data-grid-checkbox-cell"><input type="checkbox" name="selected[]" value="${options.rowId(row)}" form="${formId}" aria-label="Select row ${options.rowId(row)}"></td>`
                    : ''
                }${columns.map((c) => html`<td${c.className ? html` class="${c.className}"` : ''}>${c.cell(row)}</td>`)}</tr>`,
            )
      }</tbody>
    </table>
  </div>
</div>`;
}
