// What the trajectory viewer shows and where it gets it: a list of episodes with the fields the
// filters use, and each episode's full trajectory and verdicts. pipeline/ implements EpisodeSource
// over run directories; the viewer only renders.
import type { Trajectory } from '../core/index.js';

/** One episode in the list. */
export interface ViewerEpisode {
  /** Stable id: `<run>/<phase>/<kind>/<task id>`. */
  id: string;
  run: string;
  /** The run's algorithm label (`webrl`, `awr`, `webrl w/o KL` …). */
  algorithm: string;
  /** The phase, or null for an evaluation folder outside a run (`webrl eval --out`). */
  phase: number | null;
  /** The episode folder: `eval`, `rollouts`, `demonstrations` … */
  kind: string;
  taskId: number;
  /**
   * The page and seed of a MiniWoB++ task (`click-button`, seed 1000002), which say more than its id;
   * the seed is absent where the run kept no record of it. Absent for the built-in sites' tasks.
   */
  taskPage?: { name: string; seed?: number };
  intent: string;
  sites: string[];
  /** The Table 1 column key (`shopping`, `reddit`, … `cross-site`). */
  site: string;
  steps: number;
  stopReason: Trajectory['stopReason'];
  evaluatorScore?: number;
  ormScore?: number;
  /** Evaluator verdict where one ran, else the ORM's, else null. */
  success: boolean | null;
  /** The failure's error type (eval/error-types.ts), or null. */
  errorType: string | null;
}

/** One episode with everything its page shows. */
export interface ViewerEpisodeDetail {
  episode: ViewerEpisode;
  trajectory: Trajectory;
  /** The rule that named the error type. */
  errorRule?: string;
  /** Evaluator checks that failed (from the folder's summary.json). */
  failedChecks?: string[];
  /** Why the task could not be scored. */
  unscoredReason?: string;
}

/** Where the viewer reads episodes from. */
export interface EpisodeSource {
  /** Every episode, in run, phase, kind, task order. */
  episodes(): readonly ViewerEpisode[];
  /** One episode, or null for an unknown id. */
  detail(id: string): ViewerEpisodeDetail | null;
  /** The absolute path of a step's screenshot, or null when it was not captured. */
  screenshotPath(id: string, step: number): string | null;
}

/** The list's filters; each is a value to match exactly, absent = any. */
export interface ViewerFilters {
  run?: string;
  algorithm?: string;
  phase?: string;
  kind?: string;
  site?: string;
  /** `yes`, `no` or `unknown`. */
  success?: string;
  /** An error type key, or `none`. */
  error?: string;
  /** Words that must occur in the intent or the task page's name (case-insensitive). */
  q?: string;
}

export const FILTER_KEYS = ['run', 'algorithm', 'phase', 'kind', 'site', 'success', 'error', 'q'] as const;

/** A phase as the list shows and filters it (`–` outside a run). */
export function phaseText(phase: number | null): string {
  return phase === null ? '–' : String(phase);
}

/** How the viewer names an episode's task: `click-button seed 1000002` for a task page, else `task 3`. */
export function taskText(episode: Pick<ViewerEpisode, 'taskId' | 'taskPage'>): string {
  const { taskPage } = episode;
  if (!taskPage) return `task ${episode.taskId}`;
  return taskPage.seed === undefined ? taskPage.name : `${taskPage.name} seed ${taskPage.seed}`;
}

/** The episodes that pass every set filter. */
export function filterEpisodes(episodes: readonly ViewerEpisode[], filters: ViewerFilters): ViewerEpisode[] {
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const successOf = (e: ViewerEpisode) => (e.success === null ? 'unknown' : e.success ? 'yes' : 'no');
  return episodes.filter(
    (e) =>
      (!filters.run || e.run === filters.run) &&
      (!filters.algorithm || e.algorithm === filters.algorithm) &&
      (!filters.phase || phaseText(e.phase) === filters.phase) &&
      (!filters.kind || e.kind === filters.kind) &&
      (!filters.site || e.site === filters.site) &&
      (!filters.success || successOf(e) === filters.success) &&
      (!filters.error || (e.errorType ?? 'none') === filters.error) &&
      words.every((w) => `${e.intent} ${e.taskPage?.name ?? ''}`.toLowerCase().includes(w)),
  );
}
