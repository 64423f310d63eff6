// collectDemonstrationBudget on the built-in shop in real Chromium: a task the oracle cannot finish
// within the episode limit is replaced by the next candidate, so the SFT budget is met; an episode
// limit no task fits stops after twice the budget instead of trying every training task.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import { EnvConfig, type TaskConfig } from '../core/index.js';
import { builtinSites, loadBuiltinTaskSets, type SiteHost, startSiteHost } from '../sites/index.js';
import { collectDemonstrationBudget } from './demonstrations.js';
import { helpersForSites } from './site-helpers.js';
import { spreadOverTemplates } from './task-selection.js';

const shop = builtinSites.filter((site) => site.name === 'shop');
const dataDir = mkdtempSync(join(tmpdir(), 'webrl-demo-budget-'));
let host: SiteHost;
let pool: PagePool;
let candidates: TaskConfig[];

beforeAll(async () => {
  host = await startSiteHost({ sites: shop, slots: 1, dataDir });
  pool = new PagePool({ size: 1, viewport: { width: 1280, height: 720 } });
  candidates = spreadOverTemplates(loadBuiltinTaskSets({ sites: shop, dataDir, seed: 0 }).train).slice(0, 10);
}, 300_000);
afterAll(async () => {
  await pool?.close();
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function budget(count: number, maxSteps: number) {
  return collectDemonstrationBudget({
    slots: host,
    pool,
    config: EnvConfig.parse({ maxSteps }),
    helpers: helpersForSites(shop),
    templates: shop.flatMap((site) => site.templates),
    taskSet: 'builtin:train',
    candidates,
    count,
  });
}

describe('collectDemonstrationBudget', () => {
  it('replaces each task the oracle cannot finish within the episode limit by the next candidate', async () => {
    // The oracle takes 3, 3, 3, 5, 8, 9, 4, … steps on the first candidates (a price, a rating, a
    // review count, a review's author, orders): the fourth that fits in 4 steps is the seventh.
    const { demonstrations, unsolved, tried } = await budget(4, 4);
    expect(unsolved.length).toBeGreaterThan(0);
    expect(demonstrations).toHaveLength(4);
    expect(demonstrations.every((d) => d.evaluatorScore === 1 && d.steps.length <= 4)).toBe(true);
    expect(unsolved.every((t) => t.stopReason === 'max_steps')).toBe(true);
    // Tried in the candidates' order, no more than needed: each unfinished one cost one more.
    expect(tried.map((t) => t.task_id)).toEqual(
      candidates.slice(0, 4 + unsolved.length).map((t) => t.task_id),
    );
    expect([...demonstrations, ...unsolved].map((t) => t.taskId).sort()).toEqual(
      tried.map((t) => t.task_id).sort(),
    );
  }, 120_000);

  it('stops after twice the budget when no task fits the episode limit', async () => {
    const { demonstrations, unsolved, tried } = await budget(2, 1);
    expect(demonstrations).toEqual([]);
    expect(tried.map((t) => t.task_id)).toEqual(candidates.slice(0, 4).map((t) => t.task_id));
    expect(unsolved).toHaveLength(4);
  }, 120_000);
});
