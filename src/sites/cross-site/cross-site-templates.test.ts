import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskConfig, TaskConfig as TaskConfigSchema } from '../../core/index.js';
import { builtinSites } from '../builtin-sites.js';
import { ensurePristineDatabase } from '../data/pristine-cache.js';
import { SiteDb } from '../data/site-db.js';
import { homepageSite } from '../homepage/homepage-site.js';
import { buildTaskSets } from '../tasks/build-task-sets.js';
import { crossSiteTemplates } from './index.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-cross-site-'));
const open: SiteDb[] = [];
let train: TaskConfig[];
let test: TaskConfig[];

beforeAll(() => {
  const databases = new Map(builtinSites.flatMap((s) => (s.database ? [[s.database.name, s.database]] : [])));
  const handles = new Map<string, SiteDb>();
  const db = (name: string) => {
    let handle = handles.get(name);
    if (!handle) {
      handle = SiteDb.open(ensurePristineDatabase(databases.get(name)!, { dataDir, seed: 0 }), {
        readonly: true,
      });
      handles.set(name, handle);
      open.push(handle);
    }
    return handle;
  };
  ({ train, test } = buildTaskSets([homepageSite], { db, seed: 0 }));
}, 600_000);
afterAll(() => {
  for (const handle of open) handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the cross-site task sets', () => {
  it('give exactly 10 test tasks and at least 50 training tasks, from the home page’s templates', () => {
    expect(homepageSite.templates).toBe(crossSiteTemplates);
    expect(test).toHaveLength(10);
    expect(train.length).toBeGreaterThanOrEqual(50);
    const trainIntents = new Set(train.map((t) => t.intent));
    expect(test.filter((t) => trainIntents.has(t.intent))).toEqual([]);
    for (const template of crossSiteTemplates) {
      expect(
        test.some((t) => t.webrl!.template === template.key),
        template.key,
      ).toBe(true);
      expect(
        train.some((t) => t.webrl!.template === template.key),
        template.key,
      ).toBe(!template.testOnly);
    }
  });

  it('span two sites, start on the home page and check the final state on the second site', () => {
    for (const task of [...train, ...test]) {
      expect(TaskConfigSchema.safeParse(task).success, task.intent).toBe(true);
      expect(task.sites).toHaveLength(2);
      expect(new Set(task.sites).size).toBe(2);
      expect(task.start_url).toBe('__HOMEPAGE__');
      expect(task.eval.eval_types).toContain('program_html');
    }
  });

  it('spell out in the intent every title the oracle may type', () => {
    for (const task of [...train, ...test]) {
      const check = task.eval.program_html[0]!.required_contents;
      const expected = 'exact_match' in check ? check.exact_match : undefined;
      if (expected !== undefined) expect(task.intent, task.webrl!.template).toContain(expected);
    }
  });
});
