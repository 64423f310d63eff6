import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTaskFile, type TaskConfig } from '../core/index.js';
import { spreadOverTemplates, stratifiedSubset } from './task-selection.js';

const LITE = resolve(import.meta.dirname, '../../../shared/data/webarena-lite/test_webarena_lite.raw.json');
const lite = () => parseTaskFile(readFileSync(LITE, 'utf8'), LITE).tasks;

function builtinTask(taskId: number, template: string): TaskConfig {
  return {
    task_id: taskId,
    intent_template_id: 0,
    sites: ['shopping'],
    webrl: { template, split: 'train', complexity: 1 },
  } as TaskConfig;
}

const siteGroup = (task: TaskConfig) => (task.sites.length > 1 ? 'cross-site' : task.sites[0]!);

describe('spreadOverTemplates', () => {
  it('takes tasks round-robin over templates, in order, up to the budget', () => {
    const tasks = [1, 2, 3, 4, 5, 6].map((id) => builtinTask(id, id <= 4 ? 'a' : 'b'));
    expect(spreadOverTemplates(tasks, 4).map((t) => t.task_id)).toEqual([1, 5, 2, 6]);
    expect(spreadOverTemplates(tasks).map((t) => t.task_id)).toEqual([1, 5, 2, 6, 3, 4]);
  });

  it('passes over the skipped tasks and stops when the set runs out', () => {
    const tasks = [1, 2, 3, 4, 5, 6].map((id) => builtinTask(id, id <= 4 ? 'a' : 'b'));
    expect(spreadOverTemplates(tasks, 10, new Set([1, 6])).map((t) => t.task_id)).toEqual([2, 5, 3, 4]);
  });

  it('groups WebArena tasks, which have no built-in template, by intent_template_id', () => {
    const tasks = lite();
    const templates = new Set(tasks.map((t) => t.intent_template_id));
    const picked = spreadOverTemplates(tasks, templates.size);
    expect(new Set(picked.map((t) => t.intent_template_id)).size).toBe(templates.size);
  });
});

describe('stratifiedSubset', () => {
  it("keeps each site group's share of WebArena-Lite within one task, in file order", () => {
    const tasks = lite();
    const subset = stratifiedSubset(tasks, 40);
    expect(subset).toHaveLength(40);
    const ids = subset.map((t) => t.task_id);
    expect(ids).toEqual(tasks.map((t) => t.task_id).filter((id) => ids.includes(id)));
    const count = (set: TaskConfig[], group: string) => set.filter((t) => siteGroup(t) === group).length;
    for (const group of new Set(tasks.map(siteGroup))) {
      const share = (count(tasks, group) / tasks.length) * 40;
      expect(Math.abs(count(subset, group) - share)).toBeLessThan(1);
    }
  });

  it('gives the whole set for n ≤ 0 or n ≥ its size', () => {
    const tasks = lite();
    expect(stratifiedSubset(tasks, 0)).toHaveLength(tasks.length);
    expect(stratifiedSubset(tasks, 500)).toHaveLength(tasks.length);
  });
});
