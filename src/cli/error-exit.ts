// How the webrl binary ends on an error that is not a bug: the exit status, and the one `error:` line
// to print (a stack trace would add nothing for the user). main.ts rethrows anything else.
import { CommanderError } from 'commander';
import { BrowserUnavailableError } from '../browser/index.js';
import { ConfigError } from '../core/index.js';
import { CurriculumError } from '../curriculum/index.js';
import { ModelServerError } from '../models/index.js';

/** The exit status of a handled error, and the line to print (none where commander printed its own). */
export interface ErrorExit {
  exitCode: number;
  line?: string;
}

/** How to end on `error`, or null for an error that is a bug and keeps its stack trace. */
export function errorExit(error: unknown): ErrorExit | null {
  // Commander has printed its message; a bad flag or argument is a usage error like a bad config
  // (exit 2), while --help and --version end with 0.
  if (error instanceof CommanderError) return { exitCode: error.exitCode === 0 ? 0 : 2 };
  if (error instanceof ConfigError) return { exitCode: 2, line: `error: ${error.message}` };
  // No Chromium, or one that does not start: the message names the executable and the fix. A
  // setting of the user's (WEBRL_CHROMIUM, browser.executablePath) that names a non-browser is a
  // bad setting like any other (exit 2).
  if (error instanceof BrowserUnavailableError) {
    return { exitCode: error.setting ? 2 : 1, line: `error: ${error.message}` };
  }
  // A served model that stays unreachable or refuses after its retries: the message names the
  // role, server, model and what to check.
  if (error instanceof ModelServerError) return { exitCode: 1, line: `error: ${error.message}` };
  // A phase's curriculum left no task to train on: the message names the generator, what each
  // filter dropped and what to change; the run stops cleanly, not as a crash.
  if (error instanceof CurriculumError) return { exitCode: 1, line: `error: ${error.message}` };
  return null;
}
