import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import { EnvConfig, type TaskConfig } from '../core/index.js';
import { loadBuiltinTaskSets, OracleAgent, type SiteHost, shopSite, startSiteHost } from '../sites/index.js';
import { helpersForSites } from './site-helpers.js';
import { verifyTasks } from './verify-tasks.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-verify-'));
const config = EnvConfig.parse({ parallelEpisodes: 2 });
let host: SiteHost;
let pool: PagePool;
let test: TaskConfig[];

beforeAll(async () => {
  test = loadBuiltinTaskSets({ sites: [shopSite], dataDir, seed: 0 }).test;
  host = await startSiteHost({ sites: [shopSite], slots: 2, dataDir });
  pool = new PagePool({ size: 2, viewport: config.viewport });
});
afterAll(async () => {
  await pool?.close();
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function oneOf(template: string): TaskConfig {
  return test.find((t) => t.webrl?.template === template)!;
}

describe('verifyTasks on the shop', () => {
  it('scores the oracle 1.0 on an information, a navigation and two state-changing tasks, in parallel', async () => {
    const tasks = [
      'shopping/product-price',
      'shopping/category-sorted-by-price',
      'shopping/add-to-cart-color-size',
      'shopping/buy-product',
    ].map(oneOf);
    const results = await verifyTasks({
      tasks,
      oracle: new OracleAgent(tasks, shopSite.templates),
      slots: host,
      pool,
      config,
      helpers: helpersForSites([shopSite]),
      taskSet: 'builtin:test',
    });
    for (const result of results)
      expect({ id: result.task.task_id, score: result.score, problems: result.problems }).toEqual({
        id: result.task.task_id,
        score: 1,
        problems: [],
      });
    expect(results.every((r) => r.steps >= 2)).toBe(true);
  }, 240_000);

  it('scores 0 and names the reason when the oracle is given a task it cannot solve', async () => {
    const base = oneOf('shopping/product-price');
    const impossible: TaskConfig = {
      ...base,
      intent: 'What is the price of "A Product This Store Never Sold"?',
      instantiation_dict: { product: 'A Product This Store Never Sold' },
    };
    const [result] = await verifyTasks({
      tasks: [impossible],
      oracle: new OracleAgent([impossible], shopSite.templates),
      slots: host,
      pool,
      config,
      helpers: helpersForSites([shopSite]),
      taskSet: 'builtin:test',
    });
    expect(result!.score).toBe(0);
    expect(result!.problems.join('\n')).toMatch(
      /oracle: link text A Product This Store Never Sold .*not found anywhere/,
    );
  }, 120_000);
});
