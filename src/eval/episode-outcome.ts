// Whether an episode succeeded, from the best judgement it carries: the ground-truth evaluators
// where they ran, else the ORM (what training rollouts on generated tasks have), else unknown.
import type { Trajectory } from '../core/index.js';

/** WebArena counts a task as passed only at score 1.0 (reference/webrl.md §9.1). */
export const EVALUATOR_PASS = 1;
/** The ORM's verdict is success at P(success) ≥ 0.5 (models/roles.ts RewardModel). */
export const ORM_THRESHOLD = 0.5;

/** An episode's verdict and who gave it. */
export interface EpisodeOutcome {
  /** null when nobody judged the episode. */
  success: boolean | null;
  source: 'evaluator' | 'orm' | null;
}

export function outcomeOf(trajectory: Pick<Trajectory, 'evaluatorScore' | 'ormScore'>): EpisodeOutcome {
  const { evaluatorScore, ormScore } = trajectory;
  if (evaluatorScore !== undefined && evaluatorScore >= 0) {
    return { success: evaluatorScore >= EVALUATOR_PASS, source: 'evaluator' };
  }
  if (ormScore !== undefined) return { success: ormScore >= ORM_THRESHOLD, source: 'orm' };
  return { success: null, source: null };
}
