import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/index.js';
import { exit } from '../oracle/actions.js';
import type { Site } from '../site.js';
import { guestbookSite } from '../testing/guestbook-site.js';
import { buildTaskSets, parseBuiltinTaskSetName } from './build-task-sets.js';
import { stringMatchEval } from './eval-specs.js';
import { defineTemplate, type TaskTemplate } from './task-template.js';

function template(key: string, id: number, count: number, testOnly = false): TaskTemplate {
  return defineTemplate<{ n: number }>({
    key,
    id,
    sites: ['reddit'],
    intentTemplate: `Task ${key} number {{n}}`,
    complexity: 1,
    testOnly,
    instances: () =>
      Array.from({ length: count }, (_, n) => ({
        vars: { n },
        startUrl: '__REDDIT__',
        eval: stringMatchEval({ must_include: [String(n)] }),
      })),
    *solve() {
      yield exit('');
    },
  });
}

const site = (templates: TaskTemplate[], key = guestbookSite.key): Site => ({
  ...guestbookSite,
  key,
  templates,
});
const noDb = () => {
  throw new Error('no database in this test');
};

describe('buildTaskSets', () => {
  const sites = [
    site([template('reddit/a', 1, 30), template('reddit/b', 2, 5), template('reddit/c', 3, 10, true)]),
  ];

  it('holds out test instances per template and keeps test-only templates out of training', () => {
    const { train, test, pool } = buildTaskSets(sites, {
      db: noDb,
      seed: 1,
      counts: { train: 12, test: 2, testOnly: 4 },
    });
    const count = (tasks: typeof train, key: string) => tasks.filter((t) => t.webrl!.template === key).length;
    expect([count(train, 'reddit/a'), count(test, 'reddit/a'), count(pool, 'reddit/a')]).toEqual([12, 2, 16]);
    expect([count(train, 'reddit/b'), count(test, 'reddit/b')]).toEqual([3, 2]);
    expect([count(train, 'reddit/c'), count(test, 'reddit/c')]).toEqual([0, 4]);
    expect(test.filter((t) => t.webrl!.template === 'reddit/c').every((t) => t.webrl!.testOnlyTemplate)).toBe(
      true,
    );
    const trainIntents = new Set(train.map((t) => t.intent));
    expect(test.some((t) => trainIntents.has(t.intent))).toBe(false);
    expect(train.map((t) => t.task_id)).toEqual(train.map((_, i) => i));
  });

  it('is deterministic for a seed and shuffles differently for another', () => {
    const a = buildTaskSets(sites, { db: noDb, seed: 1 });
    expect(buildTaskSets(sites, { db: noDb, seed: 1 })).toEqual(a);
    expect(buildTaskSets(sites, { db: noDb, seed: 2 }).test.map((t) => t.intent)).not.toEqual(
      a.test.map((t) => t.intent),
    );
  });

  it('rejects two templates with one key or one intent_template_id', () => {
    expect(() =>
      buildTaskSets([site([template('reddit/a', 1, 3), template('reddit/a', 2, 3)])], { db: noDb, seed: 0 }),
    ).toThrow(/two task templates have the key "reddit\/a"/);
    expect(() =>
      buildTaskSets([site([template('reddit/a', 1, 3), template('reddit/b', 1, 3)])], { db: noDb, seed: 0 }),
    ).toThrow(/share intent_template_id 1/);
  });
});

describe('parseBuiltinTaskSetName', () => {
  it('reads the split and an optional site key of the given sites', () => {
    const sites = [
      site([template('shopping/a', 1, 3)], 'shopping'),
      site([template('x/b', 2, 3)], 'homepage'),
    ];
    expect(parseBuiltinTaskSetName('builtin:train', sites)).toEqual({ split: 'train' });
    expect(parseBuiltinTaskSetName('builtin:test:shopping', sites)).toEqual({
      split: 'test',
      site: sites[0],
    });
    expect(parseBuiltinTaskSetName('builtin:test:cross-site', sites)).toEqual({
      split: 'test',
      site: sites[1],
    });
    expect(parseBuiltinTaskSetName('tasks/shop.json', sites)).toBeNull();
    expect(() => parseBuiltinTaskSetName('builtin:test:shop', sites)).toThrow(
      /"shop" is not a built-in site key; the site keys are shopping, and cross-site/,
    );
    expect(() => parseBuiltinTaskSetName('builtin:test:gitlab', sites)).toThrow(
      /no built-in site stands in for WebArena's gitlab/,
    );
    expect(() => parseBuiltinTaskSetName('builtin:tests', sites)).toThrow(ConfigError);
    expect(() => parseBuiltinTaskSetName('builtin:tests', sites)).toThrow(
      /expected builtin:train, builtin:test or/,
    );
  });
});
