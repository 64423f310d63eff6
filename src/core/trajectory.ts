// An episode as data: the steps the agent took, why it stopped and how it was judged.
import type { Action } from './action.js';
import type { AgentContext, HistoryEntry } from './agent-context.js';
import type { Observation } from './observation.js';
import type { PageTaskOutcome } from './page-task.js';

/** Why an episode ended. */
export type StopReason =
  /** The agent called exit(message=…). */
  | 'exit'
  /** It used all `env.maxSteps` steps. */
  | 'max_steps'
  /** `env.maxConsecutiveParseFailures` unparsable outputs in a row. */
  | 'parse_failures'
  /** `env.maxRepeatedActions` identical actions in a row. */
  | 'repeated_actions'
  /** Infrastructure failed and retries were exhausted; the episode is not agent data. */
  | 'error'
  /** The page ended its own task (MiniWoB++'s WOB_DONE_GLOBAL), whatever the reward. */
  | 'task_done';

/** The placeholder WebRL shows for every page but the current one (reference/webrl.md §1.1). */
export const SIMPLIFIED_HTML_PLACEHOLDER = '** Simplified html **';

/** One step: the page the agent saw, what it answered, what came of it. */
export interface TrajectoryStep {
  /** 0-based step index. */
  index: number;
  /** WebRL's trace `prompt` field: the intent at step 0, SIMPLIFIED_HTML_PLACEHOLDER after. */
  prompt: string;
  /** The page before the action. */
  observation: Observation;
  /** The raw model output. */
  response: string;
  /** The parsed action; null when the output did not parse. */
  action: Action | null;
  /** Parse or execution error of this step (also shown to the agent in the next observation). */
  error?: string;
  /** log π(response | context) under the policy that acted, when it reported one. */
  logProb?: number;
  /** Number of tokens the log-probability sums over (1 for the embedded policy). */
  tokens?: number;
  /** Screenshot file, relative to the rollout folder, when captured. */
  screenshot?: string;
}

/** A finished episode. */
export interface Trajectory {
  /** The task's `task_id` within its task set. */
  taskId: number;
  /** The task set the task came from (`builtin:test`, a file path, a phase's tasks.json). */
  taskSet: string;
  intent: string;
  sites: string[];
  steps: TrajectoryStep[];
  /** The page after the last action. */
  finalObservation: Observation;
  /** The exit message, or null when the agent never called exit. */
  answer: string | null;
  stopReason: StopReason;
  /** Ground-truth evaluator score (0..1) where the task has an evaluator. */
  evaluatorScore?: number;
  /** The ORM's P(success) (0..1), where one labelled the trajectory. */
  ormScore?: number;
  /**
   * What a page that scores its own task reported at the end (MiniWoB++); `evaluatorScore` is then
   * 1 when its raw reward is > 0, else 0.
   */
  pageOutcome?: PageTaskOutcome;
  /** Wall-clock start (ISO) and duration. */
  startedAt: string;
  durationMs: number;
}

/** The history entry an agent remembers of a step. */
export function historyEntryOf(step: TrajectoryStep): HistoryEntry {
  return {
    response: step.response,
    action: step.action,
    url: step.observation.url,
    ...(step.error !== undefined ? { error: step.error } : {}),
  };
}

/**
 * The agent context the policy saw at step `index`: the intent, the steps before it, the page.
 * `index === steps.length` gives the state after the last action (the final page with the whole
 * history), which is s' of the last step.
 */
export function contextAt(
  trajectory: Pick<Trajectory, 'intent' | 'steps' | 'finalObservation'>,
  index: number,
): AgentContext {
  const { steps } = trajectory;
  if (!Number.isInteger(index) || index < 0 || index > steps.length) {
    throw new RangeError(
      `step index ${index} is outside 0..${steps.length} of a ${steps.length}-step trajectory`,
    );
  }
  const observation = index === steps.length ? trajectory.finalObservation : steps[index]!.observation;
  return { intent: trajectory.intent, history: steps.slice(0, index).map(historyEntryOf), observation };
}
