// runEvaluatedEpisodes and broken infrastructure: a browser that cannot start stops the collection
// at once instead of coming back as episodes (which a stage would record as its data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserUnavailableError,
  type FixtureServer,
  PagePool,
  startFixtureServer,
} from '../browser/index.js';
import { EnvConfig } from '../core/index.js';
import { ScriptedAgent, StaticSlotProvider } from '../env/index.js';
import { fixtureTask } from '../env/test-task.test-support.js';
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
});
