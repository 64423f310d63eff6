import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseRunConfig } from '../../core/index.js';
import { resumeConflicts } from '../../pipeline/train/resume-settings.js';
import { askedSettings, type TrainCliOptions, trainConfigInput } from './train-command.js';

const files: Record<string, string> = {
  'c.json': JSON.stringify({ rl: { gamma: 0.9 }, train: { phases: 5, tasksPerPhase: 80 } }),
  'typo.json': JSON.stringify({ rl: { gama: 1 }, train: { demonstrations: -1 } }),
  'list.json': '[1]',
};
const readFile = (path: string) => {
  if (!(path in files)) throw new Error(`ENOENT: ${path}`);
  return files[path]!;
};
const options = (more: Partial<TrainCliOptions>): TrainCliOptions => ({
  preset: 'quick',
  resume: false,
  ...more,
});

describe('trainConfigInput', () => {
  it('layers the preset, then the config file, then the flags', () => {
    const config = parseRunConfig(trainConfigInput(options({ config: 'c.json', phases: 2 }), readFile));
    expect(config.rl.gamma).toBe(0.9); // file
    expect(config.train.tasksPerPhase).toBe(80); // file over the preset's 50
    expect(config.train.phases).toBe(2); // flag over the file's 5
    expect(config.train.demonstrations).toBe(100); // the quick preset
  });

  it('takes an ORM checkpoint folder from --orm-from, and none without it', () => {
    const given = parseRunConfig(trainConfigInput(options({ ormFrom: 'runs/orm/model' }), readFile));
    expect(given.train.ormFrom).toBe('runs/orm/model');
    expect(parseRunConfig(trainConfigInput(options({}), readFile)).train.ormFrom).toBeUndefined();
  });

  it("reports a bad config file under the file's name, field by field", () => {
    const error = (() => {
      try {
        trainConfigInput(options({ config: 'typo.json' }), readFile);
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.message).toMatch(/^typo\.json is not valid:/);
    expect(error!.problems).toEqual([
      'rl.gama: unknown field; remove it or check its spelling',
      'train.demonstrations: must be >= 0 (got -1)',
    ]);
    expect(() => trainConfigInput(options({ config: 'list.json' }), readFile)).toThrow(
      /^list\.json is not valid/,
    );
    expect(() => trainConfigInput(options({ config: 'gone.json' }), readFile)).toThrow(
      /^gone\.json: not readable JSON .*fix the file or drop --config/,
    );
  });

  it('refuses "." and ".." as run names, which would put the run outside <runsDir>/<name>', () => {
    for (const name of ['.', '..']) {
      expect(() => parseRunConfig(trainConfigInput(options({ name }), readFile))).toThrow(
        /name: a run name may not be "\." or "\.\."/,
      );
    }
    expect(parseRunConfig(trainConfigInput(options({ name: 'a.b' }), readFile)).name).toBe('a.b');
  });
});

describe('askedSettings', () => {
  it('checks a preset named with --resume against the run, and the default one not', () => {
    const quickRun = parseRunConfig(trainConfigInput(options({ name: 'r' }), readFile));
    const paper = options({ name: 'r', preset: 'paper', resume: true });
    expect(resumeConflicts(quickRun, askedSettings(paper, true, readFile))).toContain(
      'train.tasksPerPhase: the run has 50, this command asks for 500',
    );
    expect(resumeConflicts(quickRun, askedSettings(paper, false, readFile))).toEqual([]);
    // npm start: `--preset quick --resume` on the quick run it made.
    const quick = options({ name: 'r', resume: true });
    expect(resumeConflicts(quickRun, askedSettings(quick, true, readFile))).toEqual([]);
  });
});

describe('webrl train flags that need another', () => {
  const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');
  const train = (...args: string[]) => spawnSync('node', [bin, 'train', ...args], { encoding: 'utf8' });

  it('refuses --feasibility without --generator and --tasks without MiniWoB++, before any run', () => {
    const feasibility = train(
      '--name',
      'x',
      '--runs-dir',
      '/nonexistent-runs',
      '--feasibility',
      'openai-chat:http://h#m',
    );
    expect(feasibility.status).toBe(2);
    expect(feasibility.stderr).toContain(
      'error: --feasibility openai-chat:http://h#m filters the tasks of a served generator; add --generator <spec>, or drop --feasibility',
    );
    const tasks = train('--name', 'x', '--runs-dir', '/nonexistent-runs', '--tasks', 'click-button');
    expect(tasks.status).toBe(2);
    expect(tasks.stderr).toContain('error: --tasks click-button picks MiniWoB++ tasks; add --env miniwob');
  });
});
