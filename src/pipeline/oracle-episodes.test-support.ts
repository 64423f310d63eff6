// The site oracles' test: one test task per named template, run by the oracle through real
// episodes in Chromium on its own site slots and scored by the evaluators; every one must score 1.0
// and keep the answer contract. Shared by the per-site *-oracles tests (the full sets:
// `webrl tasks verify builtin:test:<site>`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import { EnvConfig, type TaskConfig } from '../core/index.js';
import { loadBuiltinTaskSets, OracleAgent, type Site, type SiteHost, startSiteHost } from '../sites/index.js';
import { helpersForSites } from './site-helpers.js';
import { verifyTasks } from './verify-tasks.js';

export interface OracleEpisodesCase {
  /** What the describe block is called, e.g. "the map’s oracles". */
  title: string;
  /** The sites served (cross-site tasks need them all). */
  sites: readonly Site[];
  /** The site whose templates the oracle solves. */
  oracleSite: Site;
  /** The template keys, one test task of each. */
  templates: readonly string[];
  /** The task set named in the results, e.g. 'builtin:test:map'. */
  taskSet: string;
  timeoutMs: number;
}

/** Registers the suite: hosts and pool around it, one test over every template. */
export function describeOracleEpisodes(test: OracleEpisodesCase): void {
  const dataDir = mkdtempSync(join(tmpdir(), 'webrl-oracles-'));
  const config = EnvConfig.parse({});
  let host: SiteHost;
  let pool: PagePool;

  beforeAll(async () => {
    host = await startSiteHost({ sites: test.sites, slots: 2, dataDir });
    pool = new PagePool({ size: 2, viewport: config.viewport });
  }, 300_000);
  afterAll(async () => {
    await pool?.close();
    await host?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe(test.title, () => {
    it(
      'score 1.0 through real episodes and keep the answer contract',
      async () => {
        const { test: testTasks } = loadBuiltinTaskSets({ sites: test.sites, dataDir, seed: 0 });
        const tasks: TaskConfig[] = test.templates.map((key) => {
          const task = testTasks.find((t) => t.webrl!.template === key);
          if (!task) throw new Error(`${test.title}: builtin:test has no task of template ${key}`);
          return task;
        });
        const results = await verifyTasks({
          tasks,
          oracle: new OracleAgent(tasks, test.oracleSite.templates),
          slots: host,
          pool,
          config,
          helpers: helpersForSites(test.sites),
          taskSet: test.taskSet,
        });
        expect(results.map((r) => [r.task.webrl!.template, r.score, r.problems])).toEqual(
          test.templates.map((key) => [key, 1, []]),
        );
      },
      test.timeoutMs,
    );
  });
}
