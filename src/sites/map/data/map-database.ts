// The map's SiteDatabase: the OSM-style road network and places of a Pittsburgh-like city, generated
// from the seed in one transaction.

import { Rng } from '../../data/rng.js';
import type { SiteDatabase } from '../../data/site-database.js';
import { generatePlaces } from './generate-places.js';
import { generateRoads } from './generate-roads.js';
import { createEditStamp, createIdPool } from './osm-ids.js';
import { MAP_SCHEMA } from './schema.js';

export const mapDatabase: SiteDatabase = {
  name: 'osm',
  version: '1',
  generate(db, seed) {
    const rng = new Rng(seed).derive('osm');
    db.exec(MAP_SCHEMA);
    db.transaction(() => {
      const ids = createIdPool(rng.derive('ids'));
      const stamp = createEditStamp(rng.derive('edits'));
      const network = generateRoads(db, rng.derive('roads'), ids, stamp);
      generatePlaces(db, network, rng.derive('places'), ids, stamp);
    })();
  },
};
