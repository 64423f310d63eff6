import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskConfig } from '../../../core/index.js';
import { TaskConfig as TaskConfigSchema } from '../../../core/index.js';
import { loadBuiltinTaskSets } from '../../tasks/load-builtin-tasks.js';
import { forumSite } from '../forum-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-forum-tasks-'));
let train: TaskConfig[];
let test: TaskConfig[];

beforeAll(() => {
  ({ train, test } = loadBuiltinTaskSets({ sites: [forumSite], dataDir, seed: 0 }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the forum task sets', () => {
  it('give exactly 19 test tasks (the forum’s share of 165) and at least 200 training tasks', () => {
    expect(test).toHaveLength(19);
    expect(train.length).toBeGreaterThanOrEqual(200);
  });

  it('hold every regular template in both splits (training-only ones in train alone) and at least three templates in test only', () => {
    const trainTemplates = new Set(train.map((t) => t.webrl!.template));
    const testTemplates = new Set(test.map((t) => t.webrl!.template));
    expect(forumSite.templates.length).toBeGreaterThanOrEqual(15);
    const testOnly = forumSite.templates.filter((t) => t.testOnly);
    expect(testOnly.length).toBeGreaterThanOrEqual(3);
    for (const template of forumSite.templates) {
      // A training-only template (`counts.test` 0) gives no test task.
      expect(testTemplates.has(template.key), template.key).toBe(template.counts?.test !== 0);
      expect(trainTemplates.has(template.key), template.key).toBe(!template.testOnly);
    }
    const trainIntents = new Set(train.map((t) => t.intent));
    expect(test.filter((t) => trainIntents.has(t.intent))).toEqual([]);
  });

  it('cover information seeking, navigation and state changes with valid WebArena configs', () => {
    const types = new Set([...train, ...test].flatMap((t) => t.eval.eval_types));
    expect([...types].sort()).toEqual(['program_html', 'string_match', 'url_match']);
    for (const task of [...train, ...test]) {
      expect(TaskConfigSchema.safeParse(task).success, task.intent).toBe(true);
      expect(task.sites).toEqual(['reddit']);
      expect(task.storage_state).toBe('./.auth/reddit_state.json');
      expect(task.webrl!.complexity).toBeGreaterThanOrEqual(1);
      expect(task.webrl!.complexity).toBeLessThanOrEqual(4);
      expect(task.intent).not.toMatch(/\{\{/);
    }
  });

  it('check new posts on their own page through reddit_get_post_url, as WebArena does', () => {
    const posts = [...train, ...test].filter((t) => t.webrl!.template === 'reddit/create-post');
    expect(posts.length).toBeGreaterThan(0);
    for (const task of posts) {
      expect(task.eval.program_html[0]!.url).toBe("func:reddit_get_post_url('__last_url__')");
      expect(task.eval.program_html[0]!.locator).toBe(
        'document.querySelector(".submission__inner").outerText',
      );
    }
  });

  it('train yes/no answers and removals with training-only templates whose checks can fail', () => {
    const of = (key: string) => train.filter((t) => t.webrl!.template === key);
    for (const key of ['reddit/unsubscribe-forum', 'reddit/delete-own-post', 'reddit/post-comments-above']) {
      expect(
        test.filter((t) => t.webrl!.template === key),
        key,
      ).toEqual([]);
    }
    // Yes/no: each answer half the time, the question ending as the test set's do.
    const above = of('reddit/post-comments-above');
    expect(above).toHaveLength(12);
    const answers = above.map((t) => t.eval.reference_answers!.must_include![0]);
    expect(answers.filter((a) => a === 'yes')).toHaveLength(6);
    expect(answers.filter((a) => a === 'no')).toHaveLength(6);
    for (const task of above) expect(task.intent).toMatch(/ Answer yes or no\.$/);
    // Removals: the removed name gone, every other entry of the list kept, and none of those
    // containing the removed name (else its absence could never be seen).
    const unsubscribe = of('reddit/unsubscribe-forum');
    const deletes = of('reddit/delete-own-post');
    expect(unsubscribe).toHaveLength(6);
    expect(deletes).toHaveLength(12);
    for (const task of [...unsubscribe, ...deletes]) {
      const [gone, kept] = task.eval.program_html;
      const removed = Object.values(task.instantiation_dict)[0] as string;
      expect(gone!.required_contents).toEqual({ must_exclude: [removed] });
      expect(kept!.url).toBe(gone!.url);
      expect(kept!.locator).toBe(gone!.locator);
      const others = (kept!.required_contents as { must_include: string[] }).must_include;
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) expect(other.toLowerCase()).not.toContain(removed.toLowerCase());
    }
  });

  it('draw the same tasks for the same seed', () => {
    const again = loadBuiltinTaskSets({ sites: [forumSite], dataDir, seed: 0 });
    expect(again.test).toEqual(test);
    expect(loadBuiltinTaskSets({ sites: [forumSite], dataDir, seed: 1 }).test).not.toEqual(test);
  });
});
