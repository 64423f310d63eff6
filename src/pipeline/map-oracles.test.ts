// The map's oracles, one test task of each kind, run through real episodes in Chromium and scored by
// the evaluators (the full sets: `webrl tasks verify builtin:test:map`). This lives in pipeline/
// because sites/ may not import the browser, env or eval folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import { EnvConfig, type TaskConfig } from '../core/index.js';
import { loadBuiltinTaskSets, mapSite, OracleAgent, type SiteHost, startSiteHost } from '../sites/index.js';
import { helpersForSites } from './site-helpers.js';
import { verifyTasks } from './verify-tasks.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-map-oracles-'));
let host: SiteHost;
let pool: PagePool;
const config = EnvConfig.parse({});

beforeAll(async () => {
  host = await startSiteHost({ sites: [mapSite], slots: 2, dataDir });
  pool = new PagePool({ size: 2, viewport: config.viewport });
});
afterAll(async () => {
  await pool?.close();
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * One test task of each kind: a tag of a place page, an address from the results, a travel time, a
 * count within a radius, a walking distance to the nearest place of a kind, directions checked by
 * their form fields, a place page and a "near" search checked by URL, and a comparison of two routes.
 */
const TEMPLATES = [
  'map/phone',
  'map/address',
  'map/travel-time',
  'map/count-within',
  'map/walk-to-nearest',
  'map/show-directions',
  'map/open-place',
  'map/find-around',
  'map/quicker-destination',
];

describe('the map’s oracles', () => {
  it('score 1.0 through real episodes and keep the answer contract', async () => {
    const { test } = loadBuiltinTaskSets({ sites: [mapSite], dataDir, seed: 0 });
    const tasks: TaskConfig[] = TEMPLATES.map((key) => test.find((t) => t.webrl!.template === key)!);
    const results = await verifyTasks({
      tasks,
      oracle: new OracleAgent(tasks, mapSite.templates),
      slots: host,
      pool,
      config,
      helpers: helpersForSites([mapSite]),
      taskSet: 'builtin:test:map',
    });
    expect(results.map((r) => [r.task.webrl!.template, r.score, r.problems])).toEqual(
      TEMPLATES.map((key) => [key, 1, []]),
    );
  }, 600_000);
});
