// Reads a WebArena task file (a JSON array of task configs, or one config object) and validates every
// task with the TaskConfig schema, reporting each problem on its own line as
// `tasks.json[17].eval.eval_types[0]: "string_mach" is not one of string_match, url_match, program_html`.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseJson } from './read-json.js';
import { ConfigError, formatIssues } from './schema-errors.js';
import { TaskConfig } from './task.js';

/** What a task file holds: its valid tasks and one line per problem. */
export interface TaskFileResult {
  /** The tasks that passed validation, in file order. */
  tasks: TaskConfig[];
  /** One line per problem, each starting with the path of the bad value (`tasks.json[17].eval…`). */
  errors: string[];
  /** How many task entries the file holds, valid or not. */
  total: number;
}

/**
 * Validates the task file `text`. `fileName` names it in messages (only its base name is used as the
 * path root). Throws a ConfigError when the text is not JSON or holds neither an array nor an object.
 */
export function parseTaskFile(text: string, fileName: string): TaskFileResult {
  let data: unknown;
  try {
    data = parseJson(text);
  } catch (error) {
    throw new ConfigError(`${fileName} is not valid JSON: ${(error as Error).message}`, [], { cause: error });
  }
  const name = basename(fileName);
  const isArray = Array.isArray(data);
  if (!isArray && (data === null || typeof data !== 'object')) {
    throw new ConfigError(
      `${fileName} must hold a JSON array of task configs or one task config object (got ${data === null ? 'null' : typeof data})`,
    );
  }
  const entries: unknown[] = Array.isArray(data) ? data : [data];
  const tasks: TaskConfig[] = [];
  const errors: string[] = [];
  const firstIndexOfId = new Map<number, number>();
  entries.forEach((entry, index) => {
    const root = isArray ? `${name}[${index}]` : name;
    const parsed = TaskConfig.safeParse(entry, { reportInput: true });
    const problems = parsed.success
      ? consistencyProblems(parsed.data, root)
      : formatIssues(parsed.error.issues, root, TaskConfig);
    // Ids are compared even when a task is otherwise invalid, so a duplicate is reported once, at its second use.
    const id = (entry as { task_id?: unknown } | null)?.task_id;
    if (typeof id === 'number' && Number.isInteger(id)) {
      const firstIndex = firstIndexOfId.get(id);
      if (firstIndex === undefined) firstIndexOfId.set(id, index);
      else {
        problems.push(
          `${root}.task_id: ${id} is also the task_id of ${name}[${firstIndex}]; task ids must be unique within a file`,
        );
      }
    }
    if (problems.length > 0) errors.push(...problems);
    else if (parsed.success) tasks.push(parsed.data);
  });
  return { tasks, errors, total: entries.length };
}

/** Reads and validates the task file at `path`; a missing or unreadable file is a ConfigError. */
export async function loadTaskFile(path: string): Promise<TaskFileResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const fix =
      code === 'EISDIR'
        ? "; that is a folder: pass a task file's path (a JSON array of task configs)"
        : code === 'ENOENT'
          ? '; check the path, or pass a built-in set such as builtin:test'
          : '';
    throw new ConfigError(`cannot read task file ${path}: ${(error as Error).message}${fix}`, [], {
      cause: error,
    });
  }
  return parseTaskFile(text, path);
}

/** Like `loadTaskFile`, but any invalid task is a ConfigError listing every problem. */
export async function loadValidTasks(path: string): Promise<TaskConfig[]> {
  const result = await loadTaskFile(path);
  if (result.errors.length > 0) {
    throw new ConfigError(
      `${result.total - result.tasks.length} of ${result.total} tasks in ${path} are not valid:\n  ${result.errors.join('\n  ')}`,
      result.errors,
    );
  }
  return result.tasks;
}

/** Fields that the evaluators listed in eval_types need, which the schema alone cannot require. */
function consistencyProblems(task: TaskConfig, root: string): string[] {
  const problems: string[] = [];
  const types = task.eval.eval_types;
  if (types.includes('string_match') && task.eval.reference_answers === null) {
    problems.push(
      `${root}.eval.reference_answers: string_match is in eval_types but reference_answers is null`,
    );
  }
  if (types.includes('url_match') && !task.eval.reference_url) {
    problems.push(`${root}.eval.reference_url: url_match is in eval_types but reference_url is empty`);
  }
  if (types.includes('program_html') && task.eval.program_html.length === 0) {
    problems.push(`${root}.eval.program_html: program_html is in eval_types but has no checks`);
  }
  return problems;
}
