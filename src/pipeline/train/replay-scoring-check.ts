// Experience replay keeps earlier steps by the phase's starting actor's log-probabilities of them
// (phase-data.ts). A served actor's server must score given text for that, and a server that cannot
// would stop the run only at phase 1's processing, after phase 0 and phase 1's rollouts: one scoring
// request before the rollouts that precede it finds out at once.
import { contextAt, type Trajectory } from '../../core/index.js';
import { ModelServerError } from '../../models/index.js';
import { getAlgorithm } from '../../rl/index.js';
import type { TrainContext } from './train-context.js';

/** Whether the run will score given text with a served actor: replay on, in an online phase. */
export function needsServedScoring(ctx: TrainContext): boolean {
  const { rl, train } = ctx.config;
  return (
    ctx.models.external.policy !== undefined &&
    rl.replay &&
    train.phases > 0 &&
    getAlgorithm(rl.algorithm).online
  );
}

/**
 * Scores the first step of the first of `trajectories` that has one with the served actor, as replay
 * will; a server that cannot stops the run here, its error saying what replay needs and how to go
 * on. Returns false when no trajectory has a step to score (nothing was checked).
 */
export async function checkServedScoring(
  ctx: TrainContext,
  trajectories: readonly Trajectory[],
): Promise<boolean> {
  const policy = ctx.models.external.policy;
  const trajectory = trajectories.find((t) => t.steps.length > 0);
  if (!policy || !trajectory) return false;
  try {
    await policy.scoreResponses([
      { context: contextAt(trajectory, 0), response: trajectory.steps[0]!.response },
    ]);
  } catch (error) {
    if (!(error instanceof ModelServerError)) throw error;
    throw new ModelServerError(
      `${error.message}. Experience replay (rl.replay) keeps earlier steps by these log-probabilities from phase 1's processing on, so the run checks the server before its rollouts; put the server right and resume, or start a new run (another --name) with --no-replay`,
      error,
      { cause: error },
    );
  }
  return true;
}
