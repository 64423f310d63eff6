import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskConfig, TaskConfig as TaskConfigSchema } from '../../../core/index.js';
import { loadBuiltinTaskSets } from '../../tasks/load-builtin-tasks.js';
import { codeHostSite } from '../code-host-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-code-host-tasks-'));
let train: TaskConfig[];
let test: TaskConfig[];

beforeAll(() => {
  ({ train, test } = loadBuiltinTaskSets({ sites: [codeHostSite], dataDir, seed: 0 }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the code host task sets', () => {
  it('give exactly 30 test tasks (the code host’s share of 165) and at least 200 training tasks', () => {
    expect(test).toHaveLength(30);
    expect(train.length).toBeGreaterThanOrEqual(200);
  });

  it('hold every regular template in both splits (training-only ones in train alone) and at least three templates in test only', () => {
    expect(codeHostSite.templates.length).toBeGreaterThanOrEqual(15);
    expect(codeHostSite.templates.filter((t) => t.testOnly).length).toBeGreaterThanOrEqual(3);
    const trainTemplates = new Set(train.map((t) => t.webrl!.template));
    const testTemplates = new Set(test.map((t) => t.webrl!.template));
    for (const template of codeHostSite.templates) {
      // A training-only template (`counts.test` 0) gives no test task.
      expect(testTemplates.has(template.key), template.key).toBe(template.counts?.test !== 0);
      expect(trainTemplates.has(template.key), template.key).toBe(!template.testOnly);
    }
    const trainIntents = new Set(train.map((t) => t.intent));
    expect(test.filter((t) => trainIntents.has(t.intent))).toEqual([]);
  });

  it('use intent template ids 4001–4099, one per template', () => {
    const ids = codeHostSite.templates.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > 4000 && id < 4100)).toBe(true);
  });

  it('cover information seeking, navigation and state changes with valid WebArena configs', () => {
    const types = new Set([...train, ...test].flatMap((t) => t.eval.eval_types));
    expect([...types].sort()).toEqual(['program_html', 'string_match', 'url_match']);
    for (const task of [...train, ...test]) {
      expect(TaskConfigSchema.safeParse(task).success, task.intent).toBe(true);
      expect(task.sites).toEqual(['gitlab']);
      expect(task.start_url).toBe('__GITLAB__');
      expect(task.storage_state).toBe('./.auth/gitlab_state.json');
      expect(task.intent).not.toMatch(/\{\{/);
    }
  });

  it('check member roles with WebArena’s gitlab_get_project_memeber_role helper on the members page', () => {
    const invites = [...train, ...test].filter((t) => t.webrl!.template === 'gitlab/invite-member');
    expect(invites.length).toBeGreaterThan(0);
    for (const task of invites) {
      const [check] = task.eval.program_html;
      expect(check!.url).toMatch(/^__GITLAB__\/[\w.-]+\/[\w.-]+\/-\/project_members$/);
      expect(check!.locator).toMatch(/^func:gitlab_get_project_memeber_role\(__page__, '[\w.-]+'\)$/);
      const role = (check!.required_contents as { must_include: string[] }).must_include[0];
      expect(task.intent).toContain(`as ${role}`);
    }
  });

  it('train, and never test, on removing a member and on yes/no issue questions, with checks that can fail', () => {
    const of = (key: string) => train.filter((t) => t.webrl!.template === key);
    const keys = ['gitlab/remove-member', 'gitlab/issue-open-yes-no'];
    expect(test.filter((t) => keys.includes(t.webrl!.template!))).toEqual([]);
    const questions = of('gitlab/issue-open-yes-no');
    expect(questions).toHaveLength(12);
    const answers = questions.map((t) => {
      expect(t.intent).toMatch(/ still open\? Answer yes or no\.$/);
      expect(t.eval.eval_types).toEqual(['string_match']);
      return (t.eval.reference_answers as { must_include: string[] }).must_include;
    });
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set(['["yes"]', '["no"]']));
    const removals = of('gitlab/remove-member');
    expect(removals).toHaveLength(12);
    for (const task of removals) {
      const [gone, ...kept] = task.eval.program_html;
      expect(gone!.url).toMatch(/^__GITLAB__\/[\w.-]+\/[\w.-]+\/-\/project_members$/);
      const excluded = (gone!.required_contents as { must_exclude: string[] }).must_exclude;
      expect(excluded).toHaveLength(2);
      expect(excluded).not.toContain('@byteblaze');
      expect(excluded.some((name) => task.intent.includes(` ${name.replace(/^@/, '')} from `))).toBe(true);
      // Everyone else stays (byteblaze at least), and no name that stays contains the removed one.
      const included = kept.flatMap((c) => (c.required_contents as { must_include: string[] }).must_include);
      expect(included).toContain('@byteblaze');
      for (const name of excluded) {
        for (const other of included) expect(other.toLowerCase()).not.toContain(name.toLowerCase());
      }
      for (const check of task.eval.program_html) expect(check.url).toBe(gone!.url);
    }
  });

  it('draw the same tasks for the same seed and others for another seed', () => {
    expect(loadBuiltinTaskSets({ sites: [codeHostSite], dataDir, seed: 0 }).test).toEqual(test);
    expect(loadBuiltinTaskSets({ sites: [codeHostSite], dataDir, seed: 1 }).test).not.toEqual(test);
  });
});
