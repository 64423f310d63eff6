// Which tasks a budget takes from a task set: round-robin over templates (demonstrations, seed
// rollouts, the ORM's and SFT's task lists), and a test subset in proportion to each site group and,
// within it, to its test-only templates.
import type { TaskConfig } from '../core/index.js';

/** A task's template: the built-in sites' template name, else WebArena's intent_template_id. */
function templateKey(task: TaskConfig): string {
  return task.webrl?.template ?? `template-${task.intent_template_id}`;
}

/** A task's site group: its one site, or cross-site. */
function siteGroupOf(task: TaskConfig): string {
  return task.sites.length > 1 ? 'cross-site' : task.sites[0]!;
}

/**
 * The first `limit` tasks taken round-robin over templates: one instance of every template, then a
 * second of each, …, so a small budget still covers every site and kind of task instead of the
 * first ones in the file. The templates take their turns with the site groups interleaved in
 * proportion to their template counts (interleaveSiteGroups). Tasks whose id is in `skip` are passed
 * over. Deterministic for the given order.
 */
export function spreadOverTemplates(
  tasks: readonly TaskConfig[],
  limit = tasks.length,
  skip: ReadonlySet<number> = new Set(),
): TaskConfig[] {
  const byTemplate = new Map<string, TaskConfig[]>();
  for (const task of tasks) {
    if (skip.has(task.task_id)) continue;
    const key = templateKey(task);
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), task]);
  }
  const queues = interleaveSiteGroups([...byTemplate.values()]);
  const picked: TaskConfig[] = [];
  for (let round = 0; picked.length < limit && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      if (picked.length >= limit) break;
      const task = queue[round];
      if (task) picked.push(task);
    }
  }
  return picked;
}

/**
 * Template queues reordered so that every prefix holds each site group's share of the templates:
 * the i-th of a group's n templates sits at (i + ½)/n, in the set's order within a group. In file
 * order builtin:train lists its 27 shopping and 28 admin templates first, so the quick preset's 60
 * seed rollouts (the templates' first round) held no reddit, map or cross-site task, and only 5 of
 * gitlab. Phase 1's tasks grow from those rollouts' failures, the next phases' from theirs, so the
 * curriculum never produced a task on those sites (measured: 300 rollouts over 3 phases, all of
 * them shopping, admin or gitlab). The 100 demonstrations likewise held 5 of 17 map templates and
 * none of the cross-site ones, and the ORM's corrupted negatives (the first 60) none of reddit or map.
 */
function interleaveSiteGroups(queues: readonly TaskConfig[][]): TaskConfig[][] {
  const groups = groupBy(queues, (queue) => siteGroupOf(queue[0]!));
  return groups
    .flatMap((group, g) => group.map((queue, i) => ({ queue, g, at: (i + 0.5) / group.length })))
    .sort((a, b) => a.at - b.at || a.g - b.g)
    .map((entry) => entry.queue);
}

/**
 * `n` test tasks in proportion to each site group's share of the set (WebArena-Lite's mix), and
 * within a group to its share of test-only templates (`webrl.testOnlyTemplate`), spread over
 * templates within each part, in the set's order; `n` ≤ 0 or ≥ the set's size gives the whole set.
 * Without the second split a small subset took the templates listed first, the trained ones, and
 * held no test-only task at all: it measured new instances and none of the generalisation.
 */
export function stratifiedSubset(tasks: readonly TaskConfig[], n: number): TaskConfig[] {
  if (n <= 0 || n >= tasks.length) return [...tasks];
  const groups = groupBy(tasks, siteGroupOf);
  const groupSizes = apportion(
    groups.map((g) => g.length),
    n,
  );
  const picked = new Set(
    groups.flatMap((group, i) => {
      const kinds = groupBy(group, (task) => String(task.webrl?.testOnlyTemplate === true));
      const kindSizes = apportion(
        kinds.map((k) => k.length),
        groupSizes[i]!,
      );
      return kinds.flatMap((kind, j) => spreadOverTemplates(kind, kindSizes[j]!));
    }),
  );
  return tasks.filter((t) => picked.has(t));
}

/** The items split by a key, in order of first appearance. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.values()];
}

/** Largest-remainder apportionment of `n` seats over parts of these sizes; the seats add up to n. */
function apportion(sizes: readonly number[], n: number): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  const exact = sizes.map((size) => (size / total) * n);
  const seats = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; seats.reduce((a, b) => a + b, 0) < n; k++) seats[order[k % order.length]![1]]! += 1;
  return seats;
}
