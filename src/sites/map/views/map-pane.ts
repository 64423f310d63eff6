// The `#map` pane: the drawing plus openstreetmap.org's right-hand controls (zoom in and out, the
// Layers panel that restyles the drawing, the Share panel with the page's link and geo: URI), the
// scale bar and the attribution. The controls work through map.js.
import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { drawMap, type MapView } from './map-drawing.js';

const LAYERS = [
  ['standard', 'Standard'],
  ['cycle', 'Cycle Map'],
  ['transport', 'Transport Map'],
] as const;

/** The centre of the view for the share panel's geo: link (the first marker, else the city). */
function shareCentre(view: MapView): string {
  const first = view.markers?.[0]?.position ?? view.focus?.[0];
  return first ? `geo:${first.lat.toFixed(5)},${first.lon.toFixed(5)}?z=16` : 'geo:40.44300,-79.95000?z=13';
}

export function renderMapPane(request: RequestContext, view: MapView): SafeHtml {
  return html`<div id="map" class="map-pane">
  ${drawMap(request.db, view)}
  <div class="map-controls" role="toolbar" aria-label="Map controls">
    <button type="button" class="control-button zoomin" title="Zoom In" data-zoom="0.5">+</button>
    <button type="button" class="control-button zoomout" title="Zoom Out" data-zoom="2">−</button>
    <button type="button" class="control-button" title="Layers" data-panel="layers-panel">Layers</button>
    <button type="button" class="control-button" title="Share" data-panel="share-panel">Share</button>
  </div>
  <div class="map-panel" id="layers-panel" hidden>
    <div class="panel-heading"><h3>Map Layers</h3><button type="button" class="panel-close" title="Close" data-close="layers-panel">×</button></div>
    <ul class="base-layers">${LAYERS.map(
      ([value, label]) =>
        html`<li><label><input type="radio" name="layer" value="${value}"${value === 'standard' ? html` checked` : ''}> ${label}</label></li>`,
    )}</ul>
  </div>
  <div class="map-panel" id="share-panel" hidden>
    <div class="panel-heading"><h3>Share</h3><button type="button" class="panel-close" title="Close" data-close="share-panel">×</button></div>
    <label class="share-link">Link <input type="text" readonly value="${request.url.href}" aria-label="Link to this page"></label>
    <p><a href="${shareCentre(view)}">Geo URI</a></p>
  </div>
  <div class="scale-bar"><span class="scale-line"></span><span class="scale-label">1 km</span></div>
  <div class="attribution">© <a href="${request.href('/copyright')}">OpenStreetMap contributors</a></div>
</div>`;
}
