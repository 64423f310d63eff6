// A resumed run is evaluated on the test tasks of its phase-0 evaluation, even when this version
// draws another subset.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTaskFile, type TaskConfig } from '../../core/index.js';
import { countErrorTypes } from '../../eval/index.js';
import { type EvalTaskResult, summarizeEval, writeEvalSummary } from '../eval-summary.js';
import { RunDirectory } from '../run-directory.js';
import { stratifiedSubset } from '../task-selection.js';
import { pinEvalTasks } from './pinned-eval-tasks.js';

const LITE = resolve(
  import.meta.dirname,
  '../../../../shared/data/webarena-lite/test_webarena_lite.raw.json',
);
const test = parseTaskFile(readFileSync(LITE, 'utf8'), LITE).tasks;

function runWithPhaseZeroEval(ids: readonly number[]): RunDirectory {
  const run = new RunDirectory(mkdtempSync(join(tmpdir(), 'webrl-pin-')));
  const results = ids.map(
    (taskId): EvalTaskResult => ({
      taskId,
      intent: `task ${taskId}`,
      sites: ['shopping'],
      group: 'shopping',
      score: 0,
      success: false,
      failedChecks: [],
      stopReason: 'exit',
      steps: 1,
      answer: '',
      errorType: null,
      durationMs: 1,
    }),
  );
  const header = {
    taskSet: 't',
    agent: 'a',
    mode: 'vab' as const,
    temperature: 0,
    seed: 0,
    startedAt: '',
    durationMs: 0,
  };
  writeEvalSummary(run.evalDir(0), summarizeEval(header, results, countErrorTypes([])));
  return run;
}

const idsOf = (tasks: readonly TaskConfig[]) => tasks.map((t) => t.task_id);

describe('pinEvalTasks', () => {
  const drawn = stratifiedSubset(test, 10);

  it('keeps the tasks of the phase-0 evaluation when this version draws others', () => {
    const earlier = idsOf(test.slice(0, 10));
    expect(idsOf(drawn)).not.toEqual(earlier);
    expect(idsOf(pinEvalTasks(runWithPhaseZeroEval(earlier), drawn, test))).toEqual(earlier);
  });

  it('uses the drawn subset for a run without a phase-0 evaluation, or with the same tasks', () => {
    const fresh = new RunDirectory(mkdtempSync(join(tmpdir(), 'webrl-pin-')));
    expect(pinEvalTasks(fresh, drawn, test)).toBe(drawn);
    expect(pinEvalTasks(runWithPhaseZeroEval(idsOf(drawn)), drawn, test)).toBe(drawn);
  });

  it('draws anew when the earlier tasks are no longer in the test set', () => {
    expect(pinEvalTasks(runWithPhaseZeroEval([1, 2, 999_999]), drawn, test)).toBe(drawn);
  });
});
