// OSM-looking element ids and edit metadata for the generated map: node and way ids are distinct
// random numbers of realistic size, and every element carries a version, a mapper and a date, as
// the element pages of openstreetmap.org show them.
import type { Rng } from '../../data/rng.js';
import type { HighwayClass } from './city-layout.js';

/** Hands out unique node and way ids. */
export interface IdPool {
  nodeId(): number;
  wayId(): number;
}

export function createIdPool(rng: Rng): IdPool {
  const used = new Set<number>();
  const draw = (min: number, max: number) => {
    for (;;) {
      const id = rng.int(min, max);
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  // Real ids of the Pittsburgh extract: nodes around 10^8–10^10, ways around 10^7–10^9.
  return { nodeId: () => draw(104_000_000, 2_147_000_000), wayId: () => draw(10_000_000, 999_000_000) };
}

/** Version, mapper and time of an element's last edit. */
export interface Edit {
  version: number;
  user: string;
  timestamp: string;
}

export type EditStamp = () => Edit;

const MAPPERS = [
  'steelcitymapper',
  'rivers_and_roads',
  'osm_allegheny',
  'bikepgh_maps',
  'oakland_surveyor',
  'JNelsonPGH',
];

/** Edit metadata drawn from the rng; dates fall in 2021–2023, before WebArena's snapshot. */
export function createEditStamp(rng: Rng): EditStamp {
  return () => {
    const month = rng.int(1, 12);
    const day = rng.int(1, 28);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      version: rng.int(1, 14),
      user: rng.pick(MAPPERS),
      timestamp: `${rng.int(2021, 2023)}-${pad(month)}-${pad(day)}T${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}Z`,
    };
  };
}

/** The maxspeed tag of each road class (US streets are signed in mph). */
export const MAXSPEED: Partial<Record<HighwayClass, string>> = {
  motorway: '55 mph',
  motorway_link: '35 mph',
  primary: '30 mph',
  secondary: '25 mph',
  residential: '25 mph',
};
