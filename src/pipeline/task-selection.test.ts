import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTaskFile, type TaskConfig } from '../core/index.js';
import { spreadOverTemplates, stratifiedSubset } from './task-selection.js';

const LITE = resolve(import.meta.dirname, '../../../shared/data/webarena-lite/test_webarena_lite.raw.json');
const lite = () => parseTaskFile(readFileSync(LITE, 'utf8'), LITE).tasks;

function builtinTask(taskId: number, template: string, sites = ['shopping']): TaskConfig {
  return {
    task_id: taskId,
    intent_template_id: 0,
    sites,
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

  it("interleaves the site groups' templates in proportion, though the set lists one site first", () => {
    // Four shopping templates, then two of reddit, one of map, one cross-site: two tasks each.
    const plan: [string, string[]][] = [
      ['a', ['shopping']],
      ['b', ['shopping']],
      ['c', ['shopping']],
      ['d', ['shopping']],
      ['e', ['reddit']],
      ['f', ['reddit']],
      ['g', ['map']],
      ['h', ['map', 'reddit']],
    ];
    const tasks = plan.flatMap(([template, sites], i) => [
      builtinTask(2 * i, template, sites),
      builtinTask(2 * i + 1, template, sites),
    ]);
    // Shopping holds half the templates, so half of any prefix; cross-site an eighth of them.
    expect(spreadOverTemplates(tasks, 4).map(siteGroup)).toEqual(['shopping', 'reddit', 'shopping', 'map']);
    expect(new Set(spreadOverTemplates(tasks, 5).map(siteGroup)).size).toBe(4);
    // Every template once before any twice, in the same interleaved order both rounds.
    const order = spreadOverTemplates(tasks).map((t) => t.webrl!.template);
    expect(order.slice(0, 8)).toEqual(['a', 'e', 'b', 'g', 'h', 'c', 'f', 'd']);
    expect(order.slice(8)).toEqual(order.slice(0, 8));
  });

  it("gives every prefix of WebArena-Lite's templates each site group's share", () => {
    const tasks = lite();
    const all = spreadOverTemplates(tasks);
    const templates = new Set(tasks.map((t) => t.intent_template_id)).size;
    const shares = new Map<string, number>();
    for (const t of all.slice(0, templates)) shares.set(siteGroup(t), (shares.get(siteGroup(t)) ?? 0) + 1);
    for (const n of [10, 20, 40]) {
      const prefix = all.slice(0, n);
      for (const [group, count] of shares) {
        const got = prefix.filter((t) => siteGroup(t) === group).length;
        expect(Math.abs(got - (count / templates) * n), `${group} in the first ${n}`).toBeLessThan(1.5);
      }
    }
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

  it("keeps the test-only templates' share of each site group, though the set lists them last", () => {
    const trained = 'abcdefg'.split('').flatMap((t, i) => [builtinTask(2 * i, t), builtinTask(2 * i + 1, t)]);
    const testOnly = 'xyz'
      .split('')
      .flatMap((t, i) => [20 + 2 * i, 21 + 2 * i].map((id) => builtinTask(id, t)));
    for (const task of testOnly) task.webrl = { ...task.webrl!, split: 'test', testOnlyTemplate: true };
    const subset = stratifiedSubset([...trained, ...testOnly], 10);
    expect(subset.map((t) => t.webrl!.template)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'x', 'y', 'z']);
    // With a second site the group shares come first: 15 of 30 is 10 shopping (3 test-only), 5 gitlab.
    const gitlab = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39].map((id) => ({
      ...builtinTask(id, `g${id % 5}`),
      sites: ['gitlab' as const],
    }));
    const mixed = stratifiedSubset([...trained, ...gitlab, ...testOnly], 15);
    expect(mixed.filter((t) => t.sites[0] === 'gitlab')).toHaveLength(5);
    expect(mixed.filter((t) => t.webrl!.testOnlyTemplate).map((t) => t.task_id)).toEqual([20, 22, 24]);
  });

  it('gives the whole set for n ≤ 0 or n ≥ its size', () => {
    const tasks = lite();
    expect(stratifiedSubset(tasks, 0)).toHaveLength(tasks.length);
    expect(stratifiedSubset(tasks, 500)).toHaveLength(tasks.length);
  });
});
