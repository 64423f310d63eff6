// Entry point of the `webrl` command: reads argv and the environment, sets up logging, dispatches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { BrowserUnavailableError } from '../browser/index.js';
import { ConfigError, configureLogging, parseLogSpec, StreamSink } from '../core/index.js';
import { ModelServerError } from '../models/index.js';
import { doctorCommand } from './commands/doctor-command.js';
import { evalCommand } from './commands/eval-command.js';
import { ormCommand } from './commands/orm-command.js';
import { reportCommand } from './commands/report-command.js';
import { sftCommand } from './commands/sft-command.js';
import { sitesCommand } from './commands/sites-command.js';
import { tasksCommand } from './commands/tasks-command.js';
import { trainCommand } from './commands/train-command.js';
import { viewCommand } from './commands/view-command.js';
import { readEnvironment } from './environment.js';
import { exitOnTermination } from './termination.js';

/** The version in package.json (the CLI runs from the sources, so it is read, not bundled). */
function packageVersion(): string {
  const path = join(import.meta.dirname, '../../package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

/**
 * Commander calls process.exit itself on a usage error unless the command overrides it, and a
 * command added with addCommand does not inherit the override; so every command gets it, and main
 * decides the exit code.
 */
function throwInsteadOfExiting(command: Command): void {
  command.exitOverride();
  for (const sub of command.commands) throwInsteadOfExiting(sub);
}

async function main(argv: string[]): Promise<void> {
  // `webrl tasks list builtin:train | head` closes the pipe before the output ends: nobody reads the
  // rest, which is no error (other tools die quietly of SIGPIPE there), not a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  exitOnTermination();
  const env = readEnvironment();
  configureLogging({ ...parseLogSpec(env.logSpec), sinks: [new StreamSink(process.stderr)] });

  const program = new Command('webrl')
    .description(
      'Train web agents with WebRL: self-evolving online curriculum RL on real websites in Chromium.',
    )
    .version(packageVersion(), '-V, --version', 'print the webrl version')
    .showHelpAfterError();
  program.addCommand(trainCommand(env));
  program.addCommand(doctorCommand(env));
  program.addCommand(tasksCommand(env));
  program.addCommand(sitesCommand(env));
  program.addCommand(sftCommand(env));
  program.addCommand(ormCommand(env));
  program.addCommand(evalCommand(env));
  program.addCommand(reportCommand());
  program.addCommand(viewCommand());
  throwInsteadOfExiting(program);

  try {
    await program.parseAsync(argv);
  } catch (error) {
    // Commander has printed its message; a bad flag or argument is a usage error like a bad config
    // (exit 2), while --help and --version end with 0.
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    if (error instanceof ConfigError) {
      console.error(`error: ${error.message}`);
      process.exitCode = 2;
      return;
    }
    // No Chromium, or one that does not start: the message names the executable and the fix. A
    // setting of the user's (WEBRL_CHROMIUM, browser.executablePath) that names a non-browser is a
    // bad setting like any other (exit 2).
    if (error instanceof BrowserUnavailableError) {
      console.error(`error: ${error.message}`);
      process.exitCode = error.setting ? 2 : 1;
      return;
    }
    // A served model that stays unreachable or refuses after its retries: the message names the
    // role, server, model and what to check; a stack trace would add nothing for the user.
    if (error instanceof ModelServerError) {
      console.error(`error: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}

await main(process.argv);
