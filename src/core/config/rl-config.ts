// Run-config section: the learning algorithm and its hyper-parameters (reference/webrl.md §2–§4, §8).
import { z } from 'zod';

const TrainSettings = (defaults: { epochs: number; batchSize: number; learningRate: number }) =>
  z
    .object({
      epochs: z.int().min(1).default(defaults.epochs).describe('Passes over the phase data.'),
      batchSize: z.int().min(1).default(defaults.batchSize).describe('Examples per optimiser step.'),
      learningRate: z.number().positive().default(defaults.learningRate).describe('Adam step size.'),
      maxGradNorm: z.number().positive().default(1).describe('Global gradient-norm clip (WebRL: 1.0).'),
    })
    .strict();

export const RL_ALGORITHMS = [
  'webrl',
  'webrl-released',
  'sft',
  'filtered-bc',
  'awr',
  'digirl',
  'reinforce',
] as const;
export type RlAlgorithmName = (typeof RL_ALGORITHMS)[number];

export const RlConfig = z
  .object({
    algorithm: z
      .enum(RL_ALGORITHMS)
      .default('webrl')
      .describe(
        "Actor update: webrl (paper Eq. 6), webrl-released (the released code's loss), or a baseline.",
      ),
    // 1, not the paper's 0.9: the critic predicts P(success), undiscounted (Eq. 7/8), so with γ < 1
    // the Monte-Carlo term γ^{T−t}·r_T sits below V(s) on every early step of a success and the
    // webrl loss pushes the actions of successful trajectories down (rl/advantage.ts).
    gamma: z
      .number()
      .min(0)
      .max(1)
      .default(1)
      .describe(
        "Discount factor γ of the advantages and returns. 1 keeps the Monte-Carlo term on the critic's scale (P(success)); 0.9 is the paper's.",
      ),
    gaeLambda: z
      .number()
      .min(0)
      .max(1)
      .default(0.5)
      .describe('λ mixing one-step TD and Monte-Carlo advantages (WebRL: 0.5).'),
    beta: z
      .number()
      .positive()
      .default(1)
      .describe(
        'β of the KL term in the webrl loss (webrl train refuses another value for other algorithms or with kl false).',
      ),
    awrBeta: z.number().positive().default(1).describe('Temperature β of AWR and DigiRL weights exp(A/β).'),
    filteredBcPercentile: z
      .number()
      .min(0)
      .max(100)
      .default(70)
      .describe('Filtered BC keeps trajectories whose return is above this percentile (Pan et al.: 70).'),
    replay: z.boolean().default(true).describe('Replay successful earlier steps (ablation: false).'),
    kl: z
      .boolean()
      .default(true)
      .describe(
        'Keep the KL constraint to the reference actor (ablation: false trains REINFORCE with a baseline); webrl and webrl-released only.',
      ),
    perplexityWindow: z
      .object({
        min: z
          .number()
          .positive()
          .default(1 / 0.95)
          .describe('Lowest replayed perplexity, inclusive (WebRL: 1/0.95).'),
        max: z
          .number()
          .positive()
          .default(2)
          .describe('Replayed perplexity stays below this (WebRL: 1/0.5).'),
      })
      .strict()
      // [min, max) is half-open: min = max would replay nothing, as silently as min > max.
      .refine((window) => window.min < window.max, {
        error: (issue) => {
          const { min, max } = issue.input as { min: number; max: number };
          return `min ${min} is not below max ${max}, so no step would be replayed; make min < max`;
        },
      })
      .prefault({})
      .describe(
        'Replay only steps whose perplexity under the starting actor lies in [min, max); min must be below max.',
      ),
    replayCapRatio: z
      .number()
      .min(0)
      .default(2)
      .describe('At most this many replay steps per current-phase step (WebRL: 2).'),
    actor: TrainSettings({ epochs: 2, batchSize: 32, learningRate: 1e-3 })
      .prefault({})
      .describe('Actor training per phase.'),
    // 4 epochs at 3e-3: with 2 at 1e-3 a fresh critic stayed near σ(0) (mean V(s0) 0.39 against an
    // 11 % success rate), so every failed step got a large negative advantage.
    critic: TrainSettings({ epochs: 4, batchSize: 32, learningRate: 3e-3 })
      .prefault({})
      .describe('Critic training per phase (before the actor, on the same data).'),
    advantageFolds: z
      .int()
      .min(1)
      .default(2)
      .describe(
        "Cross-fitting: the V(s) and V(s') of the actor's advantages come from critics trained on the phase's other trajectory folds, since a critic scoring the trajectories it learned has memorised their outcomes and leaves every advantage near 0. 1 = in-sample values from the phase's critic (WebRL, whose 8B critic does not memorise in one epoch).",
      ),
  })
  .strict()
  .describe('The learning algorithm.');
export type RlConfig = z.output<typeof RlConfig>;
