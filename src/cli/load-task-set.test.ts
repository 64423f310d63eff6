import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../core/index.js';
import { isBuiltinTaskSet, loadTaskSet, type TaskSetSource } from './load-task-set.js';

let source: TaskSetSource;
beforeAll(async () => {
  source = { dataDir: await mkdtemp(join(tmpdir(), 'webrl-task-set-')), seed: 0 };
});
afterAll(async () => {
  await rm(source.dataDir, { recursive: true, force: true });
});

const KEYS = 'shopping, shopping_admin, gitlab, reddit, map, and cross-site (or homepage)';

describe('loadTaskSet', () => {
  it('splits builtin:test by site key, each task under one key, cross-site and homepage alike', async () => {
    const all = await loadTaskSet('builtin:test', source);
    const ids = async (key: string) =>
      (await loadTaskSet(`builtin:test:${key}`, source)).map((task) => task.task_id);
    const bySite = new Map<string, number[]>();
    for (const key of ['shopping', 'shopping_admin', 'gitlab', 'reddit', 'map', 'cross-site']) {
      bySite.set(key, await ids(key));
      expect(bySite.get(key)!.length, key).toBeGreaterThan(0);
    }
    expect([...bySite.values()].flat().sort((a, b) => a - b)).toEqual(all.map((task) => task.task_id));
    expect(await ids('homepage')).toEqual(bySite.get('cross-site'));
    const crossSite = new Set(bySite.get('cross-site'));
    for (const task of all)
      expect(task.sites.length > 1, `task ${task.task_id}`).toBe(crossSite.has(task.task_id));
  }, 60_000);

  it('refuses a key that selects nothing, listing the keys that select something', async () => {
    const refusal = (name: string): Promise<Error> =>
      loadTaskSet(name, source).then(
        () => new Error(`${name} was accepted`),
        (error: unknown) => error as Error,
      );
    const wikipedia = await refusal('builtin:test:wikipedia');
    expect(wikipedia).toBeInstanceOf(ConfigError);
    expect(wikipedia.message).toBe(
      `task set "builtin:test:wikipedia": no built-in site stands in for WebArena's wikipedia, so no built-in task runs there; the site keys are ${KEYS} for the tasks that use several sites, starting on the homepage`,
    );
    expect((await refusal('builtin:test:Shopping')).message).toMatch(
      /^task set "builtin:test:Shopping": "Shopping" is not a site key \(they are lower case: builtin:test:shopping\); the site keys are shopping, /,
    );
    expect((await refusal('builtin:train:shop')).message).toContain(
      `"shop" is not a built-in site key; the site keys are ${KEYS}`,
    );
    expect((await refusal('builtin:tests')).message).toContain('expected builtin:train, builtin:test or');
  });

  it('tells built-in set names from task files', () => {
    expect(isBuiltinTaskSet('builtin:test:cross-site')).toBe(true);
    expect(isBuiltinTaskSet('tasks/shop.json')).toBe(false);
  });
});
