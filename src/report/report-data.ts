// What the HTML report shows, as plain data: one entry per run (its algorithm, evaluation per phase,
// training curves, analyses and stage times). pipeline/ gathers it from run directories; report/
// only renders it, so these types restate the shapes of eval/'s analyses rather than import them.

/** Successes over a denominator; `rate` in [0, 1], null for an empty group. */
export interface RateCell {
  successes: number;
  total: number;
  rate: number | null;
}

/** A Table 1 column: `reddit`, `gitlab`, `shopping_admin`, `map`, `shopping`, `cross-site`, `other`. */
export interface RateColumn extends RateCell {
  key: string;
  label: string;
}

/** Success per site and on average, as in WebRL's Table 1. */
export interface RateTable {
  columns: RateColumn[];
  average: RateCell;
}

/** A bucket of a breakdown (`≤5`, `6–10`, `2`, `4+`, `unknown`). */
export interface BucketCell extends RateCell {
  bucket: string;
}

/**
 * Failures by error type (keys as eval/error-types.ts ERROR_TYPES, plus `infrastructure`), over the
 * episodes that ran: successes + failures + unjudged = episodes.
 */
export interface ErrorCounts {
  episodes: number;
  successes: number;
  failures: number;
  unjudged: number;
  byType: Record<string, number>;
  /**
   * An evaluation's tasks that had no episode (a site URL not set), so that episodes + notRun = its
   * tasks; absent for training rollouts and for summaries written before it was added.
   */
  notRun?: number;
}

/** One phase's evaluation on the test tasks. */
export interface PhaseEval {
  phase: number;
  table: RateTable;
  errorTypes?: ErrorCounts;
  byRequiredSteps?: BucketCell[];
  byComplexity?: BucketCell[];
  /** Training templates against test-only ones. */
  byTemplateKind?: BucketCell[];
  /** Tasks that could not be scored. */
  unscored?: number;
  /**
   * Success per task page over its test seeds (MiniWoB++: key `miniwob/click-button`, label
   * `click-button`), in first-seen order; absent for the built-in sites, which are read per site.
   * Counts are 0/0 where a phase left only the rates (metrics without summary.json).
   */
  byTask?: RateColumn[];
}

/** ORM against evaluators on one phase's rollouts. */
export interface PhaseOrm {
  phase: number;
  episodes: number;
  confusion: { truePositive: number; falsePositive: number; falseNegative: number; trueNegative: number };
  accuracy: number | null;
  precision: number | null;
  recall: number | null;
}

/** One phase's replay perplexity window figures. */
export interface PhaseReplay {
  phase: number;
  candidates: number;
  kept: number;
  tooSure: number;
  tooUnsure: number;
  overCap: number;
  keptShare: number | null;
}

/** A training curve: a metric's values in (phase, step) order; x = phase + step / (steps in phase). */
export interface Curve {
  name: string;
  points: { x: number; phase: number; step?: number; value: number }[];
}

/** Seconds a stage took in a phase (`time/<stage>_s`). */
export interface StageTime {
  phase: number;
  stage: string;
  seconds: number;
}

/** An episode folder of a phase the viewer can open (`eval`, `rollouts`, `demonstrations` …). */
export interface EpisodeFolder {
  phase: number;
  kind: string;
  episodes: number;
}

/** Everything the report shows about one run. */
export interface ReportRun {
  /** The run directory's name. */
  name: string;
  dir: string;
  /** `rl.algorithm` with its ablations: `webrl`, `webrl w/o replay`, `awr` … */
  algorithm: string;
  /** Evaluation per phase, in phase order. */
  evals: PhaseEval[];
  /** Every other metric with a phase (rl/…, critic/…, orm/…, curriculum/…, env/…), by name. */
  curves: Curve[];
  orm: PhaseOrm[];
  replay: PhaseReplay[];
  /** Rollout failures by error type, per phase. */
  rolloutErrors: { phase: number; counts: ErrorCounts }[];
  stageTimes: StageTime[];
  folders: EpisodeFolder[];
}

/** The report's input. */
export interface ReportData {
  runs: ReportRun[];
  /** ISO time the report was made. */
  generatedAt: string;
  /** Base URL of `webrl view` for links into the viewer (default http://127.0.0.1:8377). */
  viewerUrl: string;
}
