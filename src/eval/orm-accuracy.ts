// How well the outcome reward model agrees with the ground-truth evaluators on the same episodes
// (WebRL reports its ORM's accuracy against human labels, reference/webrl.md §5). The ORM says
// success at P ≥ 0.5; the evaluators at score 1. Success is the positive class.
import type { Trajectory } from '../core/index.js';
import { EVALUATOR_PASS, ORM_THRESHOLD } from './episode-outcome.js';

/** Counts of (ORM verdict, evaluator verdict). */
export interface ConfusionMatrix {
  /** ORM success, evaluator success. */
  truePositive: number;
  /** ORM success, evaluator failure. */
  falsePositive: number;
  /** ORM failure, evaluator success. */
  falseNegative: number;
  /** ORM failure, evaluator failure. */
  trueNegative: number;
}

/** Agreement figures; a ratio is null when its denominator is 0. */
export interface OrmAccuracy {
  /** Episodes that carry both an ORM score and an evaluator score. */
  episodes: number;
  confusion: ConfusionMatrix;
  accuracy: number | null;
  /** Of the episodes the ORM calls successes, the share that are. */
  precision: number | null;
  /** Of the real successes, the share the ORM finds. */
  recall: number | null;
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

export function ormAccuracy(
  trajectories: readonly Pick<Trajectory, 'ormScore' | 'evaluatorScore'>[],
): OrmAccuracy {
  const confusion: ConfusionMatrix = { truePositive: 0, falsePositive: 0, falseNegative: 0, trueNegative: 0 };
  for (const { ormScore, evaluatorScore } of trajectories) {
    // A negative evaluator score is VAB's "not evaluated" marker (−0.1), not a verdict.
    if (ormScore === undefined || evaluatorScore === undefined || evaluatorScore < 0) continue;
    const predicted = ormScore >= ORM_THRESHOLD;
    const actual = evaluatorScore >= EVALUATOR_PASS;
    if (predicted && actual) confusion.truePositive += 1;
    else if (predicted) confusion.falsePositive += 1;
    else if (actual) confusion.falseNegative += 1;
    else confusion.trueNegative += 1;
  }
  const { truePositive: tp, falsePositive: fp, falseNegative: fn, trueNegative: tn } = confusion;
  const episodes = tp + fp + fn + tn;
  return {
    episodes,
    confusion,
    accuracy: ratio(tp + tn, episodes),
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
  };
}
