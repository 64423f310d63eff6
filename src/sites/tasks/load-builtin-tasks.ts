// Loads a built-in task set by name (`builtin:train`, `builtin:test`, `builtin:test:shopping`):
// builds the pristine databases if needed (cached), opens them read-only and instantiates templates.
import { ConfigError, checkOutputFolder, type TaskConfig } from '../../core/index.js';
import { ensurePristineDatabase } from '../data/pristine-cache.js';
import { SiteDb } from '../data/site-db.js';
import type { Site } from '../site.js';
import {
  buildTaskSets,
  parseBuiltinTaskSetName,
  type TaskSetCounts,
  type TaskSets,
} from './build-task-sets.js';

/** Where the data behind the task sets comes from; the seed must match the host's. */
export interface BuiltinTaskOptions {
  sites: readonly Site[];
  dataDir: string;
  seed: number;
  counts?: Partial<TaskSetCounts>;
}

/** Both splits of the built-in tasks of `sites`. */
export function loadBuiltinTaskSets(options: BuiltinTaskOptions): TaskSets {
  // The pristine files are made under dataDir: a file there would fail in mkdir with a stack trace
  // (tasks list, show, verify and eval load tasks before any site starts), so say it as startSiteHost does.
  checkOutputFolder(
    "the sites' data folder",
    options.dataDir,
    'pass --data-dir (sites.dataDir in a run config) a folder; the default is .cache/sites',
  );
  const open = new Map<string, SiteDb>();
  const databases = new Map(
    options.sites.flatMap((s) => (s.database ? [[s.database.name, s.database]] : [])),
  );
  const db = (name: string): SiteDb => {
    let handle = open.get(name);
    if (!handle) {
      const database = databases.get(name);
      if (!database)
        throw new Error(`a task template asked for database "${name}", which no listed site declares`);
      handle = SiteDb.open(ensurePristineDatabase(database, options), { readonly: true });
      open.set(name, handle);
    }
    return handle;
  };
  try {
    return buildTaskSets(options.sites, { db, seed: options.seed, counts: options.counts });
  } finally {
    for (const handle of open.values()) handle.close();
  }
}

/**
 * One named built-in task set (`parseBuiltinTaskSetName`). A site key keeps the tasks of that
 * site's templates, with their ids from the full set (so task 17 of `builtin:test` is task 17
 * everywhere).
 */
export function loadBuiltinTaskSet(name: string, options: BuiltinTaskOptions): TaskConfig[] {
  const parsed = parseBuiltinTaskSetName(name, options.sites);
  if (!parsed) {
    throw new ConfigError(
      `task set "${name}" is not a built-in set; expected builtin:train, builtin:test or builtin:<train|test>:<site key>`,
    );
  }
  const tasks = loadBuiltinTaskSets(options)[parsed.split];
  if (!parsed.site) return tasks;
  const templates = new Set(parsed.site.templates.map((template) => template.key));
  return tasks.filter((task) => templates.has(task.webrl?.template ?? ''));
}
