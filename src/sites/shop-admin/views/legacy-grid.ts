// Magento's older widget grid (reviews, search terms): a row of filter inputs under the column
// headers, "Search" and "Reset Filter" buttons, record count, pages and optional mass actions.

import { html, type SafeHtml } from '../../http/html.js';
import { filterParam, filterSuffixes, type GridFilter, type GridState } from './grid-state.js';
import {
  type GridColumn,
  headerCell,
  hiddenState,
  massActionControl,
  pager,
  type UiGridOptions,
} from './ui-grid.js';

/** A column with the filter shown under its header. */
export interface LegacyGridColumn<Row> extends GridColumn<Row> {
  filter?: GridFilter;
}

/** A legacy grid: like a UI grid, its filters come from the columns. */
export interface LegacyGridOptions<Row> extends Omit<UiGridOptions<Row>, 'columns' | 'filters'> {
  columns: readonly LegacyGridColumn<Row>[];
  /** Extra controls of the mass-action form (the status select of "Update Status"). */
  massExtra?: SafeHtml;
}

/** The filters of a legacy grid's columns, for `parseGridState`. */
export function legacyFilters<Row>(columns: readonly LegacyGridColumn<Row>[]): GridFilter[] {
  return columns.flatMap((c) => (c.filter ? [c.filter] : []));
}

function filterCell(filter: GridFilter | undefined, state: GridState, formId: string): SafeHtml {
  if (!filter) return html`<th></th>`;
  const id = `${formId}_${filter.key}`;
  if (filter.kind === 'select') {
    const current = state.filters[filter.key] ?? '';
    return html`<th><select class="admin__control-select" id="${id}" name="${filterParam(filter.key)}" form="${formId}" aria-label="${filter.label}" title="${filter.label}">
      <option value="">Any</option>${filter.options.map(([value, label]) => html`<option value="${value}"${value === current ? html` selected` : ''}>${label}</option>`)}
    </select></th>`;
  }
  if (filter.kind === 'text') {
    return html`<th><input class="admin__control-text" type="text" id="${id}" name="${filterParam(filter.key)}" value="${state.filters[filter.key] ?? ''}" form="${formId}" aria-label="${filter.label}" title="${filter.label}"></th>`;
  }
  const [fromKey, toKey] = filterSuffixes(filter) as [string, string];
  const placeholder = (end: string) => (filter.kind === 'dateRange' ? 'MM/DD/YYYY' : end);
  return html`<th><div class="range">
    <input class="admin__control-text" type="text" name="${filterParam(fromKey)}" value="${state.filters[fromKey] ?? ''}" form="${formId}" placeholder="${placeholder('from')}" aria-label="${filter.label} from" title="${filter.label} from">
    <input class="admin__control-text" type="text" name="${filterParam(toKey)}" value="${state.filters[toKey] ?? ''}" form="${formId}" placeholder="${placeholder('to')}" aria-label="${filter.label} to" title="${filter.label} to">
  </div></th>`;
}

/** Renders the grid. */
export function renderLegacyGrid<Row>(options: LegacyGridOptions<Row>): SafeHtml {
  const { request, state, defaults, columns, rows, name, massActions } = options;
  const path = request.href(options.path);
  const formId = `${name}_filter_form`;
  const massFormId = `${name}_massaction`;
  const uiOptions = { ...options, filters: legacyFilters(columns) };
  return html`<div class="admin__data-grid-outer-wrap" id="${name}">
  <form id="${formId}" method="get" action="${path}">${hiddenState(state, defaults, (n) => n.startsWith('filters[') || n === 'search')}</form>
  <div class="admin__data-grid-header admin__data-grid-toolbar">
    <div class="admin__data-grid-header-row">
      ${massActions ? massActionControl(massActions, request, name, options.massExtra ?? '') : html`<span></span>`}
      <div class="admin__filter-actions">
        <button class="action-secondary" type="submit" form="${formId}" title="Search">Search</button>
        <a class="action-default" href="${path}" title="Reset Filter">Reset Filter</a>
      </div>
    </div>
    <div class="admin__data-grid-header-row">
      <div class="admin__control-support-text">${options.total} records found</div>
      ${pager(uiOptions)}
    </div>
  </div>
  <div class="admin__data-grid-wrap">
    <table class="data-grid" id="${name}_table">
      <thead>
        <tr class="headings">${massActions ? html`<th class="data-grid-multicheck-cell">Select</th>` : ''}${columns.map((c) => headerCell(uiOptions, c))}</tr>
        <tr class="data-grid-filters">${massActions ? html`<th></th>` : ''}${columns.map((c) => filterCell(c.filter, state, formId))}</tr>
      </thead>
      <tbody>${
        rows.length === 0
          ? html`<tr class="data-grid-tr-no-data"><td colspan="${columns.length + (massActions ? 1 : 0)}">We couldn't find any records.</td></tr>`
          : rows.map(
              (row) =>
                html`<tr class="data-row">${
                  massActions
                    ? html`<td class="data-grid-checkbox-cell"><input type="checkbox" name="selected[]" value="${options.rowId(row)}" form="${massFormId}" aria-label="Select row ${options.rowId(row)}"></td>`
                    : ''
                }${columns.map((c) => html`<td${c.className ? html` class="${c.className}"` : ''}>${c.cell(row)}</td>`)}</tr>`,
            )
      }</tbody>
    </table>
  </div>
</div>`;
}
