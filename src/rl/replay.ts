// Stage 2 of WebRL's data processing (process_data.py replay_data): successful steps of earlier
// phases (and the SFT demonstrations) are replayed when the current actor is neither too sure nor
// too unsure of them, capped at twice the current phase's data (reference/webrl.md §4.2).
import { shuffled } from '../core/index.js';
import { trajectoryKey } from './cross-fit.js';
import type { StepSample } from './step-records.js';

/** The perplexity window of replayed steps: keep perplexity in [min, max). */
export interface PerplexityWindow {
  /** Inclusive lower bound (WebRL: 1/0.95 ≈ 1.053). */
  min: number;
  /** Exclusive upper bound (WebRL: 1/0.5 = 2). */
  max: number;
}

/** WebRL's window: 0.5 < exp(mean token log p) ≤ 0.95, i.e. perplexity in [1/0.95, 2). */
export const WEBRL_PERPLEXITY_WINDOW: PerplexityWindow = { min: 1 / 0.95, max: 1 / 0.5 };

/**
 * Successful trajectories' steps, the first occurrence of each instruction only (WebRL keeps one
 * success per task string); failures are never replayed (v2 Fig. 16: replaying failures is worse).
 * `samples` holds whole trajectories' steps in order.
 */
export function successfulFirstOccurrences(samples: readonly StepSample[]): StepSample[] {
  const chosenTrajectory = new Map<string, string>();
  const kept: StepSample[] = [];
  for (const sample of samples) {
    const { record } = sample;
    if (record.trajectory_reward !== 1) continue;
    const key = trajectoryKey(record);
    const owner = chosenTrajectory.get(record.task);
    if (owner === undefined) chosenTrajectory.set(record.task, key);
    else if (owner !== key) continue;
    kept.push(sample);
  }
  return kept;
}

/** perplexity = exp(−logProb / tokens). */
export function perplexityOf(logProb: number, tokens: number): number {
  return Math.exp(-logProb / Math.max(1, tokens));
}

/** The outcome of the replay filter, with counts for metrics. */
export interface ReplaySelection {
  kept: StepSample[];
  /** Candidates scored. */
  candidates: number;
  /** Dropped as too sure (perplexity below the window). */
  tooSure: number;
  /** Dropped as too unsure (perplexity at or above the window). */
  tooUnsure: number;
  /** In the window but dropped by the cap. */
  overCap: number;
}

/**
 * Keeps candidates whose perplexity under the phase's starting actor lies in the window, shuffled
 * (with `random`), capped at `capRatio` × `currentSteps` (WebRL: 2×). Sets `rank_score` = 1/perplexity.
 */
export function selectReplay(
  candidates: readonly StepSample[],
  scores: readonly { logProb: number; tokens: number }[],
  options: { window: PerplexityWindow; currentSteps: number; capRatio: number; random: () => number },
): ReplaySelection {
  if (scores.length !== candidates.length) {
    throw new Error(`selectReplay: ${candidates.length} candidates but ${scores.length} scores`);
  }
  let tooSure = 0;
  let tooUnsure = 0;
  const inWindow: StepSample[] = [];
  candidates.forEach((sample, i) => {
    const { logProb, tokens } = scores[i]!;
    const perplexity = perplexityOf(logProb, tokens);
    if (perplexity < options.window.min) tooSure += 1;
    else if (!(perplexity < options.window.max)) tooUnsure += 1;
    else
      inWindow.push({
        ...sample,
        record: { ...sample.record, source: 'replay', rank_score: 1 / perplexity },
      });
  });
  const mixed = shuffled(inWindow, options.random);
  const cap = Math.floor(options.capRatio * options.currentSteps);
  const kept = mixed.slice(0, cap);
  return { kept, candidates: candidates.length, tooSure, tooUnsure, overCap: mixed.length - kept.length };
}
