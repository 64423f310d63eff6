// Loads a task set named on the command line: a built-in set (`builtin:train`, `builtin:test`,
// `builtin:test:shopping`, generated from the built-in sites' data) or a WebArena task file.
import { ConfigError, loadValidTasks, SITE_KEYS, type TaskConfig } from '../core/index.js';
import { builtinSites, loadBuiltinTaskSet, type Site } from '../sites/index.js';

/** Where built-in task sets get their data; the seed must match the sites the tasks run on. */
export interface TaskSetSource {
  dataDir: string;
  seed: number;
}

/**
 * The site keys a built-in set name takes: each built-in site's key, and `cross-site`, the name the
 * eval and the report give the homepage's tasks (each of them runs on several sites).
 */
const CROSS_SITE = 'cross-site';
const homepage = builtinSites.find((site) => site.key === 'homepage');

function siteOfKey(key: string): Site | undefined {
  return key === CROSS_SITE ? homepage : builtinSites.find((site) => site.key === key);
}

/** `shopping, …, map, and cross-site (or homepage) for the tasks that use several sites`. */
function builtinSiteKeys(): string {
  const single = builtinSites.filter((site) => site !== homepage && site.templates.length > 0);
  return `${single.map((site) => site.key).join(', ')}, and ${CROSS_SITE} (or ${homepage?.key}) for the tasks that use several sites, starting on the homepage`;
}

const SET_FORMS = 'builtin:train, builtin:test or builtin:<train|test>:<site key>';

/**
 * Parses `builtin:<split>` and `builtin:<split>:<site key>`; null for other names (task files). A
 * key selects the tasks of that built-in site's templates, which is the site's group in the eval.
 */
function parseTaskSetName(name: string): { split: 'train' | 'test'; site?: Site } | null {
  if (!name.startsWith('builtin:')) return null;
  const [, split, key, ...rest] = name.split(':');
  if ((split !== 'train' && split !== 'test') || rest.length > 0) {
    throw new ConfigError(`task set "${name}" is not a built-in set; expected ${SET_FORMS}`);
  }
  if (key === undefined) return { split };
  const site = siteOfKey(key);
  if (site && site.templates.length > 0) return { split, site };
  const lower = key.toLowerCase();
  const why =
    siteOfKey(lower) !== undefined
      ? `"${key}" is not a site key (they are lower case: builtin:${split}:${lower})`
      : (SITE_KEYS as readonly string[]).includes(key)
        ? `no built-in site stands in for WebArena's ${key}, so no built-in task runs there`
        : `"${key}" is not a built-in site key`;
  throw new ConfigError(`task set "${name}": ${why}; the site keys are ${builtinSiteKeys()}`);
}

/** The tasks of a named set or file. */
export async function loadTaskSet(name: string, source: TaskSetSource): Promise<TaskConfig[]> {
  const parsed = parseTaskSetName(name);
  if (!parsed) return loadValidTasks(name);
  const tasks = loadBuiltinTaskSet(`builtin:${parsed.split}`, { sites: builtinSites, ...source });
  if (!parsed.site) return tasks;
  // Ids stay those of the full set, so task 17 of `builtin:test` is task 17 everywhere.
  const templates = new Set(parsed.site.templates.map((template) => template.key));
  return tasks.filter((task) => templates.has(task.webrl?.template ?? ''));
}

/** Whether a name is a built-in set (its tasks then run on the built-in sites). */
export function isBuiltinTaskSet(name: string): boolean {
  return parseTaskSetName(name) !== null;
}
