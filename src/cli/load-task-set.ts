// Loads a task set named on the command line: a built-in set (`builtin:train`, `builtin:test`,
// `builtin:test:shopping`, generated from the built-in sites' data) or a WebArena task file.
import { ConfigError, loadValidTasks, type TaskConfig } from '../core/index.js';
import { builtinSites, loadBuiltinTaskSet, parseBuiltinTaskSetName } from '../sites/index.js';

/** Where built-in task sets get their data; the seed must match the sites the tasks run on. */
export interface TaskSetSource {
  dataDir: string;
  seed: number;
}

/** The tasks of a named set or file. */
export async function loadTaskSet(name: string, source: TaskSetSource): Promise<TaskConfig[]> {
  if (!isBuiltinTaskSet(name)) {
    const tasks = await loadValidTasks(name);
    if (tasks.length === 0) throw noTasksError(name);
    return tasks;
  }
  return loadBuiltinTaskSet(name, { sites: builtinSites, ...source });
}

/** Whether a name is a built-in set (its tasks then run on the built-in sites). */
export function isBuiltinTaskSet(name: string): boolean {
  return parseBuiltinTaskSetName(name, builtinSites) !== null;
}

/** A task file holding an empty array: a mistake in what was given, for every command alike. */
export function noTasksError(file: string): ConfigError {
  return new ConfigError(
    `${file} holds no tasks (an empty array); give a file with at least one task config`,
  );
}
