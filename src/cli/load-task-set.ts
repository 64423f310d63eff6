// Loads a task set named on the command line: a built-in set (`builtin:train`, `builtin:test`,
// `builtin:test:shopping`, generated from the built-in sites' data) or a WebArena task file.
import { loadValidTasks, type TaskConfig } from '../core/index.js';
import { builtinSites, loadBuiltinTaskSet, parseBuiltinTaskSetName } from '../sites/index.js';

/** Where built-in task sets get their data; the seed must match the sites the tasks run on. */
export interface TaskSetSource {
  dataDir: string;
  seed: number;
}

/** The tasks of a named set or file. */
export async function loadTaskSet(name: string, source: TaskSetSource): Promise<TaskConfig[]> {
  if (!isBuiltinTaskSet(name)) return loadValidTasks(name);
  return loadBuiltinTaskSet(name, { sites: builtinSites, ...source });
}

/** Whether a name is a built-in set (its tasks then run on the built-in sites). */
export function isBuiltinTaskSet(name: string): boolean {
  return parseBuiltinTaskSetName(name, builtinSites) !== null;
}
