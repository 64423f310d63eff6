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

/** What an agent returns for one step: the raw text and, when it knows it, its log-probability. */
export interface AgentResponse {
  /** Raw response text in WebRL's DSL (maybe with `# Element:` comment lines). */
  response: string;
  /** log π(response | context), if the agent has a distribution. */
  logProb?: number;
  /** Tokens `logProb` sums over. */
  tokens?: number;
}

/**
 * Anything that can act in an episode: a model policy, an oracle solver, a scripted test agent.
 * env/ runs episodes against this; models/ `Policy` is one (richer) kind of Agent.
 */
export interface Agent {
  readonly name: string;
  act(context: AgentContext, options: { temperature: number; random?: () => number }): Promise<AgentResponse>;
}
