// The result of evaluating a policy on a task set: one record per task and `summary.json`, with
// success per site shaped like WebRL's Table 1, the error types of the failures and success by
// required steps, complexity and template kind (trained on or test-only). The training pipeline
// writes one per phase into phase-XX/eval/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type StopReason, writeJsonAtomic } from '../core/index.js';
import {
  type BucketRate,
  type ErrorType,
  type ErrorTypeCounts,
  type EvalMode,
  type SiteGroup,
  type SuccessTable,
  successByComplexity,
  successByRequiredSteps,
  successByTemplateKind,
  successTable,
} from '../eval/index.js';

export const EVAL_SUMMARY_FORMAT = 'webrl-eval-summary';
export const EVAL_SUMMARY_VERSION = 1;

/** One task's evaluation. */
export interface EvalTaskResult {
  taskId: number;
  intent: string;
  sites: string[];
  /** The Table 1 column the task counts in. */
  group: SiteGroup;
  template?: string;
  /** A MiniWoB++ task's seed (`instantiation_dict.seed`): with the template, which page instance ran. */
  seed?: number;
  /** Whether only the test split has the task's template; absent for tasks without webrl metadata. */
  testOnlyTemplate?: boolean;
  /** `webrl.complexity`: requirements in the instruction. */
  complexity?: number;
  /** `webrl.requiredSteps`: the oracle's step count, where known. */
  requiredSteps?: number;
  /** The evaluators' score (1 = success), or null when the task could not be scored. */
  score: number | null;
  success: boolean;
  /** Why the task could not be scored (unusable eval config, unknown helper, site URL missing). */
  unscoredReason?: string;
  /** Every evaluator check that scored below 1: `program_html[0] must_include: …`. */
  failedChecks: string[];
  stopReason: StopReason;
  steps: number;
  answer: string | null;
  /** The failure's error type (eval/error-types.ts); null on success or when unscored. */
  errorType: ErrorType | 'infrastructure' | null;
  /** The rule that named the error type. */
  errorRule?: string;
  durationMs: number;
}

/**
 * The error types of an evaluation, over every task: the episodes that ran (successes + failures +
 * unjudged = episodes) and the tasks that never ran (episodes + notRun = total).
 */
export interface EvalErrorCounts extends ErrorTypeCounts {
  /** Tasks with no episode (a site URL not set); absent in summaries written before it was added. */
  notRun?: number;
}

/** `summary.json` of an evaluation folder. */
export interface EvalSummary {
  format: typeof EVAL_SUMMARY_FORMAT;
  version: number;
  /** The task set's name (`builtin:test`, a file path). */
  taskSet: string;
  /** The agent's name. */
  agent: string;
  mode: EvalMode;
  temperature: number;
  seed: number;
  /** When the run that finished the evaluation started, and how long it took. */
  startedAt: string;
  durationMs: number;
  /**
   * Episodes kept from an earlier, stopped run of the same evaluation (`webrl eval --resume`), not
   * run again in the one `startedAt` and `durationMs` describe; absent when every episode ran in it.
   */
  keptEpisodes?: number;
  /** Tasks run; the average's denominator (unscored tasks count as failures). */
  total: number;
  successes: number;
  unscored: number;
  /** Success per site and the average over all tasks, as in the paper's Table 1. */
  table: SuccessTable;
  errorTypes: EvalErrorCounts;
  byRequiredSteps: BucketRate[];
  byComplexity: BucketRate[];
  /** Training templates against test-only ones (absent in summaries written before it was added). */
  byTemplateKind?: BucketRate[];
  /** Per task, in task order. */
  results: EvalTaskResult[];
}

/** What the summary records besides the results. */
export interface EvalSummaryHeader {
  taskSet: string;
  agent: string;
  mode: EvalMode;
  temperature: number;
  seed: number;
  startedAt: string;
  durationMs: number;
  keptEpisodes?: number;
}

/**
 * The summary of an evaluation. `errorTypes` counts the episodes that ran; the tasks of `results`
 * beyond them had none and are counted as `notRun`, so the counts add up to the tasks.
 */
export function summarizeEval(
  header: EvalSummaryHeader,
  results: readonly EvalTaskResult[],
  errorTypes: ErrorTypeCounts,
): EvalSummary {
  if (errorTypes.episodes > results.length) {
    throw new Error(
      `error types count ${errorTypes.episodes} episodes but there are ${results.length} results`,
    );
  }
  return {
    format: EVAL_SUMMARY_FORMAT,
    version: EVAL_SUMMARY_VERSION,
    ...header,
    total: results.length,
    successes: results.filter((r) => r.success).length,
    unscored: results.filter((r) => r.score === null).length,
    table: successTable(results),
    errorTypes: { ...errorTypes, notRun: results.length - errorTypes.episodes },
    byRequiredSteps: successByRequiredSteps(results),
    byComplexity: successByComplexity(results),
    byTemplateKind: successByTemplateKind(results),
    results: [...results],
  };
}

export const EVAL_SUMMARY_FILE = 'summary.json';

export function writeEvalSummary(dir: string, summary: EvalSummary): void {
  writeJsonAtomic(join(dir, EVAL_SUMMARY_FILE), summary);
}

/** The summary of an evaluation folder, or null when it has none. */
export function readEvalSummary(dir: string): EvalSummary | null {
  const path = join(dir, EVAL_SUMMARY_FILE);
  if (!existsSync(path)) return null;
  const summary = JSON.parse(readFileSync(path, 'utf8')) as EvalSummary;
  if (summary.format !== EVAL_SUMMARY_FORMAT) {
    throw new Error(
      `${path}: format is ${JSON.stringify(summary.format)}; expected "${EVAL_SUMMARY_FORMAT}"`,
    );
  }
  return summary;
}

/**
 * The steps each task needs, from an evaluation of the oracle (`webrl eval --policy oracle`): the
 * step count of every task it solved. WebRL Fig. 4 buckets tasks by this number.
 */
export function requiredStepsFrom(oracle: EvalSummary): Map<number, number> {
  return new Map(oracle.results.filter((r) => r.success).map((r) => [r.taskId, r.steps]));
}

/**
 * The `eval/success` metrics of a summary: one per non-empty Table 1 column (label `site` = the
 * column key) and `site: all` for the average, e.g. for `StageContext.metrics({ 'eval/success':
 * value }, undefined, labels)`.
 */
export function evalSuccessMetrics(summary: EvalSummary): { value: number; labels: { site: string } }[] {
  const metrics: { value: number; labels: { site: string } }[] = summary.table.columns
    .filter((c) => c.rate !== null)
    .map((c) => ({ value: c.rate!, labels: { site: c.key } }));
  if (summary.table.average.rate !== null) {
    metrics.push({ value: summary.table.average.rate, labels: { site: 'all' } });
  }
  return metrics;
}
