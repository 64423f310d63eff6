import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  type GridFilter,
  gridHref,
  gridParams,
  parseGridState,
  withoutFilters,
} from './grid-state.js';

const FILTERS: GridFilter[] = [
  { kind: 'range', key: 'price', label: 'Price' },
  { kind: 'text', key: 'name', label: 'Name' },
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
const DEFAULTS = { sortField: 'entity_id', sortDirection: 'asc' as const, pageSize: 20 };

describe('grid state in the URL', () => {
  it('reads keyword, filters, sort and page, and falls back to the defaults for unknown values', () => {
    const query = new URLSearchParams(
      'search=lamp&filters[price][from]=10&filters[name]=%20&filters[status]=2&sorting[field]=price&sorting[direction]=desc&paging[pageSize]=50&paging[current]=3',
    );
    const state = parseGridState(query, FILTERS, ['entity_id', 'price'], DEFAULTS);
    expect(state).toEqual({
      search: 'lamp',
      filters: { 'price][from': '10', status: '2' },
      sortField: 'price',
      sortDirection: 'desc',
      page: 3,
      pageSize: 50,
    });
    const odd = parseGridState(
      new URLSearchParams('sorting[field]=drop table&paging[pageSize]=7&paging[current]=-1'),
      FILTERS,
      ['entity_id'],
      DEFAULTS,
    );
    expect([odd.sortField, odd.pageSize, odd.page]).toEqual(['entity_id', 20, 1]);
  });

  it('writes back only what differs from the defaults, so the parameters round-trip', () => {
    const state = parseGridState(
      new URLSearchParams('filters[status]=1&paging[current]=2'),
      FILTERS,
      ['entity_id'],
      DEFAULTS,
    );
    expect(gridParams(state, DEFAULTS).toString()).toBe('filters%5Bstatus%5D=1&paging%5Bcurrent%5D=2');
    const again = parseGridState(gridParams(state, DEFAULTS), FILTERS, ['entity_id'], DEFAULTS);
    expect(again).toEqual(state);
    expect(gridHref('/admin/catalog/product/', state, DEFAULTS, { page: 1, filters: {} })).toBe(
      '/admin/catalog/product/',
    );
  });

  it('labels active filters as Magento does and removes one without touching the others', () => {
    const state = parseGridState(
      new URLSearchParams('search=desk&filters[price][to]=30&filters[status]=2'),
      FILTERS,
      [],
      DEFAULTS,
    );
    const active = activeFilters(state, FILTERS);
    expect(active.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Keyword: desk',
      'Price: to 30',
      'Status: Disabled',
    ]);
    const withoutPrice = { ...state, ...withoutFilters(state, active[1]!.suffixes) };
    expect(withoutPrice.filters).toEqual({ status: '2' });
    expect(withoutPrice.search).toBe('desk');
    expect({ ...state, ...withoutFilters(state, []) }.search).toBe('');
  });
});
