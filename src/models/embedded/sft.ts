// Supervised fine-tuning of the embedded policy on demonstrations (phase 0 of WebRL): every step of
// every demonstration becomes an example (the context the agent had, the response it gave), and the
// policy maximises their log-likelihood.
import { contextAt, DEFAULT_SFT_WORD_DROPOUT, type Trajectory } from '../../core/index.js';
import type { PolicyExample, PolicyLoss, TrainOptions, TrainReport } from '../learner.js';
import type { EmbeddedPolicy } from './policy.js';

/** SFT's objective: the negative mean log-likelihood of the demonstrated responses. */
export const negativeLogLikelihood: PolicyLoss = (ops, batch) => ops.neg(ops.mean(batch.logProb));

/** One example per demonstration step whose response parsed (unparsable ones teach nothing). */
export function demonstrationExamples(demonstrations: readonly Trajectory[]): PolicyExample[] {
  const examples: PolicyExample[] = [];
  for (const trajectory of demonstrations) {
    trajectory.steps.forEach((step, index) => {
      if (step.action) examples.push({ context: contextAt(trajectory, index), response: step.response });
    });
  }
  return examples;
}

/** SFT settings: TrainOptions with defaults that work for the embedded policy, and word dropout. */
export type SftOptions = Partial<TrainOptions> & { wordDropout?: number };

export const DEFAULT_SFT_OPTIONS: Omit<TrainOptions, 'onStep' | 'signal'> = {
  epochs: 8,
  batchSize: 32,
  learningRate: 3e-3,
  maxGradNorm: 1,
  seed: 1,
  weightDecay: 0,
};

/** What SFT did: the learner's report and the steps it trained on. */
export interface SftReport extends TrainReport {
  demonstrations: number;
  examples: number;
}

/** Trains the policy in place on the steps of the demonstrations. */
export async function trainSft(
  policy: EmbeddedPolicy,
  demonstrations: readonly Trajectory[],
  options: SftOptions = {},
): Promise<SftReport> {
  const examples = demonstrationExamples(demonstrations);
  if (examples.length === 0) {
    throw new Error(
      `SFT got ${demonstrations.length} demonstrations with no parsable step; nothing to train on`,
    );
  }
  const { wordDropout = DEFAULT_SFT_WORD_DROPOUT, ...train } = options;
  const report = await policy
    .learner({ wordDropout })
    .train(examples, negativeLogLikelihood, { ...DEFAULT_SFT_OPTIONS, ...train });
  return { ...report, demonstrations: demonstrations.length, examples: examples.length };
}
