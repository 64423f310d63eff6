// `webrl train`: the product's main job — WebRL end to end on the built-in sites with the embedded
// models. A preset sets the sizes; a JSON config file and flags override it; `--resume` continues
// an interrupted run from its last completed stage.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import {
  ConfigError,
  MAX_SITE_SLOTS,
  parseRunConfig,
  RL_ALGORITHMS,
  ROLLOUT_LABELS,
  type RunConfig,
  type RunConfigInput,
  readJsonFile,
  rolloutLabelsOf,
} from '../../core/index.js';
import { CurriculumError } from '../../curriculum/index.js';
import { ModelServerError } from '../../models/index.js';
import {
  DEFAULT_PRESET,
  formatSuccessByTask,
  ignoredSettings,
  mergeConfig,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  type RunDirectory,
  readEvalSummary,
  successByTask,
  trainRun,
} from '../../pipeline/index.js';
import { getAlgorithm } from '../../rl/index.js';
import { commandLine } from '../command-line.js';
import { resolveEnvSpec } from '../env-spec.js';
import type { CliEnvironment } from '../environment.js';
import { createOpenAIBackend, type OpenAIRole, parseOpenAIModelSpec } from '../openai-roles.js';
import { integerOption, numberOption } from '../option-parsers.js';
import { sayOnTermination } from '../termination.js';

export interface TrainCliOptions {
  preset: PresetName;
  config?: string;
  name?: string;
  runsDir?: string;
  seed?: number;
  algorithm?: string;
  phases?: number;
  tasksPerPhase?: number;
  demos?: number;
  evalTasks?: number;
  slots?: number;
  beta?: number;
  replay?: boolean;
  kl?: boolean;
  curriculum?: boolean;
  resume: boolean;
  env?: string;
  tasks?: string;
  labels?: (typeof ROLLOUT_LABELS)[number];
  evalEpisodes?: number;
  policy?: string;
  orm?: string;
  ormFrom?: string;
  generator?: string;
  feasibility?: string;
  judge?: string;
}

/** defaults < preset < config file < flags. */
export function trainConfigInput(
  options: TrainCliOptions,
  readFile = (p: string) => readFileSync(p, 'utf8'),
): RunConfigInput {
  return mergeConfig(mergeConfig({}, PRESETS[options.preset]), explicitTrainInput(options, readFile));
}

/** What the user set explicitly: the config file, then the flags over it (no preset, no defaults). */
export function explicitTrainInput(
  options: TrainCliOptions,
  readFile = (p: string) => readFileSync(p, 'utf8'),
): RunConfigInput {
  let input: RunConfigInput = {};
  if (options.config) {
    // `--config '{"rl":…}'` is a likely slip: say that the settings go in a file.
    const fix = options.config.trimStart().startsWith('{')
      ? '--config takes the path of a JSON file, not the JSON itself: write the settings to a file and pass its path'
      : 'fix the file or drop --config';
    const file = readJsonFile(options.config, fix, readFile);
    // Checked alone first, so that a mistake in the file is reported under the file's name.
    parseRunConfig(file, options.config);
    input = mergeConfig(input, file as object);
  }
  const flags: RunConfigInput = {
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.runsDir !== undefined ? { runsDir: options.runsDir } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    rl: {
      ...(options.algorithm !== undefined
        ? { algorithm: options.algorithm as (typeof RL_ALGORITHMS)[number] }
        : {}),
      ...(options.beta !== undefined ? { beta: options.beta } : {}),
      ...(options.replay === false ? { replay: false } : {}),
      ...(options.kl === false ? { kl: false } : {}),
    },
    train: {
      ...(options.phases !== undefined ? { phases: options.phases } : {}),
      ...(options.tasksPerPhase !== undefined ? { tasksPerPhase: options.tasksPerPhase } : {}),
      ...(options.demos !== undefined ? { demonstrations: options.demos } : {}),
      ...(options.evalTasks !== undefined ? { evalTasks: options.evalTasks } : {}),
      ...(options.ormFrom !== undefined ? { ormFrom: options.ormFrom } : {}),
    },
    ...(options.curriculum === false ? { curriculum: { enabled: false } } : {}),
    // webrl train runs one episode per slot: --slots sets both, so that a config file's
    // env.parallelEpisodes (a run's saved config.json has one) follows the flag as sites.slots does.
    ...(options.slots !== undefined ? { sites: { slots: options.slots } } : {}),
    env: { ...(options.slots !== undefined ? { parallelEpisodes: options.slots } : {}) },
    source: {
      ...(options.env !== undefined ? { env: resolveEnvSpec(options.env) } : {}),
      ...(options.tasks !== undefined ? { tasks: options.tasks } : {}),
      ...(options.labels !== undefined ? { labels: options.labels } : {}),
      ...(options.evalEpisodes !== undefined ? { evalEpisodes: options.evalEpisodes } : {}),
    },
  };
  return mergeConfig(input, flags);
}

/** Flags that only mean something beside another: alone they would be stored and ignored. */
function refuseUnusedFlags(options: TrainCliOptions): void {
  if (options.feasibility !== undefined && options.generator === undefined) {
    throw new ConfigError(
      `--feasibility ${options.feasibility} filters the tasks of a served generator; add --generator <spec>, or drop --feasibility`,
    );
  }
}

/**
 * Flags for settings the run would not use (pipeline/train/ignored-settings.ts), judged by the
 * settings it runs with (a config file's --env or --algorithm counts): whoever typed one expected it
 * to change something, so it is refused rather than stored and passed over.
 */
export function refuseIgnoredFlags(options: TrainCliOptions, settings: Readonly<RunConfig>): void {
  if (options.tasks !== undefined && settings.source.env === 'builtin') {
    throw new ConfigError(
      `--tasks ${options.tasks} picks MiniWoB++ tasks; add --env miniwob (or miniwob:<folder>), or drop --tasks (the built-in sites' tasks are set by the train.* sizes)`,
    );
  }
  // Each setting's flag as typed, and its name; --phases 0 asks for no online phase, which SFT has.
  const flags: Record<string, [typed: string, name: string] | undefined> = {
    'train.phases': options.phases ? [`--phases ${options.phases}`, '--phases'] : undefined,
    'rl.kl': options.kl === false ? ['--no-kl', '--no-kl'] : undefined,
    'rl.beta': options.beta !== undefined ? [`--beta ${options.beta}`, '--beta'] : undefined,
    'rl.replay': options.replay === false ? ['--no-replay', '--no-replay'] : undefined,
    'curriculum.enabled': options.curriculum === false ? ['--no-curriculum', '--no-curriculum'] : undefined,
    'train.ormFrom':
      options.ormFrom !== undefined ? [`--orm-from ${options.ormFrom}`, '--orm-from'] : undefined,
    'train.evalTasks':
      options.evalTasks !== undefined ? [`--eval-tasks ${options.evalTasks}`, '--eval-tasks'] : undefined,
    'source.evalEpisodes':
      options.evalEpisodes !== undefined
        ? [`--eval-episodes ${options.evalEpisodes}`, '--eval-episodes']
        : undefined,
  };
  // A served ORM is no setting of the run, so it is checked here: the evaluator's labels leave it unused.
  if (options.orm !== undefined && rolloutLabelsOf(settings.source) === 'evaluator') {
    throw new ConfigError(
      `--orm ${options.orm} serves the ORM, but the evaluator labels the rollouts (source.labels), so the run would never ask it; drop --orm, or label them by the ORM with --labels orm`,
    );
  }
  for (const { path, reason, otherwise } of ignoredSettings(settings)) {
    const flag = flags[path];
    if (!flag) continue;
    throw new ConfigError(
      `${flag[0]} sets ${path}, but ${reason}; drop ${flag[1]}${otherwise ? `, or ${otherwise.flag}` : ''}`,
    );
  }
}

/**
 * A chat endpoint cannot score given text, and experience replay keeps an earlier step by the
 * phase's starting actor's perplexity on it (pipeline/train/phase-data.ts): a chat-served actor with
 * replay on would fail at phase 1's processing, after all of phase 0's work. Replay is the only such
 * need: a served actor takes no gradient step here, so the KL term asks nothing of it.
 */
export function refuseUnscorablePolicy(
  policySpec: string | undefined,
  config: Readonly<RunConfig>,
  resumedFrom?: string,
): void {
  if (policySpec === undefined || parseOpenAIModelSpec(policySpec, '--policy').mode !== 'chat') return;
  const { rl, train } = config;
  if (!rl.replay || train.phases === 0 || !getAlgorithm(rl.algorithm).online) return;
  const completions = `--policy ${policySpec.replace(/^openai-chat:/, 'openai:')}`;
  const fix = resumedFrom
    ? `the run in ${resumedFrom} has replay on, so serve the policy for completions and resume with ${completions} (vLLM serves both), or start a new run with --no-replay`
    : `serve the policy for completions and pass ${completions} (vLLM serves both), or turn replay off with --no-replay`;
  throw new ConfigError(
    `--policy ${policySpec} serves the actor over chat completions, which cannot score given text, but experience replay (rl.replay) keeps earlier steps by the actor's log-probabilities of them, from phase 1 on; ${fix}`,
  );
}

/** The settings a run will have: a resumed run's stored ones (its phases extended by --phases), else these. */
export function runSettings(config: Readonly<RunConfig>, options: TrainCliOptions): Readonly<RunConfig> {
  const path = join(config.runsDir, config.name, 'config.json');
  if (!options.resume || !existsSync(path)) return config;
  const stored = parseRunConfig(
    readJsonFile(
      path,
      "the run's settings are in this file: restore it, or start a new run with another --name",
    ),
    path,
  );
  const phases = Math.max(stored.train.phases, options.phases ?? 0);
  return { ...stored, train: { ...stored.train, phases } };
}

/**
 * What a run is checked against: the explicit settings, and a preset named on the command line
 * (`--resume --preset paper` on a quick run would otherwise be ignored without a word) but for its
 * phases: `npm start` resumes with `--preset quick`, and a run --phases extended is still that run.
 * On MiniWoB++ the preset's train.evalTasks is left out too: it sizes the built-in test set, which
 * such a run does not use, so only a user's own value of it is refused as unused.
 */
export function askedSettings(
  options: TrainCliOptions,
  presetGiven: boolean,
  readFile = (p: string) => readFileSync(p, 'utf8'),
): RunConfigInput {
  const explicit = explicitTrainInput(options, readFile);
  if (!presetGiven) return explicit;
  const { phases: _presetPhases, evalTasks, ...presetTrain } = PRESETS[options.preset].train;
  const builtin = (trainConfigInput(options, readFile).source?.env ?? 'builtin') === 'builtin';
  if (builtin) Object.assign(presetTrain, { evalTasks });
  return mergeConfig(mergeConfig({}, { ...PRESETS[options.preset], train: presetTrain }), explicit);
}

export function trainCommand(env: CliEnvironment): Command {
  return new Command('train')
    .description(
      'run WebRL end to end: SFT and ORM (phase 0), then online phases of curriculum, rollouts, critic and actor',
    )
    .addOption(
      new Option('--preset <name>', "sizes: quick (minutes on a laptop) or paper (WebRL's)")
        .choices(PRESET_NAMES)
        .default(DEFAULT_PRESET),
    )
    .option('--config <file>', 'JSON run config overriding the preset (see docs/configuration.md)')
    .option('--name <name>', 'run name; the run directory is <runs-dir>/<name>')
    .option('--runs-dir <dir>', 'folder holding run directories')
    .option('--seed <n>', 'seed of every random choice', integerOption(0))
    .addOption(new Option('--algorithm <name>', 'actor update').choices([...RL_ALGORITHMS]))
    .option(
      '--phases <n>',
      'online phases after SFT (with --resume: extend a run to this many)',
      integerOption(0),
    )
    .option('--tasks-per-phase <n>', 'tasks rolled out per phase', integerOption(1))
    .option('--demos <n>', 'SFT demonstration budget (0: start from an untrained policy)', integerOption(0))
    .option(
      '--eval-tasks <n>',
      'built-in sites: test tasks evaluated after each phase (0 = all; MiniWoB++ uses --eval-episodes)',
      integerOption(0),
    )
    .option(
      '--slots <n>',
      `parallel episodes, each on its own site slot (at most ${MAX_SITE_SLOTS})`,
      integerOption(1, MAX_SITE_SLOTS),
    )
    .option('--beta <x>', 'β of the KL term', numberOption)
    .option('--no-replay', 'ablation: no experience replay')
    .option('--no-kl', 'ablation: no KL constraint (REINFORCE with a value baseline)')
    .option('--no-curriculum', "ablation: reuse phase 1's tasks every phase")
    .option('--resume', 'continue the run of this name from its last completed stage', false)
    .option(
      '--env <spec>',
      'builtin (default) | miniwob:<MiniWoB++ html folder> | miniwob (the copy `npm run setup` installed)',
    )
    .option('--tasks <list>', 'MiniWoB++ tasks: all | webgum | click-button,enter-text,… (default webgum)')
    .addOption(
      new Option(
        '--labels <what>',
        'what labels rollouts (auto: ORM on builtin, page reward on MiniWoB++)',
      ).choices([...ROLLOUT_LABELS]),
    )
    .option(
      '--eval-episodes <n>',
      'MiniWoB++: test seeds per task after each phase (default 5)',
      integerOption(1),
    )
    .option(
      '--policy <spec>',
      'served actor openai:<url>#<model> (rollouts and evaluation; not trained here); openai-chat:<url>#<model> needs --no-replay, as a chat endpoint cannot score text',
    )
    .option('--orm <spec>', 'served outcome reward model openai:<url>#<model> (e.g. WebRL ORM-Llama-3.1-8B)')
    .option(
      '--orm-from <dir>',
      'embedded ORM checkpoint to use instead of training one in phase 0 (train.ormFrom; e.g. webrl orm train --out D writes D/model)',
    )
    .option('--generator <spec>', 'served task generator openai-chat:<url>#<model> (in-breadth evolution)')
    .option('--feasibility <spec>', 'served feasibility filter (default: the --generator server)')
    .option(
      '--judge <spec>',
      'LLM judge for fuzzy_match answers in evaluation (default: rule-based, offline)',
    )
    .action(async (options: TrainCliOptions, command: Command) => {
      refuseUnusedFlags(options);
      const config = parseRunConfig(trainConfigInput(options), 'webrl train options');
      const settings = runSettings(config, options);
      refuseIgnoredFlags(options, settings);
      refuseUnscorablePolicy(
        options.policy,
        settings,
        settings === config ? undefined : join(config.runsDir, config.name),
      );
      const requestLogPath = join(config.runsDir, config.name, 'requests.jsonl');
      const serve = <R extends OpenAIRole>(role: R, spec: string | undefined, flag: string) =>
        spec ? createOpenAIBackend(role, spec, { flag, env: env.openai, requestLogPath }) : undefined;
      const feasibilitySpec = options.feasibility ?? options.generator;
      const served = {
        policy: serve('policy', options.policy, '--policy'),
        orm: serve('orm', options.orm, '--orm'),
        generator: serve('generator', options.generator, '--generator'),
        feasibility: serve(
          'feasibility',
          feasibilitySpec,
          options.feasibility ? '--feasibility' : '--generator',
        ),
      };
      const judge = serve('judge', options.judge, '--judge');
      // A run that does not exist yet is started by --resume as well, so the line holds from here on.
      sayOnTermination(
        `stopped; ${join(config.runsDir, config.name)} keeps every finished stage: run the same command${options.resume ? ' again' : ' with --resume'} to go on from the cut stage`,
      );
      const result = await trainRun({
        config,
        resume: options.resume,
        ...(options.resume && options.phases !== undefined ? { extendPhasesTo: options.phases } : {}),
        asked: askedSettings(options, command.getOptionValueSource('preset') === 'cli'),
        launch: env.chromium,
        served: Object.fromEntries(Object.entries(served).filter(([, v]) => v !== undefined)),
        ...(judge ? { judge } : {}),
        command: commandLine(),
      }).catch((error: unknown) => {
        // main prints the error's one line; what the run keeps, and how to go on, is said here.
        const runRoot = join(config.runsDir, config.name);
        if (error instanceof ModelServerError) console.error(resumeHint(error, runRoot));
        if (error instanceof CurriculumError) {
          console.error(
            `the run keeps every finished stage in ${runRoot}; run the same command with --resume to go on from the failed stage`,
          );
        }
        throw error;
      });
      console.log(`\nrun: ${result.run.root}`);
      console.log('test success after each phase (phase 0 = SFT):');
      for (const [phase, s] of result.success.entries())
        console.log(`  phase ${phase}: ${(100 * s).toFixed(1)}%`);
      if (config.source.env !== 'builtin') printSuccessByTask(result.run, result.success.length - 1);
    });
}

/** What a run stopped by a model server keeps, and how to go on once the server is put right. */
export function resumeHint(error: ModelServerError, runRoot: string): string {
  const when = error.recoversByItself
    ? 'when the server answers again'
    : 'once the server is put right as the error says';
  return `the run keeps every finished stage in ${runRoot}; ${when}, run the same command with --resume to go on from the failed stage`;
}

/** Success per task after the last phase (MiniWoB++ reports per task), from its evaluation folder. */
function printSuccessByTask(run: RunDirectory, phase: number): void {
  const summary = readEvalSummary(run.evalDir(phase));
  if (!summary) return;
  console.log(`
success per task after phase ${phase} (${summary.results.length} test episodes):`);
  console.log(formatSuccessByTask(successByTask(summary.results)));
}
