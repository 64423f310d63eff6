// MiniWoB++ task sets: (page, seed) pairs as task configs — test seeds apart from training seeds,
// the curriculum's new seeds of failed pages, and the config's round trip to page and seed.
import { describe, expect, it } from 'vitest';
import { ConfigError, TaskConfig } from '../../core/index.js';
import {
  MINIWOB_TEST_SEED_BASE,
  miniwobTestTasks,
  miniwobTrainTasks,
  newMiniwobSeeds,
} from './miniwob-task-set.js';
import { miniwobTask, miniwobTaskOf } from './miniwob-tasks.js';

const ref = (t: TaskConfig) => `${miniwobTaskOf(t).name}#${miniwobTaskOf(t).seed}`;

describe('MiniWoB++ task sets', () => {
  it('gives every page the same fixed test seeds, ids page by page', () => {
    const tasks = miniwobTestTasks(['click-button', 'enter-text'], 3);
    expect(tasks.map((t) => [t.task_id, ref(t)])).toEqual([
      [0, `click-button#${MINIWOB_TEST_SEED_BASE}`],
      [1, `click-button#${MINIWOB_TEST_SEED_BASE + 1}`],
      [2, `click-button#${MINIWOB_TEST_SEED_BASE + 2}`],
      [3, `enter-text#${MINIWOB_TEST_SEED_BASE}`],
      [4, `enter-text#${MINIWOB_TEST_SEED_BASE + 1}`],
      [5, `enter-text#${MINIWOB_TEST_SEED_BASE + 2}`],
    ]);
    expect(tasks[4]).toMatchObject({
      sites: ['miniwob'],
      start_url: '__MINIWOB__/miniwob/enter-text.html',
      intent_template_id: 1,
      webrl: { template: 'miniwob/enter-text', split: 'test' },
    });
  });

  it('draws training seeds below the test seeds, the pages in turn, the same under the same seed', () => {
    const tasks = miniwobTrainTasks(['a', 'b', 'c'], 30, 7);
    expect(tasks.map((t) => miniwobTaskOf(t).name).slice(0, 4)).toEqual(['a', 'b', 'c', 'a']);
    expect(tasks.every((t) => miniwobTaskOf(t).seed < MINIWOB_TEST_SEED_BASE)).toBe(true);
    expect(new Set(tasks.map(ref)).size).toBe(30);
    expect(miniwobTrainTasks(['a', 'b', 'c'], 30, 7)).toEqual(tasks);
    expect(miniwobTrainTasks(['a', 'b', 'c'], 30, 8)).not.toEqual(tasks);
  });

  it('evolves failed tasks into new seeds of their pages, never one used before', () => {
    const failed = [
      miniwobTask({ name: 'enter-text', seed: 3, taskId: 4, templateId: 1, split: 'train' }),
      miniwobTask({ name: 'click-button', seed: 9, taskId: 7, templateId: 0, split: 'train' }),
    ];
    const earlier = miniwobTrainTasks(['enter-text', 'click-button'], 20, 1);
    const next = newMiniwobSeeds(failed, { count: 5, phase: 2, seed: 11, avoid: earlier });
    expect(next.map((t) => [t.task_id, miniwobTaskOf(t).name, t.webrl!.parentTaskId])).toEqual([
      [0, 'enter-text', 4],
      [1, 'click-button', 7],
      [2, 'enter-text', 4],
      [3, 'click-button', 7],
      [4, 'enter-text', 4],
    ]);
    const used = new Set([...earlier, ...failed].map(ref));
    expect(next.filter((t) => used.has(ref(t)))).toEqual([]);
    expect(next[0]!.webrl).toMatchObject({ split: 'generated', phase: 2, generator: 'miniwob-new-seed' });
    expect(newMiniwobSeeds([], { count: 5, phase: 2, seed: 11 })).toEqual([]);
  });

  it('reads page and seed back from a task, and refuses a task that is not MiniWoB++', () => {
    const task = miniwobTask({ name: 'login-user', seed: 42, taskId: 0, templateId: 0, split: 'test' });
    expect(TaskConfig.parse(JSON.parse(JSON.stringify(task)))).toEqual(task);
    expect(miniwobTaskOf(task)).toEqual({ name: 'login-user', seed: 42 });
    const other = { ...task, sites: ['shopping' as const] };
    expect(() => miniwobTaskOf(other)).toThrow(ConfigError);
    expect(() => miniwobTaskOf(other)).toThrow('task 0 is not a MiniWoB++ task');
  });
});
