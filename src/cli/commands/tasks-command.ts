// `webrl tasks …`: work with WebArena-format task files. `validate` checks every task of a file and
// prints each problem; further subcommands (list, show, verify) attach to the same `tasks` command.
import { Command } from 'commander';
import { loadTaskFile } from '../../core/index.js';
import type { CliEnvironment } from '../environment.js';
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
      const { tasks, errors, total } = await loadTaskFile(file);
      for (const line of errors) console.log(line);
      if (errors.length > 0) console.log('');
      console.log(`${tasks.length}/${total} tasks valid in ${file}`);
      if (errors.length > 0) process.exitCode = 1;
    });
}
