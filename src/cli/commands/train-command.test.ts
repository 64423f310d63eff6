import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseRunConfig } from '../../core/index.js';
import { installedMiniwobHtml, miniwobSkipReason } from '../../env/miniwob/miniwob.test-support.js';
import {
  chatReply,
  ModelServerError,
  type ModelServerErrorDetails,
  OpenAITestServer,
} from '../../models/index.js';
import { openRunDirectory } from '../../pipeline/index.js';
import { resumeConflicts } from '../../pipeline/train/resume-settings.js';
import { TINY_SERVED_CONFIG, TINY_TRAIN_CONFIG } from '../../pipeline/train/tiny-train.test-support.js';
import {
  askedSettings,
  refuseUnscorablePolicy,
  resumeHint,
  runSettings,
  type TrainCliOptions,
  trainConfigInput,
} from './train-command.js';

const files: Record<string, string> = {
  'c.json': JSON.stringify({ rl: { gamma: 0.9 }, train: { phases: 5, tasksPerPhase: 80 } }),
  'typo.json': JSON.stringify({ rl: { gama: 1 }, train: { demonstrations: -1 } }),
  'list.json': '[1]',
  'empty-dirs.json': JSON.stringify({ runsDir: '', sites: { dataDir: '' } }),
  'eval3.json': JSON.stringify({ train: { evalTasks: 3 } }),
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
    expect(() => trainConfigInput(options({ config: 'empty-dirs.json' }), readFile)).toThrow(
      /^empty-dirs\.json is not valid:\n {2}runsDir: "" is not a folder; .*\n {2}sites\.dataDir: "" is not a folder; /,
    );
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

  it("holds a config file's train.phases against the run, but not a named preset's (--phases extends)", () => {
    const extended = parseRunConfig(trainConfigInput(options({ name: 'r', phases: 6 }), readFile));
    const quick = options({ name: 'r', resume: true });
    expect(resumeConflicts(extended, askedSettings(quick, true, readFile))).toEqual([]);
    const file = options({ name: 'r', resume: true, config: 'c.json' });
    expect(resumeConflicts(extended, askedSettings(file, false, readFile))).toContain(
      'train.phases: the run has 6, this command asks for 5 (a resumed run can only get more phases)',
    );
  });

  it("leaves a named preset's train.evalTasks out on MiniWoB++, and keeps a config file's", () => {
    const miniwob = { name: 'r', env: 'miniwob:/pages' };
    expect(askedSettings(options(miniwob), true, readFile).train?.evalTasks).toBeUndefined();
    expect(
      askedSettings(options({ ...miniwob, config: 'eval3.json' }), true, readFile).train?.evalTasks,
    ).toBe(3);
    expect(askedSettings(options({ name: 'r' }), true, readFile).train?.evalTasks).toBe(40);
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

describe('webrl train flags the run would ignore', () => {
  const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');
  const runsDir = mkdtempSync(join(tmpdir(), 'webrl-train-ignored-'));
  const train = (...args: string[]) =>
    spawnSync('node', [bin, 'train', '--runs-dir', runsDir, '--name', 'x', ...args], { encoding: 'utf8' });

  it('refuses each with exit 2 and one line saying why, before any run', () => {
    const cases: [string[], string][] = [
      [
        ['--algorithm', 'sft', '--phases', '2'],
        'error: --phases 2 sets train.phases, but rl.algorithm sft runs no online phase (its actor is the SFT model of phase 0); drop --phases, or pick an online algorithm with --algorithm',
      ],
      [
        ['--algorithm', 'awr', '--no-kl'],
        'error: --no-kl sets rl.kl, but rl.algorithm awr has no KL term (webrl and webrl-released have one); drop --no-kl, or pick one of those with --algorithm',
      ],
      [
        ['--algorithm', 'awr', '--beta', '0.5'],
        "error: --beta 0.5 sets rl.beta, but β weighs the KL term of rl.algorithm webrl only, and this run's is awr; drop --beta, or set AWR's temperature rl.awrBeta in a --config file",
      ],
      [
        ['--no-kl', '--beta', '0.5'],
        'error: --beta 0.5 sets rl.beta, but rl.kl is false, so there is no KL term for β to weigh; drop --beta',
      ],
      [
        ['--algorithm', 'sft', '--no-replay'],
        'error: --no-replay sets rl.replay, but rl.algorithm sft runs no online phase, whose data replay adds to; drop --no-replay, or pick an online algorithm with --algorithm',
      ],
      [
        ['--algorithm', 'sft', '--no-curriculum'],
        'error: --no-curriculum sets curriculum.enabled, but rl.algorithm sft runs no online phase, whose tasks the curriculum makes; drop --no-curriculum, or pick an online algorithm with --algorithm',
      ],
      [
        ['--algorithm', 'digirl', '--no-curriculum'],
        'error: --no-curriculum sets curriculum.enabled, but rl.algorithm digirl trains on the fixed phase-1 tasks in every phase, with or without the curriculum; drop --no-curriculum',
      ],
      [
        ['--labels', 'evaluator', '--orm-from', '/nonexistent-orm'],
        'error: --orm-from /nonexistent-orm sets train.ormFrom, but the evaluator labels the rollouts (source.labels), so the run uses no ORM; drop --orm-from, or label them by the ORM with --labels orm',
      ],
      [
        ['--labels', 'evaluator', '--orm', 'openai:http://127.0.0.1:9/v1#m'],
        'error: --orm openai:http://127.0.0.1:9/v1#m serves the ORM, but the evaluator labels the rollouts (source.labels), so the run would never ask it; drop --orm, or label them by the ORM with --labels orm',
      ],
      [
        ['--eval-episodes', '3'],
        'error: --eval-episodes 3 sets source.evalEpisodes, but source.env is builtin, and only MiniWoB++ is evaluated on test seeds per task (train.evalTasks sizes the built-in test set); drop --eval-episodes, or train on MiniWoB++ with --env miniwob',
      ],
    ];
    for (const [args, line] of cases) {
      const result = train(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr.trim(), args.join(' ')).toBe(line);
    }
    expect(existsSync(join(runsDir, 'x'))).toBe(false);
  }, 60_000);

  it.skipIf(!installedMiniwobHtml)(
    `refuses --eval-tasks on MiniWoB++, whose evaluations run --eval-episodes seeds of every page ${miniwobSkipReason}`,
    () => {
      // A runs dir that cannot be made: were --eval-tasks passed over, the run would stop there.
      const file = join(runsDir, 'afile');
      writeFileSync(file, '');
      const result = spawnSync(
        'node',
        [
          bin,
          'train',
          '--runs-dir',
          join(file, 'runs'),
          '--name',
          'x',
          '--env',
          'miniwob',
          '--demos',
          '0',
          '--eval-tasks',
          '3',
        ],
        { encoding: 'utf8' },
      );
      expect(result.status).toBe(2);
      expect(result.stderr.trim()).toBe(
        'error: --eval-tasks 3 sets train.evalTasks, but on MiniWoB++ every evaluation runs source.evalEpisodes test seeds of each page of --tasks (train.evalTasks sizes the built-in test set); drop --eval-tasks, or set the seeds per page with --eval-episodes',
      );
    },
    60_000,
  );
});

describe('webrl train with a sites.dataDir that cannot be a folder', () => {
  const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');

  it('names the file a sites.dataDir lies under, with the fix, before any run folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-train-data-dir-'));
    try {
      const file = join(dir, 'afile');
      writeFileSync(file, 'kept');
      const config = join(dir, 'config.json');
      writeFileSync(config, JSON.stringify({ sites: { dataDir: join(file, 'sites') } }));
      const result = spawnSync(
        'node',
        [bin, 'train', '--config', config, '--runs-dir', join(dir, 'runs'), '--name', 'x'],
        { encoding: 'utf8' },
      );
      expect(result.stderr.trim()).toBe(
        `error: sites.dataDir ${join(file, 'sites')}: ${file} is a file, not a folder; point sites.dataDir at a folder (it caches the built-in sites' databases; default .cache/sites)`,
      );
      expect(result.status).toBe(2);
      expect(readFileSync(file, 'utf8')).toBe('kept');
      expect(existsSync(join(dir, 'runs', 'x'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("webrl train --config <another run's config.json>", () => {
  const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');

  /** Runs `webrl train` until its first stage starts (every check passed), or to its end. */
  const startTrain = (args: string[]) =>
    new Promise<{ started: boolean; log: string }>((done) => {
      const child = spawn('node', [bin, 'train', ...args], {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      let started = false;
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (!started && log.includes('phase-00/demonstrations: started')) {
          started = true;
          process.kill(-child.pid!, 'SIGKILL');
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', () => done({ started, log }));
    });

  it('starts a new run from the settings a run saved, with or without another --slots', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-train-reuse-'));
    const tiny = join(runsDir, 'tiny.json');
    writeFileSync(tiny, JSON.stringify({ ...TINY_TRAIN_CONFIG, sites: {} }));
    // What `webrl train --config tiny.json --slots 3 --name first` saves before its first stage.
    const first = trainConfigInput(options({ config: tiny, runsDir, name: 'first', slots: 3 }));
    const { run } = openRunDirectory(parseRunConfig(first), false);
    const saved = JSON.parse(readFileSync(run.configPath, 'utf8'));
    expect(saved.env.parallelEpisodes).toBe(saved.sites.slots);
    for (const more of [['--slots', '1'], []]) {
      const name = `again${more.length}`;
      const args = ['--config', run.configPath, '--runs-dir', runsDir, '--name', name, ...more];
      const { started, log } = await startTrain(args);
      expect(started, log).toBe(true);
      expect(log).not.toMatch(/^error: /m);
    }
  }, 120_000);
});

describe('refuseUnscorablePolicy', () => {
  const chat = 'openai-chat:http://127.0.0.1:8000/v1#m';
  const configOf = (more: Partial<TrainCliOptions>) =>
    parseRunConfig(trainConfigInput(options(more), readFile));

  it('refuses a chat-served actor while experience replay needs its log-probabilities of given steps', () => {
    expect(() => refuseUnscorablePolicy(chat, configOf({}))).toThrow(ConfigError);
    expect(() => refuseUnscorablePolicy(chat, configOf({}))).toThrow(
      /--policy openai-chat:http:\/\/127\.0\.0\.1:8000\/v1#m .*--policy openai:http:\/\/127\.0\.0\.1:8000\/v1#m .*--no-replay/,
    );
  });

  it('accepts it where nothing scores given text: no replay, no online phase, or a completions server', () => {
    // The served actor takes no gradient step here, so the KL term asks nothing of it.
    expect(() => refuseUnscorablePolicy(chat, configOf({ replay: false }))).not.toThrow();
    expect(() => refuseUnscorablePolicy(chat, configOf({ phases: 0 }))).not.toThrow();
    expect(() => refuseUnscorablePolicy(chat, configOf({ algorithm: 'sft' }))).not.toThrow();
    expect(() => refuseUnscorablePolicy('openai:http://127.0.0.1:8000/v1#m', configOf({}))).not.toThrow();
    expect(() => refuseUnscorablePolicy(undefined, configOf({}))).not.toThrow();
  });

  it('judges a resumed run by its stored settings, with the phases --phases extends it to', () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-train-settings-'));
    const stored = configOf({ runsDir, name: 'r', replay: false, phases: 2 });
    mkdirSync(join(runsDir, 'r'));
    writeFileSync(join(runsDir, 'r', 'config.json'), JSON.stringify(stored));
    const asked = options({ runsDir, name: 'r', resume: true, phases: 3 });
    const settings = runSettings(configOf(asked), asked);
    expect(settings.rl.replay).toBe(false);
    expect(settings.train.phases).toBe(3);
    expect(() => refuseUnscorablePolicy(chat, settings, join(runsDir, 'r'))).not.toThrow();
    // Without --resume the flags are the run's settings.
    expect(runSettings(configOf({ runsDir, name: 'r' }), options({})).rl.replay).toBe(true);
  });
});

describe('webrl train --policy openai-chat:…', () => {
  const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');

  it('is refused before any run folder exists when replay would need the chat server to score text', () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-train-chat-'));
    const spec = 'openai-chat:http://127.0.0.1:9/v1#m';
    const result = spawnSync(
      'node',
      [bin, 'train', '--runs-dir', runsDir, '--name', 'chat', '--policy', spec],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status, result.stderr).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^error: --policy ${spec.replace(/[.#/:]/g, '\\$&')} `));
    expect(lines[0]).toContain('--no-replay');
    expect(existsSync(join(runsDir, 'chat'))).toBe(false);
  }, 90_000);
});

describe('resumeHint', () => {
  const failure = (details: Partial<ModelServerErrorDetails>) =>
    new ModelServerError('x', {
      role: 'policy',
      url: 'u',
      model: 'm',
      attempts: 1,
      kind: 'http',
      ...details,
    });

  it('says to resume when the server answers again after it was unreachable, slow or overloaded', () => {
    for (const details of [
      { kind: 'network' },
      { kind: 'timeout' },
      { status: 503 },
      { status: 429 },
    ] as const) {
      expect(resumeHint(failure(details), 'runs/r')).toBe(
        'the run keeps every finished stage in runs/r; when the server answers again, run the same command with --resume to go on from the failed stage',
      );
    }
  });

  it('says to resume once the server is put right when it answered, but not as asked', () => {
    for (const details of [
      { kind: 'malformed-response', status: 200 },
      { status: 400 },
      { status: 404 },
    ] as const) {
      const hint = resumeHint(failure(details), 'runs/r');
      expect(hint).not.toContain('answers again');
      expect(hint).toBe(
        'the run keeps every finished stage in runs/r; once the server is put right as the error says, run the same command with --resume to go on from the failed stage',
      );
    }
  });
});

describe('webrl train with a served generator whose tasks all fail the filters', () => {
  it('stops at the phase with no task, one error line naming the generator and the filters, exit 1', async () => {
    // The generator invents a task each time; the feasibility filter (the same server) rejects all.
    const server = await OpenAITestServer.start({
      model: 'gen',
      handler: (request) => {
        const text = JSON.stringify(request.body).includes('#Given Task#')
          ? '`Show me the orders I placed in March 2023`'
          : 'Reason: the site cannot do it. [NO]';
        return { kind: 'json', body: chatReply({ body: request.body, text }) };
      },
    });
    try {
      const runsDir = mkdtempSync(join(tmpdir(), 'webrl-train-curriculum-'));
      const config = join(runsDir, 'tiny.json');
      writeFileSync(config, JSON.stringify(TINY_SERVED_CONFIG));
      const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');
      const args = [bin, 'train', '--config', config, '--runs-dir', runsDir, '--name', 'r'];
      args.push('--generator', `openai-chat:${server.baseUrl}#gen`);
      let stderr = '';
      const code = await new Promise<number | null>((done) => {
        const child = spawn('node', args, { stdio: ['ignore', 'ignore', 'pipe'] });
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
        child.on('exit', done);
      });
      expect(code, stderr).toBe(1);
      const errors = stderr.split('\n').filter((line) => line.startsWith('error: '));
      expect(errors).toEqual([
        expect.stringContaining(
          "error: the phase's curriculum has no task to train on: of the 1 new task the generator openai:gen evolved",
        ),
      ]);
      expect(errors[0]).toContain('judged infeasible by openai:gen');
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(stderr).toContain(`the run keeps every finished stage in ${join(runsDir, 'r')}`);
    } finally {
      await server.close();
    }
  }, 300_000);
});
