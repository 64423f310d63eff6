// The exit status and the one line the webrl binary ends with for each kind of error it handles.
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../core/index.js';
import { CurriculumError } from '../curriculum/index.js';
import { ModelServerError } from '../models/index.js';
import { errorExit } from './error-exit.js';

describe('errorExit', () => {
  it('ends a curriculum that left a phase no task with one error line and exit 1', () => {
    const error = new CurriculumError("the phase's curriculum has no task to train on: …", { generated: 0 });
    expect(errorExit(error)).toEqual({
      exitCode: 1,
      line: "error: the phase's curriculum has no task to train on: …",
    });
  });

  it('ends a bad setting with exit 2, a model server that failed for good with exit 1, each on one line', () => {
    expect(errorExit(new ConfigError('--slots: must be ≥ 1 (got 0)'))).toEqual({
      exitCode: 2,
      line: 'error: --slots: must be ≥ 1 (got 0)',
    });
    const server = new ModelServerError(
      'policy model "m" at http://127.0.0.1:1/v1/completions answered 404',
      {
        role: 'policy',
        url: 'http://127.0.0.1:1/v1/completions',
        model: 'm',
        kind: 'http',
        status: 404,
        attempts: 1,
      },
    );
    expect(errorExit(server)).toEqual({ exitCode: 1, line: `error: ${server.message}` });
  });

  it('leaves commander’s own message alone (exit 2, or 0 for --help) and keeps the stack of a bug', () => {
    expect(errorExit(new CommanderError(1, 'commander.unknownOption', 'unknown option'))).toEqual({
      exitCode: 2,
    });
    expect(errorExit(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toEqual({
      exitCode: 0,
    });
    expect(errorExit(new TypeError('x is undefined'))).toBeNull();
  });
});
