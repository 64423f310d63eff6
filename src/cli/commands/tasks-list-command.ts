// `webrl tasks list <set>` and `webrl tasks show <set> <id>`: what a task set holds, one line per
// task, and one task's full config.
import { Command } from 'commander';
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
      .option('--template <key>', 'only tasks of this template')
      .option('--summary', 'one line per template instead of one per task'),
  ).action(async (set: string, options: SetOptions & { template?: string; summary?: boolean }) => {
    let tasks = await loadTaskSet(set, options);
    if (options.template) tasks = tasks.filter((t) => t.webrl?.template === options.template);
    if (options.summary) {
      const byTemplate = new Map<string, TaskConfig[]>();
      for (const task of tasks) {
        const key = task.webrl?.template ?? `template ${task.intent_template_id}`;
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
      .argument('<id>', 'the task_id', integerOption(0)),
  ).action(async (set: string, id: number, options: SetOptions) => {
    const tasks = await loadTaskSet(set, options);
    const task = tasks.find((t) => t.task_id === id);
    if (!task) {
      throw new ConfigError(
        `${set} has no task ${id}; its ids run ${tasks[0]?.task_id ?? '-'}…${tasks.at(-1)?.task_id ?? '-'}`,
        [],
      );
    }
    console.log(JSON.stringify(task, null, 2));
  });
}
