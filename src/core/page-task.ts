// Sites whose pages run and score their own tasks (MiniWoB++: reference/webarena.md §8): the page
// sets the instruction when the episode starts and reports done / reward after each action. This is
// the contract between such a site (its SiteSlot carries the protocol) and env's Episode.
import type { TaskConfig } from './task.js';

/**
 * Runs a JavaScript expression in the episode's active page and resolves with its value (a promise
 * is awaited). The value must be JSON-like. Playwright's `page.evaluate(expression)` is one.
 */
export type PageScriptRunner = (expression: string) => Promise<unknown>;

/** What the page reports about its task so far. */
export interface PageTaskOutcome {
  /** The page ended the episode (MiniWoB++: WOB_DONE_GLOBAL). */
  done: boolean;
  /** The reward after the page's own time scaling (WOB_REWARD_GLOBAL), in [-1, 1]; 0 until done. */
  reward: number;
  /** The reward without time scaling (WOB_RAW_REWARD_GLOBAL); success means > 0 (BrowserGym). */
  rawReward: number;
  /** Why the page gave that reward (WOB_REWARD_REASON), when it said. */
  reason: string | null;
}

/** How a page-scored task starts and how its outcome is read. */
export interface PageTaskProtocol {
  /** Short name for logs (`miniwob`). */
  readonly name: string;
  /**
   * Starts the task on its loaded start page (seeding, time limit, problem generation) and resolves
   * with the instruction the page generated; it replaces the task config's placeholder intent.
   */
  start(run: PageScriptRunner, task: TaskConfig): Promise<{ intent: string }>;
  /** Reads the outcome; Episode calls it after every step. */
  outcome(run: PageScriptRunner): Promise<PageTaskOutcome>;
}

/** Success of a page-scored episode, as BrowserGym counts it: raw reward > 0. */
export function isPageTaskSuccess(outcome: PageTaskOutcome): boolean {
  return outcome.rawReward > 0;
}
