// Element pages and their XML: `/node/<id>` and `/way/<id>` show a place (tags, location, nearby
// search) or a piece of road (tags, nodes, ways through a node); `/api/0.6/…` serves them as OSM XML.
import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { type SiteResponse, textResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { placeById } from '../data/place-queries.js';
import { roadNode, roadWay } from '../data/road-queries.js';
import { renderMapPage, sidebarHeading } from '../views/layout.js';
import { osmDocument, placeXml, roadNodeXml, roadWayXml } from '../views/osm-xml.js';
import { elementTypeLabel, formatEditDate, placeSidebar, tagTable } from '../views/place-view.js';

export function addElementRoutes(router: Router): Router {
  return router
    .get('/node/:id', (request) => elementPage(request, 'node'))
    .get('/way/:id', (request) => elementPage(request, 'way'))
    .get('/api/0.6/node/:id', (request) => elementXml(request, 'node'))
    .get('/api/0.6/way/:id', (request) => elementXml(request, 'way'));
}

function elementId(request: RequestContext): number | undefined {
  const id = Number(request.params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function elementPage(request: RequestContext, type: 'node' | 'way'): SiteResponse {
  const id = elementId(request);
  const place = id === undefined ? undefined : placeById(request.db, type, id);
  if (place) {
    return renderMapPage(request, {
      title: `${elementTypeLabel(type)}: ${place.name}`,
      sidebar: placeSidebar(request, place),
      view: { focus: [place], markers: [{ position: place, kind: 'place', title: place.name }] },
    });
  }
  if (id !== undefined && type === 'way') {
    const road = roadWay(request.db, id);
    if (road) {
      const { way, nodes } = road;
      const tags: [string, string][] = [
        ['highway', way.highway],
        ...(way.maxspeed ? [['maxspeed', way.maxspeed] as [string, string]] : []),
        ['name', way.name],
      ];
      return renderMapPage(request, {
        title: `Way: ${way.name}`,
        sidebar: html`${sidebarHeading(request, `Way: ${way.name} (${way.id})`)}
          <div class="browse-section">
            <p class="details">Version #${way.version} · Edited on ${formatEditDate(way.timestamp)} by <span class="user">${way.user}</span></p>
            ${tagTable(tags)}
            <h4>Nodes (${nodes.length})</h4>
            <ul>${nodes.map((n) => html`<li><a href="${request.href(`/node/${n.id}`)}">${n.id}</a></li>`)}</ul>
          </div>
          <div class="secondary-actions"><a href="${request.href(`/api/0.6/way/${way.id}`)}">Download XML</a></div>`,
        view: { focus: nodes, route: [nodes] },
      });
    }
  }
  if (id !== undefined && type === 'node') {
    const found = roadNode(request.db, id);
    if (found) {
      const { node, ways } = found;
      return renderMapPage(request, {
        title: `Node: ${node.id}`,
        sidebar: html`${sidebarHeading(request, `Node: ${node.id}`)}
          <div class="browse-section">
            <h4>Location</h4><p><span class="geolink">${node.lat.toFixed(7)}, ${node.lon.toFixed(7)}</span></p>
            <h4>Part of Ways (${ways.length})</h4>
            <ul>${ways.map((w) => html`<li><a href="${request.href(`/way/${w.id}`)}">${w.name} (${w.id})</a></li>`)}</ul>
          </div>`,
        view: { focus: [node], markers: [{ position: node, kind: 'place', title: String(node.id) }] },
      });
    }
  }
  return renderMapPage(request, {
    title: 'Not found',
    sidebar: html`${sidebarHeading(request, `${elementTypeLabel(type)} not found`)}
      <p class="error-page">Sorry, ${type} #${request.params.id} could not be found.</p>`,
    view: {},
    status: 404,
  });
}

function elementXml(request: RequestContext, type: 'node' | 'way'): SiteResponse {
  const id = elementId(request);
  if (id === undefined) return textResponse('Invalid element id', 400);
  const place = placeById(request.db, type, id);
  if (place) return textResponse(osmDocument([placeXml(place)]), 200, 'application/xml');
  if (type === 'way') {
    const road = roadWay(request.db, id);
    if (road)
      return textResponse(
        osmDocument([roadWayXml({ ...road.way, nodeIds: road.nodes.map((n) => n.id) })]),
        200,
        'application/xml',
      );
  } else {
    const found = roadNode(request.db, id);
    if (found) return textResponse(osmDocument([roadNodeXml(found.node)]), 200, 'application/xml');
  }
  return textResponse(`The ${type} with the id ${id} was not found`, 404);
}
