// Reads a VAB-layout rollout folder (written by VabTraceWriter) back into Trajectories, e.g. to
// train embedded models on past rollouts. Only tasks with an actions file count: that file is
// written last, so a trace without one is an episode that never finished.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Observation, readJsonl, type Trajectory, type TrajectoryStep } from '../core/index.js';
import type { ActionsFile, TraceLine } from './trace-format.js';

/** Reads and checks one `actions/<task_id>.json`. */
export function readActionsFile(path: string): ActionsFile {
  let file: ActionsFile;
  try {
    file = JSON.parse(readFileSync(path, 'utf8')) as ActionsFile;
  } catch (cause) {
    throw new Error(`${path}: not a readable actions file (${(cause as Error).message})`, { cause });
  }
  if (typeof file.task_id !== 'number' || !Array.isArray(file.actions)) {
    throw new Error(`${path}: expected {"task_id": number, "score": number, "actions": [...]}`);
  }
  return file;
}

function observationOf(line: TraceLine): Observation {
  return {
    url: line.url,
    title: line.title,
    html: line.html,
    elements: line.elements,
    texts: line.texts,
    scroll: line.scroll,
    tabs: line.tabs,
    activeTab: line.active_tab,
    ...(line.observation_error !== undefined ? { error: line.observation_error } : {}),
  };
}

function stepOf(line: TraceLine): TrajectoryStep {
  return {
    index: line.index,
    prompt: line.prompt,
    observation: observationOf(line),
    response: line.response,
    action: line.action,
    ...(line.error !== undefined ? { error: line.error } : {}),
    // null: the policy reported no log-probability; in memory that is NaN, as the policy gave it.
    ...(line.log_prob !== undefined ? { logProb: line.log_prob ?? Number.NaN } : {}),
    ...(line.tokens !== undefined ? { tokens: line.tokens } : {}),
    ...(line.screenshot !== undefined ? { screenshot: line.screenshot } : {}),
  };
}

/** An observation for an episode that has no page to show (infrastructure failed before one). */
export function blankObservation(error?: string): Observation {
  return {
    url: 'about:blank',
    title: '',
    html: '',
    elements: [],
    texts: [],
    scroll: { y: 0, height: 0, viewportHeight: 0 },
    tabs: [],
    activeTab: 0,
    ...(error !== undefined ? { error } : {}),
  };
}

/** Reads the trajectory of one task from a rollout folder. */
export function readTrajectory(dir: string, taskId: number): Trajectory {
  const actions = readActionsFile(join(dir, 'actions', `${taskId}.json`));
  const { records: lines } = readJsonl<TraceLine>(join(dir, 'traces', `${taskId}.jsonl`));
  const steps = lines.filter((line) => !line.final).map(stepOf);
  // VAB's own actions files have no step count; ours do, and must agree with the trace.
  if (actions.steps !== undefined && steps.length !== actions.steps) {
    throw new Error(
      `${join(dir, 'traces', `${taskId}.jsonl`)} has ${steps.length} steps but its actions file says ${actions.steps}; ` +
        'the trace was not written by this episode — rerun the task',
    );
  }
  const closing = lines.find((line) => line.final);
  const finalObservation = closing
    ? observationOf(closing)
    : (steps.at(-1)?.observation ?? blankObservation('the episode failed before its first observation'));
  return {
    taskId: actions.task_id,
    taskSet: actions.task_set ?? '',
    intent: actions.intent ?? lines[0]?.target ?? '',
    sites: actions.sites ?? [],
    steps,
    finalObservation,
    answer: actions.answer ?? null,
    stopReason: actions.stop_reason ?? 'max_steps',
    ...(actions.evaluator_score !== undefined ? { evaluatorScore: actions.evaluator_score } : {}),
    ...(actions.orm_score !== undefined ? { ormScore: actions.orm_score } : {}),
    ...(actions.page_outcome
      ? {
          pageOutcome: {
            done: actions.page_outcome.done,
            reward: actions.page_outcome.reward,
            rawReward: actions.page_outcome.raw_reward,
            reason: actions.page_outcome.reason,
          },
        }
      : {}),
    startedAt: actions.started_at ?? '',
    durationMs: actions.duration_ms ?? 0,
  };
}

/** Every finished trajectory in a rollout folder, by task id. */
export function readTraceFolder(dir: string): Trajectory[] {
  const actionsDir = join(dir, 'actions');
  if (!existsSync(actionsDir)) return [];
  return readdirSync(actionsDir)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => Number(name.slice(0, -'.json'.length)))
    .sort((a, b) => a - b)
    .map((taskId) => readTrajectory(dir, taskId));
}
