// The map's front page (welcome box over the whole city), its assets, and the static pages the
// header links to (Help, About, Copyright).
import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { assetResponse, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { renderMapPage, searchForm, sidebarHeading } from '../views/layout.js';
import { MAP_JS } from '../views/script.js';
import { MAP_CSS } from '../views/stylesheet.js';

/** The centre of the city, where "Where is this?" looks when nothing else is shown. */
const CITY_CENTRE = { lat: 40.443, lon: -79.95 };

export function addHomeRoutes(router: Router): Router {
  return router
    .get('/', (request) => homePage(request))
    .get('/assets/map.css', () => assetResponse(MAP_CSS, 'text/css'))
    .get('/assets/map.js', () => assetResponse(MAP_JS, 'text/javascript'))
    .get('/about', (request) => infoPage(request, 'About', ABOUT))
    .get('/help', (request) => infoPage(request, 'Help', HELP))
    .get('/copyright', (request) => infoPage(request, 'Copyright and License', COPYRIGHT));
}

function homePage(request: RequestContext): SiteResponse {
  // `/?mlat=…&mlon=…` pins a point, as the Location links of element pages do.
  const pin = { lat: Number(request.query.get('mlat')), lon: Number(request.query.get('mlon')) };
  const pinned = request.query.has('mlat') && Number.isFinite(pin.lat) && Number.isFinite(pin.lon);
  const centre = pinned ? pin : CITY_CENTRE;
  const whereIsThis = request.href(`/search?lat=${centre.lat}&lon=${centre.lon}`);
  return renderMapPage(request, {
    title: 'OpenStreetMap',
    form: searchForm(request, '', whereIsThis),
    sidebar: html`<div class="welcome">
      <div class="sidebar-heading"><h2>Welcome to OpenStreetMap!</h2><button type="button" class="sidebar-close welcome-close" title="Close">×</button></div>
      <p>OpenStreetMap is a map of the world, created by people like you and free to use under an open license.</p>
      <p>Search for a place, a street or a kind of place ("cafes near Carnegie Mellon University"), or find directions between two points.</p>
      <div class="actions"><a class="btn-primary" href="${request.href('/about')}">Learn More</a><a class="btn-secondary" href="${request.href('/directions')}">Directions</a></div>
    </div>`,
    view: pinned ? { focus: [pin], markers: [{ position: pin, kind: 'place', title: 'Marker' }] } : {},
  });
}

function infoPage(request: RequestContext, title: string, body: SafeHtml): SiteResponse {
  return renderMapPage(request, {
    title,
    sidebar: html`${sidebarHeading(request, title)}<div class="info-page">${body}</div>`,
    view: {},
  });
}

const ABOUT = html`<p>OpenStreetMap is built by a community of mappers who contribute and maintain data about roads,
trails, cafés, railway stations, and much more, all over the world.</p>
<h3>Local knowledge</h3><p>OpenStreetMap emphasizes local knowledge. Contributors use aerial imagery, GPS devices and
field maps to verify that OSM is accurate and up to date.</p>
<h3>Open data</h3><p>OpenStreetMap is open data: you are free to use it for any purpose as long as you credit
OpenStreetMap and its contributors.</p>
<h3>Search and directions</h3><p>Search uses Nominatim; directions are computed by FOSSGIS's OSRM servers for
travel by car, bicycle and on foot.</p>`;

const HELP = html`<h3>Searching</h3><p>Type a name, an address or a street into the search box. To find kinds of places,
search for "cafes", "hotels in Oakland" or "pharmacies near Chatham University".</p>
<h3>Place pages</h3><p>Every result links to its page with its tags: address, opening hours, phone and website.
From there you can search nearby or get directions to or from the place.</p>
<h3>Directions</h3><p>Click the directions icon next to the search box, enter where you start and where you go,
choose Bicycle, Car or Foot and press Go. The route's distance, time and turn-by-turn instructions appear
in the sidebar.</p>`;

const COPYRIGHT = html`<p>OpenStreetMap® is open data, licensed under the Open Data Commons Open Database License
(ODbL) by the OpenStreetMap Foundation (OSMF).</p>
<p>You are free to copy, distribute, transmit and adapt our data, as long as you credit OpenStreetMap and its
contributors. If you alter or build upon our data, you may distribute the result only under the same licence.</p>
<h3>How to credit OpenStreetMap</h3><p>Use the credit "© OpenStreetMap contributors".</p>`;
