// runEpisode / runEpisodes with a ScriptedAgent on the fixture shop: traces in VAB's layout that
// read back into the same trajectories, and a browser killed mid-episode that is retried from
// scratch without leaving half a trace.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, PagePool, startFixtureServer } from '../browser/index.js';
import type { Agent, AgentContext } from '../core/index.js';
import { runEpisode } from './run-episode.js';
import { runEpisodes } from './run-episodes.js';
import { ScriptedAgent } from './scripted-agent.js';
import { StaticSlotProvider } from './static-slot-provider.js';
import { envConfig, fixtureTask, killChildChromium } from './test-task.test-support.js';
import { readTraceFolder, readTrajectory } from './trace-reader.js';
import { VabTraceWriter } from './trace-writer.js';

let server: FixtureServer;
let pool: PagePool;
let slots: StaticSlotProvider;

beforeAll(async () => {
  server = await startFixtureServer();
  pool = new PagePool({ size: 2, viewport: { width: 1280, height: 720 } });
  slots = new StaticSlotProvider({ urls: { shopping: server.origin }, size: 2 });
});
afterAll(async () => {
  await Promise.all([pool?.close(), server?.close()]);
});

const rolloutDir = () => mkdtempSync(join(tmpdir(), 'webrl-rollout-'));
const clickProduct = (n: number) => (context: AgentContext) =>
  `do(action="Click", element="${context.observation.elements.find((e) => e.text === `Product ${n}`)!.id}")`;

describe('runEpisode', () => {
  it('writes the episode in VAB’s layout and reads it back as the same trajectory', async () => {
    const dir = rolloutDir();
    const writer = new VabTraceWriter(dir);
    const slot = await slots.acquire();
    const trajectory = await runEpisode({
      task: fixtureTask(),
      agent: new ScriptedAgent([clickProduct(0), 'do(action="Scroll Down")', 'exit(message="$3.99")']),
      slot,
      pool,
      config: envConfig(),
      temperature: 1,
      traceWriter: writer,
      taskSet: 'fixture',
    });
    slots.release(slot);
    expect(trajectory).toMatchObject({ stopReason: 'exit', answer: '$3.99' });

    const actions = JSON.parse(readFileSync(join(dir, 'actions', '7.json'), 'utf8'));
    expect(actions).toMatchObject({
      task_id: 7,
      score: -0.1,
      actions: trajectory.steps.map((s) => s.response),
    });
    const lines = readFileSync(join(dir, 'traces', '7.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.trace_id, l.index, l.prompt, l.response, l.target])).toEqual(
      trajectory.steps.map((s) => [7, s.index, s.prompt, s.response, trajectory.intent]),
    );
    expect(lines[0].html).toBe(trajectory.steps[0]!.observation.html);
    expect(readTrajectory(dir, 7)).toEqual(trajectory);

    writer.setScore(7, 1);
    expect(readTrajectory(dir, 7).evaluatorScore).toBe(1);
    writer.setOrmScore(7, 0.3);
    expect(readTrajectory(dir, 7)).toMatchObject({ evaluatorScore: 1, ormScore: 0.3 });
    expect(JSON.parse(readFileSync(join(dir, 'actions', '7.json'), 'utf8')).score).toBe(0);
    writer.setScore(7, 1);
    expect(JSON.parse(readFileSync(join(dir, 'actions', '7.json'), 'utf8')).score).toBe(1);
  });

  it('scores the episode on its final page before the page goes back to the pool', async () => {
    const dir = rolloutDir();
    const slot = await slots.acquire();
    const seen: string[] = [];
    const trajectory = await runEpisode({
      task: fixtureTask(),
      agent: new ScriptedAgent([clickProduct(1), 'exit(message="done")']),
      slot,
      pool,
      config: envConfig(),
      temperature: 0,
      traceWriter: new VabTraceWriter(dir),
      evaluate: async (finished, page) => {
        seen.push(finished.answer ?? '', page.url());
        return page.url() === finished.finalObservation.url ? 1 : 0;
      },
    });
    slots.release(slot);
    expect(seen[0]).toBe('done');
    expect(seen[1]).toBe(trajectory.finalObservation.url);
    expect(trajectory.evaluatorScore).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'actions', '7.json'), 'utf8')).score).toBe(1);
  });

  it('ends an early-stopped trace with VAB’s closing line: the final page and an empty response', async () => {
    const dir = rolloutDir();
    const slot = await slots.acquire();
    const trajectory = await runEpisode({
      task: fixtureTask(),
      agent: new ScriptedAgent(['do(action="Scroll Down")', 'do(action="Scroll Down")']),
      slot,
      pool,
      config: envConfig({ maxRepeatedActions: 2 }),
      temperature: 1,
      traceWriter: new VabTraceWriter(dir),
    });
    slots.release(slot);
    expect(trajectory.stopReason).toBe('repeated_actions');
    const actions = JSON.parse(readFileSync(join(dir, 'actions', '7.json'), 'utf8'));
    expect(actions.actions).toEqual(['do(action="Scroll Down")', 'do(action="Scroll Down")', '']);
    const back = readTrajectory(dir, 7);
    expect(back.steps).toHaveLength(2);
    expect(back.finalObservation).toEqual(trajectory.finalObservation);
  });

  it('starts the episode again on a fresh browser when Chromium is killed mid-episode, writing only the finished attempt', async () => {
    const dir = rolloutDir();
    let kills = 0;
    const agent: Agent = {
      name: 'killer',
      async act(context) {
        // Kill the browser the first time the agent is on its second step.
        if (context.history.length === 1 && kills === 0) kills += killChildChromium();
        const script = new ScriptedAgent([clickProduct(0), clickProduct(60), 'exit(message="done")']);
        return script.act(context);
      },
    };
    const crashesBefore = pool.stats.crashes;
    const slot = await slots.acquire();
    const trajectory = await runEpisode({
      task: fixtureTask(),
      agent,
      slot,
      pool,
      config: envConfig(),
      temperature: 1,
      traceWriter: new VabTraceWriter(dir),
    });
    slots.release(slot);
    expect(kills).toBeGreaterThan(0);
    expect(pool.stats.crashes).toBe(crashesBefore + 1);
    expect(trajectory.stopReason).toBe('exit');
    expect(trajectory.steps.map((s) => s.observation.url)).toEqual([
      `${server.origin}/site/p/0`,
      `${server.origin}/site/p/2`,
      `${server.origin}/site/p/4`,
    ]);
    expect(readTrajectory(dir, 7)).toEqual(trajectory);
    const files = [...readdirSync(join(dir, 'traces')), ...readdirSync(join(dir, 'actions'))];
    expect(files.sort()).toEqual(['7.json', '7.jsonl']);
  });

  it('gives up after the last attempt with stopReason "error" and no trace lines', async () => {
    const dir = rolloutDir();
    const agent: Agent = {
      name: 'always-killer',
      async act() {
        killChildChromium();
        return { response: 'do(action="Scroll Down")' };
      },
    };
    const slot = await slots.acquire();
    const trajectory = await runEpisode({
      task: fixtureTask(),
      agent,
      slot,
      pool,
      config: envConfig(),
      temperature: 1,
      traceWriter: new VabTraceWriter(dir),
      maxAttempts: 2,
    });
    slots.release(slot);
    expect(trajectory).toMatchObject({ stopReason: 'error', steps: [] });
    expect(trajectory.finalObservation.error).toMatch(/^the browser failed 2 times/);
    expect(existsSync(join(dir, 'traces', '7.jsonl'))).toBe(false);
    expect(readTrajectory(dir, 7)).toMatchObject({ stopReason: 'error', steps: [] });
  });
});

describe('runEpisode when a browser call never returns', () => {
  // Long enough that a reset on a loaded CI machine (seconds, measured) is not what stalls.
  const STALL_MS = 5000;
  it('retries the episode on a fresh page after stallTimeoutMs, then scores it', async () => {
    let calls = 0;
    const slot = await slots.acquire();
    const trajectory = await runEpisode({
      task: fixtureTask(),
      agent: new ScriptedAgent(['exit(message="seen")']),
      slot,
      pool,
      config: envConfig({ stallTimeoutMs: STALL_MS }),
      temperature: 0,
      // The first evaluation hangs the way a page.evaluate on an unresponsive page does.
      evaluate: () => (++calls === 1 ? new Promise<number>(() => {}) : Promise.resolve(1)),
    });
    slots.release(slot);
    expect(calls).toBe(2);
    expect(trajectory).toMatchObject({ stopReason: 'exit', evaluatorScore: 1 });
  });

  it('gives up after the last attempt with the stalled call named', async () => {
    const slot = await slots.acquire();
    const trajectory = await runEpisode({
      task: fixtureTask(),
      agent: new ScriptedAgent(['exit(message="seen")']),
      slot,
      pool,
      config: envConfig({ stallTimeoutMs: STALL_MS }),
      temperature: 0,
      maxAttempts: 2,
      evaluate: () => new Promise<number>(() => {}),
    });
    slots.release(slot);
    expect(trajectory.stopReason).toBe('error');
    expect(trajectory.finalObservation.error).toMatch(
      new RegExp(`^the browser failed 2 times: the evaluation did not finish within ${STALL_MS} ms`),
    );
  });
});

describe('runEpisodes', () => {
  it('runs tasks in parallel over the slots and returns the trajectories in task order', async () => {
    const dir = rolloutDir();
    const tasks = [1, 2, 3].map((n) => fixtureTask({ task_id: n, start_url: `__SHOPPING__/site/p/${n}` }));
    const finished: number[] = [];
    const trajectories = await runEpisodes({
      tasks,
      slots,
      pool,
      agent: new ScriptedAgent(['do(action="Scroll Down")', 'exit(message="seen")']),
      config: envConfig({ parallelEpisodes: 2 }),
      temperature: 1,
      traceWriter: new VabTraceWriter(dir),
      onEpisode: (trajectory) => finished.push(trajectory.taskId),
    });
    expect(trajectories.map((t) => [t.taskId, t.steps[0]!.observation.url])).toEqual(
      [1, 2, 3].map((n) => [n, `${server.origin}/site/p/${n}`]),
    );
    expect(finished.sort()).toEqual([1, 2, 3]);
    expect(readTraceFolder(dir)).toEqual(trajectories);
  });
});
