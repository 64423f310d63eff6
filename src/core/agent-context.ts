// Everything an agent may see when it acts: the instruction, its own past outputs and the current
// page. Models get only this (never the task's evaluator, reference answers or site databases).
import type { Action } from './action.js';
import type { Observation } from './observation.js';

/** One earlier step as the agent remembers it. */
export interface HistoryEntry {
  /** The raw model output of that step (with any `# Element:` comment lines). */
  response: string;
  /** The parsed action, or null when the output did not parse. */
  action: Action | null;
  /** The URL the step was taken on. */
  url: string;
  /** Why the step failed, if it did (parse error or execution error). */
  error?: string;
}

/** The input of a policy at one step. */
export interface AgentContext {
  /** The task instruction (WebArena `intent`). */
  intent: string;
  /** Earlier steps of this episode, oldest first. */
  history: HistoryEntry[];
  /** The current page. */
  observation: Observation;
}
