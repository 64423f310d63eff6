// `webrl train`: the whole WebRL loop on the built-in sites (or MiniWoB++, `source.env`) with the
// embedded models — phase 0 (SFT, ORM), then the online phases — in a run directory that survives
// crashes (`resume`).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BrowserUnavailableError, type LaunchOptions, PagePool } from '../../browser/index.js';
import {
  ConfigError,
  checkOutputFolder,
  deepFreeze,
  getLogger,
  lockFolder,
  parseRunConfig,
  RunConfig,
  type RunConfigInput,
  readJsonFile,
  writeJsonAtomic,
} from '../../core/index.js';
import { RuleJudge } from '../../eval/index.js';
import {
  type FeasibilityChecker,
  type Judge,
  readManifestOf,
  type TaskGenerator,
} from '../../models/index.js';
import { getAlgorithm } from '../../rl/index.js';
import { RunDirectory } from '../run-directory.js';
import { StageRunner } from '../stage-runner.js';
import { adoptPhaseZero, checkSftFrom } from './adopt-phase-zero.js';
import { ignoredSettings } from './ignored-settings.js';
import { type ExternalModels, ModelStore } from './model-store.js';
import { runOnlinePhase } from './online-phase.js';
import { checkTrainSource, openTrainSource } from './open-train-source.js';
import { runPhaseZero } from './phase-zero.js';
import { pinEvalTasks } from './pinned-eval-tasks.js';
import { resumeConflicts } from './resume-settings.js';
import type { TrainContext } from './train-context.js';
import type { TrainSource } from './train-source.js';

export { type IgnoredSetting, ignoredSettings } from './ignored-settings.js';

const log = getLogger('pipeline');

export interface TrainRunOptions {
  config: Readonly<RunConfig>;
  /** Continue an interrupted run with the same name (its stored config wins). */
  resume?: boolean;
  /** With `resume`: run this many online phases in all, more than the stored run asked for. */
  extendPhasesTo?: number;
  /**
   * The settings the user gave explicitly (flags, config file). With `resume`, any that differs from
   * the stored run's is refused: a resumed run keeps its settings, and ignoring them would mislead.
   */
  asked?: RunConfigInput;
  launch?: LaunchOptions;
  /** Judge of fuzzy answers in evaluation (default: the offline RuleJudge). */
  judge?: Judge;
  /** Shows the progress line. */
  progress?: (text: string) => void;
  /**
   * Models served by OpenAI-compatible servers in place of the embedded ones. Rollouts, ORM labels,
   * the curriculum and evaluation use them; nothing here takes gradient steps on a served model.
   */
  served?: ExternalModels & { generator?: TaskGenerator; feasibility?: FeasibilityChecker };
  /** The command line, recorded in the run directory's lock: a second command refused there names it. */
  command?: string;
}

export interface TrainRunResult {
  run: RunDirectory;
  /** Test success (all tasks) after each phase, phase 0 = SFT. */
  success: number[];
}

/**
 * Opens (or resumes) a run directory and checks it belongs to this configuration. `isNew`: this call
 * made the run (wrote its config.json).
 */
export function openRunDirectory(
  config: Readonly<RunConfig>,
  resume: boolean,
  extendPhasesTo?: number,
  asked?: RunConfigInput,
): { run: RunDirectory; config: Readonly<RunConfig>; isNew: boolean } {
  const run = new RunDirectory(join(config.runsDir, config.name));
  if (existsSync(run.configPath)) {
    if (!resume) {
      throw new ConfigError(
        `run directory ${run.root} already holds a run; pass --resume to continue it, or choose another --name`,
      );
    }
    const stored = parseRunConfig(
      readJsonFile(
        run.configPath,
        "the run's settings are in this file: restore it, or start a new run with another --name",
      ),
      run.configPath,
    );
    const conflicts = resumeConflicts(stored, asked, extendPhasesTo);
    if (conflicts.length > 0) {
      throw new ConfigError(
        `${run.configPath} keeps the settings the run was made with, and this command asks for others:\n  ${conflicts.join('\n  ')}\n` +
          'drop those settings to resume the run as it was, or start a new run with another --name',
        conflicts,
      );
    }
    if (extendPhasesTo === undefined || extendPhasesTo === stored.train.phases)
      return { run, config: stored, isNew: false };
    if (extendPhasesTo < stored.train.phases) {
      throw new ConfigError(
        `${run.configPath}: train.phases is ${stored.train.phases} and --phases ${extendPhasesTo} would shorten the run; a resumed run can only get more phases`,
      );
    }
    // Every stage done so far stays valid: later phases only read what earlier ones left.
    const extended = { ...stored, train: { ...stored.train, phases: extendPhasesTo } };
    writeJsonAtomic(run.configPath, extended);
    log.info(`run ${run.root} extended from ${stored.train.phases} to ${extendPhasesTo} online phases`);
    return { run, config: extended, isNew: false };
  }
  refuseForeignFolder(run, config.runsDir);
  if (resume) log.info(`nothing to resume in ${run.root}; starting a new run`);
  refuseIgnoredSettings(config, asked);
  // A source that cannot open (a folder that is not MiniWoB++'s, a data folder that is a file) or a
  // phase 0 to adopt that is no finished run must not leave a run behind.
  checkTrainSource(config);
  if (config.train.sftFrom) checkSftFrom(config.train.sftFrom);
  // Saved as run: one episode per site slot. Its config.json then starts another run as it is.
  const saved = deepFreeze({ ...config, env: { ...config.env, parallelEpisodes: config.sites.slots } });
  writeJsonAtomic(run.configPath, saved);
  return { run, config: saved, isNew: true };
}

/**
 * Settings asked for (a config file, flags) that a new run would not use. One that differs from its
 * default is refused: a run's saved config.json holds every field, but an unused one only at its
 * default, so it still starts another run. A saved SFT run's phases are the exception: a preset sets
 * them, so they are named in one warning instead. (A preset's train.evalTasks on MiniWoB++ never
 * reaches here: askedSettings leaves it out.)
 */
function refuseIgnoredSettings(config: Readonly<RunConfig>, asked: RunConfigInput | undefined): void {
  if (asked === undefined) return;
  const defaults = RunConfig.parse({});
  for (const { path, reason, otherwise } of ignoredSettings(config)) {
    const value = valueAt(asked, path);
    if (value === undefined) continue;
    if (path === 'train.phases') {
      log.warn(`train.phases is ${value}, but ${reason}; the run ends after phase 0`);
    } else if (JSON.stringify(value) !== JSON.stringify(valueAt(defaults, path))) {
      throw new ConfigError(
        `${path} is ${JSON.stringify(value)}, but ${reason}; remove it${otherwise ? `, or ${otherwise.config}` : ''}`,
      );
    }
  }
}

function valueAt(input: unknown, path: string): unknown {
  let value = input;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The run's browser settings over the environment's (WEBRL_CHROMIUM): `browser.executablePath`
 * wins where set, as its description says. Checked before the run directory is made.
 */
function launchOptionsOf(config: Readonly<RunConfig>, launch: LaunchOptions = {}): LaunchOptions {
  const path = config.browser.executablePath;
  if (path !== undefined && !existsSync(path)) {
    throw new ConfigError(
      `browser.executablePath is "${path}", but no file is there; point it at a Chromium executable, or remove it to use WEBRL_CHROMIUM or the system's Chromium`,
    );
  }
  return {
    ...launch,
    ...(path !== undefined ? { override: path, overrideName: 'browser.executablePath' } : {}),
    headless: config.browser.headless,
  };
}

/**
 * A run has one episode at a time per site slot: a different env.parallelEpisodes asked for would be
 * ignored. (--slots sets both, and a run saves the two equal, so only a hand-set one differs.)
 */
function checkParallelEpisodes(config: Readonly<RunConfig>, asked: RunConfigInput | undefined): void {
  const wanted = asked?.env?.parallelEpisodes;
  if (wanted !== undefined && wanted !== config.sites.slots) {
    throw new ConfigError(
      `env.parallelEpisodes is ${wanted}, but webrl train runs one episode per site slot (sites.slots is ${config.sites.slots}); set sites.slots (--slots ${wanted}) instead, or remove env.parallelEpisodes`,
    );
  }
}

/**
 * A new run goes only into a folder that does not exist yet or is empty: training into a folder of
 * other files would mix them with the run's, and a folder with a state.json but no config.json is
 * a run whose settings are lost (its finished stages would be skipped under other settings).
 */
function refuseForeignFolder(run: RunDirectory, runsDir: string): void {
  checkOutputFolder('runsDir', runsDir, 'pass --runs-dir a folder');
  if (!existsSync(run.root)) return;
  if (!statSync(run.root).isDirectory()) {
    throw new ConfigError(`${run.root} is a file, not a run directory; choose another --name`);
  }
  if (existsSync(run.statePath)) {
    throw new ConfigError(
      `${run.root} has a state.json but no config.json: the run's settings are lost, so its finished stages cannot be resumed; restore config.json, or choose another --name`,
    );
  }
  const entries = readdirSync(run.root);
  if (entries.length > 0) {
    throw new ConfigError(
      `${run.root} is not a run directory and not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}); choose another --name or --runs-dir`,
    );
  }
}

export async function trainRun(options: TrainRunOptions): Promise<TrainRunResult> {
  if (options.served?.generator && !options.served.feasibility) {
    // Tasks an LLM invents cannot be checked against the sites' templates.
    throw new ConfigError(
      'a served task generator needs a served feasibility filter too (it may be the same server)',
    );
  }
  if (options.served?.orm && options.config.train.retrainOrm) {
    throw new ConfigError(
      `train.retrainOrm is true, but the ORM is served (${options.served.orm.name}) and cannot be retrained here; set train.retrainOrm to false or drop --orm`,
    );
  }
  if (options.config.train.ormFrom) checkOrmFrom(options.config, options.served?.orm?.name);
  checkParallelEpisodes(options.config, options.asked);
  launchOptionsOf(options.config, options.launch); // a browser path that points nowhere leaves no run behind
  checkOutputFolder('runsDir', options.config.runsDir, 'pass --runs-dir a folder');
  // One process at a time works on a run (docs/design.md): a second would run the same stages and
  // count them twice. Taken before the run directory is opened, since opening writes config.json
  // (a new run, more phases) and a new run that fails is removed.
  const lock = lockFolder(resolve(options.config.runsDir, options.config.name), {
    ...(options.command !== undefined ? { command: options.command } : {}),
  });
  try {
    return await trainLockedRun(options);
  } finally {
    lock.release();
  }
}

/** trainRun once the run directory's lock is held. */
async function trainLockedRun(options: TrainRunOptions): Promise<TrainRunResult> {
  const rootExisted = existsSync(join(options.config.runsDir, options.config.name));
  const { run, config, isNew } = openRunDirectory(
    options.config,
    options.resume ?? false,
    options.extendPhasesTo,
    options.asked,
  );
  const algorithm = getAlgorithm(config.rl.algorithm);
  const stages = new StageRunner(run);
  const phases = algorithm.online ? config.train.phases : 0;
  if (!isNew && stages.isComplete(evalStageId(phases))) {
    // Stages run in order and each phase ends with its evaluation: the last one done means every
    // stage is, so neither the sites nor a browser need to start.
    const more = algorithm.online ? `; to train further, resume with --phases ${phases + 1}` : '';
    log.info(
      `run ${run.root} is complete: every stage of its ${phases} online phases is done (${run.statePath}), so nothing is left to resume${more}`,
    );
    return { run, success: testSuccess(stages, phases) };
  }
  let source: TrainSource | undefined;
  let pool: PagePool | undefined;
  let started = false;
  let discardRun = false;
  try {
    // Adopted before the test tasks are drawn: the adopted phase-0 evaluation pins them (below), so a
    // run started from another run's phase 0 is measured on the same tasks as that phase 0.
    if (config.train.sftFrom)
      adoptPhaseZero(run, stages, config.train.sftFrom, config.train.ormFrom ? ['orm'] : []);
    const opened = await openTrainSource(config);
    source = opened;
    if (isNew) {
      checkEvalTasks(config, opened);
      checkDemonstrations(config, opened);
    }
    if (opened.name === 'builtin')
      source = { ...opened, evalTasks: pinEvalTasks(run, opened.evalTasks, opened.taskSets.test) };
    pool = new PagePool({
      size: config.sites.slots,
      viewport: config.env.viewport,
      pagesPerBrowser: config.browser.pagesPerBrowser,
      launch: launchOptionsOf(config, options.launch), // a resumed run's own settings
    });
    await checkBrowserStarts(pool);
    const ctx: TrainContext = {
      config,
      run,
      stages,
      models: new ModelStore(run, config.seed, {
        ...(options.served?.policy ? { policy: options.served.policy } : {}),
        ...(options.served?.orm ? { orm: options.served.orm } : {}),
      }),
      runner: {
        slots: source.slots,
        pool,
        config: { ...config.env, parallelEpisodes: config.sites.slots },
        helpers: source.helpers,
        judge: options.judge ?? new RuleJudge(),
      },
      source,
      progress: options.progress ?? ((text) => log.progress(text)),
      ...(options.served?.generator && options.served.feasibility
        ? {
            curriculumModels: {
              generator: options.served.generator,
              feasibility: options.served.feasibility,
            },
          }
        : {}),
    };
    log.info(
      `run ${run.root}: ${source.name}, ${algorithm.name}, ${phases} online phases, ${ctx.source.evalTasks.length} test tasks, rollouts labelled by ${source.labels === 'orm' ? 'the ORM' : 'the evaluator'}`,
    );
    started = true;
    await runPhaseZero(ctx);
    for (let phase = 1; phase <= phases; phase++) await runOnlinePhase(ctx, phase);
    return { run, success: testSuccess(stages, phases) };
  } catch (error) {
    // A new run that failed before its first stage holds nothing of value: leaving its folder
    // would only make the same command, once fixed, refuse to start ("already holds a run").
    discardRun = isNew && !started;
    if (discardRun || !(error instanceof BrowserUnavailableError)) throw error;
    throw new BrowserUnavailableError(
      `${error.message}; the run keeps its finished stages in ${run.root}: once Chromium starts, run the same command with --resume`,
      error.setting,
      { cause: error },
    );
  } finally {
    await pool?.close();
    await source?.close();
    if (discardRun) removeNewRun(run, rootExisted);
  }
}

/** The id of a phase's evaluation stage, the last stage of every phase. */
function evalStageId(phase: number): string {
  return `phase-${String(phase).padStart(2, '0')}/eval`;
}

/** Test success (all tasks) after each phase, from the evaluation stages' stored results. */
function testSuccess(stages: StageRunner, phases: number): number[] {
  const success: number[] = [];
  for (let phase = 0; phase <= phases; phase++)
    success.push(stages.resultOf<{ success: number }>(evalStageId(phase))?.success ?? Number.NaN);
  return success;
}

/**
 * train.evalTasks above the built-in test set would evaluate all of it: a number that big is a
 * mistake (0 asks for all). Checked for new runs only, once the source says how many there are.
 */
function checkEvalTasks(config: Readonly<RunConfig>, source: TrainSource): void {
  const all = source.taskSets.test.length;
  if (source.name !== 'builtin' || config.train.evalTasks <= all) return;
  throw new ConfigError(
    `train.evalTasks is ${config.train.evalTasks}, but builtin:test has ${all} tasks; pass at most ${all} (--eval-tasks ${all}), or 0 to evaluate all of them`,
  );
}

/**
 * train.demonstrations above builtin:train's tasks would demonstrate them all and say nothing: a
 * budget that big is a mistake, as in train.evalTasks. Checked for new runs only.
 */
function checkDemonstrations(config: Readonly<RunConfig>, source: TrainSource): void {
  const all = source.taskSets.train.length;
  if (source.name !== 'builtin' || config.train.demonstrations <= all) return;
  throw new ConfigError(
    `train.demonstrations is ${config.train.demonstrations}, but builtin:train has ${all} tasks; pass at most ${all} (--demos ${all})`,
  );
}

/**
 * Launches the run's browser once before any stage: a browser that does not start stops the run
 * here, with BrowserUnavailableError, rather than in the middle of a stage.
 */
async function checkBrowserStarts(pool: PagePool): Promise<void> {
  const lease = await pool.acquire();
  await pool.release(lease);
}

/** Removes what a new run wrote (the folder, or its contents where it was an empty folder before). */
function removeNewRun(run: RunDirectory, rootExisted: boolean): void {
  if (rootExisted) {
    for (const entry of readdirSync(run.root))
      rmSync(join(run.root, entry), { recursive: true, force: true });
  } else {
    rmSync(run.root, { recursive: true, force: true });
  }
  log.info(`${run.root} removed: the run failed before its first stage, so the same command starts it again`);
}

/** train.ormFrom is checked before anything is created: phase 0 would reach it only minutes later. */
function checkOrmFrom(config: RunConfig, servedOrm: string | undefined): void {
  const from = config.train.ormFrom!;
  if (servedOrm) {
    throw new ConfigError(
      `train.ormFrom is ${from}, but the ORM is also served (${servedOrm}); keep one of train.ormFrom and --orm`,
    );
  }
  if (config.train.retrainOrm) {
    throw new ConfigError(
      `train.ormFrom is ${from} and train.retrainOrm is true, but a retrained ORM learns from phase 0's own ORM set, which a run with train.ormFrom does not build; set train.retrainOrm to false or drop train.ormFrom`,
    );
  }
  try {
    readManifestOf(from, 'reward-model');
  } catch (error) {
    throw new ConfigError(
      `train.ormFrom: ${(error as Error).message}; pass an ORM's folder (webrl orm train writes one to <out>/model)`,
      [],
      { cause: error },
    );
  }
}
