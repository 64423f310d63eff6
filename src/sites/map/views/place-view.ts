// The sidebar of a place's element page, as openstreetmap.org shows a node or way: "Node: Name (id)",
// the edit line, the tag table, the location; plus directions links and a "Search nearby" form.
import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { categoryByKey, NEARBY_CATEGORIES } from '../data/categories.js';
import { CITY } from '../data/city-layout.js';
import { displayName, formatCoordinates, type PlaceRow } from '../data/place-queries.js';
import { directionsPath, RADIUS_OPTIONS } from '../map-urls.js';
import { sidebarHeading } from './layout.js';

/** "Node" or "Way", as the heading names the element type. */
export const elementTypeLabel = (type: string) => (type === 'way' ? 'Way' : 'Node');

/** "14 March 2023", the date part of the edit line. */
export function formatEditDate(timestamp: string): string {
  const date = new Date(timestamp);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The tags of a place in OSM's alphabetical order. */
export function placeTags(place: PlaceRow): [string, string][] {
  const category = categoryByKey(place.category);
  const tags: [string, string | null][] = [
    ['addr:city', CITY.name],
    ['addr:housenumber', place.housenumber],
    ['addr:postcode', place.postcode],
    ['addr:street', place.street],
    [category.tagKey, place.category],
    ['cuisine', place.cuisine],
    ['name', place.name],
    ['opening_hours', place.opening_hours],
    ['phone', place.phone],
    ['website', place.website],
  ];
  return tags.filter((t): t is [string, string] => t[1] !== null).sort((a, b) => a[0].localeCompare(b[0]));
}

function tagValue(key: string, value: string): SafeHtml | string {
  if (key === 'website') return html`<a href="${value}" rel="nofollow">${value}</a>`;
  if (key === 'phone') return html`<a href="tel:${value.replace(/\s/g, '')}">${value}</a>`;
  return value;
}

/** The tag table shared by place and road pages. */
export function tagTable(tags: readonly (readonly [string, string])[]): SafeHtml {
  return html`<h4>Tags (${tags.length})</h4><table class="browse-tag-list">${tags.map(
    ([key, value]) => html`<tr><th>${key}</th><td>${tagValue(key, value)}</td></tr>`,
  )}</table>`;
}

export function placeSidebar(request: RequestContext, place: PlaceRow): SafeHtml {
  const type = elementTypeLabel(place.osm_type);
  const href = request.href;
  return html`${sidebarHeading(request, `${type}: ${place.name} (${place.id})`)}
  <p class="display-name">${displayName(place)}</p>
  <div class="browse-section">
    <p class="details">Version #${place.version} · Edited on ${formatEditDate(place.timestamp)} by <span class="user">${place.user}</span></p>
    ${tagTable(placeTags(place))}
    <h4>Location</h4>
    <p><a class="geolink" href="${href(`/?mlat=${place.lat}&mlon=${place.lon}`)}">${formatCoordinates(place)}</a></p>
  </div>
  <div class="browse-section">
    <h4>Directions</h4>
    <p class="direction-links">
      <a href="${href(directionsPath('car', place, undefined))}">Directions from here</a>
      <a href="${href(directionsPath('car', undefined, place))}">Directions to here</a>
    </p>
  </div>
  <div class="browse-section">
    <form class="nearby_form" method="get" action="${href('/search')}">
      <input type="hidden" name="near" value="${place.name}">
      <label>Search nearby <select name="category" aria-label="Search nearby">${NEARBY_CATEGORIES.map(
        (c) => html`<option value="${c.plural}">${c.plural.replace(/^./, (ch) => ch.toUpperCase())}</option>`,
      )}</select></label>
      <label>Within <select name="radius" aria-label="Within">${RADIUS_OPTIONS.map(
        ([value, label]) => html`<option value="${value}">${label}</option>`,
      )}</select></label>
      <button type="submit" class="btn-primary">Search nearby</button>
    </form>
  </div>
  <div class="secondary-actions"><a href="${href(`/api/0.6/${place.osm_type}/${place.id}`)}">Download XML</a></div>`;
}
