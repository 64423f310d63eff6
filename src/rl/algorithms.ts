// The algorithm registry: WebRL (paper and released variants) and the paper's baselines, each a
// loss plus a rule for which steps train the actor with which numbers (reference/webrl.md §2, §8).
import type { RlAlgorithmName, RlConfig } from '../core/index.js';
import type { PolicyExample, PolicyLoss } from '../models/index.js';
import { paperAdvantage, releasedAdvantage } from './advantage.js';
import { trajectoryKey } from './cross-fit.js';
import { awrLoss, reinforceLoss, sftLoss } from './losses/likelihood-losses.js';
import { webrlPaperLoss } from './losses/webrl-paper-loss.js';
import { webrlReleasedLoss } from './losses/webrl-released-loss.js';
import type { StepSample } from './step-records.js';

/** What the actor's data builder reads per sample, in the order of `samples`. */
export interface ActorDataInput {
  samples: readonly StepSample[];
  /** Critic V(s) and V(s') per sample (absent for algorithms without a critic). */
  values?: readonly number[];
  nextValues?: readonly number[];
  /** log π_ref of each sample's action under the phase's starting actor (for KL losses). */
  refLogProbs?: readonly number[];
  /** DigiRL: the instruction-level value V(I) of each sample's task (the critic at its first state). */
  instructionValues?: readonly number[];
}

/** An actor-update algorithm. */
export interface Algorithm {
  readonly name: RlAlgorithmName;
  readonly description: string;
  /** Trains and uses a critic. */
  readonly usesCritic: boolean;
  /** Needs log π_ref of the phase's starting actor. */
  readonly usesReference: boolean;
  /** Where each phase's tasks come from: evolved from failures, or the fixed phase-1 tasks (DigiRL). */
  readonly tasks: 'evolve' | 'fixed';
  /** Whether the algorithm updates the actor online at all (SFT does not: it is the phase-0 model). */
  readonly online: boolean;
  actorLoss(config: RlConfig): PolicyLoss;
  /** Chooses the samples that train the actor and fills the numbers its loss reads. */
  actorExamples(input: ActorDataInput, config: RlConfig): PolicyExample[];
}

function pick<T>(values: readonly T[] | undefined, i: number, what: string): T {
  const value = values?.[i];
  if (value === undefined) throw new Error(`actor data: ${what} is missing for sample ${i}`);
  return value;
}

function advantageInput(input: ActorDataInput, i: number) {
  const { record } = input.samples[i]!;
  return {
    value: pick(input.values, i, 'critic value V(s)'),
    nextValue: pick(input.nextValues, i, "critic value V(s')"),
    reward: record.reward,
    done: record.done ? 1 : 0,
    mcReturn: record.mc_return,
    terminalReturn: record.terminal_return,
  };
}

const example = (
  sample: StepSample,
  numbers: Omit<PolicyExample, 'context' | 'response'>,
): PolicyExample => ({
  context: sample.context,
  response: sample.record.action,
  ...numbers,
});

/** Filtered BC's threshold: the trajectory returns' percentile, by nearest rank over trajectories. */
export function returnThreshold(samples: readonly StepSample[], percentile: number): number {
  const byTrajectory = new Map<string, number>();
  for (const { record } of samples) byTrajectory.set(trajectoryKey(record), record.reward);
  const returns = [...byTrajectory.values()].sort((a, b) => a - b);
  if (returns.length === 0) return Number.POSITIVE_INFINITY;
  const rank = Math.min(returns.length - 1, Math.max(0, Math.ceil((percentile / 100) * returns.length) - 1));
  return returns[rank]!;
}

const webrl: Algorithm = {
  name: 'webrl',
  description: "WebRL, the paper's loss: (β·log(π/π_ref) − A)², A = λ·TD + (1−λ)·MC (Eq. 6, App. A)",
  usesCritic: true,
  usesReference: true,
  tasks: 'evolve',
  online: true,
  actorLoss: (config) => (config.kl ? webrlPaperLoss(config.beta) : reinforceLoss),
  actorExamples: (input, config) =>
    input.samples.map((sample, i) =>
      example(sample, {
        advantage: paperAdvantage(advantageInput(input, i), config.gamma, config.gaeLambda),
        ...(config.kl ? { refLogProb: pick(input.refLogProbs, i, 'reference log-probability') } : {}),
      }),
    ),
};

const webrlReleased: Algorithm = {
  name: 'webrl-released',
  description:
    "WebRL, the released code's loss: binarised advantage, A ≥ 0 steps only, capped SmoothL1 log-ratio",
  usesCritic: true,
  usesReference: true,
  tasks: 'evolve',
  online: true,
  actorLoss: (config) => (config.kl ? webrlReleasedLoss : reinforceLoss),
  actorExamples: (input, config) =>
    input.samples.map((sample, i) => {
      const advantage = releasedAdvantage(advantageInput(input, i));
      return example(sample, {
        advantage: config.kl ? advantage.binary : advantage.raw,
        ...(config.kl ? { refLogProb: pick(input.refLogProbs, i, 'reference log-probability') } : {}),
      });
    }),
};

const sft: Algorithm = {
  name: 'sft',
  description: 'Behaviour cloning on demonstrations only (phase 0); no online updates',
  usesCritic: false,
  usesReference: false,
  tasks: 'fixed',
  online: false,
  actorLoss: () => sftLoss,
  actorExamples: (input) =>
    input.samples.filter((s) => s.record.source === 'demonstration').map((s) => example(s, {})),
};

const filteredBc: Algorithm = {
  name: 'filtered-bc',
  description: 'Filtered BC (Pan et al. 2024): NLL on trajectories above the return percentile',
  usesCritic: false,
  usesReference: false,
  tasks: 'fixed',
  online: true,
  actorLoss: () => sftLoss,
  actorExamples: (input, config) => {
    const threshold = returnThreshold(input.samples, config.filteredBcPercentile);
    return input.samples
      .filter((s) => s.record.reward > 0 && s.record.reward >= threshold)
      .map((s) => example(s, {}));
  },
};

const awr: Algorithm = {
  name: 'awr',
  description: 'AWR (Peng et al. 2019): log π weighted by exp(A/β) with a learned critic',
  usesCritic: true,
  usesReference: false,
  tasks: 'fixed',
  online: true,
  actorLoss: (config) => awrLoss(config.awrBeta),
  actorExamples: (input, config) =>
    input.samples.map((sample, i) =>
      example(sample, {
        advantage: paperAdvantage(advantageInput(input, i), config.gamma, config.gaeLambda),
      }),
    ),
};

/**
 * DigiRL (Bai et al. 2024) as we read it: AWR on step-level advantages, trained only on
 * trajectories whose outcome beats the instruction-level value (r − V(I) > 0), online on the fixed
 * phase-1 instructions.
 */
const digirl: Algorithm = {
  name: 'digirl',
  description: 'DigiRL: AWR with step- and instruction-level values, online on fixed tasks',
  usesCritic: true,
  usesReference: false,
  tasks: 'fixed',
  online: true,
  actorLoss: (config) => awrLoss(config.awrBeta),
  actorExamples: (input, config) =>
    input.samples.flatMap((sample, i) => {
      const instructionAdvantage =
        sample.record.reward - pick(input.instructionValues, i, 'instruction value V(I)');
      if (!(instructionAdvantage > 0)) return [];
      return [
        example(sample, {
          advantage: paperAdvantage(advantageInput(input, i), config.gamma, config.gaeLambda),
        }),
      ];
    }),
};

const reinforce: Algorithm = {
  name: 'reinforce',
  description: 'REINFORCE with a value baseline (WebRL without KL, v2): −A·log π, A = γ^{T−t}r_T − V(s)',
  usesCritic: true,
  usesReference: false,
  tasks: 'evolve',
  online: true,
  actorLoss: () => reinforceLoss,
  actorExamples: (input) =>
    input.samples.map((sample, i) =>
      example(sample, {
        advantage: sample.record.terminal_return - pick(input.values, i, 'critic value V(s)'),
      }),
    ),
};

const REGISTRY: Record<RlAlgorithmName, Algorithm> = {
  webrl,
  'webrl-released': webrlReleased,
  sft,
  'filtered-bc': filteredBc,
  awr,
  digirl,
  reinforce,
};

/** The algorithm of that name; an unknown name lists the known ones. */
export function getAlgorithm(name: string): Algorithm {
  const algorithm = REGISTRY[name as RlAlgorithmName];
  if (!algorithm) throw new Error(`unknown algorithm "${name}"; known: ${Object.keys(REGISTRY).join(', ')}`);
  return algorithm;
}

/** Every registered algorithm, in a stable order. */
export function listAlgorithms(): Algorithm[] {
  return Object.values(REGISTRY);
}
