// EmbeddedRewardModel: the outcome reward model, P(success) of a finished trajectory from the
// instruction, the agent's actions and the last page it saw (WebRL's ORM inputs, reference/webrl.md
// §5). Trained on trajectories of training tasks labelled by their evaluators.
import type { RewardExample, RewardLearner } from '../learner.js';
import type { RewardInput, RewardModel } from '../roles.js';
import { answerVeto, VETOED_PROBABILITY } from './answer-checks.js';
import { BagBuilder } from './bags.js';
import type { WeightMap } from './network.js';
import { answerOf, OUTCOME_PAIRS, OUTCOME_SLOTS, OUTCOME_WIDTH, writeOutcome } from './outcome-features.js';
import { initTfjs } from './tf-runtime.js';
import { ValueLearner } from './value-learner.js';
import {
  buildValueRows,
  type RowLayout,
  ValueNetwork,
  type ValueNetworkConfig,
  type ValueRows,
} from './value-network.js';

export const DEFAULT_REWARD_NETWORK: ValueNetworkConfig = {
  buckets: 4096,
  dim: 16,
  maxTokens: 16,
  hidden: 32,
  heads: 1,
  seed: 3,
};

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

export interface EmbeddedRewardModelOptions {
  network?: Partial<ValueNetworkConfig>;
  name?: string;
}

export class EmbeddedRewardModel implements RewardModel {
  private constructor(
    readonly network: ValueNetwork,
    readonly name: string,
  ) {}

  static async create(options: EmbeddedRewardModelOptions = {}): Promise<EmbeddedRewardModel> {
    await initTfjs();
    const config = { ...DEFAULT_REWARD_NETWORK, ...options.network };
    return new EmbeddedRewardModel(new ValueNetwork(config, OUTCOME_LAYOUT), options.name ?? 'embedded-orm');
  }

  /** The network's P(success), capped where a judge's answer checks (answer-checks.ts) veto it. */
  async scores(trajectories: readonly RewardInput[]): Promise<number[]> {
    const probabilities = this.network.probabilitiesOf(trajectories, (chunk) =>
      outcomeRows(chunk, this.network.config),
    );
    return probabilities.map((p, i) => {
      const { intent, history } = trajectories[i]!;
      return answerVeto(intent, answerOf(history)) ? Math.min(p, VETOED_PROBABILITY) : p;
    });
  }

  /** Trains in place; the loss reads `logits`/`value` of each trajectory and its `label`. */
  learner(): RewardLearner {
    const config = this.network.config;
    return new ValueLearner<RewardExample>(
      this.network,
      {
        rows: (examples) =>
          outcomeRows(
            examples.map((e) => e.input),
            config,
          ),
        nextRows: () => null,
      },
      `${this.name}-learner`,
    );
  }

  readWeights(): WeightMap {
    return this.network.store.read();
  }

  writeWeights(weights: WeightMap): void {
    this.network.store.write(weights);
  }

  async close(): Promise<void> {
    this.network.dispose();
  }
}
