// The evaluators' shared vocabulary: what they are given (EvaluationInput) and what they return
// (TaskEvaluation, EvaluatorResult, CheckResult).
import type { Page } from 'playwright-core';
import type { EvalType, SiteUrls, TaskConfig } from '../core/index.js';
import type { Judge } from '../models/index.js';
import type { HelperRegistry } from './helper-registry.js';
import type { WordTokenizer } from './word-tokenize.js';

/**
 * Which harness to agree with. `vab`: VisualAgentBench's WebArena-Lite evaluator, which WebRL's
 * reported numbers use. `canonical`: the original WebArena evaluator. reference/webarena.md §4 lists
 * the differences.
 */
export type EvalMode = 'vab' | 'canonical';
export const EVAL_MODES: readonly EvalMode[] = ['vab', 'canonical'];

/** Everything an evaluation reads. The evaluators never look at the agent itself. */
export interface EvaluationInput {
  /** The task with its site placeholders already replaced (see `resolveTaskUrls`). */
  task: TaskConfig;
  /** The agent's `exit(message=…)`; null when the episode ended without one (scored as ""). */
  answer: string | null;
  /** The page the episode ended on. program_html checks may navigate it, so evaluate after the episode. */
  page: Page;
  /** Site URLs, for helpers that call a site's API (the shopping REST helpers need `shopping`). */
  siteUrls: SiteUrls;
  /** Judges fuzzy_match and unachievable ("N/A") answers. */
  judge: Judge;
  /** `func:` helpers by name. Default: `builtinHelpers()`. */
  helpers?: HelperRegistry;
  /** Default `vab`. */
  mode?: EvalMode;
  /** Default `nltkWordTokenize`. */
  tokenize?: WordTokenizer;
  /** HTTP client for REST helpers. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /**
   * Runs after each program_html navigation, once the load event has fired, to let late scripts
   * render (e.g. the environment's DOM-quiet wait). Default: nothing more.
   */
  settle?: (page: Page) => Promise<void>;
}

/** EvaluationInput with every default filled in. */
export interface EvaluationContext extends Required<Omit<EvaluationInput, 'answer'>> {
  /** The answer as scored: the exit message, or "" when there was none. */
  answer: string;
}

/** One rule's outcome, for people reading a report. */
export interface CheckResult {
  /** The rule and, for program_html, which check: `must_include`, `url GOLD in PRED`, `program_html[1] exact_match`. */
  rule: string;
  /** What this rule contributed (1 or 0, or the judge's score). */
  score: number;
  /** What was expected and what was seen: `"yjlou" is not a token of the answer "the owner is byteblaze"`. */
  detail: string;
}

/** One evaluator of `eval_types`. */
export interface EvaluatorResult {
  type: EvalType;
  /** The evaluator's score, computed exactly as the chosen harness does. */
  score: number;
  checks: CheckResult[];
}

/** The evaluation of one finished episode. */
export interface TaskEvaluation {
  taskId: number;
  mode: EvalMode;
  /** Product of the evaluators' scores; 1 means success. */
  score: number;
  /** The answer as scored ("" when the episode ended without exit). */
  answer: string;
  /** The page URL when evaluation started (what url_match compares). */
  finalUrl: string;
  /** One entry per `eval_types` entry, in order. */
  evaluators: EvaluatorResult[];
}
