// runEpisode: one task from reset to stop with an agent, on a page leased from the pool. If the
// browser dies mid-episode, the episode starts again from scratch on a fresh page (a bounded number
// of times, then stopReason 'error'); nothing of a failed attempt is written. A reset, step or
// evaluation that never returns (a browser call waiting on a page that will not answer; Playwright's
// evaluate has no timeout) is treated the same way after `config.stallTimeoutMs`.

import type { Page } from 'playwright-core';
import { BrowserCrashedError, type PagePool } from '../browser/index.js';
import type { Agent, EnvConfig, SiteSlot, TaskConfig, Trajectory } from '../core/index.js';
import { getLogger } from '../core/index.js';
import { Episode, type SiteResetPolicy } from './episode.js';
import { blankObservation } from './trace-reader.js';
import type { TraceWriter } from './trace-writer.js';

const log = getLogger('env');

export interface RunEpisodeOptions {
  task: TaskConfig;
  agent: Agent;
  slot: SiteSlot;
  pool: PagePool;
  config: EnvConfig;
  /** Sampling temperature handed to the agent (WebRL: 1.0 for training rollouts, 0.0 for eval). */
  temperature: number;
  /** The agent's random source, for reproducible sampling. */
  random?: () => number;
  /** Where the finished trajectory is written (VAB layout). */
  traceWriter?: TraceWriter;
  /** Recorded in the trajectory. */
  taskSet?: string;
  resetSites?: SiteResetPolicy;
  extraAllowedOrigins?: readonly string[];
  /** Attempts when the browser dies (default 3). */
  maxAttempts?: number;
  /**
   * Scores the finished episode while its final page is still open (WebArena's evaluators read, and
   * may navigate, the active page). The score lands in the trajectory (`evaluatorScore`) and in the
   * trace. A browser crash here retries the episode like one during the steps. Not called when the
   * page scored its own task (the slot's `pageTask`).
   */
  evaluate?: (trajectory: Trajectory, page: Page, slot: SiteSlot) => Promise<number>;
  /**
   * Why an error thrown in the episode ends this episode only (a model server refusing one request
   * for its content, such as a prompt past its context length), or undefined when it stops the run.
   * Such an episode is recorded with stopReason 'error' and the reason, and nothing else of it.
   */
  endsEpisodeOnly?: (error: unknown, task: TaskConfig) => string | undefined;
}

export async function runEpisode(options: RunEpisodeOptions): Promise<Trajectory> {
  const { task, agent, pool } = options;
  const maxAttempts = options.maxAttempts ?? 3;
  const startedAt = new Date();
  let lastCrash: BrowserCrashedError | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const lease = await pool.acquire();
    let discard = false;
    try {
      const episode = new Episode(lease, {
        config: options.config,
        ...(options.taskSet !== undefined ? { taskSet: options.taskSet } : {}),
        ...(options.resetSites !== undefined ? { resetSites: options.resetSites } : {}),
        ...(options.extraAllowedOrigins !== undefined
          ? { extraAllowedOrigins: options.extraAllowedOrigins }
          : {}),
      });
      const stallMs = options.config.stallTimeoutMs;
      await withinDeadline(episode.reset(task, options.slot), stallMs, 'the reset');
      while (!episode.isDone) {
        const reply = await agent.act(episode.context(), {
          temperature: options.temperature,
          ...(options.random ? { random: options.random } : {}),
        });
        const step = episode.step(reply.response, {
          ...(reply.logProb !== undefined ? { logProb: reply.logProb } : {}),
          ...(reply.tokens !== undefined ? { tokens: reply.tokens } : {}),
        });
        await withinDeadline(step, stallMs, `step ${episode.trajectory().steps.length} (${reply.response})`);
      }
      let trajectory = episode.trajectory();
      // A page that scored its own task (MiniWoB++) already set the score; evaluators have no say.
      if (options.evaluate && trajectory.evaluatorScore === undefined) {
        const evaluation = options.evaluate(trajectory, episode.lease.tabs.active, options.slot);
        const score = await withinDeadline(evaluation, stallMs, 'the evaluation');
        trajectory = { ...trajectory, evaluatorScore: score };
      }
      options.traceWriter?.write(trajectory, episode.screenshots);
      return trajectory;
    } catch (error) {
      discard = true;
      if (!(error instanceof BrowserCrashedError)) {
        const reason = options.endsEpisodeOnly?.(error, task);
        if (reason === undefined) throw error;
        log.warn('an episode ended on an error of its own', { task: task.task_id, reason });
        return errorTrajectory(options, startedAt, reason);
      }
      lastCrash = error;
      const what = error instanceof EpisodeStalledError ? 'stalled' : 'died';
      log.warn(`the browser ${what} during an episode; starting it again on a fresh page`, {
        task: task.task_id,
        attempt,
        maxAttempts,
        reason: error.message,
      });
    } finally {
      await pool.release(lease, { discard });
    }
  }
  const message = `the browser failed ${maxAttempts} times: ${lastCrash?.message ?? 'unknown'}`;
  log.error('episode abandoned', { task: task.task_id, reason: message });
  return errorTrajectory(options, startedAt, message);
}

/** An episode that ended in an error, not by the agent: no steps, the reason as its last page, written. */
function errorTrajectory(options: RunEpisodeOptions, startedAt: Date, message: string): Trajectory {
  const { task } = options;
  const trajectory: Trajectory = {
    taskId: task.task_id,
    taskSet: options.taskSet ?? '',
    intent: task.intent,
    sites: [...task.sites],
    steps: [],
    finalObservation: blankObservation(message),
    answer: null,
    stopReason: 'error',
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
  };
  options.traceWriter?.write(trajectory);
  return trajectory;
}

/** A browser call of an episode that did not return in time; retried like a crash, on a fresh page. */
export class EpisodeStalledError extends BrowserCrashedError {
  override name = 'EpisodeStalledError';
}

/** `work`, or an EpisodeStalledError when it has not settled after `ms` (the work itself is abandoned). */
async function withinDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EpisodeStalledError(`${what} did not finish within ${ms} ms`)), ms);
  });
  // The abandoned work may still fail later (its page is closed on discard): not an unhandled rejection.
  work.catch(() => {});
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
