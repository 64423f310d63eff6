// The search results page (`/search?query=…`): Nominatim-style hits with their category, distances
// and a radius filter for "near" searches, paging, "Where is this?" (`/search?lat=…&lon=…`), and the
// place pages' "Search nearby" form, which lands on the canonical `… near <place>` query.
import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { categoryByKey } from '../data/categories.js';
import { haversineMeters } from '../data/geo.js';
import { allPlaces, displayName, placePath } from '../data/place-queries.js';
import { formatDistance } from '../data/route-format.js';
import { type SearchOutcome, type SearchResult, searchMap } from '../data/search-places.js';
import { RADIUS_OPTIONS, searchPath } from '../map-urls.js';
import { renderMapPage, sidebarHeading } from '../views/layout.js';

const PAGE_SIZE = 20;

export function addSearchRoutes(router: Router): Router {
  return router.get('/search', (request) => searchPage(request));
}

function searchPage(request: RequestContext): SiteResponse {
  const near = request.query.get('near');
  if (near !== null) {
    const phrase = request.query.get('category') ?? '';
    return redirect(
      request.href(searchPath(`${phrase} near ${near}`.trim(), radiusOption(request.query.get('radius')))),
    );
  }
  const query = (request.query.get('query') ?? '').trim();
  const lat = Number(request.query.get('lat'));
  const lon = Number(request.query.get('lon'));
  if (!query && request.query.has('lat') && Number.isFinite(lat) && Number.isFinite(lon)) {
    return whereIsThisPage(request, { lat, lon });
  }
  if (!query) return redirect(request.href('/'));
  const radius = radiusOption(request.query.get('radius'));
  const page = Math.max(1, Math.floor(Number(request.query.get('page') ?? '1')) || 1);
  // One spelling per search, so that the address bar matches url_match references.
  const canonical = searchPath(query, { ...radius, page });
  if (`${request.path}${request.url.search}` !== canonical) {
    return redirect(request.href(canonical));
  }
  const outcome = searchMap(request.db, query, radius);
  return renderResults(request, query, outcome, radius.radiusKm, page);
}

function radiusOption(value: string | null): { radiusKm?: number } {
  const radius = Number(value);
  return value && Number.isFinite(radius) && radius > 0 ? { radiusKm: radius } : {};
}

function radiusLabel(radiusKm: number): string {
  return RADIUS_OPTIONS.find(([value]) => value === String(radiusKm))?.[1] ?? `${radiusKm} km`;
}

const plural = (count: number) => (count === 1 ? 'result' : 'results');

function summaryOf(outcome: SearchOutcome, radiusKm: number | undefined) {
  const count = html`<strong class="result-count">${outcome.results.length}</strong>`;
  const what = plural(outcome.results.length);
  if (outcome.kind === 'near' && outcome.anchor) {
    const anchor = outcome.anchor.place?.name ?? outcome.anchor.displayName;
    return radiusKm !== undefined
      ? html`${count} ${what} within ${radiusLabel(radiusKm)} of ${anchor}, nearest first`
      : html`${count} ${what} near ${anchor}, nearest first`;
  }
  if (outcome.neighbourhood) return html`${count} ${what} in ${outcome.neighbourhood}`;
  return html`${count} ${what}`;
}

function resultItem(result: SearchResult) {
  return html`<li class="search_results_entry"><span class="category">${result.label}</span> <a class="set_position" href="${result.path}">${result.displayName}</a>${
    result.distanceM !== undefined
      ? html` <span class="distance">${formatDistance(result.distanceM)}</span>`
      : ''
  }</li>`;
}

function renderResults(
  request: RequestContext,
  query: string,
  outcome: SearchOutcome,
  radiusKm: number | undefined,
  page: number,
): SiteResponse {
  const shown = outcome.results.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const results = shown.map((r) => resultItem({ ...r, path: request.href(r.path) }));
  const refine =
    outcome.kind === 'near' && outcome.anchor
      ? html`<form class="refine-form" method="get" action="${request.href('/search')}">
          <input type="hidden" name="query" value="${query}">
          <label>Within <select name="radius" aria-label="Within">${RADIUS_OPTIONS.map(
            ([value, label]) =>
              html`<option value="${value}"${String(radiusKm ?? '') === value ? html` selected` : ''}>${label}</option>`,
          )}</select></label>
          <button type="submit" class="btn-secondary">Update</button>
        </form>`
      : '';
  const notFound =
    outcome.kind === 'near' && !outcome.anchor
      ? html`<p class="search_results_error">Sorry - couldn't find "${query.replace(/^.*?\snear\s/i, '')}".</p>`
      : html`<p class="search_results_error">No results found</p>`;
  const pages = html`<div class="pagination">${
    page > 1
      ? html`<a href="${request.href(searchPath(query, { radiusKm, page: page - 1 }))}">Previous results</a>`
      : ''
  }${
    page * PAGE_SIZE < outcome.results.length
      ? html`<a href="${request.href(searchPath(query, { radiusKm, page: page + 1 }))}">More results</a>`
      : ''
  }</div>`;
  const focus = [
    ...(outcome.anchor ? [outcome.anchor.position] : []),
    ...shown.slice(0, 10).map((r) => r.position),
  ];
  return renderMapPage(request, {
    title: `Search results for ${query}`,
    query,
    sidebar: html`${sidebarHeading(request, 'Search Results')}
      <div class="search_results_entry"><h4>Results from <a href="${request.href('/about')}">OpenStreetMap Nominatim</a></h4>
      ${outcome.results.length > 0 || outcome.anchor ? html`<p class="search_summary">${summaryOf(outcome, radiusKm)}</p>` : ''}
      ${refine}
      ${outcome.results.length > 0 ? html`<ul class="results-list">${results}</ul>${pages}` : notFound}
      </div>`,
    view: {
      focus,
      markers: [
        ...(outcome.anchor
          ? [{ position: outcome.anchor.position, kind: 'place' as const, title: outcome.anchor.displayName }]
          : []),
        ...shown
          .slice(0, 10)
          .map((r) => ({ position: r.position, kind: 'result' as const, title: r.displayName })),
      ],
    },
  });
}

/** "Where is this?": the places closest to a point. */
function whereIsThisPage(request: RequestContext, point: { lat: number; lon: number }): SiteResponse {
  const nearest = allPlaces(request.db)
    .map((p) => ({ place: p, meters: haversineMeters(point, p) }))
    .sort((a, b) => a.meters - b.meters)
    .slice(0, 10);
  return renderMapPage(request, {
    title: 'Where is this?',
    sidebar: html`${sidebarHeading(request, 'Search Results')}
      <div class="search_results_entry"><h4>Results from <a href="${request.href('/about')}">OpenStreetMap Nominatim</a></h4>
      <p class="search_summary">Places closest to ${point.lat.toFixed(5)}, ${point.lon.toFixed(5)}</p>
      <ul class="results-list">${nearest.map(({ place, meters }) =>
        resultItem({
          label: categoryByKey(place.category).label,
          displayName: displayName(place),
          path: request.href(placePath(place)),
          position: place,
          distanceM: meters,
        }),
      )}</ul></div>`,
    view: { focus: [point], markers: [{ position: point, kind: 'place', title: 'Here' }] },
  });
}
