// The Export page (a bounding box form, prefilled with the whole city) and the OSM API map call it
// submits to, which returns the places and roads inside the box as OSM XML.
import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { type SiteResponse, textResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { GRID } from '../data/city-layout.js';
import { allPlaces } from '../data/place-queries.js';
import { roadsInBox } from '../data/road-queries.js';
import { renderMapPage, sidebarHeading } from '../views/layout.js';
import { osmDocument, placeXml, roadNodeXml, roadWayXml } from '../views/osm-xml.js';

const CITY_BOX = {
  west: GRID.lon0 - GRID.dLon,
  south: GRID.lat0 - GRID.dLat,
  east: GRID.lon0 + GRID.columns * GRID.dLon,
  north: GRID.lat0 + (GRID.rows + 1) * GRID.dLat,
};

export function addExportRoutes(router: Router): Router {
  return router
    .get('/export', (request) => exportPage(request))
    .get('/api/0.6/map', (request) => mapXml(request));
}

function exportPage(request: RequestContext): SiteResponse {
  const field = (name: string, value: number, label: string) =>
    html`<input type="text" name="${name}" value="${value.toFixed(4)}" aria-label="${label}" title="${label}">`;
  return renderMapPage(request, {
    title: 'Export',
    sidebar: html`${sidebarHeading(request, 'Export')}
      <form class="export-form" method="get" action="${request.href('/api/0.6/map')}">
        <div class="export-bbox">
          <span></span>${field('maxlat', CITY_BOX.north, 'North')}<span></span>
          ${field('minlon', CITY_BOX.west, 'West')}<span>Area</span>${field('maxlon', CITY_BOX.east, 'East')}
          <span></span>${field('minlat', CITY_BOX.south, 'South')}<span></span>
        </div>
        <p>OpenStreetMap data is licensed under the Open Data Commons Open Database License (ODbL).</p>
        <button type="submit" class="btn-primary">Export</button>
      </form>`,
    view: {},
  });
}

/** `bbox=west,south,east,north`, or the Export form's four fields. */
function boxOf(request: RequestContext) {
  const bbox = request.query.get('bbox');
  const values = bbox
    ? bbox.split(',').map(Number)
    : ['minlon', 'minlat', 'maxlon', 'maxlat'].map((k) => Number(request.query.get(k)));
  if (values.length !== 4 || values.some((v) => !Number.isFinite(v))) return undefined;
  const [west, south, east, north] = values as [number, number, number, number];
  return west < east && south < north ? { west, south, east, north } : undefined;
}

function mapXml(request: RequestContext): SiteResponse {
  const box = boxOf(request);
  if (!box) {
    return textResponse(
      'The parameter bbox is required, and must be of the form min_lon,min_lat,max_lon,max_lat (or give minlon, minlat, maxlon and maxlat).',
      400,
    );
  }
  const places = allPlaces(request.db).filter(
    (p) => p.lat >= box.south && p.lat <= box.north && p.lon >= box.west && p.lon <= box.east,
  );
  const roads = roadsInBox(request.db, box);
  const bounds = ` <bounds minlat="${box.south}" minlon="${box.west}" maxlat="${box.north}" maxlon="${box.east}"/>`;
  const elements = [...roads.nodes.map(roadNodeXml), ...places.map(placeXml), ...roads.ways.map(roadWayXml)];
  return textResponse(osmDocument(elements, bounds), 200, 'application/xml');
}
