// Turns the sites' task templates into WebArena task configs split into train and test: instances
// come from the pristine databases, shuffled by a seed per template, the first few held out for test;
// templates marked testOnly go to test alone.
import { ConfigError, SITE_KEYS, type SiteKey, type TaskConfig } from '../../core/index.js';
import { Rng } from '../data/rng.js';
import type { SiteDb } from '../data/site-db.js';
import type { Site } from '../site.js';
import { fillTemplate, type TaskTemplate } from './task-template.js';

/** How many instances of each template go to each split, unless the template says otherwise. */
export interface TaskSetCounts {
  /** Training instances per template (default 12). */
  train: number;
  /** Held-out test instances per training template (default 2). */
  test: number;
  /** Instances per test-only template (default 4). */
  testOnly: number;
}

const DEFAULT_COUNTS: TaskSetCounts = { train: 12, test: 2, testOnly: 4 };

/** The two task sets, and the spare instances. Task ids run 0…N-1 within each. */
export interface TaskSets {
  train: TaskConfig[];
  test: TaskConfig[];
  /**
   * Instances of training templates beyond the training count (split `generated`): what an
   * LLM-free curriculum can draw "same template, different details" tasks from. Never test tasks.
   */
  pool: TaskConfig[];
}

/** Builds both splits from every template of `sites`. */
export function buildTaskSets(
  sites: readonly Site[],
  options: { db: (name: string) => SiteDb; seed: number; counts?: Partial<TaskSetCounts> },
): TaskSets {
  const counts = { ...DEFAULT_COUNTS, ...options.counts };
  const train: Omit<TaskConfig, 'task_id'>[] = [];
  const test: Omit<TaskConfig, 'task_id'>[] = [];
  const pool: Omit<TaskConfig, 'task_id'>[] = [];
  const seenKeys = new Set<string>();
  const seenIds = new Map<number, string>();
  for (const site of sites) {
    for (const template of site.templates) {
      if (seenKeys.has(template.key)) throw new Error(`two task templates have the key "${template.key}"`);
      const other = seenIds.get(template.id);
      if (other)
        throw new Error(`templates ${other} and ${template.key} share intent_template_id ${template.id}`);
      seenKeys.add(template.key);
      seenIds.set(template.id, template.key);
      const configs = instantiate(template, options.db, options.seed);
      if (template.testOnly) {
        test.push(...configs.slice(0, template.counts?.test ?? counts.testOnly).map(inSplit('test', true)));
        continue;
      }
      const testCount = template.counts?.test ?? counts.test;
      const trainCount = template.counts?.train ?? counts.train;
      test.push(...configs.slice(0, testCount).map(inSplit('test', false)));
      train.push(...configs.slice(testCount, testCount + trainCount).map(inSplit('train', false)));
      pool.push(...configs.slice(testCount + trainCount).map(inSplit('generated', false)));
    }
  }
  return { train: numbered(train), test: numbered(test), pool: numbered(pool) };
}

/** All instances of a template as configs (without task ids), shuffled by the seed, intents unique. */
function instantiate(template: TaskTemplate, db: (name: string) => SiteDb, seed: number) {
  const rng = new Rng(`${seed}:${template.key}`);
  const instances = template.instances({ db, rng: rng.derive('instances') });
  const seenIntents = new Set<string>();
  const configs: Omit<TaskConfig, 'task_id'>[] = [];
  for (const instance of instances) {
    const intent = fillTemplate(template.key, template.intentTemplate, instance.vars);
    if (seenIntents.has(intent)) continue;
    seenIntents.add(intent);
    configs.push({
      sites: [...template.sites],
      require_login: true,
      storage_state: storageState(template.sites),
      start_url: instance.startUrl,
      geolocation: null,
      intent_template: template.intentTemplate,
      instantiation_dict: { ...instance.vars },
      intent,
      // Built-in tasks assume pristine sites; a reset costs milliseconds, so every task asks for one.
      require_reset: true,
      eval: instance.eval,
      intent_template_id: template.id,
      webrl: {
        template: template.key,
        split: 'train',
        complexity: template.complexity,
        ...(instance.oracle ? { oracle: { ...instance.oracle } } : {}),
      },
    });
  }
  return rng.derive('split').shuffle(configs);
}

function inSplit(split: 'train' | 'test' | 'generated', testOnlyTemplate: boolean) {
  return (config: Omit<TaskConfig, 'task_id'>): Omit<TaskConfig, 'task_id'> => ({
    ...config,
    webrl: { ...config.webrl!, split, ...(testOnlyTemplate ? { testOnlyTemplate: true } : {}) },
  });
}

function numbered(configs: Omit<TaskConfig, 'task_id'>[]): TaskConfig[] {
  // task_id second in the object, as in WebArena's files.
  return configs.map(({ sites, ...rest }, task_id) => ({ sites, task_id, ...rest }) as TaskConfig);
}

/** WebArena's storage-state file name for a site combination (`./.auth/shopping_state.json`). */
function storageState(sites: readonly SiteKey[]): string | null {
  const loginSites = sites.filter((s) => ['shopping', 'shopping_admin', 'reddit', 'gitlab'].includes(s));
  if (loginSites.length === 0) return null;
  const ordered = [...loginSites].sort((a, b) => a.localeCompare(b));
  return `./.auth/${ordered.join('.')}_state.json`;
}

const CROSS_SITE = 'cross-site';
const SET_FORMS = 'builtin:train, builtin:test or builtin:<train|test>:<site key>';

/**
 * Parses `builtin:<split>` and `builtin:<split>:<site key>`; null for other names (task files). A
 * key is a built-in site's, and selects the tasks of that site's templates, which is the site's
 * group in the eval and the report; `cross-site` (the name they give it) or `homepage` selects the
 * homepage's tasks, each of which runs on several sites. A key that selects nothing is refused with
 * the keys that do.
 */
export function parseBuiltinTaskSetName(
  name: string,
  sites: readonly Site[],
): { split: 'train' | 'test'; site?: Site } | null {
  if (!name.startsWith('builtin:')) return null;
  const [, split, key, ...rest] = name.split(':');
  if ((split !== 'train' && split !== 'test') || rest.length > 0) {
    throw new ConfigError(`task set "${name}" is not a built-in set; expected ${SET_FORMS}`);
  }
  if (key === undefined) return { split };
  const siteOf = (k: string) => sites.find((site) => site.key === (k === CROSS_SITE ? 'homepage' : k));
  const site = siteOf(key);
  if (site && site.templates.length > 0) return { split, site };
  const lower = key.toLowerCase();
  const why =
    siteOf(lower) !== undefined
      ? `"${key}" is not a site key (they are lower case: builtin:${split}:${lower})`
      : (SITE_KEYS as readonly string[]).includes(key)
        ? `no built-in site stands in for WebArena's ${key}, so no built-in task runs there`
        : `"${key}" is not a built-in site key`;
  const single = sites.filter((s) => s.key !== 'homepage' && s.templates.length > 0).map((s) => s.key);
  const keys = `${single.join(', ')}, and ${CROSS_SITE} (or homepage) for the tasks that use several sites, starting on the homepage`;
  throw new ConfigError(`task set "${name}": ${why}; the site keys are ${keys}`);
}
