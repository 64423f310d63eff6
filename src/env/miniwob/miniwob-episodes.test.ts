// MiniWoB++ episodes end to end on the real pages of miniwob 1.1.0 (installed by `npm run setup`):
// a solver that reads only the instruction and the observation earns reward 1 on click-button,
// enter-text, login-user and click-checkboxes; wrong clicks, early exits, seeds, the hidden HUD and
// the traces behave as the driver protocol says (reference/webarena.md §8).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../../browser/index.js';
import type { Agent, TaskConfig, Trajectory } from '../../core/index.js';
import { runEpisode } from '../run-episode.js';
import { runEpisodes } from '../run-episodes.js';
import { ScriptedAgent } from '../scripted-agent.js';
import { envConfig } from '../test-task.test-support.js';
import { readTrajectory } from '../trace-reader.js';
import { VabTraceWriter } from '../trace-writer.js';
import { installedMiniwobHtml, miniwobSkipReason } from './miniwob.test-support.js';
import { type MiniwobEnvironment, openMiniwobEnvironment } from './miniwob-environment.js';
import { MiniwobSolver } from './miniwob-solver.test-support.js';
import { miniwobTestTasks } from './miniwob-task-set.js';
import { miniwobTask } from './miniwob-tasks.js';

let env: MiniwobEnvironment;
let pool: PagePool;

beforeAll(async () => {
  if (!installedMiniwobHtml) return;
  env = await openMiniwobEnvironment({ path: installedMiniwobHtml, slots: 2 });
  pool = new PagePool({ size: 2, viewport: { width: 1280, height: 720 } });
});
afterAll(async () => {
  await Promise.all([pool?.close(), env?.close()]);
});

const task = (name: string, seed: number, taskId = 0) =>
  miniwobTask({ name, seed, taskId, templateId: 0, split: 'test' });

async function run(t: TaskConfig, agent: Agent, dir?: string): Promise<Trajectory> {
  const slot = await env.slots.acquire();
  try {
    return await runEpisode({
      task: t,
      agent,
      slot,
      pool,
      config: envConfig({ maxSteps: 10 }),
      temperature: 0,
      taskSet: 'miniwob',
      ...(dir ? { traceWriter: new VabTraceWriter(dir) } : {}),
      evaluate: async () => {
        throw new Error('a page-scored episode must not reach the evaluators');
      },
    });
  } finally {
    env.slots.release(slot);
  }
}

describe.skipIf(!installedMiniwobHtml)(`MiniWoB++ episodes ${miniwobSkipReason}`, () => {
  it('solves click-button, enter-text, login-user and click-checkboxes with reward 1, three seeds each', async () => {
    const names = ['click-button', 'enter-text', 'login-user', 'click-checkboxes'];
    const tasks = miniwobTestTasks(names, 3);
    const trajectories = await runEpisodes({
      tasks,
      agent: new MiniwobSolver(),
      slots: env.slots,
      pool,
      config: envConfig({ maxSteps: 10 }),
      temperature: 0,
      taskSet: 'miniwob',
    });
    for (const [i, t] of trajectories.entries()) {
      const label = `${tasks[i]!.webrl!.template} seed ${tasks[i]!.instantiation_dict.seed}: ${t.intent}`;
      expect(t.stopReason, label).toBe('task_done');
      expect(t.evaluatorScore, label).toBe(1);
      expect(t.pageOutcome!.rawReward, label).toBe(1);
      expect(t.pageOutcome!.done, label).toBe(true);
      // Time-scaled reward: below 1, above 0 (the budget is 1,000,000 ms).
      expect(t.pageOutcome!.reward, label).toBeGreaterThan(0.99);
    }
    expect(trajectories.map((t) => t.steps.length)).toEqual(
      trajectories.map((t) => t.steps.filter((s) => s.error === undefined).length),
    );
  });

  it('takes the instruction from the page: the same seed gives the same instruction, another seed another', async () => {
    const exit = () => new ScriptedAgent(['exit(message="")']);
    const [a, b, c] = [
      await run(task('click-button', 5), exit()),
      await run(task('click-button', 5), exit()),
      await run(task('click-button', 6), exit()),
    ];
    expect(a.intent).toMatch(/^Click on the ".+" button\.$/);
    expect(b.intent).toBe(a.intent);
    expect(c.intent).not.toBe(a.intent);
    // A page that builds the utterance itself, and one that returns {utterance, fields}.
    expect((await run(task('click-color', 1), exit())).intent).toMatch(/^Click on the \S+ colored box\.$/);
    expect((await run(task('email-inbox-nl-turk', 1), exit())).intent).toMatch(/^[A-Z].*\S$/);
  });

  it('hides the HUD and the page’s copy of the instruction from the observation', async () => {
    const t = await run(task('enter-text', 3), new ScriptedAgent(['exit(message="")']));
    const { html, texts } = t.steps[0]!.observation;
    expect(html).toContain('Submit');
    expect(html).not.toContain('Last reward');
    expect(html).not.toContain('START');
    expect(html).not.toContain('into the text field');
    expect(texts.map((x) => x.text).join(' ')).not.toContain('Time left');
  });

  it('ends with reward −1 and score 0 when the wrong button is clicked', async () => {
    const wrong = new ScriptedAgent([
      (context) => {
        const target = /"(.*)"/.exec(context.intent)![1];
        const other = context.observation.elements.find((e) => e.tag === 'button' && e.text !== target)!;
        return `do(action="Click", element="${other.id}")`;
      },
    ]);
    // Seeds whose page has a second button with another label.
    let t: Trajectory | undefined;
    for (let seed = 0; seed < 20 && t?.stopReason !== 'task_done'; seed++) {
      t = await run(task('click-button', seed), wrong);
    }
    expect(t).toMatchObject({ stopReason: 'task_done', evaluatorScore: 0 });
    expect(t!.pageOutcome).toMatchObject({ done: true, rawReward: -1 });
  });

  it('scores an exit before the page is done as a failure that is not done', async () => {
    const t = await run(task('login-user', 2), new ScriptedAgent(['exit(message="done")']));
    expect(t).toMatchObject({ stopReason: 'exit', evaluatorScore: 0 });
    expect(t.pageOutcome).toEqual({ done: false, reward: 0, rawReward: 0, reason: null });
  });

  it('writes reward, raw reward and reason into the trace, which reads back the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-miniwob-trace-'));
    const t = await run(task('enter-text', 9, 4), new MiniwobSolver(), dir);
    const actions = JSON.parse(readFileSync(join(dir, 'actions', '4.json'), 'utf8'));
    expect(actions).toMatchObject({
      score: 1,
      evaluator_score: 1,
      stop_reason: 'task_done',
      page_outcome: { done: true, raw_reward: 1, reason: t.pageOutcome!.reason },
    });
    expect(actions.intent).toBe(t.intent);
    expect(readTrajectory(dir, 4)).toEqual(t);
  });
});
