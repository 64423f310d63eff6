// The forum's oracles, one test task of each kind, run through real episodes in Chromium and scored
// by the evaluators (the full sets: `webrl tasks verify builtin:test:reddit`). This lives in pipeline/
// because sites/ may not import the browser, env or eval folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import { EnvConfig, type TaskConfig } from '../core/index.js';
import { forumSite, loadBuiltinTaskSets, OracleAgent, type SiteHost, startSiteHost } from '../sites/index.js';
import { helpersForSites } from './site-helpers.js';
import { verifyTasks } from './verify-tasks.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-forum-oracles-'));
let host: SiteHost;
let pool: PagePool;
const config = EnvConfig.parse({});

beforeAll(async () => {
  host = await startSiteHost({ sites: [forumSite], slots: 2, dataDir });
  pool = new PagePool({ size: 2, viewport: config.viewport });
});
afterAll(async () => {
  await pool?.close();
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * One test task of each kind: an answer read after a search, a listing sorted by Top in a time range,
 * a navigation, a new post checked through reddit_get_post_url, a reply inside a comment thread, a
 * deleted comment, a vote and a subscription.
 */
const TEMPLATES = [
  'reddit/post-author',
  'reddit/top-post-this-month',
  'reddit/open-forum-by-description',
  'reddit/create-post',
  'reddit/reply-to-comment',
  'reddit/delete-own-comment',
  'reddit/upvote-post',
  'reddit/subscribe-forum',
];

describe('the forum’s oracles', () => {
  it('score 1.0 through real episodes and keep the answer contract', async () => {
    const { test } = loadBuiltinTaskSets({ sites: [forumSite], dataDir, seed: 0 });
    const tasks: TaskConfig[] = TEMPLATES.map((key) => test.find((t) => t.webrl!.template === key)!);
    const results = await verifyTasks({
      tasks,
      oracle: new OracleAgent(tasks, forumSite.templates),
      slots: host,
      pool,
      config,
      helpers: helpersForSites([forumSite]),
      taskSet: 'builtin:test:reddit',
    });
    expect(results.map((r) => [r.task.webrl!.template, r.score, r.problems])).toEqual(
      TEMPLATES.map((key) => [key, 1, []]),
    );
  }, 300_000);
});
