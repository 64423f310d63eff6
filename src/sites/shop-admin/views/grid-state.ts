// The state of a back-office grid as URL query parameters, named like the parameters of Magento's
// UI grids (`search`, `filters[status]`, `filters[price][from]`, `sorting[field]`, `paging[current]`):
// parsing, building links that change one part, and the labels of the active filters.

/** A filter of a grid's filter panel (or of a legacy grid's filter row). */
export type GridFilter =
  | { kind: 'text'; key: string; label: string }
  | { kind: 'range'; key: string; label: string }
  | { kind: 'dateRange'; key: string; label: string }
  | {
      kind: 'select';
      key: string;
      label: string;
      options: readonly (readonly [value: string, label: string])[];
    };

/** What a grid shows: keyword, filter values, sort order and page. */
export interface GridState {
  search: string;
  /** Filter values by parameter suffix: `status`, `price][from`, `price][to` (empty values dropped). */
  filters: Record<string, string>;
  sortField: string;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Defaults of a grid. */
export interface GridDefaults {
  sortField: string;
  sortDirection: 'asc' | 'desc';
  pageSize: number;
}

export const PAGE_SIZES = [20, 30, 50, 100, 200] as const;

/** The parameter name of a filter value (`filters[price][from]`). */
export function filterParam(suffix: string): string {
  return `filters[${suffix}]`;
}

/** Parameter suffixes a filter reads. */
export function filterSuffixes(filter: GridFilter): string[] {
  return filter.kind === 'range' || filter.kind === 'dateRange'
    ? [`${filter.key}][from`, `${filter.key}][to`]
    : [filter.key];
}

/** Reads a grid's state from the query string. */
export function parseGridState(
  query: URLSearchParams,
  filters: readonly GridFilter[],
  sortable: readonly string[],
  defaults: GridDefaults,
): GridState {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    for (const suffix of filterSuffixes(filter)) {
      const value = (query.get(filterParam(suffix)) ?? '').trim();
      if (value) values[suffix] = value;
    }
  }
  const field = query.get('sorting[field]') ?? '';
  const direction = query.get('sorting[direction]');
  const size = Number(query.get('paging[pageSize]'));
  const page = Number(query.get('paging[current]'));
  return {
    search: (query.get('search') ?? '').trim(),
    filters: values,
    sortField: sortable.includes(field) ? field : defaults.sortField,
    sortDirection: direction === 'asc' || direction === 'desc' ? direction : defaults.sortDirection,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.pageSize,
  };
}

/** Query parameters of a state, leaving out what equals the defaults. */
export function gridParams(state: GridState, defaults: GridDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const [suffix, value] of Object.entries(state.filters)) params.set(filterParam(suffix), value);
  if (state.sortField !== defaults.sortField || state.sortDirection !== defaults.sortDirection) {
    params.set('sorting[field]', state.sortField);
    params.set('sorting[direction]', state.sortDirection);
  }
  if (state.pageSize !== defaults.pageSize) params.set('paging[pageSize]', String(state.pageSize));
  if (state.page !== 1) params.set('paging[current]', String(state.page));
  return params;
}

/** A link to the grid at `path` with `state` changed by `change`. */
export function gridHref(
  path: string,
  state: GridState,
  defaults: GridDefaults,
  change: Partial<GridState>,
): string {
  const query = gridParams({ ...state, ...change }, defaults).toString();
  return query ? `${path}?${query}` : path;
}

/** The "Active filters" entries: label, shown value, and the filter suffixes that removing it clears. */
export function activeFilters(
  state: GridState,
  filters: readonly GridFilter[],
): { label: string; value: string; suffixes: string[] }[] {
  const active: { label: string; value: string; suffixes: string[] }[] = [];
  if (state.search) active.push({ label: 'Keyword', value: state.search, suffixes: [] });
  for (const filter of filters) {
    if (filter.kind === 'range' || filter.kind === 'dateRange') {
      const [fromKey, toKey] = filterSuffixes(filter) as [string, string];
      const from = state.filters[fromKey];
      const to = state.filters[toKey];
      if (!from && !to) continue;
      const value = from && to ? `${from} - ${to}` : from ? `from ${from}` : `to ${to}`;
      active.push({ label: filter.label, value, suffixes: [fromKey, toKey] });
      continue;
    }
    const value = state.filters[filter.key];
    if (!value) continue;
    const shown =
      filter.kind === 'select' ? (filter.options.find(([v]) => v === value)?.[1] ?? value) : value;
    active.push({ label: filter.label, value: shown, suffixes: [filter.key] });
  }
  return active;
}

/** The state without some filters (and without the keyword when `suffixes` is empty). */
export function withoutFilters(state: GridState, suffixes: readonly string[]): Partial<GridState> {
  if (suffixes.length === 0) return { search: '', page: 1 };
  const filters = { ...state.filters };
  for (const suffix of suffixes) delete filters[suffix];
  return { filters, page: 1 };
}
