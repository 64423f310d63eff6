// OSM API 0.6 XML for the "Download XML" links and the Export page: places and road nodes as
// <node>, roads as <way> with their <nd> references, each with its <tag>s.
import { escapeHtml } from '../../http/html.js';
import type { PlaceRow } from '../data/place-queries.js';
import { placeTags } from './place-view.js';

/** A road way with its node ids. */
export interface RoadWayXml {
  id: number;
  name: string;
  highway: string;
  maxspeed: string | null;
  version: number;
  user: string;
  timestamp: string;
  nodeIds: readonly number[];
}

const attr = (value: string | number) => `"${escapeHtml(String(value))}"`;
const tag = (k: string, v: string) => `  <tag k=${attr(k)} v=${attr(v)}/>`;

export function placeXml(place: PlaceRow): string {
  const head = `<${place.osm_type} id=${attr(place.id)} visible="true" version=${attr(place.version)} timestamp=${attr(place.timestamp)} user=${attr(place.user)}`;
  const position =
    place.osm_type === 'node' ? ` lat=${attr(place.lat.toFixed(7))} lon=${attr(place.lon.toFixed(7))}` : '';
  const body = placeTags(place).map(([k, v]) => tag(k, v));
  return [`${head}${position}>`, ...body, ` </${place.osm_type}>`].map((line) => ` ${line}`).join('\n');
}

export function roadNodeXml(node: { id: number; lat: number; lon: number }): string {
  return `  <node id=${attr(node.id)} visible="true" version="1" lat=${attr(node.lat.toFixed(7))} lon=${attr(node.lon.toFixed(7))}/>`;
}

export function roadWayXml(way: RoadWayXml): string {
  const tags = [
    ['highway', way.highway],
    ...(way.maxspeed ? [['maxspeed', way.maxspeed]] : []),
    ['name', way.name],
  ];
  return [
    `  <way id=${attr(way.id)} visible="true" version=${attr(way.version)} timestamp=${attr(way.timestamp)} user=${attr(way.user)}>`,
    ...way.nodeIds.map((id) => `   <nd ref=${attr(id)}/>`),
    ...tags.map(([k, v]) => ` ${tag(k!, v!)}`),
    '  </way>',
  ].join('\n');
}

/** Wraps elements in the <osm> document element. */
export function osmDocument(elements: readonly string[], bounds?: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<osm version="0.6" generator="openstreetmap-website" copyright="OpenStreetMap and contributors" attribution="https://www.openstreetmap.org/copyright" license="https://opendatacommons.org/licenses/odbl/1-0/">',
    ...(bounds ? [bounds] : []),
    ...elements,
    '</osm>',
    '',
  ].join('\n');
}
