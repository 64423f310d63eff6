// Draws the map as a light inline SVG: river, parks, roads styled by class like OSM's standard
// layer, points of interest as dots, then the page's own markers and route. Coordinates are metres
// east and south of the city's north-west corner, so the viewBox is a real extent on the ground.

import type { SiteDb } from '../../data/site-db.js';
import { html, raw, type SafeHtml } from '../../http/html.js';
import { GRID, gridPosition, PARKS, RIVER_TRAIL } from '../data/city-layout.js';
import type { LatLon } from '../data/geo.js';
import { cachedForMap } from '../data/map-cache.js';

/** What a page shows on the map besides the streets. */
export interface MapView {
  markers?: readonly { position: LatLon; kind: 'place' | 'result' | 'start' | 'end'; title: string }[];
  /** The route's legs as polylines. */
  route?: readonly (readonly LatLon[])[];
  /** Points the view must contain; the whole city when empty. */
  focus?: readonly LatLon[];
}

const METERS_PER_DEGREE = 111_195;
const BOUNDS = {
  west: GRID.lon0 - 0.6 * GRID.dLon,
  east: GRID.lon0 + (GRID.columns - 0.4) * GRID.dLon,
  south: GRID.lat0 - 0.6 * GRID.dLat,
  north: GRID.lat0 + (GRID.rows + 0.3) * GRID.dLat,
};
const COS_LAT = Math.cos((((BOUNDS.north + BOUNDS.south) / 2) * Math.PI) / 180);

/** Projects a position to SVG metres. */
export function project(position: LatLon): [number, number] {
  return [
    Math.round((position.lon - BOUNDS.west) * COS_LAT * METERS_PER_DEGREE),
    Math.round((BOUNDS.north - position.lat) * METERS_PER_DEGREE),
  ];
}

const [FULL_WIDTH] = project({ lat: BOUNDS.south, lon: BOUNDS.east });
const [, FULL_HEIGHT] = project({ lat: BOUNDS.south, lon: BOUNDS.west });

/** The whole city's extent in SVG units: `0 0 width height`. */
export const FULL_VIEWBOX = `0 0 ${FULL_WIDTH} ${FULL_HEIGHT}`;

/** The viewBox that shows every focus point with a margin (at least 1.8 × 1.2 km). */
export function viewBoxOf(focus: readonly LatLon[] | undefined): string {
  if (!focus || focus.length === 0) return FULL_VIEWBOX;
  const points = focus.map(project);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const width = Math.max(1800, Math.max(...xs) - Math.min(...xs) + 800);
  const height = Math.max(1200, Math.max(...ys) - Math.min(...ys) + 800);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return `${Math.round(cx - width / 2)} ${Math.round(cy - height / 2)} ${Math.round(width)} ${Math.round(height)}`;
}

const points = (line: readonly LatLon[]) => line.map((p) => project(p).join(',')).join(' ');

/** River, parks, roads and POI dots: the same on every page, so drawn once. */
function baseLayer(db: SiteDb): string {
  return cachedForMap(db, 'base-layer', () => drawBaseLayer(db));
}

function drawBaseLayer(db: SiteDb): string {
  const riverSouth = gridPosition(0, RIVER_TRAIL.rowOffset + 0.2).lat;
  const river = [
    { lat: BOUNDS.north + 0.01, lon: BOUNDS.west - 0.01 },
    { lat: riverSouth, lon: BOUNDS.west - 0.01 },
    { lat: riverSouth, lon: BOUNDS.east + 0.01 },
    { lat: BOUNDS.north + 0.01, lon: BOUNDS.east + 0.01 },
  ];
  const parks = PARKS.map((park) => {
    const corners = [
      gridPosition(park.columns[0] - 0.15, park.rows[0] - 0.15),
      gridPosition(park.columns[0] - 0.15, park.rows[1] + 0.15),
      gridPosition(park.columns[1] + 0.15, park.rows[1] + 0.15),
      gridPosition(park.columns[1] + 0.15, park.rows[0] - 0.15),
    ];
    return html`<polygon class="park" points="${points(corners)}"/>`;
  });
  const rows = db.all<{ way_id: number; highway: string; lat: number; lon: number }>(
    `SELECT wn.way_id, w.highway, n.lat, n.lon FROM way_nodes wn JOIN ways w ON w.id = wn.way_id
     JOIN nodes n ON n.id = wn.node_id ORDER BY wn.way_id, wn.seq`,
  );
  const ways = new Map<number, { highway: string; line: LatLon[] }>();
  for (const row of rows) {
    const way = ways.get(row.way_id) ?? { highway: row.highway, line: [] };
    way.line.push({ lat: row.lat, lon: row.lon });
    ways.set(row.way_id, way);
  }
  // Minor roads first so that major ones are drawn over them.
  const order = ['footway', 'cycleway', 'residential', 'secondary', 'primary', 'motorway_link', 'motorway'];
  const roads = [...ways.values()]
    .sort((a, b) => order.indexOf(a.highway) - order.indexOf(b.highway))
    .map((w) => html`<polyline class="road ${w.highway}" points="${points(w.line)}"/>`);
  const pois = db
    .all<{ lat: number; lon: number; category: string }>(
      'SELECT lat, lon, category FROM places ORDER BY name',
    )
    .map((p) => {
      const [x, y] = project(p);
      return html`<circle class="poi ${p.category}" cx="${x}" cy="${y}" r="14"/>`;
    });
  return String(
    html`<polygon class="water" points="${points(river)}"/>${parks}<g class="roads">${roads}</g><g class="pois">${pois}</g>`,
  );
}

/** The SVG for a page's view. */
export function drawMap(db: SiteDb, view: MapView): SafeHtml {
  const route = (view.route ?? []).map((line) => html`<polyline class="route" points="${points(line)}"/>`);
  const markers = (view.markers ?? []).map((marker) => {
    const [x, y] = project(marker.position);
    return html`<g class="marker ${marker.kind}" transform="translate(${x} ${y})"><title>${marker.title}</title><path d="M0 0 C-60 -90 -90 -120 -90 -160 A90 90 0 1 1 90 -160 C90 -120 60 -90 0 0z"/><circle cx="0" cy="-160" r="36" class="marker-dot"/></g>`;
  });
  return html`<svg id="map-canvas" class="layer-standard" xmlns="http://www.w3.org/2000/svg" viewBox="${viewBoxOf(view.focus)}" data-full="${FULL_VIEWBOX}" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
<rect class="land" x="-5000" y="-5000" width="${FULL_WIDTH + 10000}" height="${FULL_HEIGHT + 10000}"/>${raw(baseLayer(db))}${route}${markers}</svg>`;
}
