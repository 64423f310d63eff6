// `webrl train` on MiniWoB++ (the pages of miniwob 1.1.0 that `npm run setup` installs): the embedded
// policy starts untrained (no oracle, no demonstrations), the pages' rewards label the rollouts, each
// phase's tasks are new seeds of the pages the agent failed, and every evaluation records success
// per task. A short run: it checks that the loop runs and records, not that it learns much.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  parseRunConfig,
  type RunConfigInput,
  readMetrics,
  type TaskConfig,
} from '../../core/index.js';
import { readTraceFolder } from '../../env/index.js';
import { installedMiniwobHtml, miniwobSkipReason } from '../../env/miniwob/miniwob.test-support.js';
import { readEvalSummary } from '../eval-summary.js';
import { successByTask } from '../success-by-task.js';
import { type TrainRunResult, trainRun } from './train-run.js';

const TASKS = ['click-button', 'click-checkboxes'];

let runsDir: string;
let result: TrainRunResult;

const tinyRun = (overrides: RunConfigInput = {}): RunConfigInput => ({
  name: 'miniwob',
  runsDir,
  seed: 5,
  env: { maxSteps: 4 },
  sites: { slots: 2 },
  source: { env: `miniwob:${installedMiniwobHtml}`, tasks: TASKS.join(','), evalEpisodes: 2 },
  train: { phases: 2, tasksPerPhase: 4, demonstrations: 0, seedRollouts: 4 },
  rl: { actor: { epochs: 1 }, critic: { epochs: 1 } },
  ...overrides,
});

const readTasks = (phase: number): TaskConfig[] =>
  JSON.parse(readFileSync(result.run.tasksPath(phase), 'utf8')) as TaskConfig[];

describe.skipIf(!installedMiniwobHtml)(`webrl train on MiniWoB++ ${miniwobSkipReason}`, () => {
  beforeAll(async () => {
    runsDir = mkdtempSync(join(tmpdir(), 'webrl-miniwob-train-'));
    result = await trainRun({ config: parseRunConfig(tinyRun()), progress: () => {} });
  }, 600_000);
  afterAll(() => rmSync(runsDir, { recursive: true, force: true }));

  it('starts from an untrained actor and trains no ORM: the pages label the rollouts', () => {
    const state = JSON.parse(readFileSync(result.run.statePath, 'utf8'));
    expect(state.results['phase-00/sft']).toEqual({ examples: 0, untrained: true });
    expect(state.results['phase-00/orm'].skipped).toContain('labelled by the evaluator');
    expect(existsSync(join(result.run.checkpointDir(0, 'orm'), 'model.json'))).toBe(false);
    for (const phase of [1, 2]) {
      const rollouts = readTraceFolder(result.run.rolloutsDir(phase));
      expect(rollouts).toHaveLength(4);
      for (const t of rollouts) {
        expect(t.pageOutcome).toBeDefined();
        expect(t.evaluatorScore).toBe(t.pageOutcome!.rawReward > 0 ? 1 : 0);
        expect(t.ormScore).toBeUndefined();
      }
      expect(state.results[`phase-0${phase}/rollouts`].labels).toBe('evaluator');
    }
  });

  it("draws each phase's tasks as new seeds of the pages the agent failed", () => {
    const seen = new Set<string>();
    for (const phase of [1, 2]) {
      const failedBefore = new Set(
        readTraceFolder(phase === 1 ? result.run.trainRolloutsDir : result.run.rolloutsDir(phase - 1))
          .filter((t) => t.evaluatorScore === 0)
          .map((t) => t.taskId),
      );
      for (const task of readTasks(phase)) {
        expect(task.webrl).toMatchObject({ split: 'generated', phase, generator: 'miniwob-new-seed' });
        expect(TASKS).toContain(task.instantiation_dict.task);
        if (failedBefore.size > 0) expect(failedBefore).toContain(task.webrl!.parentTaskId);
        // A (page, seed) pair is one task: no phase repeats one.
        const key = `${task.instantiation_dict.task}#${task.instantiation_dict.seed}`;
        expect(seen).not.toContain(key);
        seen.add(key);
      }
    }
  });

  it('evaluates every phase on fixed test seeds and records success per task', () => {
    expect(result.success).toHaveLength(3);
    const state = JSON.parse(readFileSync(result.run.statePath, 'utf8'));
    for (const phase of [0, 1, 2]) {
      const summary = readEvalSummary(result.run.evalDir(phase))!;
      expect(summary.total).toBe(TASKS.length * 2);
      const rows = successByTask(summary.results);
      expect(rows.map((r) => [r.task, r.episodes])).toEqual(TASKS.map((t) => [`miniwob/${t}`, 2]));
      expect(state.results[`phase-0${phase}/eval`].perTask).toEqual(
        Object.fromEntries(rows.map((r) => [r.task, r.rate])),
      );
      expect(result.success[phase]).toBe(summary.successes / summary.total);
    }
    // Every test page is trained on: success on trained templates would only repeat the average.
    const names = new Set(readMetrics(result.run.metricsPath).map((m) => m.name));
    expect(names).toContain('eval/success');
    expect([...names].filter((n) => n.includes('templates'))).toEqual([]);
  });

  it('refuses demonstrations and a folder that is not MiniWoB++, leaving no run behind', async () => {
    await expect(
      trainRun({ config: parseRunConfig(tinyRun({ name: 'demos', train: { demonstrations: 3 } })) }),
    ).rejects.toThrow('which has no oracle to demonstrate tasks; pass --demos 0');
    const notMiniwob = mkdtempSync(join(tmpdir(), 'webrl-not-miniwob-'));
    const bad = tinyRun({ name: 'bad', source: { env: `miniwob:${notMiniwob}` } });
    const error = await trainRun({ config: parseRunConfig(bad) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${notMiniwob} is not a MiniWoB++ html folder`);
    expect(existsSync(join(runsDir, 'bad'))).toBe(false);
    expect(existsSync(join(runsDir, 'demos'))).toBe(false);
  });
});
