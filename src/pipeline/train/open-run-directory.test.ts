// Resuming a run directory: the stored config wins, `--resume --phases N` may only extend it, and a
// setting asked for explicitly that differs from the stored run's is refused rather than ignored.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configureLogging, MemorySink, parseRunConfig } from '../../core/index.js';
import { openRunDirectory, trainRun } from './train-run.js';

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
      'train.phases: the run has 2, this command asks for 4 (--phases 4 extends a resumed run)',
    ]);
    expect(readFileSync(run.configPath, 'utf8')).toBe(before);
    // The same values as stored, the name and a longer run are fine.
    expect(
      openRunDirectory(config, true, 3, { name: 'r', seed: 0, train: { tasksPerPhase: 7, phases: 3 } }).config
        .train.phases,
    ).toBe(3);
  });

  it('names a train.phases asked for without --phases (a config file) instead of ignoring it', () => {
    const { config } = newRun(1);
    expect(() => openRunDirectory(config, true, undefined, { train: { phases: 2 } })).toThrow(
      'train.phases: the run has 1, this command asks for 2 (--phases 2 extends a resumed run)',
    );
    expect(() => openRunDirectory(config, true, undefined, { train: { phases: 0 } })).toThrow(
      'train.phases: the run has 1, this command asks for 0 (a resumed run can only get more phases)',
    );
    // The same number as --phases (which the flags put over the file's) extends the run.
    expect(openRunDirectory(config, true, 2, { train: { phases: 2 } }).config.train.phases).toBe(2);
    expect(openRunDirectory(config, true, undefined, { train: { phases: 2 } }).config.train.phases).toBe(2);
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
    // Under a file: named as such, not an ENOTDIR from deep inside mkdir.
    expect(() => openRunDirectory(config('x', join(runsDir, 'afile', 'sub')), false)).toThrow(
      /runsDir .*afile\/sub: .*afile is a file, not a folder; pass --runs-dir a folder/,
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

  it('refuses a train.sftFrom that is no finished run and a sites.dataDir that is a file, leaving no run folder', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-open-run-'));
    const refusal = async (input: object) => {
      try {
        await trainRun({ config: parseRunConfig({ name: 'r', runsDir, ...input }) });
      } catch (error) {
        return error as Error;
      }
      return undefined;
    };
    const missing = join(runsDir, 'nope');
    const noRun = await refusal({ train: { sftFrom: missing } });
    expect(noRun).toBeInstanceOf(ConfigError);
    expect(noRun!.message).toMatch(
      new RegExp(
        `^train\\.sftFrom is "${missing}", but no folder is there; .*a webrl train run whose phase 0 is complete`,
      ),
    );
    expect(noRun!.message).toContain('webrl train --phases 0');

    // A model checkpoint (webrl sft's <out>/model) is not a run: say so rather than "phase 0 is not complete".
    const checkpoint = join(runsDir, 'model');
    mkdirSync(checkpoint);
    writeFileSync(join(checkpoint, 'model.json'), '{}');
    const notRun = await refusal({ train: { sftFrom: checkpoint } });
    expect(notRun).toBeInstanceOf(ConfigError);
    expect(notRun!.message).toMatch(/holds a model checkpoint \(model\.json\), not a run/);

    const half = join(runsDir, 'half');
    mkdirSync(half);
    writeFileSync(
      join(half, 'state.json'),
      '{"version":1,"completed":["phase-00/demonstrations"],"results":{}}',
    );
    const unfinished = await refusal({ train: { sftFrom: half } });
    expect(unfinished).toBeInstanceOf(ConfigError);
    expect(unfinished!.message).toMatch(/whose phase 0 is not complete; finish that run's phase 0 first/);

    const file = join(runsDir, 'afile');
    writeFileSync(file, 'mine');
    const dataDir = await refusal({ sites: { dataDir: file } });
    expect(dataDir).toBeInstanceOf(ConfigError);
    expect(dataDir!.message).toMatch(
      new RegExp(
        `^sites\\.dataDir ${file}: ${file} is a file, not a folder; point sites\\.dataDir at a folder`,
      ),
    );
    expect(readFileSync(file, 'utf8')).toBe('mine');
    expect(existsSync(join(runsDir, 'r'))).toBe(false);
  });

  it('refuses a config value a new run would not use unless it is the default, as a saved config.json holds', () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-open-run-'));
    const open = (name: string, input: object) =>
      openRunDirectory(parseRunConfig({ name, runsDir, ...input }), false, undefined, input);
    const refusals: [object, string][] = [
      [
        { source: { tasks: 'click-button' } },
        'source.tasks is "click-button", but source.env is builtin, and only MiniWoB++ has task pages to pick; remove it, or set source.env to miniwob:<folder>',
      ],
      [
        { source: { evalEpisodes: 3 } },
        'source.evalEpisodes is 3, but source.env is builtin, and only MiniWoB++ is evaluated on test seeds per task (train.evalTasks sizes the built-in test set); remove it, or set source.env to miniwob:<folder>',
      ],
      [
        { source: { env: 'miniwob:/pages' }, train: { evalTasks: 3 } },
        'train.evalTasks is 3, but on MiniWoB++ every evaluation runs source.evalEpisodes test seeds of each page of --tasks (train.evalTasks sizes the built-in test set); remove it, or set the seeds per page as source.evalEpisodes',
      ],
      [
        { rl: { algorithm: 'awr', kl: false } },
        'rl.kl is false, but rl.algorithm awr has no KL term (webrl and webrl-released have one); remove it, or pick one of those as rl.algorithm',
      ],
      [
        { rl: { algorithm: 'digirl', beta: 0.5 } },
        "rl.beta is 0.5, but β weighs the KL term of rl.algorithm webrl only, and this run's is digirl; remove it, or set AWR's temperature rl.awrBeta instead",
      ],
      [
        { rl: { algorithm: 'sft', replay: false } },
        'rl.replay is false, but rl.algorithm sft runs no online phase, whose data replay adds to; remove it, or pick an online rl.algorithm',
      ],
      [
        { rl: { algorithm: 'digirl' }, curriculum: { enabled: false } },
        'curriculum.enabled is false, but rl.algorithm digirl trains on the fixed phase-1 tasks in every phase, with or without the curriculum; remove it',
      ],
      [
        { source: { labels: 'evaluator' }, train: { ormFrom: '/orm' } },
        'train.ormFrom is "/orm", but the evaluator labels the rollouts (source.labels), so the run uses no ORM; remove it, or set source.labels to orm',
      ],
    ];
    for (const [input, message] of refusals) {
      expect(() => open('r', input)).toThrow(new ConfigError(message));
    }
    expect(existsSync(join(runsDir, 'r'))).toBe(false);
    // Every field at its default, as in the config.json of an awr run on the built-in sites.
    const saved = {
      rl: { algorithm: 'awr', kl: true, beta: 1 },
      source: { tasks: 'webgum', evalEpisodes: 5 },
    };
    expect(open('saved', saved).isNew).toBe(true);
    const savedSft = { rl: { algorithm: 'sft', replay: true }, curriculum: { enabled: true } };
    expect(open('saved-sft', savedSft).isNew).toBe(true);
  });

  it('names train.phases asked of an SFT run in one warning: it runs phase 0 only', () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-open-run-'));
    const sink = new MemorySink();
    configureLogging({ sinks: [sink] });
    const input = { rl: { algorithm: 'sft' as const }, train: { phases: 3 } };
    openRunDirectory(parseRunConfig({ name: 'r', runsDir, ...input }), false, undefined, input);
    expect(sink.records.filter((r) => r.level === 'warn').map((r) => r.message)).toEqual([
      'train.phases is 3, but rl.algorithm sft runs no online phase (its actor is the SFT model of phase 0); the run ends after phase 0',
    ]);
  });

  // A size above the built-in set would take all of it without a word, as if it had been met.
  it.each([
    [
      'train.evalTasks above builtin:test, which would evaluate all of it',
      { evalTasks: 99_999 },
      /^train\.evalTasks is 99999, but builtin:test has (\d+) tasks; pass at most \1 \(--eval-tasks \1\), or 0 to evaluate all of them$/,
    ],
    [
      'train.demonstrations above builtin:train, which would demonstrate all of it',
      { demonstrations: 99_999 },
      /^train\.demonstrations is 99999, but builtin:train has (\d+) tasks; pass at most \1 \(--demos \1\)$/,
    ],
  ])(
    'refuses a %s, leaving no run',
    async (_what, train, message) => {
      const runsDir = mkdtempSync(join(tmpdir(), 'webrl-open-run-'));
      const input = { train };
      const error = await trainRun({
        config: parseRunConfig({ name: 'r', runsDir, ...input }),
        asked: input,
      }).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect(error!.message).toMatch(message);
      expect(existsSync(join(runsDir, 'r'))).toBe(false);
    },
    120_000,
  );
});
