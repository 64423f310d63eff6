// Directions (`/directions`): the From/To form with the engine select and Go. A submitted form is
// geocoded and redirected to openstreetmap.org's URL shape `/directions?engine=…&route=a;b`, whose
// page fills the fields with the ends' names and shows the route's distance, time and turns.
import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { haversineMeters, type LatLon } from '../data/geo.js';
import { allPlaces, displayName } from '../data/place-queries.js';
import { roadGraph, type TravelMode } from '../data/road-graph.js';
import { computeRoute, type Route } from '../data/route.js';
import { formatDistance, formatDuration, turnByTurn } from '../data/route-format.js';
import { geocode } from '../data/search-places.js';
import { directionsPath, ROUTING_ENGINES } from '../map-urls.js';
import { renderMapPage, sidebarHeading } from '../views/layout.js';

const DIRECTION_ARROWS: Readonly<Record<string, string>> = {
  start: '⬆',
  straight: '⬆',
  'slight-left': '⬉',
  'slight-right': '⬈',
  left: '⬅',
  right: '➡',
  'sharp-left': '↙',
  'sharp-right': '↘',
  'u-turn': '↶',
  destination: '⚑',
};

export function addDirectionsRoutes(router: Router): Router {
  return router.get('/directions', (request) => directionsPage(request));
}

function modeOf(engine: string | null): TravelMode {
  return ROUTING_ENGINES.find((e) => e.id === engine)?.mode ?? 'car';
}

/** "40.44, -79.95" typed or from the URL, as a point. */
function parsePoint(text: string): LatLon | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  return match ? { lat: Number(match[1]), lon: Number(match[2]) } : undefined;
}

/** What a route end is called in the form: the place there, else its coordinates. */
function nameOfPoint(request: RequestContext, point: LatLon): string {
  const place = allPlaces(request.db).find((p) => haversineMeters(p, point) < 5);
  return place ? displayName(place) : `${point.lat.toFixed(5)}, ${point.lon.toFixed(5)}`;
}

function directionsPage(request: RequestContext): SiteResponse {
  const mode = modeOf(request.query.get('engine'));
  if (request.query.has('route_from') || request.query.has('route_to')) return submitted(request, mode);
  const [fromText = '', toText = ''] = (request.query.get('route') ?? '').split(';');
  const from = parsePoint(fromText);
  const to = parsePoint(toText);
  const route = from && to ? computeRoute(roadGraph(request.db), mode, from, to) : undefined;
  return renderDirections(request, {
    mode,
    fromValue: from ? nameOfPoint(request, from) : '',
    toValue: to ? nameOfPoint(request, to) : '',
    from,
    to,
    route,
    error: from && to && !route ? "Couldn't find a route between those two places." : undefined,
  });
}

/** Geocodes the typed ends and redirects to the route's URL, or shows which end was not found. */
function submitted(request: RequestContext, mode: TravelMode): SiteResponse {
  const fromText = (request.query.get('route_from') ?? '').trim();
  const toText = (request.query.get('route_to') ?? '').trim();
  const locate = (text: string) =>
    text ? (parsePoint(text) ?? geocode(request.db, text)?.position) : undefined;
  const from = locate(fromText);
  const to = locate(toText);
  const missing = [
    [fromText, from],
    [toText, to],
  ].find(([text, point]) => text && !point)?.[0] as string | undefined;
  if (missing) {
    return renderDirections(request, {
      mode,
      fromValue: fromText,
      toValue: toText,
      error: `Sorry - couldn't find '${missing}'.`,
    });
  }
  return redirect(request.href(directionsPath(mode, from, to)));
}

interface DirectionsState {
  mode: TravelMode;
  fromValue: string;
  toValue: string;
  from?: LatLon;
  to?: LatLon;
  route?: Route;
  error?: string;
}

function renderDirections(request: RequestContext, state: DirectionsState): SiteResponse {
  const href = request.href;
  const form = html`<form method="get" action="${href('/directions')}" class="directions_form">
    <div class="route-field"><span class="pin start" aria-hidden="true"></span><input type="text" name="route_from" placeholder="From" aria-label="From" value="${state.fromValue}"></div>
    <div class="route-field"><span class="pin end" aria-hidden="true"></span><input type="text" name="route_to" placeholder="To" aria-label="To" value="${state.toValue}"></div>
    <div class="engine-row">
      <select class="routing_engines" name="engine" title="Directions engine" aria-label="Directions engine">${ROUTING_ENGINES.map(
        (e) =>
          html`<option value="${e.id}"${e.mode === state.mode ? html` selected` : ''}>${e.label}</option>`,
      )}</select>
      <input type="submit" name="commit" value="Go" class="btn-primary">
    </div>
    <div class="form-links">
      ${state.from || state.to ? html`<a class="reverse_directions" href="${href(directionsPath(state.mode, state.to, state.from))}">Reverse Directions</a>` : html`<span></span>`}
      <a class="close_directions" href="${href('/')}" title="Close">Close</a>
    </div>
  </form>`;
  const route = state.route;
  const sidebar = route
    ? html`${sidebarHeading(request, 'Directions')}
      <p id="routing_summary">Distance: <span class="route-distance">${formatDistance(route.meters)}</span>. Time: <span class="route-time">${formatDuration(route.seconds)}</span>.</p>
      <table id="turnbyturn">${turnByTurn(route).map(
        (step, i) =>
          html`<tr><td class="direction ${step.kind}">${DIRECTION_ARROWS[step.kind] ?? ''}</td><td class="instruction">${i + 1}. ${step.instruction}</td><td class="distance">${step.kind === 'destination' ? '' : formatDistance(step.meters)}</td></tr>`,
      )}</table>
      <p id="routing_credit">Directions courtesy of <a href="${href('/about')}">FOSSGIS OSRM</a> (${state.mode})</p>`
    : html`${sidebarHeading(request, 'Directions')}${
        state.error
          ? html`<p class="routing-error">${state.error}</p>`
          : html`<p>Enter where you start and where you go, choose how you travel, and press Go.</p>`
      }`;
  // Two ends that snap to the same road node make a route without legs: nothing to draw.
  const first = route?.legs[0];
  const line = route && first ? [first.from, ...route.legs.map((l) => l.to)] : undefined;
  const ends = [state.from, state.to].filter((p): p is LatLon => p !== undefined);
  return renderMapPage(request, {
    title: 'Directions',
    form,
    sidebar,
    view: {
      focus: line ?? ends,
      ...(line ? { route: [line] } : {}),
      markers: [
        ...(state.from ? [{ position: state.from, kind: 'start' as const, title: state.fromValue }] : []),
        ...(state.to ? [{ position: state.to, kind: 'end' as const, title: state.toValue }] : []),
      ],
    },
  });
}
