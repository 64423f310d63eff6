// What every stage of a training run shares: the resolved configuration, the run directory and its
// stage ledger, the models on disk, where episodes run, and the task sets of the run's source.
import type { RunConfig, TaskConfig } from '../../core/index.js';
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

/**
 * `n` tasks spread over templates: one instance of every template, then a second of each, …, so a
 * small budget still covers every kind of task. Deterministic for the given order.
 */
export function spreadOverTemplates(
  tasks: readonly TaskConfig[],
  n: number,
  skip: ReadonlySet<number> = new Set(),
) {
  const byTemplate = new Map<string, TaskConfig[]>();
  for (const task of tasks) {
    if (skip.has(task.task_id)) continue;
    const key = task.webrl?.template ?? String(task.intent_template_id);
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), task]);
  }
  const queues = [...byTemplate.values()];
  const picked: TaskConfig[] = [];
  for (let round = 0; picked.length < n && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      if (picked.length >= n) break;
      const task = queue[round];
      if (task) picked.push(task);
    }
  }
  return picked;
}

/** `1m12s` / `45s`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/**
 * `n` test tasks in proportion to each site group's share of the set (WebArena-Lite's mix), spread
 * over templates within each group; `n` ≤ 0 or ≥ the set's size gives the whole set.
 */
export function stratifiedSubset(tasks: readonly TaskConfig[], n: number): TaskConfig[] {
  if (n <= 0 || n >= tasks.length) return [...tasks];
  const groups = new Map<string, TaskConfig[]>();
  for (const task of tasks) {
    const key = task.sites.length > 1 ? 'cross-site' : task.sites[0]!;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  // Largest-remainder apportionment, so the group sizes add up to exactly n.
  const entries = [...groups.entries()];
  const exact = entries.map(([, g]) => (g.length / tasks.length) * n);
  const sizes = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; sizes.reduce((a, b) => a + b, 0) < n; k++) sizes[order[k % order.length]![1]]! += 1;
  const picked = new Set(entries.flatMap(([, group], i) => spreadOverTemplates(group, sizes[i]!)));
  return tasks.filter((t) => picked.has(t));
}
