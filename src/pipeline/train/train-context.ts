// What every stage of a training run shares: the resolved configuration, the run directory and its
// stage ledger, the models on disk, where episodes run, and the task sets of the run's source.
import type { RunConfig } from '../../core/index.js';
import type { FeasibilityChecker, TaskGenerator } from '../../models/index.js';
import type { EpisodeRunner } from '../evaluated-episodes.js';
import type { RunDirectory } from '../run-directory.js';
import type { StageRunner } from '../stage-runner.js';
import type { ModelStore } from './model-store.js';
import type { TrainSource } from './train-source.js';

export interface TrainContext {
  readonly config: Readonly<RunConfig>;
  readonly run: RunDirectory;
  readonly stages: StageRunner;
  readonly models: ModelStore;
  /** Slots, pages, env config, evaluator helpers and judge. */
  readonly runner: EpisodeRunner;
  /** Where tasks and pages come from (built-in sites, MiniWoB++): task sets, templates, test tasks, labels. */
  readonly source: TrainSource;
  /** Shows the run's one progress line. */
  progress(text: string): void;
  /**
   * Served models for the curriculum (an LLM task generator and feasibility filter); absent means
   * the embedded generator over the sites' template families and the site-data feasibility check.
   */
  readonly curriculumModels?: { generator: TaskGenerator; feasibility: FeasibilityChecker };
}

/** `1m12s` / `45s`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}
