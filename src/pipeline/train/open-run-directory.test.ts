// Resuming a run directory: the stored config wins, `--resume --phases N` may only extend it, and a
// setting asked for explicitly that differs from the stored run's is refused rather than ignored.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseRunConfig } from '../../core/index.js';
import { openRunDirectory } from './train-run.js';

function newRun(phases: number) {
  const runsDir = mkdtempSync(join(tmpdir(), 'webrl-open-run-'));
  const config = parseRunConfig({ name: 'r', runsDir, train: { phases, tasksPerPhase: 7 } });
  const { run } = openRunDirectory(config, false);
  return { run, config };
}

describe('openRunDirectory', () => {
  it('resumes with the stored config, whatever the new options say', () => {
    const { config } = newRun(2);
    const { config: resumed } = openRunDirectory(
      { ...config, train: { ...config.train, tasksPerPhase: 99 } },
      true,
    );
    expect(resumed.train.tasksPerPhase).toBe(7);
    expect(() => openRunDirectory(config, false)).toThrow(/already holds a run; pass --resume/);
  });

  it('extends a resumed run to more phases and stores that, keeping everything else', () => {
    const { run, config } = newRun(2);
    const { config: extended } = openRunDirectory(config, true, 5);
    expect(extended.train.phases).toBe(5);
    expect(extended.train.tasksPerPhase).toBe(7);
    const stored = JSON.parse(readFileSync(run.configPath, 'utf8'));
    expect(stored.train.phases).toBe(5);
    expect(openRunDirectory(config, true).config.train.phases).toBe(5);
  });

  it('refuses to shorten a run, naming the file and the fix', () => {
    const { run, config } = newRun(3);
    let error: unknown;
    try {
      openRunDirectory(config, true, 1);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(run.configPath);
    expect((error as Error).message).toMatch(/train\.phases is 3 .*--phases 1.*only get more phases/);
    expect(JSON.parse(readFileSync(run.configPath, 'utf8')).train.phases).toBe(3);
  });

  it('refuses explicit settings that differ from the stored run, listing each, and changes nothing', () => {
    const { run, config } = newRun(2);
    const before = readFileSync(run.configPath, 'utf8');
    let error: ConfigError | undefined;
    try {
      openRunDirectory(config, true, undefined, {
        name: 'r',
        seed: 5,
        rl: { algorithm: 'awr' },
        train: { tasksPerPhase: 7, phases: 4 },
      });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.message).toContain(run.configPath);
    expect(error!.problems).toEqual([
      'seed: the run has 0, this command asks for 5',
      'rl.algorithm: the run has "webrl", this command asks for "awr"',
    ]);
    expect(readFileSync(run.configPath, 'utf8')).toBe(before);
    // The same values as stored, the name and a longer run are fine.
    expect(
      openRunDirectory(config, true, 3, { name: 'r', seed: 0, train: { tasksPerPhase: 7, phases: 3 } }).config
        .train.phases,
    ).toBe(3);
  });

  it('starts a new run only in a folder that is missing or empty, and says why not', () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-open-run-'));
    const config = (name: string, dir = runsDir) => parseRunConfig({ name, runsDir: dir });
    mkdirSync(join(runsDir, 'empty'));
    expect(openRunDirectory(config('empty'), false).run.root).toBe(join(runsDir, 'empty'));

    mkdirSync(join(runsDir, 'misc'));
    writeFileSync(join(runsDir, 'misc', 'mine.txt'), 'data');
    expect(() => openRunDirectory(config('misc'), true)).toThrow(
      /misc is not a run directory and not empty \(mine\.txt\); choose another --name/,
    );
    expect(readFileSync(join(runsDir, 'misc', 'mine.txt'), 'utf8')).toBe('data');

    mkdirSync(join(runsDir, 'lost'));
    writeFileSync(
      join(runsDir, 'lost', 'state.json'),
      '{"version":1,"completed":["phase-00/demonstrations"]}',
    );
    expect(() => openRunDirectory(config('lost'), true)).toThrow(
      /lost has a state\.json but no config\.json: the run's settings are lost/,
    );

    writeFileSync(join(runsDir, 'afile'), '');
    expect(() => openRunDirectory(config('x', join(runsDir, 'afile')), false)).toThrow(
      /runsDir .*afile is a file, not a folder; pass --runs-dir a folder/,
    );
  });

  it('names an unreadable config.json and what to do', () => {
    const { run, config } = newRun(1);
    writeFileSync(run.configPath, '{"name": "r", ');
    let error: unknown;
    try {
      openRunDirectory(config, true);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /config\.json: not readable JSON .*restore it, or start a new run/,
    );
  });
});
