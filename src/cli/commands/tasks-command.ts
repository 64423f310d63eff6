// `webrl tasks …`: work with WebArena-format task files. `validate` checks every task of a file and
// prints each problem; further subcommands (list, show, verify) attach to the same `tasks` command.
import { Command } from 'commander';
import { ConfigError, loadTaskFile } from '../../core/index.js';
import type { CliEnvironment } from '../environment.js';
import { isBuiltinTaskSet, noTasksError } from '../load-task-set.js';
import { listCommand, showCommand } from './tasks-list-command.js';
import { verifyCommand } from './tasks-verify-command.js';

/** The `tasks` command group. */
export function tasksCommand(env: CliEnvironment): Command {
  return new Command('tasks')
    .description('check and inspect WebArena-format task files (a JSON array of task configs)')
    .addCommand(validateCommand())
    .addCommand(listCommand())
    .addCommand(showCommand())
    .addCommand(verifyCommand(env));
}

function validateCommand(): Command {
  return new Command('validate')
    .description('validate every task of a task file; print how many are valid and every problem')
    .argument('<file>', 'task file: a JSON array of task configs, or one config object')
    .action(async (file: string) => {
      if (isBuiltinTaskSet(file)) {
        throw new ConfigError(
          `tasks validate checks a task file, and ${file} is a built-in set, made from the sites' templates; \`webrl tasks verify ${file}\` checks that its oracles score 1.0, \`webrl tasks list ${file}\` lists its tasks`,
        );
      }
      const { tasks, errors, total } = await loadTaskFile(file);
      // A file with no task is a mistake in what was given, like one that is not a task array (exit 2).
      if (total === 0) throw noTasksError(file);
      for (const line of errors) console.log(line);
      if (errors.length > 0) console.log('');
      console.log(`${tasks.length}/${total} tasks valid in ${file}`);
      if (errors.length > 0) process.exitCode = 1;
    });
}
