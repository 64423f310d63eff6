// The shop admin's oracles, one task of each kind, run through real episodes in Chromium and scored
// by the evaluators (the full sets: `webrl tasks verify builtin:test:shopping_admin`). This lives in
// pipeline/ because sites/ may not import the browser, env or eval folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import { EnvConfig, type TaskConfig } from '../core/index.js';
import {
  loadBuiltinTaskSets,
  OracleAgent,
  type SiteHost,
  shopAdminSite,
  startSiteHost,
} from '../sites/index.js';
import { helpersForSites } from './site-helpers.js';
import { verifyTasks } from './verify-tasks.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-admin-oracles-'));
let host: SiteHost;
let pool: PagePool;
const config = EnvConfig.parse({});

beforeAll(async () => {
  host = await startSiteHost({ sites: [shopAdminSite], slots: 2, dataDir });
  pool = new PagePool({ size: 2, viewport: config.viewport });
});
afterAll(async () => {
  await pool?.close();
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One test task of each kind: a grid lookup, a report, a filtered grid, and edits of a product, an order, a review and a customer. */
const TEMPLATES = [
  'shopping_admin/product-stock',
  'shopping_admin/bestseller-at-rank',
  'shopping_admin/customer-orders-by-status',
  'shopping_admin/set-product-price',
  'shopping_admin/cancel-order',
  'shopping_admin/set-review-status',
  'shopping_admin/change-customer-address',
];

describe('the shop admin’s oracles', () => {
  it('score 1.0 through real episodes and keep the answer contract', async () => {
    const { test } = loadBuiltinTaskSets({ sites: [shopAdminSite], dataDir, seed: 0 });
    const tasks: TaskConfig[] = TEMPLATES.map((key) => test.find((t) => t.webrl!.template === key)!);
    const results = await verifyTasks({
      tasks,
      oracle: new OracleAgent(tasks, shopAdminSite.templates),
      slots: host,
      pool,
      config,
      helpers: helpersForSites([shopAdminSite]),
      taskSet: 'builtin:test:shopping_admin',
    });
    expect(results.map((r) => [r.task.webrl!.template, r.score, r.problems])).toEqual(
      TEMPLATES.map((key) => [key, 1, []]),
    );
  }, 300_000);
});
