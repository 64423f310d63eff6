// Stage 1 of WebRL's data processing (process_data.py build_policy_data): a labelled trajectory
// becomes one record per step with WebRL's fields, plus the structured states the embedded models read.
import { type AgentContext, contextAt, type Trajectory } from '../core/index.js';
import { buildActorPrompt } from '../models/index.js';
import { monteCarloReturns, terminalDiscountedReturns } from './returns.js';

/** Where a step record came from. */
export type StepSource = 'rollout' | 'replay' | 'demonstration';

/**
 * One state-action pair with WebRL's fields (reference/webrl.md §10.3), serialisable as a line of
 * `data.jsonl`, plus our bookkeeping (snake_case like WebRL's).
 */
export interface StepRecord {
  /** WebRL's prompt string for the state (§1.1), what an LLM learner trains on. */
  observation: string;
  /** The prompt string of the next state. */
  next_observation: string;
  /** The instruction. */
  task: string;
  /** The raw response of the step. */
  action: string;
  /** The trajectory's reward, on every step as in WebRL's code. */
  reward: number;
  /** True on the last step. */
  done: boolean;
  /** 1 when the trajectory's reward ≥ 0.5. */
  trajectory_reward: 0 | 1;
  /** Σ_{k≥t} γ^{k−t} r_k. */
  mc_return: number;
  /** γ^{T−t}·r_T, the paper's return. */
  terminal_return: number;
  /** Where the trajectory lives: its task set, task id, step index and phase. */
  task_set: string;
  task_id: number;
  step: number;
  phase: number;
  source: StepSource;
  /** Ground-truth evaluator score of the trajectory, where one exists; only ever used to measure the ORM. */
  evaluator_reward?: number;
  /** Replay only: 1/perplexity of the action under the phase's starting actor. */
  rank_score?: number;
}

/** A step record with the structured states of s and s', for models that read observations. */
export interface StepSample {
  record: StepRecord;
  context: AgentContext;
  nextContext: AgentContext;
}

/** Options for `buildStepSamples`. */
export interface StepSampleOptions {
  /** The trajectory's reward (ORM label for rollouts, 1 for demonstrations). */
  reward: number;
  gamma: number;
  phase: number;
  source: StepSource;
  /** Include WebRL's prompt strings (needed for LLM learners and exports; costs memory). */
  withPrompts?: boolean;
}

/**
 * Turns a trajectory into step samples. As in WebRL's code, every step carries the trajectory's
 * reward; s' of the last step is the page after the last action with the whole history.
 * Steps with an empty response (an early stop) are kept: they are the agent's data too.
 */
export function buildStepSamples(trajectory: Trajectory, options: StepSampleOptions): StepSample[] {
  const n = trajectory.steps.length;
  const rewards = new Array<number>(n).fill(options.reward);
  const mcReturns = monteCarloReturns(rewards, options.gamma);
  const terminalReturns = terminalDiscountedReturns(n, options.reward, options.gamma);
  const contexts = Array.from({ length: n + 1 }, (_, i) => contextAt(trajectory, i));
  return trajectory.steps.map((step, t) => {
    const context = contexts[t]!;
    const nextContext = contexts[t + 1]!;
    const record: StepRecord = {
      observation: options.withPrompts ? buildActorPrompt(context) : '',
      next_observation: options.withPrompts ? buildActorPrompt(nextContext) : '',
      task: trajectory.intent,
      action: step.response,
      reward: options.reward,
      done: t === n - 1,
      trajectory_reward: options.reward >= 0.5 ? 1 : 0,
      mc_return: mcReturns[t]!,
      terminal_return: terminalReturns[t]!,
      task_set: trajectory.taskSet,
      task_id: trajectory.taskId,
      step: t,
      phase: options.phase,
      source: options.source,
      ...(trajectory.evaluatorScore !== undefined ? { evaluator_reward: trajectory.evaluatorScore } : {}),
    };
    return { record, context, nextContext };
  });
}
