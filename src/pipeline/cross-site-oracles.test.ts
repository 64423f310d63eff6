// The cross-site oracles, one test task of each template, run through real episodes in Chromium on
// every built-in site and scored by the evaluators: from the home page to a first site, back through
// the history, and on to the second site. This lives in pipeline/ because sites/ may not import the
// browser, env or eval folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import { EnvConfig, type TaskConfig } from '../core/index.js';
import {
  builtinSites,
  homepageSite,
  loadBuiltinTaskSets,
  OracleAgent,
  type SiteHost,
  startSiteHost,
} from '../sites/index.js';
import { helpersForSites } from './site-helpers.js';
import { verifyTasks } from './verify-tasks.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-cross-site-oracles-'));
let host: SiteHost;
let pool: PagePool;
const config = EnvConfig.parse({});

beforeAll(async () => {
  host = await startSiteHost({ sites: builtinSites, slots: 2, dataDir });
  pool = new PagePool({ size: 2, viewport: config.viewport });
}, 300_000);
afterAll(async () => {
  await pool?.close();
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the cross-site oracles', () => {
  it('score 1.0 through real episodes and keep the answer contract', async () => {
    const { test } = loadBuiltinTaskSets({ sites: builtinSites, dataDir, seed: 0 });
    const keys = homepageSite.templates.map((t) => t.key);
    const tasks: TaskConfig[] = keys.map((key) => test.find((t) => t.webrl!.template === key)!);
    const results = await verifyTasks({
      tasks,
      oracle: new OracleAgent(tasks, homepageSite.templates),
      slots: host,
      pool,
      config,
      helpers: helpersForSites(builtinSites),
      taskSet: 'builtin:test',
    });
    expect(results.map((r) => [r.task.webrl!.template, r.score, r.problems])).toEqual(
      keys.map((key) => [key, 1, []]),
    );
  }, 900_000);
});
