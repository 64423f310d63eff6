// `webrl tasks list <set>` and `webrl tasks show <set> <id>`: what a task set holds, one line per
// task, and one task's full config.
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError, type TaskConfig } from '../../core/index.js';
import { loadTaskSet } from '../load-task-set.js';
import { integerOption } from '../option-parsers.js';
import { DEFAULT_SITE_DATA_DIR } from './sites-command.js';

interface SetOptions {
  seed: number;
  dataDir: string;
}

/** Adds the options every built-in task set needs. */
export function withTaskSetOptions(command: Command): Command {
  return command
    .option(
      '--seed <s>',
      'seed of the built-in sites’ data (must match the sites the tasks run on)',
      integerOption(0),
      0,
    )
    .option('--data-dir <dir>', 'cache of generated site databases', DEFAULT_SITE_DATA_DIR);
}

/** A task id as task files write it: decimal digits only, so `0x10` or `1e1` is not read as 16 or 10. */
function taskIdArgument(value: string): number {
  if (!/^\d+$/.test(value)) {
    throw new InvalidArgumentError(`expected a task id, a whole number such as 17, got "${value}"`);
  }
  return Number(value);
}

/** What ids a set has, for a message about one it lacks: their range, and the nearest where ids skip. */
function describeIds(tasks: readonly TaskConfig[], missing: number): string {
  const ids = tasks.map((t) => t.task_id).sort((a, b) => a - b);
  const first = ids[0];
  const last = ids.at(-1);
  if (first === undefined || last === undefined) return 'it holds no tasks';
  if (last - first + 1 === ids.length) return `its ids run ${first}…${last}`;
  const below = ids.filter((id) => id < missing).at(-1);
  const above = ids.find((id) => id > missing);
  const nearest = [below, above].filter((id) => id !== undefined);
  const which =
    nearest.length === 1 ? `the nearest is ${nearest[0]}` : `the nearest are ${nearest.join(' and ')}`;
  return `its ${ids.length} tasks have ids from ${first} to ${last} with gaps; ${which}`;
}

/** What --summary groups by: the built-in template key, or a task file's intent_template_id. */
function templateKeyOf(task: TaskConfig): string {
  return task.webrl?.template ?? `template ${task.intent_template_id}`;
}

/** Whether --template names the task's template: as --summary prints it, or a file's bare id. */
function isOfTemplate(task: TaskConfig, template: string): boolean {
  if (templateKeyOf(task) === template) return true;
  return task.webrl?.template === undefined && String(task.intent_template_id) === template;
}

function describeEval(task: TaskConfig): string {
  return task.eval.eval_types.join('+');
}

export function listCommand(): Command {
  return withTaskSetOptions(
    new Command('list')
      .description(
        'list the tasks of a set (builtin:train, builtin:test, builtin:test:<site>) or a task file',
      )
      .argument('<set>', 'builtin:train | builtin:test | builtin:<split>:<site key> | path/to/tasks.json')
      .option(
        '--template <key>',
        'only tasks of this template (a key as --summary prints it; in a task file, an intent_template_id)',
      )
      .option('--summary', 'one line per template instead of one per task'),
  ).action(async (set: string, options: SetOptions & { template?: string; summary?: boolean }) => {
    let tasks = await loadTaskSet(set, options);
    const template = options.template;
    if (template !== undefined) {
      tasks = tasks.filter((t) => isOfTemplate(t, template));
      // As tasks verify: a filter that matches nothing is a mistake, not an empty set.
      if (tasks.length === 0) {
        throw new ConfigError(
          `--template "${template}" matches no task of ${set}; \`webrl tasks list ${set} --summary\` lists its templates`,
        );
      }
    }
    if (options.summary) {
      const byTemplate = new Map<string, TaskConfig[]>();
      for (const task of tasks) {
        const key = templateKeyOf(task);
        byTemplate.set(key, [...(byTemplate.get(key) ?? []), task]);
      }
      for (const [key, group] of byTemplate) {
        const first = group[0]!;
        const only = first.webrl?.testOnlyTemplate ? ' (test only)' : '';
        console.log(
          `${String(group.length).padStart(4)}  ${key.padEnd(40)} c${first.webrl?.complexity ?? '?'}  ${describeEval(first).padEnd(25)}${only}`,
        );
      }
    } else {
      for (const task of tasks) {
        console.log(
          `${String(task.task_id).padStart(4)}  ${(task.webrl?.template ?? '').padEnd(40)} c${task.webrl?.complexity ?? '?'}  ${describeEval(task).padEnd(25)} ${task.intent}`,
        );
      }
    }
    console.log(`\n${tasks.length} tasks in ${set}`);
  });
}

export function showCommand(): Command {
  return withTaskSetOptions(
    new Command('show')
      .description('print one task’s full config (WebArena JSON with the webrl block)')
      .argument('<set>', 'builtin:train | builtin:test | builtin:<split>:<site key> | path/to/tasks.json')
      .argument('<id>', 'the task_id', taskIdArgument),
  ).action(async (set: string, id: number, options: SetOptions) => {
    const tasks = await loadTaskSet(set, options);
    const task = tasks.find((t) => t.task_id === id);
    if (!task) {
      throw new ConfigError(
        `${set} has no task ${id}; ${describeIds(tasks, id)} (\`webrl tasks list ${set}\` lists them)`,
      );
    }
    console.log(JSON.stringify(task, null, 2));
  });
}
