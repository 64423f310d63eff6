// Entry point of the `webrl` command: reads argv and the environment, sets up logging, dispatches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { configureLogging, parseLogSpec, StreamSink } from '../core/index.js';
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
import { errorExit } from './error-exit.js';
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

/**
 * `webrl help nosuch`: commander prints the general help for it and exits 0, so a mistyped command
 * name would pass for a question answered. It is refused as `webrl nosuch` is.
 */
function refuseHelpOfUnknownCommand(program: Command, args: readonly string[]): void {
  const [first, name] = args;
  if (first !== 'help' || name === undefined || name.startsWith('-')) return;
  if (program.commands.some((c) => c.name() === name || c.aliases().includes(name))) return;
  console.error(`error: unknown command '${name}'`);
  program.outputHelp({ error: true });
  throw new CommanderError(2, 'commander.unknownCommand', `unknown command '${name}'`);
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
    refuseHelpOfUnknownCommand(program, argv.slice(2));
    await program.parseAsync(argv);
  } catch (error) {
    const exit = errorExit(error);
    if (!exit) throw error;
    if (exit.line !== undefined) console.error(exit.line);
    process.exitCode = exit.exitCode;
  }
}

await main(process.argv);
