// The critic values behind the actor's advantages, cross-fitted (rl/cross-fit.ts): with k folds,
// k critics each start where the phase's critic started, train on the other folds' trajectories
// with the phase critic's settings, and score their own fold. One fold means the phase's critic
// itself, trained on everything (WebRL's in-sample values).
import { deriveSeed, type RlConfig } from '../../core/index.js';
import type { CriticExample, EmbeddedCritic } from '../../models/index.js';
import { criticLoss, type StepSample, trajectoryFolds } from '../../rl/index.js';
import type { PhaseSample } from './phase-data.js';
import type { TrainContext } from './train-context.js';

/** V(s), V(s') and V(s0) per sample, in the order of the samples. */
export interface AdvantageValues {
  values: number[];
  nextValues: number[];
  instructionValues: number[];
}

/** How the fold critics are made. */
export interface CrossFitOptions {
  folds: number;
  /** The phase critic's training settings, which each fold critic trains with too. */
  settings: RlConfig['critic'];
  seed: number;
  /** A fresh copy of the critic the phase's critic started from. */
  startingCritic: () => Promise<EmbeddedCritic>;
}

/** The critic a phase's critic training starts from: the previous phase's, or a fresh one in phase 1. */
export function startingCritic(ctx: TrainContext, phase: number): Promise<EmbeddedCritic> {
  // WebRL: critic_lm = the SFT model with no resume in phase 1; later phases resume the critic.
  return ctx.models.has(phase - 1, 'critic') ? ctx.models.criticAt(phase - 1) : ctx.models.newCritic();
}

/** The examples a critic trains on: each state and next state toward the trajectory's outcome. */
export function criticExamples(samples: readonly StepSample[]): CriticExample[] {
  return samples.map((s) => ({
    state: s.context,
    nextState: s.nextContext,
    label: s.record.trajectory_reward,
  }));
}

async function scoreAll(critic: EmbeddedCritic, samples: readonly PhaseSample[]): Promise<AdvantageValues> {
  return {
    values: await critic.values(samples.map((s) => s.context)),
    nextValues: await critic.values(samples.map((s) => s.nextContext)),
    instructionValues: await critic.values(samples.map((s) => s.startContext)),
  };
}

/**
 * The values of `samples`: out of fold when `options.folds` > 1, else from the phase's critic
 * (loaded only then).
 */
export async function advantageValues(
  samples: readonly PhaseSample[],
  phaseCritic: () => Promise<EmbeddedCritic>,
  options: CrossFitOptions,
): Promise<AdvantageValues> {
  const foldOf = trajectoryFolds(
    samples.map((s) => s.record),
    options.folds,
    options.seed,
  );
  const folds = [...new Set(foldOf)].sort((a, b) => a - b);
  if (folds.length < 2) return scoreAll(await phaseCritic(), samples);
  const out: AdvantageValues = { values: [], nextValues: [], instructionValues: [] };
  for (const fold of folds) {
    const critic = await options.startingCritic();
    await critic.learner().train(criticExamples(samples.filter((_, i) => foldOf[i] !== fold)), criticLoss, {
      ...options.settings,
      seed: deriveSeed(options.seed, 'critic', fold),
    });
    const inFold = samples.flatMap((_, i) => (foldOf[i] === fold ? [i] : []));
    const scored = await scoreAll(
      critic,
      inFold.map((i) => samples[i]!),
    );
    await critic.close();
    inFold.forEach((i, k) => {
      out.values[i] = scored.values[k]!;
      out.nextValues[i] = scored.nextValues[k]!;
      out.instructionValues[i] = scored.instructionValues[k]!;
    });
  }
  return out;
}
