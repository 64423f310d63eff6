// Success per task family, as MiniWoB++ results are reported, and its printed table.
import { describe, expect, it } from 'vitest';
import type { EvalTaskResult } from './eval-summary.js';
import { formatSuccessByTask, successByTask } from './success-by-task.js';

const result = (taskId: number, template: string | undefined, success: boolean) =>
  ({ taskId, success, ...(template ? { template } : {}) }) as EvalTaskResult;

describe('successByTask', () => {
  it('counts successes per template over its episodes, in first-seen order', () => {
    const rows = successByTask([
      result(0, 'miniwob/enter-text', true),
      result(1, 'miniwob/click-button', false),
      result(2, 'miniwob/enter-text', false),
      result(3, undefined, true),
    ]);
    expect(rows).toEqual([
      { task: 'miniwob/enter-text', successes: 1, episodes: 2, rate: 0.5 },
      { task: 'miniwob/click-button', successes: 0, episodes: 1, rate: 0 },
      { task: 'task 3', successes: 1, episodes: 1, rate: 1 },
    ]);
  });

  it('prints one row per task and says that the references give no published numbers', () => {
    const text = formatSuccessByTask(successByTask([result(0, 'miniwob/enter-text', true)]));
    expect(text.split('\n')).toEqual([
      'task          success   rate',
      'enter-text        1/1   100%',
      '(no published per-task MiniWoB++ numbers to set beside these: WebRL and WebArena report none; ours only)',
    ]);
  });
});
