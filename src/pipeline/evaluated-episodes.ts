// Episodes scored by the tasks' evaluators while their final page is still open: the one way this
// pipeline turns an agent and tasks into labelled trajectories (demonstrations, rollouts, replays of
// corrupted demonstrations, test-set evaluation).

import type { Page } from 'playwright-core';
import { BrowserUnavailableError, type PagePool } from '../browser/index.js';
import {
  type Agent,
  ConfigError,
  deriveSeed,
  type EnvConfig,
  getLogger,
  resolveTaskUrls,
  type SiteSlot,
  type SlotProvider,
  seededRandom,
  type TaskConfig,
  type Trajectory,
} from '../core/index.js';
import { blankObservation, runEpisode, type TraceWriter } from '../env/index.js';
import { evaluateTask, type HelperRegistry, RuleJudge } from '../eval/index.js';
import { type Judge, ModelServerError } from '../models/index.js';

const log = getLogger('env');

/** Where and how episodes run. */
export interface EpisodeRunner {
  slots: SlotProvider;
  pool: PagePool;
  config: EnvConfig;
  helpers: HelperRegistry;
  /** Judges fuzzy_match answers; default RuleJudge (offline heuristic). */
  judge?: Judge;
}

export interface EvaluatedEpisodesOptions extends EpisodeRunner {
  tasks: readonly TaskConfig[];
  agent: Agent;
  /** 0 for evaluation and demonstrations, 1 for training rollouts (WebRL). */
  temperature: number;
  /** Recorded in the trajectories. */
  taskSet: string;
  seed?: number;
  traceWriter?: TraceWriter;
  onEpisode?: (trajectory: Trajectory, done: number) => void;
}

/**
 * Runs every task once with the agent; each trajectory comes back with its `evaluatorScore`, in task
 * order. Sites are reset before every episode, so replays and rollouts of state-changing tasks start
 * clean. An episode that fails for a reason other than the agent (an error escaping the environment)
 * is tried once more, then recorded with stopReason 'error' and no score, so one bad episode does
 * not throw away a whole collection; callers leave such trajectories out of their data. A browser
 * that cannot start, a model server that cannot serve or a bad input such as a task page that does
 * not start (`failsEveryEpisode`) is no episode's failure: it would fail every episode alike, so the collection starts no more episodes, lets the
 * running ones end and throws it, and the stage that asked is not recorded as done (a run resumes it
 * once the browser or server is back).
 */
export async function runEvaluatedEpisodes(options: EvaluatedEpisodesOptions): Promise<Trajectory[]> {
  const judge = options.judge ?? new RuleJudge();
  const { tasks } = options;
  const results: Trajectory[] = new Array(tasks.length);
  const concurrency = Math.max(
    1,
    Math.min(options.config.parallelEpisodes, options.slots.size, options.pool.size, tasks.length),
  );
  let next = 0;
  let done = 0;
  let stopped: Error | undefined;
  const evaluate = async (task: TaskConfig, trajectory: Trajectory, page: Page, slot: SiteSlot) => {
    const evaluation = await evaluateTask({
      task: resolveTaskUrls(task, slot.urls),
      answer: trajectory.answer,
      page,
      siteUrls: slot.urls,
      judge,
      helpers: options.helpers,
    });
    return evaluation.score;
  };
  const runOne = async (task: TaskConfig, index: number): Promise<Trajectory> => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const slot = await options.slots.acquire();
      try {
        return await runEpisode({
          task,
          slot,
          pool: options.pool,
          config: options.config,
          agent: options.agent,
          temperature: options.temperature,
          taskSet: options.taskSet,
          resetSites: 'always',
          random: seededRandom(deriveSeed(options.seed ?? 0, task.task_id, index)),
          ...(options.traceWriter ? { traceWriter: options.traceWriter } : {}),
          evaluate: (trajectory, page, s) => evaluate(task, trajectory, page, s),
        });
      } catch (error) {
        if (failsEveryEpisode(error)) throw error;
        lastError = error;
        log.warn('an episode failed outside the agent; trying it once more', {
          task: task.task_id,
          attempt,
          error: (error as Error).message?.split('\n')[0],
        });
      } finally {
        options.slots.release(slot);
      }
    }
    return failedTrajectory(task, options.taskSet, lastError);
  };
  const worker = async () => {
    for (let index = next++; index < tasks.length && !stopped; index = next++) {
      try {
        results[index] = await runOne(tasks[index]!, index);
      } catch (error) {
        if (!failsEveryEpisode(error)) throw error;
        stopped ??= error;
        return;
      }
      done += 1;
      options.onEpisode?.(results[index]!, done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (stopped) throw stopped;
  return results;
}

/** Statuses that one request's content can cause (a prompt past the context length): that episode's error. */
const REQUEST_STATUSES = new Set([400, 413, 422]);

/** Whether a model server refused one request for its content (400, 413, 422): that episode's error. */
export function isContentRefusal(error: unknown): error is ModelServerError {
  return (
    error instanceof ModelServerError && error.kind === 'http' && REQUEST_STATUSES.has(error.status ?? 0)
  );
}

/**
 * Failures that no episode causes and every episode would meet: a browser that cannot start, a
 * model server that cannot be reached, does not answer in time, or refuses the credentials, the model
 * or the load (any error status but those one request's content can cause), after its retries, and a
 * bad input of the user's (a ConfigError: a MiniWoB++ task page that does not start fails every seed
 * alike, and a retry changes nothing).
 */
function failsEveryEpisode(
  error: unknown,
): error is BrowserUnavailableError | ModelServerError | ConfigError {
  if (error instanceof BrowserUnavailableError || error instanceof ConfigError) return true;
  if (!(error instanceof ModelServerError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && !isContentRefusal(error);
}

function failedTrajectory(task: TaskConfig, taskSet: string, error: unknown): Trajectory {
  const message = `episode failed twice: ${(error as Error)?.message?.split('\n')[0] ?? String(error)}`;
  return {
    taskId: task.task_id,
    taskSet,
    intent: task.intent,
    sites: [...task.sites],
    steps: [],
    finalObservation: blankObservation(message),
    answer: null,
    stopReason: 'error',
    startedAt: new Date().toISOString(),
    durationMs: 0,
  };
}

/** Trajectories that are agent data: episodes that did not end in an infrastructure error. */
export function agentEpisodes(trajectories: readonly Trajectory[]): Trajectory[] {
  return trajectories.filter((t) => t.stopReason !== 'error');
}

/** Success rate per site (the task's first site; `cross-site` when it has several) and overall. */
export function successBySite(trajectories: readonly Trajectory[]): Record<string, number> & { all: number } {
  const groups = new Map<string, number[]>();
  for (const t of trajectories) {
    const site = t.sites.length > 1 ? 'cross-site' : (t.sites[0] ?? '?');
    groups.set(site, [...(groups.get(site) ?? []), t.evaluatorScore ?? 0]);
  }
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  const out: Record<string, number> = {};
  for (const [site, scores] of [...groups].sort(([a], [b]) => a.localeCompare(b))) out[site] = mean(scores);
  return Object.assign(out, { all: mean(trajectories.map((t) => t.evaluatorScore ?? 0)) });
}
