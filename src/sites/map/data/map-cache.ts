// A cache of what the map derives from its database (place list, search index, road graph, the base
// drawing), keyed by the database's content rather than its connection: nothing on the map writes
// to its database, so every slot copy, every reset and the pristine file share one computation.

import type { SiteDb } from '../../data/site-db.js';

const fingerprints = new WeakMap<SiteDb, string>();
const caches = new Map<string, Map<string, unknown>>();

/** Identifies a map database's content: element counts and id sums (distinct seeds never collide in practice). */
function fingerprintOf(db: SiteDb): string {
  let fingerprint = fingerprints.get(db);
  if (!fingerprint) {
    const row = db.get<{ nodes: number; nodeIds: number; places: number; placeIds: number }>(
      `SELECT (SELECT COUNT(*) FROM nodes) AS nodes, (SELECT TOTAL(id) FROM nodes) AS nodeIds,
       (SELECT COUNT(*) FROM places) AS places, (SELECT TOTAL(id) FROM places) AS placeIds`,
    )!;
    fingerprint = `${row.nodes}:${row.nodeIds}:${row.places}:${row.placeIds}`;
    fingerprints.set(db, fingerprint);
  }
  return fingerprint;
}

/** `build()` once per database content and name. */
export function cachedForMap<T>(db: SiteDb, name: string, build: () => T): T {
  const key = fingerprintOf(db);
  let cache = caches.get(key);
  if (!cache) {
    cache = new Map();
    caches.set(key, cache);
  }
  if (!cache.has(name)) cache.set(name, build());
  return cache.get(name) as T;
}
