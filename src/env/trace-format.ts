// The files of a VAB-layout rollout folder (reference/webrl.md §10.1) as types: a trace line and
// an actions file, with VAB's fields first and ours after (WebRL's scripts ignore the extra keys).
import type { Observation, Trajectory } from '../core/index.js';

/** Score VAB writes until the evaluator has run. */
export const UNSCORED = -0.1;

/** One trace line: VAB's fields, then ours. */
export interface TraceLine {
  trace_id: number;
  index: number;
  prompt: string;
  html: string;
  response: string;
  target: string;
  url: string;
  title: string;
  /** The parsed action, or null when the response did not parse (or on the closing line). */
  action: Trajectory['steps'][number]['action'];
  /** This step's parse or execution error. */
  error?: string;
  /** The error the observation showed (the previous step's). */
  observation_error?: string;
  elements: Observation['elements'];
  texts: Observation['texts'];
  scroll: Observation['scroll'];
  tabs: Observation['tabs'];
  active_tab: number;
  /**
   * log π of the response; null when it is not a finite number — in practice a policy that reported
   * none (a served model that returned no token log-probabilities gives NaN; JSON has no NaN).
   */
  log_prob?: number | null;
  tokens?: number;
  screenshot?: string;
  /**
   * The closing line VAB writes when an episode ends without exit (step budget, parse failures,
   * repeats): the final page with an empty response. It is not a step of the trajectory.
   */
  final?: true;
}

/** The actions file: VAB's fields, then ours. */
export interface ActionsFile {
  task_id: number;
  score: number;
  actions: string[];
  task_set: string;
  intent: string;
  sites: string[];
  stop_reason: Trajectory['stopReason'];
  answer: string | null;
  steps: number;
  started_at: string;
  duration_ms: number;
  evaluator_score?: number;
  orm_score?: number;
  /** What a page that scores its own task reported (MiniWoB++): done, reward, raw reward, reason. */
  page_outcome?: { done: boolean; reward: number; raw_reward: number; reason: string | null };
}
