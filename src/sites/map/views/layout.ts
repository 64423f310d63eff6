// The map's page frame, shaped like openstreetmap.org: a header with the logo and a few real pages,
// then `#content` holding the `#sidebar` (search or directions form above `#sidebar_content`) and
// the `#map` drawing with its zoom, layers and share controls.
import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { htmlResponse, type SiteResponse } from '../../http/response.js';
import type { MapView } from './map-drawing.js';
import { renderMapPane } from './map-pane.js';

export const SITE_TITLE = 'OpenStreetMap';

/** What a page puts into the frame. */
export interface MapPageOptions {
  title: string;
  /** The form above the sidebar content: the search box (default) or the directions form. */
  form?: SafeHtml;
  /** Text kept in the search box. */
  query?: string;
  sidebar: SafeHtml;
  view: MapView;
  status?: number;
}

export const LOGO = html`<svg class="logo" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true"><circle cx="13" cy="13" r="10" fill="#c6e4b4" stroke="#5b8f4d" stroke-width="2.5"/><path d="M6 12l4-3 4 4 5-4 2 3-5 5-4-2-4 3z" fill="#7ebc6f"/><path d="M20 20l8 8" stroke="#5b8f4d" stroke-width="4" stroke-linecap="round"/></svg>`;

const DIRECTIONS_ICON = html`<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true"><path d="M10 1l9 9-9 9-9-9z" fill="#7ebc6f"/><path d="M7 13v-3h5V7l3 3.5-3 3.5v-3H9v3z" fill="#fff"/></svg>`;

/** The search box with its Go button and the directions switch, as on every map page. */
export function searchForm(request: RequestContext, query = '', whereIsThis?: string): SafeHtml {
  return html`<form method="get" action="${request.href('/search')}" class="search_form" role="search">
    <div class="query_wrapper">
      <input type="text" name="query" id="query" placeholder="Search" aria-label="Search" value="${query}" autocomplete="on">
      ${whereIsThis ? html`<a class="describe_location" href="${whereIsThis}" title="Describe the current location using the search engine">Where is this?</a>` : ''}
    </div>
    <input type="submit" name="commit" value="Go" class="btn-primary">
    <a class="switch_link" href="${request.href('/directions')}" title="Find directions between two points">${DIRECTIONS_ICON}</a>
  </form>`;
}

/** Renders a full map page. */
export function renderMapPage(request: RequestContext, options: MapPageOptions): SiteResponse {
  const href = request.href;
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${options.title} | ${SITE_TITLE}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${href('/assets/map.css')}"></head>
<body class="map-layout">
<header class="site-header">
  <h1><a href="${href('/')}" class="brand">${LOGO}<span>OpenStreetMap</span></a></h1>
  <nav class="primary"><a href="${href('/export')}" class="tab${request.path === '/export' ? ' current' : ''}">Export</a></nav>
  <nav class="secondary">
    <a href="${href('/help')}">Help</a>
    <a href="${href('/about')}">About</a>
    <a href="${href('/copyright')}">Copyright</a>
  </nav>
</header>
<div id="content">
  <div id="sidebar">
    <div class="search_forms">${options.form ?? searchForm(request, options.query ?? '')}</div>
    <div id="sidebar_content">${options.sidebar}</div>
  </div>
  ${renderMapPane(request, options.view)}
</div>
<script src="${href('/assets/map.js')}"></script>
</body></html>`;
  return htmlResponse(page, options.status ?? 200);
}

/** The heading row of a sidebar panel, with the × that closes it (back to the plain map). */
export function sidebarHeading(request: RequestContext, title: string): SafeHtml {
  return html`<div class="sidebar-heading"><h2>${title}</h2><a class="sidebar-close" href="${request.href('/')}" title="Close">×</a></div>`;
}
