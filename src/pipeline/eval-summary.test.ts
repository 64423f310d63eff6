// summary.json helpers: the eval/success metrics the pipeline writes and the oracle's step counts.
import { describe, expect, it } from 'vitest';
import { countErrorTypes } from '../eval/index.js';
import { type EvalTaskResult, evalSuccessMetrics, requiredStepsFrom, summarizeEval } from './eval-summary.js';

function result(taskId: number, sites: string[], success: boolean, steps: number): EvalTaskResult {
  return {
    taskId,
    intent: `task ${taskId}`,
    sites,
    group: 'shopping',
    score: success ? 1 : 0,
    success,
    failedChecks: [],
    stopReason: 'exit',
    steps,
    answer: '',
    errorType: null,
    durationMs: 1,
  };
}

const summary = summarizeEval(
  { taskSet: 't', agent: 'oracle', mode: 'vab', temperature: 0, seed: 0, startedAt: '', durationMs: 0 },
  [
    result(1, ['shopping'], true, 3),
    result(2, ['reddit'], false, 7),
    result(3, ['gitlab', 'reddit'], true, 9),
  ],
  countErrorTypes([]),
);

describe('evalSuccessMetrics', () => {
  it('gives one eval/success value per non-empty site column and site "all" for the average', () => {
    expect(evalSuccessMetrics(summary)).toEqual([
      { value: 0, labels: { site: 'reddit' } },
      { value: 1, labels: { site: 'shopping' } },
      { value: 1, labels: { site: 'cross-site' } },
      { value: 2 / 3, labels: { site: 'all' } },
    ]);
  });
});

describe('requiredStepsFrom', () => {
  it('takes the step counts of the tasks the oracle solved', () => {
    expect([...requiredStepsFrom(summary)]).toEqual([
      [1, 3],
      [3, 9],
    ]);
  });
});
