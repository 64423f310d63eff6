// Cross-fitting for the actor's advantages: each step's V(s) and V(s') come from a critic that never
// trained on that step's trajectory. The phase's critic trains on the very trajectories whose steps
// the actor then weighs, and a small critic learns their outcomes by heart: on the rollouts of a
// phase it gave V ≈ 1 to every state of a successful trajectory and V ≈ 0 to every state of a
// failed one, so A = λ·TD + (1−λ)·MC was ≈ 0 on nearly every step and the loss had little to fit.
// (An 8B critic trained for one epoch at lr 1e-6, as in WebRL, does not memorise like that.)
import { deriveSeed } from '../core/index.js';
import type { StepRecord } from './step-records.js';

/** Names a trajectory across phases and task sets: its steps share the key. */
export function trajectoryKey(record: Pick<StepRecord, 'phase' | 'task_set' | 'task_id'>): string {
  return `${record.phase}|${record.task_set}|${record.task_id}`;
}

/**
 * The fold (0 … folds−1) of each record, by trajectory: all steps of a trajectory share a fold, so a
 * critic trained on the other folds has seen neither the state nor the outcome. Deterministic in
 * `seed`; `folds` ≤ 1 puts everything in fold 0.
 */
export function trajectoryFolds(records: readonly StepRecord[], folds: number, seed: number): number[] {
  if (folds <= 1) return records.map(() => 0);
  return records.map((record) => deriveSeed(seed, 'fold', trajectoryKey(record)) % folds);
}
