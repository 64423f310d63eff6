// EmbeddedRewardModel: the outcome reward model, P(success) of a finished trajectory from the
// instruction, the agent's actions and the last page it saw (WebRL's ORM inputs, reference/webrl.md
// §5). Trained on trajectories of training tasks labelled by their evaluators.
//
// It is an ensemble: several networks, each from its own seed and minibatch order, whose P(success)
// is averaged. One network learns its few hundred training trajectories by heart and judges new ones
// by the accident of its seed: trained on bench/models' 749 cached trajectories and judging its 822
// of test tasks, 10 single networks scored 73.4 ± 1.0 % (71.4–74.7) and 6 ensembles of five 75.4 ±
// 0.7 % (74.6–76.5); ten members gave 75.7 %, no more.
import { deriveSeed } from '../../core/index.js';
import type { RewardExample, RewardLearner, TrainOptions, TrainReport } from '../learner.js';
import type { RewardInput, RewardModel } from '../roles.js';
import { answerVeto, VETOED_PROBABILITY } from './answer-checks.js';
import { BagBuilder, EMPTY_BAG } from './bags.js';
import type { WeightMap } from './network.js';
import { answerOf, OUTCOME_PAIRS, OUTCOME_SLOTS, OUTCOME_WIDTH, writeOutcome } from './outcome-features.js';
import { seededRandom } from './random.js';
import { initTfjs } from './tf-runtime.js';
import { ValueLearner } from './value-learner.js';
import {
  buildValueRows,
  type RowLayout,
  ValueNetwork,
  type ValueNetworkConfig,
  type ValueRows,
} from './value-network.js';

/** A reward model's sizes: one value network's, and how many are averaged. */
export interface RewardNetworkConfig extends ValueNetworkConfig {
  /** Networks averaged (absent in checkpoints saved before the ensemble: one). */
  members?: number;
  /**
   * Share of the score taken from the members' reading of the trajectory with every word bag emptied
   * (the instruction's stays), the rest from the full reading. Set by training from its bag dropout
   * (`bagFreeWeightFor`); absent in checkpoints saved before: 0.
   */
  bagFreeWeight?: number;
}

// 64 hidden units: with two corrupted copies of each kind the ORM learns from about 3,200
// trajectories, four times what 32 were chosen on. On bench/models' cached ones (822 of test tasks
// to judge, network seeds 3, 4, 5) 64 scored 80.3 / 80.3 / 80.3 % against 77.5 / 80.3 / 78.8 %,
// and the same on the policy's rollouts among them (77.6 against 77.8 % mean).
export const DEFAULT_REWARD_NETWORK: RewardNetworkConfig = {
  buckets: 4096,
  dim: 16,
  maxTokens: 16,
  hidden: 64,
  heads: 1,
  seed: 3,
  members: 5,
  bagFreeWeight: 0.5,
};

/**
 * The bag-free share for networks trained with this bag dropout: none without it. The bag-free
 * reading judges by what trajectories of every template share (how the episode ended, the answer's
 * shape), the full one also by words; on bench/models' cached trajectories (825 of test tasks,
 * network seeds 3 and 4 times training seeds 1 to 3, four ensembles) mixing them half and half took
 * the mean agreement from 80.5 to 81.7 % and the false successes from 53.5 to 43.3.
 */
export function bagFreeWeightFor(bagDropout: number): number {
  return bagDropout > 0 ? DEFAULT_REWARD_NETWORK.bagFreeWeight! : 0;
}

/** Member k ≥ 1's weights are saved under this prefix; member 0's keep the single network's names. */
const memberPrefix = (k: number) => (k === 0 ? '' : `member${k}/`);
/** Spreads the members' initial seeds apart. */
const MEMBER_SEED_STRIDE = 7919;
/** Trajectories featurised at once when scoring, so that a run's rows are never all in memory. */
const SCORE_CHUNK = 256;

export const OUTCOME_LAYOUT: RowLayout = { width: OUTCOME_WIDTH, slots: OUTCOME_SLOTS, pairs: OUTCOME_PAIRS };

/** Feature rows of finished trajectories. */
export function outcomeRows(inputs: readonly RewardInput[], config: ValueNetworkConfig): ValueRows {
  return buildValueRows(
    inputs,
    OUTCOME_LAYOUT,
    new BagBuilder(config.buckets, config.maxTokens),
    writeOutcome,
  );
}

/**
 * A copy of value rows with each bag slot emptied with probability `rate`; the instruction bags stay.
 * A regulariser for the ORM: without it the networks judge a trajectory by the words of its pages
 * (a URL, a title, a product name) that the training tasks of its template happened to show, and
 * call a demonstration of an unseen instance a failure.
 */
export function dropBagSlots(rows: ValueRows, rate: number, random: () => number): ValueRows {
  const bags = rows.rows.bags.slice();
  for (let i = 0; i < bags.length; i++) if (bags[i] !== EMPTY_BAG && random() < rate) bags[i] = EMPTY_BAG;
  return { ...rows, rows: { ...rows.rows, bags } };
}

/** How the reward model trains, beyond the generic TrainOptions. */
export interface RewardLearnerOptions {
  /** Chance that each word-bag slot of a training row is emptied (0 = none); see `bagFreeWeightFor`. */
  bagDropout: number;
}

export interface EmbeddedRewardModelOptions {
  network?: Partial<RewardNetworkConfig>;
  name?: string;
}

export class EmbeddedRewardModel implements RewardModel {
  /** The sizes, as checkpoints record them (training sets `bagFreeWeight` to match its dropout). */
  readonly network: { config: RewardNetworkConfig };

  private constructor(
    readonly members: readonly ValueNetwork[],
    config: RewardNetworkConfig,
    readonly name: string,
  ) {
    this.network = { config };
  }

  static async create(options: EmbeddedRewardModelOptions = {}): Promise<EmbeddedRewardModel> {
    await initTfjs();
    const config = { ...DEFAULT_REWARD_NETWORK, ...options.network };
    const count = config.members ?? 1;
    if (!Number.isInteger(count) || count < 1)
      throw new RangeError(`a reward model needs a whole number of members ≥ 1; got ${count}`);
    const members = Array.from(
      { length: count },
      (_, k) => new ValueNetwork({ ...config, seed: config.seed + k * MEMBER_SEED_STRIDE }, OUTCOME_LAYOUT),
    );
    return new EmbeddedRewardModel(members, config, options.name ?? 'embedded-orm');
  }

  /**
   * The members' mean P(success), of the full rows and (by `bagFreeWeight`) of the rows without word
   * bags, capped where a judge's answer checks (answer-checks.ts) veto it.
   */
  async scores(trajectories: readonly RewardInput[]): Promise<number[]> {
    // The members differ only in their weights, so each chunk is featurised once for all of them.
    const config = this.network.config;
    const bagFree = config.bagFreeWeight ?? 0;
    const readings: [number, (rows: ValueRows) => ValueRows][] = [[1 - bagFree, (rows) => rows]];
    if (bagFree > 0) readings.push([bagFree, (rows) => dropBagSlots(rows, 1, () => 0)]);
    const means: number[] = [];
    for (let start = 0; start < trajectories.length; start += SCORE_CHUNK) {
      const full = outcomeRows(trajectories.slice(start, start + SCORE_CHUNK), config);
      const sums = new Array<number>(full.rows.rows).fill(0);
      for (const [weight, rowsOf] of readings) {
        const rows = rowsOf(full);
        for (const member of this.members) {
          member.probabilities(rows).forEach((p, i) => {
            sums[i]! += weight * p;
          });
        }
      }
      means.push(...sums.map((sum) => sum / this.members.length));
    }
    return means.map((p, i) => {
      const { intent, history } = trajectories[i]!;
      return answerVeto(intent, answerOf(history)) ? Math.min(p, VETOED_PROBABILITY) : p;
    });
  }

  /**
   * Trains every member in place, one after the other, member k with minibatch seed `seed + k` (member
   * 0 trains exactly as a single network would); the loss reads `logits`/`value` of each trajectory
   * and its `label`. Bag dropout draws from its own stream per member, so the minibatch order is the
   * same with and without it.
   */
  learner(learnerOptions: Partial<RewardLearnerOptions> = {}): RewardLearner {
    const config = this.network.config;
    const bagDropout = learnerOptions.bagDropout ?? 0;
    const learnerOf = (member: ValueNetwork, k: number, seed: number) => {
      const random = seededRandom(deriveSeed(seed, 'bag-dropout'));
      return new ValueLearner<RewardExample>(
        member,
        {
          rows: (examples) => {
            const rows = outcomeRows(
              examples.map((e) => e.input),
              config,
            );
            return bagDropout > 0 ? dropBagSlots(rows, bagDropout, random) : rows;
          },
          nextRows: () => null,
        },
        `${this.name}-learner-${k}`,
      );
    };
    return {
      name: `${this.name}-learner`,
      train: async (examples, loss, options) => {
        const reports: TrainReport[] = [];
        const count = this.members.length;
        for (const [k, member] of this.members.entries()) {
          const memberOptions: TrainOptions = {
            ...options,
            seed: options.seed + k,
            ...(options.onStep
              ? {
                  onStep: (p) =>
                    options.onStep!({
                      ...p,
                      step: k * p.totalSteps + p.step,
                      totalSteps: count * p.totalSteps,
                    }),
                }
              : {}),
          };
          const learner = learnerOf(member, k, memberOptions.seed);
          reports.push(await learner.train(examples, loss, memberOptions));
          if (options.signal?.aborted) break;
        }
        // The bag-free reading is only for networks that have seen rows with bags missing.
        this.network.config = { ...config, bagFreeWeight: bagFreeWeightFor(bagDropout) };
        return meanReport(reports);
      },
    };
  }

  readWeights(): WeightMap {
    const weights: WeightMap = new Map();
    this.members.forEach((member, k) => {
      for (const [name, w] of member.store.read()) weights.set(memberPrefix(k) + name, w);
    });
    return weights;
  }

  writeWeights(weights: WeightMap): void {
    this.members.forEach((member, k) => {
      const own: WeightMap = new Map();
      const prefix = memberPrefix(k);
      for (const [name, w] of weights) {
        const inMember = k === 0 ? !/^member\d+\//.test(name) : name.startsWith(prefix);
        if (inMember) own.set(name.slice(prefix.length), w);
      }
      member.store.write(own);
    });
  }

  async close(): Promise<void> {
    for (const member of this.members) member.dispose();
  }
}

/** One report for the ensemble: step by step, the members' mean loss and gradient norm. */
function meanReport(reports: readonly TrainReport[]): TrainReport {
  const mean = (pick: (r: TrainReport) => number[]) =>
    pick(reports[0]!).map((_, i) => reports.reduce((sum, r) => sum + (pick(r)[i] ?? 0), 0) / reports.length);
  const seconds = reports.reduce((sum, r) => sum + r.seconds, 0);
  const examplesSeen = reports.reduce((sum, r) => sum + r.examplesSeen, 0);
  return {
    steps: reports[0]!.steps,
    examplesSeen,
    losses: mean((r) => r.losses),
    gradNorms: mean((r) => r.gradNorms),
    outsideCandidates: 0,
    seconds,
    examplesPerSecond: seconds > 0 ? examplesSeen / seconds : 0,
  };
}
