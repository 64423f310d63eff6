// runEvaluatedEpisodes and broken infrastructure: a browser that cannot start, a model server that
// cannot serve, or a MiniWoB++ task page that does not start stops the collection at once instead of
// coming back as episodes (which a stage would record as its data); a request only one episode's
// content makes fail stays that episode's error.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserUnavailableError,
  type FixtureServer,
  PagePool,
  startFixtureServer,
} from '../browser/index.js';
import { ConfigError, EnvConfig } from '../core/index.js';
import {
  miniwobTrainTasks,
  openMiniwobEnvironment,
  ScriptedAgent,
  StaticSlotProvider,
} from '../env/index.js';
import {
  brokenMiniwobFolder,
  installedMiniwobHtml,
  miniwobSkipReason,
} from '../env/miniwob/miniwob.test-support.js';
import { fixtureTask } from '../env/test-task.test-support.js';
import {
  errorBody,
  ModelServerError,
  OpenAIClient,
  OpenAIPolicy,
  OpenAITestServer,
} from '../models/index.js';
import { runEvaluatedEpisodes } from './evaluated-episodes.js';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server?.close();
});

describe('runEvaluatedEpisodes', () => {
  it('stops at the first launch of a browser that does not start, naming the setting, instead of recording episodes', async () => {
    // /bin/true exists and exits at once: Playwright sees the browser close during its launch.
    const pool = new PagePool({
      size: 2,
      viewport: { width: 1280, height: 720 },
      launch: { override: '/bin/true' },
    });
    const started: number[] = [];
    try {
      const collection = runEvaluatedEpisodes({
        tasks: [1, 2, 3, 4, 5].map((id) => fixtureTask({ task_id: id })),
        agent: new ScriptedAgent(['exit(message="$3.99")']),
        temperature: 0,
        taskSet: 'fixture',
        slots: new StaticSlotProvider({ urls: { shopping: server.origin }, size: 2 }),
        pool,
        config: EnvConfig.parse({ parallelEpisodes: 2 }),
        helpers: new Map(),
        onEpisode: (trajectory) => started.push(trajectory.taskId),
      });
      const error = await collection.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BrowserUnavailableError);
      expect((error as BrowserUnavailableError).setting).toBe('WEBRL_CHROMIUM');
      expect((error as Error).message).toMatch(
        /^WEBRL_CHROMIUM is "\/bin\/true", but Chromium did not start from it/,
      );
      expect((error as Error).message).not.toContain('\n');
      // No episode came back: none of them is agent data, and no later task was tried.
      expect(started).toEqual([]);
      expect(pool.stats.launches).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });

  /** Five fixture tasks acted on by a served policy whose server answers with `status` every time. */
  async function collectWithServerStatus(status: number) {
    const model = await OpenAITestServer.start({
      handler: () => ({ kind: 'json', status, body: errorBody(`status ${status} from the test`, status) }),
    });
    const client = new OpenAIClient(
      {
        baseUrl: model.baseUrl,
        model: 'test-model',
        concurrency: 2,
        timeoutMs: 5000,
        maxRetries: 1,
        retryBaseDelayMs: 1,
        retryMaxDelayMs: 1,
      },
      { role: 'policy' },
    );
    const pool = new PagePool({ size: 2, viewport: { width: 1280, height: 720 } });
    const ended: number[] = [];
    try {
      const outcome = await runEvaluatedEpisodes({
        tasks: [1, 2, 3, 4, 5].map((id) => fixtureTask({ task_id: id })),
        agent: new OpenAIPolicy(client),
        temperature: 0,
        taskSet: 'fixture',
        slots: new StaticSlotProvider({ urls: { shopping: server.origin }, size: 2 }),
        pool,
        config: EnvConfig.parse({ parallelEpisodes: 2 }),
        helpers: new Map(),
        onEpisode: (trajectory) => ended.push(trajectory.taskId),
      }).then(
        (trajectories) => trajectories,
        (e: unknown) => e,
      );
      return { outcome, ended, requests: model.requests.length };
    } finally {
      await pool.close();
      await model.close();
    }
  }

  it('stops at a model server that refuses to serve, instead of recording its refusals as episodes', async () => {
    const { outcome, ended, requests } = await collectWithServerStatus(503);
    expect(outcome).toBeInstanceOf(ModelServerError);
    expect((outcome as ModelServerError).status).toBe(503);
    expect((outcome as Error).message).toContain('status 503 from the test');
    expect(ended).toEqual([]);
    // The two running episodes asked (each with its retry), and no later task was started.
    expect(requests).toBeLessThanOrEqual(4);
  });

  it('keeps a request the server refuses for its content (400) as that episode’s error', async () => {
    const { outcome, ended } = await collectWithServerStatus(400);
    expect(Array.isArray(outcome)).toBe(true);
    expect((outcome as { stopReason: string }[]).map((t) => t.stopReason)).toEqual(Array(5).fill('error'));
    expect(ended.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it.skipIf(!installedMiniwobHtml)(
    `stops at a MiniWoB++ task page that does not start, instead of recording its seeds as failed episodes ${miniwobSkipReason}`,
    async () => {
      const html = brokenMiniwobFolder(mkdtempSync(join(tmpdir(), 'webrl-evaluated-')));
      const env = await openMiniwobEnvironment({ path: html, slots: 2 });
      const pool = new PagePool({ size: 2, viewport: { width: 1280, height: 720 } });
      const ended: number[] = [];
      try {
        const outcome = await runEvaluatedEpisodes({
          tasks: miniwobTrainTasks(['enter-text'], 6, 1),
          agent: new ScriptedAgent(['exit(message="done")']),
          temperature: 1,
          taskSet: 'miniwob',
          slots: env.slots,
          pool,
          config: EnvConfig.parse({ parallelEpisodes: 2 }),
          helpers: new Map(),
          onEpisode: (trajectory) => ended.push(trajectory.taskId),
        }).then(
          (trajectories) => trajectories,
          (e: unknown) => e,
        );
        expect(outcome).toBeInstanceOf(ConfigError);
        expect((outcome as Error).message).toContain(
          `${join(html, 'miniwob', 'enter-text.html')} did not start`,
        );
        expect(ended).toEqual([]);
        // The two episodes that were running when the first failed, not retried, and no later seed.
        expect(pool.stats.contextsCreated + pool.stats.contextsReused).toBeLessThanOrEqual(2);
      } finally {
        await pool.close();
        await env.close();
      }
    },
    60_000,
  );
});
