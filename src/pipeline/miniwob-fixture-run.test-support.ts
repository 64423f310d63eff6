// A small MiniWoB++ run directory for the report and viewer tests, in the shapes `webrl train --env
// miniwob` writes: config.json with a miniwob source, per-phase eval folders of two task pages
// (click-button, enter-text) over three test seeds each, with page outcomes in the traces, and the
// eval/success metrics per site and per task page. Phase 2 has metrics but no summary.json (an
// evaluation recorded by metrics alone). Phase 0's seed rollouts (no tasks file, as train writes
// them) and phase 1's rollouts with their tasks.json sit beside. Episodes are hand-made; no browser.
import { join } from 'node:path';
import {
  MetricsWriter,
  type Observation,
  type PageTaskOutcome,
  parseAction,
  type StopReason,
  type TaskConfig,
  type Trajectory,
  writeJsonAtomic,
} from '../core/index.js';
import { miniwobTask, VabTraceWriter } from '../env/index.js';
import { countErrorTypes } from '../eval/index.js';
import { evalSuccessMetrics, summarizeEval, writeEvalSummary } from './eval-summary.js';
import { evalTaskResult } from './evaluate-tasks.js';
import { TINY_PNG } from './fixture-runs.test-support.js';
import { phaseName, RunDirectory } from './run-directory.js';
import { successByTask } from './success-by-task.js';

export const MINIWOB_FIXTURE_PAGES = ['click-button', 'enter-text'] as const;
const TEST_SEED = 1_000_000;

/** The test tasks: three seeds of each page, ids 0–5 in page order. */
export function miniwobFixtureTasks(): TaskConfig[] {
  return MINIWOB_FIXTURE_PAGES.flatMap((name, p) =>
    [0, 1, 2].map((k) =>
      miniwobTask({ name, seed: TEST_SEED + k, taskId: 3 * p + k, templateId: p, split: 'test' }),
    ),
  );
}

function pageOf(name: string): Observation {
  const url = `http://127.0.0.1:8765/miniwob/${name}.html`;
  return {
    url,
    title: name,
    html: `<html><body><button id="0">Submit</button><input id="1" type="text"></body></html>`,
    elements: [],
    texts: [],
    scroll: { y: 0, height: 210, viewportHeight: 210 },
    tabs: [{ url, title: name }],
    activeTab: 0,
  };
}

/**
 * How an episode of the fixture goes: `solved` (the page ends it with reward 1), `wrong_click` (a
 * click the page ends with reward −1) or `budget` (the step budget runs out, the page still open).
 */
export type MiniwobShape = 'solved' | 'wrong_click' | 'budget';

export function miniwobEpisode(task: TaskConfig, shape: MiniwobShape, taskSet = 'miniwob:test'): Trajectory {
  const name = String(task.instantiation_dict.task);
  const responses =
    shape === 'budget'
      ? ['do(action="Scroll Down")', 'do(action="Hover", element="1")', 'do(action="Scroll Up")']
      : ['do(action="Click", element="0")'];
  const outcome: PageTaskOutcome =
    shape === 'solved'
      ? { done: true, reward: 0.9, rawReward: 1, reason: null }
      : shape === 'wrong_click'
        ? { done: true, reward: -1, rawReward: -1, reason: 'wrong answer' }
        : { done: false, reward: 0, rawReward: 0, reason: null };
  const stopReason: StopReason = shape === 'budget' ? 'max_steps' : 'task_done';
  return {
    taskId: task.task_id,
    taskSet,
    intent: `Do ${name} (seed ${String(task.instantiation_dict.seed)})`,
    sites: [...task.sites],
    steps: responses.map((response, index) => {
      const parsed = parseAction(response);
      return {
        index,
        prompt: index === 0 ? task.intent : '** Simplified html **',
        observation: pageOf(name),
        response,
        action: parsed.ok ? parsed.action : null,
        screenshot: `screenshots/${task.task_id}/${index}.png`,
      };
    }),
    finalObservation: pageOf(name),
    answer: null,
    stopReason,
    pageOutcome: outcome,
    evaluatorScore: outcome.rawReward > 0 ? 1 : 0,
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 500,
  };
}

/** Shapes per phase, in task order: click-button is learnt by phase 1, enter-text never. */
const PHASES: readonly MiniwobShape[][] = [
  ['wrong_click', 'budget', 'solved', 'wrong_click', 'budget', 'wrong_click'],
  ['solved', 'solved', 'solved', 'wrong_click', 'wrong_click', 'budget'],
  ['solved', 'solved', 'wrong_click', 'solved', 'wrong_click', 'wrong_click'],
];

/** Writes the run under `parent` (folder `miniwob-fixture`) and returns its directory. */
export function writeMiniwobFixtureRun(parent: string): string {
  const root = join(parent, 'miniwob-fixture');
  const run = new RunDirectory(root);
  writeJsonAtomic(run.configPath, {
    name: 'miniwob-fixture',
    seed: 7,
    rl: { algorithm: 'webrl', replay: true, kl: true },
    curriculum: { enabled: true },
    source: { env: 'miniwob:/opt/miniwob/html', tasks: MINIWOB_FIXTURE_PAGES.join(','), evalEpisodes: 3 },
  });
  const metrics = new MetricsWriter(run.metricsPath, () => new Date('2026-01-01T00:00:00.000Z'));
  const tasks = miniwobFixtureTasks();
  PHASES.forEach((shapes, phase) => {
    const trajectories = tasks.map((task, i) => miniwobEpisode(task, shapes[i]!));
    const summary = summarizeEval(
      {
        taskSet: 'miniwob:/opt/miniwob/html:test',
        agent: 'webrl',
        mode: 'vab',
        temperature: 0,
        seed: 7,
        startedAt: '2026-01-01T00:00:00.000Z',
        durationMs: 3000,
      },
      tasks.map((task, i) => evalTaskResult(task, trajectories[i]!)),
      countErrorTypes(trajectories),
    );
    const context = { phase, stage: `${phaseName(phase)}/eval` };
    // As evaluate-actor.ts writes them: per non-empty site column and the average, then per page.
    for (const { value, labels } of evalSuccessMetrics(summary))
      metrics.write('eval/success', value, { ...context, labels });
    for (const row of successByTask(summary.results))
      metrics.write('eval/success', row.rate, { ...context, labels: { task: row.task } });
    if (phase === PHASES.length - 1) return;
    writeEpisodes(run.evalDir(phase), trajectories);
    writeEvalSummary(run.evalDir(phase), summary);
  });
  // Training seeds, drawn below the test seeds: two seed rollouts in phase 0, two rollouts in phase 1.
  const train = (taskId: number, name: string, seed: number) =>
    miniwobTask({ name, seed, taskId, templateId: 0, split: taskId < 10 ? 'train' : 'generated' });
  writeEpisodes(run.trainRolloutsDir, [
    miniwobEpisode(train(0, 'click-button', 11), 'wrong_click', 'builtin:train'),
    miniwobEpisode(train(1, 'enter-text', 12), 'budget', 'builtin:train'),
  ]);
  const phaseTasks = [train(10, 'enter-text', 4242), train(11, 'click-button', 4343)];
  writeJsonAtomic(run.tasksPath(1), phaseTasks);
  writeEpisodes(
    run.rolloutsDir(1),
    phaseTasks.map((task) => miniwobEpisode(task, 'solved', 'phase-1')),
  );
  return root;
}

function writeEpisodes(dir: string, trajectories: readonly Trajectory[]): void {
  const writer = new VabTraceWriter(dir);
  for (const trajectory of trajectories)
    writer.write(trajectory, new Map(trajectory.steps.map((s) => [s.index, TINY_PNG])));
}
