// Marketing > Search Terms (the search-term grid) and Reports > Search Terms (the popular-terms
// report), over the store's search_terms table, at /admin/search/term/index/ and /report/.
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { containsText, inRange, pageOf } from '../queries/grid-match.js';
import { renderAdminPage } from '../views/admin-layout.js';
import { type GridDefaults, parseGridState } from '../views/grid-state.js';
import { type LegacyGridColumn, legacyFilters, renderLegacyGrid } from '../views/legacy-grid.js';

interface SearchTermRow {
  id: number;
  query: string;
  results: number;
  uses: number;
}

const SORTS: Record<string, (a: SearchTermRow, b: SearchTermRow) => number> = {
  query_id: (a, b) => a.id - b.id,
  query_text: (a, b) => a.query.localeCompare(b.query),
  num_results: (a, b) => a.results - b.results,
  popularity: (a, b) => a.uses - b.uses,
};

const COLUMNS: LegacyGridColumn<SearchTermRow>[] = [
  {
    key: 'query_id',
    label: 'ID',
    cell: (t) => t.id,
    filter: { kind: 'range', key: 'query_id', label: 'ID' },
  },
  {
    key: 'query_text',
    label: 'Search Query',
    cell: (t) => t.query,
    filter: { kind: 'text', key: 'query_text', label: 'Search Query' },
  },
  { key: '', label: 'Store', cell: () => 'Default Store View' },
  {
    key: 'num_results',
    label: 'Results',
    cell: (t) => t.results,
    filter: { kind: 'range', key: 'num_results', label: 'Results' },
  },
  {
    key: 'popularity',
    label: 'Uses',
    cell: (t) => t.uses,
    filter: { kind: 'range', key: 'popularity', label: 'Uses' },
  },
];

function termsPage(request: RequestContext, report: boolean): SiteResponse {
  const defaults: GridDefaults = report
    ? { sortField: 'popularity', sortDirection: 'desc', pageSize: 20 }
    : { sortField: 'query_id', sortDirection: 'asc', pageSize: 20 };
  const state = parseGridState(request.query, legacyFilters(COLUMNS), Object.keys(SORTS), defaults);
  const f = state.filters;
  const rows = request.db
    .all<SearchTermRow>('SELECT id, query, results, uses FROM search_terms ORDER BY id')
    .filter(
      (t) =>
        inRange(t.id, f['query_id][from'], f['query_id][to']) &&
        containsText(t.query, f.query_text) &&
        inRange(t.results, f['num_results][from'], f['num_results][to']) &&
        inRange(t.uses, f['popularity][from'], f['popularity][to']),
    );
  const sign = state.sortDirection === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * SORTS[state.sortField]!(a, b) || a.id - b.id);
  const page = pageOf(rows, state);
  return renderAdminPage(request, {
    title: report ? 'Search Terms Report' : 'Search Terms',
    trail: report ? ['Reports'] : ['SEO & Search', 'Marketing'],
    body: renderLegacyGrid({
      request,
      path: report ? '/search/term/report/' : '/search/term/index/',
      name: 'search_term_grid',
      columns: COLUMNS,
      defaults,
      state,
      rows: page.rows,
      total: page.total,
      rowId: (t) => t.id,
    }),
  });
}

export function addSearchTermRoutes(router: Router): void {
  router
    .get('/search/term/index', (r) => termsPage(r, false))
    .get('/search/term/report', (r) => termsPage(r, true));
}
