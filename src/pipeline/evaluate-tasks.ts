// Evaluates an agent on a task set: every task as a real episode (temperature 0 unless told), in
// parallel over the slot provider, scored by WebArena's evaluators on the live final page through
// runEpisode's `evaluate` hook, written in VAB's layout (actions files carry the score) with a
// `summary.json` shaped like WebRL's Table 1. A task that cannot be scored (unusable eval config,
// unknown helper, a site URL that is not set) is recorded with its reason, never thrown; broken
// infrastructure (a model server down) still stops the evaluation. Each finished task's result is
// also recorded on its own (finished-episodes.ts), so an evaluation that stopped can be resumed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PagePool } from '../browser/index.js';
import {
  type Agent,
  ConfigError,
  type EnvConfig,
  resolveTaskUrls,
  type SlotProvider,
  type TaskConfig,
  type Trajectory,
} from '../core/index.js';
import {
  isMiniwobTask,
  type RunEpisodeOptions,
  runEpisodes,
  type TraceWriter,
  VabTraceWriter,
} from '../env/index.js';
import {
  classifyFailure,
  countErrorTypes,
  type EvalMode,
  EvaluationError,
  evaluateTask,
  type HelperRegistry,
  siteGroupOf,
  type TaskEvaluation,
} from '../eval/index.js';
import type { Judge } from '../models/index.js';
import {
  EVAL_SUMMARY_FILE,
  type EvalSummary,
  type EvalTaskResult,
  summarizeEval,
  writeEvalSummary,
} from './eval-summary.js';
import { isContentRefusal } from './evaluated-episodes.js';
import {
  EPISODE_FOLDERS,
  type FinishedEpisode,
  removeEpisodeFiles,
  removeTempFiles,
  writeTaskResult,
} from './finished-episodes.js';

export interface EvaluateTasksOptions {
  tasks: readonly TaskConfig[];
  agent: Agent;
  slots: SlotProvider;
  pool: PagePool;
  envConfig: EnvConfig;
  /** Judges fuzzy_match and "N/A" answers (RuleJudge offline, an LLM judge for WebArena parity). */
  judge: Judge;
  /** `func:` helpers; default: WebArena's builtin helpers. */
  helpers?: HelperRegistry;
  /** Evaluator semantics (default `vab`, as WebRL's reported numbers). */
  mode?: EvalMode;
  /**
   * Where traces, screenshots, result records and summary.json go; a previous evaluation there is
   * replaced (a resumed training run re-evaluates a phase into its folder) unless `kept` says which
   * of its episodes to keep. Callers that take the folder from a user refuse one that holds anything
   * (`webrl eval --out`) but the same evaluation resumed, so nothing of theirs is deleted.
   */
  outDir: string;
  /**
   * Finished episodes of an earlier, stopped run of this same evaluation in `outDir`
   * (readEvalProgress): they are not run again and their results count in the summary, as if the
   * evaluation had never stopped; what other tasks left there is removed before they run. The
   * caller checks that the earlier run was asked the same (eval-request.ts).
   */
  kept?: ReadonlyMap<number, FinishedEpisode>;
  /** Sampling temperature (default 0, as WebRL evaluates). */
  temperature?: number;
  /** Base seed of the per-episode random streams (default 0). */
  seed?: number;
  /** Capture a screenshot at every step (default true; overrides `envConfig.screenshots`). */
  screenshots?: boolean;
  /** Recorded in traces and the summary (default `tasks`). */
  taskSet?: string;
  /**
   * Steps each task needs, by task id, for tasks whose `webrl.requiredSteps` is not set — e.g. the
   * oracle's step counts from an earlier evaluation (`requiredStepsFrom`).
   */
  requiredSteps?: ReadonlyMap<number, number>;
  /**
   * Called once per task as it finishes (for progress lines), with its trajectory; tasks that could
   * not start (see `unscoredReason`) are reported first, without one. Kept episodes are not reported,
   * but `done` counts them: it runs from `kept.size + 1` to the number of tasks.
   */
  onEpisode?: (result: EvalTaskResult, done: number, trajectory?: Trajectory) => void;
}

/** The failed checks of an evaluation, one line each. */
function failedChecks(evaluation: TaskEvaluation | undefined): string[] {
  if (!evaluation) return [];
  return evaluation.evaluators.flatMap((e) =>
    e.checks.filter((c) => c.score < 1).map((c) => `${e.type} ${c.rule}: ${c.detail}`),
  );
}

/** What a result records about the task itself. */
function taskFields(
  task: TaskConfig,
): Pick<
  EvalTaskResult,
  | 'taskId'
  | 'intent'
  | 'sites'
  | 'group'
  | 'template'
  | 'seed'
  | 'testOnlyTemplate'
  | 'complexity'
  | 'requiredSteps'
> {
  const { seed } = task.instantiation_dict;
  return {
    taskId: task.task_id,
    intent: task.intent,
    sites: [...task.sites],
    group: siteGroupOf(task.sites),
    ...(task.webrl?.template !== undefined ? { template: task.webrl.template } : {}),
    ...(isMiniwobTask(task) && Number.isInteger(seed) ? { seed: seed as number } : {}),
    // webrl metadata leaves the flag out for templates that also have training tasks.
    ...(task.webrl ? { testOnlyTemplate: task.webrl.testOnlyTemplate === true } : {}),
    ...(task.webrl?.complexity !== undefined ? { complexity: task.webrl.complexity } : {}),
    ...(task.webrl?.requiredSteps !== undefined ? { requiredSteps: task.webrl.requiredSteps } : {}),
  };
}

/** The result record of a task's finished episode (also for runs that score episodes elsewhere). */
export function evalTaskResult(
  task: TaskConfig,
  trajectory: Trajectory,
  evaluation?: TaskEvaluation,
  unscoredReason?: string,
): EvalTaskResult {
  const score = trajectory.evaluatorScore ?? null;
  const classification = classifyFailure(trajectory);
  return {
    ...taskFields(task),
    score,
    success: score !== null && score >= 1,
    ...(unscoredReason !== undefined ? { unscoredReason } : {}),
    failedChecks: failedChecks(evaluation),
    stopReason: trajectory.stopReason,
    steps: trajectory.steps.length,
    answer: trajectory.answer,
    errorType: classification?.type ?? null,
    ...(classification ? { errorRule: classification.rule } : {}),
    durationMs: trajectory.durationMs,
  };
}

function withRequiredSteps(
  result: EvalTaskResult,
  steps: ReadonlyMap<number, number> | undefined,
): EvalTaskResult {
  const known = steps?.get(result.taskId);
  return result.requiredSteps === undefined && known !== undefined
    ? { ...result, requiredSteps: known }
    : result;
}

function checkUniqueIds(tasks: readonly TaskConfig[], taskSet: string): void {
  const seen = new Set<number>();
  for (const task of tasks) {
    if (seen.has(task.task_id)) {
      throw new ConfigError(
        `task set ${taskSet} has task_id ${task.task_id} twice; traces are named by task id, so ids must be unique`,
      );
    }
    seen.add(task.task_id);
  }
}

/** Runs, scores and writes every task; resolves with the summary (also in `outDir/summary.json`). */
export async function evaluateTasks(options: EvaluateTasksOptions): Promise<EvalSummary> {
  const { tasks, outDir } = options;
  const taskSet = options.taskSet ?? 'tasks';
  checkUniqueIds(tasks, taskSet);
  const kept = options.kept ?? new Map<number, FinishedEpisode>();
  if (options.kept === undefined) {
    for (const folder of EPISODE_FOLDERS) rmSync(join(outDir, folder), { recursive: true, force: true });
  } else {
    // A summary.json from before would describe a folder that is about to change.
    rmSync(join(outDir, EVAL_SUMMARY_FILE), { force: true });
    removeTempFiles(outDir);
    for (const task of tasks) if (!kept.has(task.task_id)) removeEpisodeFiles(outDir, task.task_id);
  }
  const startedAt = new Date();
  const byId = new Map(tasks.map((t) => [t.task_id, t]));
  const evaluations = new Map<number, TaskEvaluation>();
  const unscored = new Map<number, string>();
  const mode = options.mode ?? 'vab';

  /** A finished episode's result, before `requiredSteps` (which a resumed evaluation may add). */
  const resultOf = (trajectory: Trajectory) =>
    evalTaskResult(
      byId.get(trajectory.taskId)!,
      trajectory,
      evaluations.get(trajectory.taskId),
      unscored.get(trajectory.taskId),
    );

  const vab = new VabTraceWriter(outDir);
  // An unscorable task is marked NaN by the hook; its actions file keeps VAB's "unscored" score.
  // The result record goes last: only with it is the episode finished (finished-episodes.ts).
  const traceWriter: TraceWriter = {
    write: (trajectory, screenshots) => {
      vab.write(withoutNaNScore(trajectory), screenshots);
      writeTaskResult(outDir, resultOf(withoutNaNScore(trajectory)));
    },
  };

  const evaluate: NonNullable<RunEpisodeOptions['evaluate']> = async (trajectory, page, slot) => {
    const task = byId.get(trajectory.taskId)!;
    // A browser crash re-runs the episode and its evaluation: forget the failed attempt's verdict.
    evaluations.delete(task.task_id);
    unscored.delete(task.task_id);
    try {
      const siteUrls = slot.urls;
      const evaluation = await evaluateTask({
        task: resolveTaskUrls(task, siteUrls),
        answer: trajectory.answer,
        page,
        siteUrls,
        judge: options.judge,
        mode,
        ...(options.helpers ? { helpers: options.helpers } : {}),
      });
      evaluations.set(task.task_id, evaluation);
      return evaluation.score;
    } catch (error) {
      // A judge that refuses this answer for its content (one too long for it) leaves this task
      // unscored, as a server that is down stops the evaluation.
      if (isContentRefusal(error)) {
        unscored.set(task.task_id, `the judge refused to score it: ${firstLine(error)}`);
        return Number.NaN;
      }
      if (!(error instanceof EvaluationError || error instanceof ConfigError)) throw error;
      unscored.set(task.task_id, error.message);
      return Number.NaN;
    }
  };
  // The policy's server refusing one request for its content (a prompt past its context length)
  // ends that episode as an error, counted unscored: the README's promise, as in training.
  const endsEpisodeOnly = (error: unknown, task: TaskConfig): string | undefined => {
    if (!isContentRefusal(error)) return undefined;
    const reason = `the model server refused a request of this episode: ${firstLine(error)}`;
    unscored.set(task.task_id, reason);
    return reason;
  };

  const runnable = (await runnableTasks(tasks, options.slots, unscored)).filter(
    (task) => !kept.has(task.task_id),
  );
  const results = new Map<number, EvalTaskResult>();
  for (const [taskId, episode] of kept)
    results.set(taskId, withRequiredSteps(episode.result, options.requiredSteps));
  let done = kept.size;
  for (const task of tasks) {
    const reason = unscored.get(task.task_id);
    // A kept episode ran when its site had a URL; it stays finished.
    if (reason === undefined || kept.has(task.task_id)) continue;
    results.set(task.task_id, withRequiredSteps(notRunResult(task, reason), options.requiredSteps));
    done += 1;
    options.onEpisode?.(results.get(task.task_id)!, done);
  }
  const position = new Map(tasks.map((task, index) => [task.task_id, index]));
  const trajectories = await runEpisodes({
    tasks: runnable,
    streamPositions: runnable.map((task) => position.get(task.task_id)!),
    agent: options.agent,
    slots: options.slots,
    pool: options.pool,
    config: { ...options.envConfig, screenshots: options.screenshots ?? true },
    temperature: options.temperature ?? 0,
    seed: options.seed ?? 0,
    taskSet,
    traceWriter,
    evaluate,
    endsEpisodeOnly,
    onEpisode: (raw, index) => {
      const trajectory = withoutNaNScore(raw);
      const task = runnable[index]!;
      results.set(task.task_id, withRequiredSteps(resultOf(trajectory), options.requiredSteps));
      done += 1;
      options.onEpisode?.(results.get(task.task_id)!, done, trajectory);
    },
  });
  const summary = summarizeEval(
    {
      taskSet,
      agent: options.agent.name,
      mode,
      temperature: options.temperature ?? 0,
      seed: options.seed ?? 0,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      ...(kept.size > 0 ? { keptEpisodes: kept.size } : {}),
    },
    tasks.map((task) => results.get(task.task_id)!),
    countErrorTypes([...[...kept.values()].map((e) => e.trajectory), ...trajectories.map(withoutNaNScore)]),
  );
  writeEvalSummary(outDir, summary);
  return summary;
}

/**
 * The tasks whose site URLs this provider has: a task that names a site the slots do not serve (a
 * WebArena file with GITLAB unset) cannot even start, so it is recorded as not run, with the reason.
 */
async function runnableTasks(
  tasks: readonly TaskConfig[],
  slots: SlotProvider,
  unscored: Map<number, string>,
): Promise<TaskConfig[]> {
  const slot = await slots.acquire();
  slots.release(slot);
  return tasks.filter((task) => {
    try {
      resolveTaskUrls(task, slot.urls);
      return true;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      unscored.set(task.task_id, `not run: ${error.message}`);
      return false;
    }
  });
}

function notRunResult(task: TaskConfig, reason: string): EvalTaskResult {
  return {
    ...taskFields(task),
    score: null,
    success: false,
    unscoredReason: reason,
    failedChecks: [],
    stopReason: 'error',
    steps: 0,
    answer: null,
    errorType: null,
    durationMs: 0,
  };
}

function withoutNaNScore(trajectory: Trajectory): Trajectory {
  if (trajectory.evaluatorScore === undefined || !Number.isNaN(trajectory.evaluatorScore)) return trajectory;
  const { evaluatorScore: _unscored, ...rest } = trajectory;
  return rest;
}

function firstLine(error: Error): string {
  return error.message.split('\n')[0] ?? '';
}
