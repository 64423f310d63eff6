import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskConfig, TaskConfig as TaskConfigSchema } from '../../../core/index.js';
import { loadBuiltinTaskSets } from '../../tasks/load-builtin-tasks.js';
import { shopAdminSite } from '../shop-admin-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-shop-admin-tasks-'));
let train: TaskConfig[];
let test: TaskConfig[];

beforeAll(() => {
  ({ train, test } = loadBuiltinTaskSets({ sites: [shopAdminSite], dataDir, seed: 0 }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the shop admin task sets', () => {
  it('give exactly 35 test tasks (the admin’s share of 165) and at least 200 training tasks', () => {
    expect(test).toHaveLength(35);
    expect(train.length).toBeGreaterThanOrEqual(200);
  });

  it('hold out every regular template in test and keep at least three templates in test only', () => {
    expect(shopAdminSite.templates.length).toBeGreaterThanOrEqual(15);
    expect(shopAdminSite.templates.filter((t) => t.testOnly).length).toBeGreaterThanOrEqual(3);
    const trainTemplates = new Set(train.map((t) => t.webrl!.template));
    const testTemplates = new Set(test.map((t) => t.webrl!.template));
    for (const template of shopAdminSite.templates) {
      // A training-only template (`counts.test` 0) gives no test task.
      expect(testTemplates.has(template.key), template.key).toBe(template.counts?.test !== 0);
      expect(trainTemplates.has(template.key), template.key).toBe(!template.testOnly);
    }
    const trainIntents = new Set(train.map((t) => t.intent));
    expect(test.filter((t) => trainIntents.has(t.intent))).toEqual([]);
  });

  it('are valid WebArena configs that start in the back office and need its login', () => {
    const types = new Set([...train, ...test].flatMap((t) => t.eval.eval_types));
    expect([...types].sort()).toEqual(['program_html', 'string_match', 'url_match']);
    for (const task of [...train, ...test]) {
      expect(TaskConfigSchema.safeParse(task).success, task.intent).toBe(true);
      expect(task.sites).toEqual(['shopping_admin']);
      expect(task.start_url).toBe('__SHOPPING_ADMIN__');
      expect(task.storage_state).toBe('./.auth/shopping_admin_state.json');
      expect(task.intent_template_id).toBeGreaterThanOrEqual(1100);
      expect(task.intent_template_id).toBeLessThan(1200);
      expect(task.webrl!.complexity).toBeGreaterThanOrEqual(1);
      expect(task.webrl!.complexity).toBeLessThanOrEqual(4);
      for (const check of task.eval.program_html) {
        expect(check.url === 'last' || check.url.startsWith('__SHOPPING_ADMIN__/'), check.url).toBe(true);
      }
    }
  });

  it('check product edits with WebArena’s own locators on the edit form', () => {
    const locators = new Set(
      [...train, ...test]
        .filter((t) => t.webrl!.template.includes('product'))
        .flatMap((t) => t.eval.program_html.map((c) => c.locator)),
    );
    for (const name of [
      'product[price]',
      'product[status]',
      'product[quantity_and_stock_status][qty]',
      'product[quantity_and_stock_status][is_in_stock]',
    ]) {
      expect(locators.has(`document.querySelector('[name="${name}"]').value`), name).toBe(true);
    }
  });

  it('train a yes/no stock question and a review deletion, neither in test', () => {
    const of = (key: string) => train.filter((t) => t.webrl!.template === key);
    expect(test.filter((t) => /delete-review|yes-no/.test(t.webrl!.template))).toEqual([]);
    const yesNo = of('shopping_admin/product-in-stock-yes-no');
    expect(yesNo).toHaveLength(12);
    const answers = yesNo.map((t) => {
      expect(t.intent).toMatch(/ Answer yes or no\.$/);
      expect(t.eval.eval_types).toEqual(['string_match']);
      return JSON.stringify(t.eval.reference_answers?.must_include);
    });
    expect(new Set(answers)).toEqual(new Set([`["yes"]`, `["no"]`]));
    const deletions = of('shopping_admin/delete-review');
    expect(deletions).toHaveLength(12);
    for (const task of deletions) {
      const [gone, kept] = task.eval.program_html;
      const removed = gone!.required_contents;
      const remaining = kept!.required_contents;
      if (!('must_exclude' in removed) || !('must_include' in remaining)) throw new Error(task.intent);
      expect(removed.must_exclude).toContain(task.instantiation_dict.nickname);
      expect(remaining.must_include.length).toBeGreaterThan(0);
      expect(gone!.url).toBe(kept!.url);
      expect(gone!.url).toContain('/review/product/?filters%5Bname%5D=');
      for (const name of remaining.must_include)
        for (const text of removed.must_exclude) expect(name.toLowerCase()).not.toContain(text.toLowerCase());
    }
  });

  it('draw the same tasks for the same seed and others for another seed', () => {
    expect(loadBuiltinTaskSets({ sites: [shopAdminSite], dataDir, seed: 0 }).test).toEqual(test);
    expect(loadBuiltinTaskSets({ sites: [shopAdminSite], dataDir, seed: 1 }).test).not.toEqual(test);
  });
});
