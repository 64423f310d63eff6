// EmbeddedCritic: V(s, I) = P(success from this state), two independent heads combined by min, as
// WebRL's double critic (reference/webrl.md §3.1). Trained with a ValueLoss from rl/ (WebRL: the
// cross-entropy of both heads toward the trajectory's outcome, on s and on s').
import type { AgentContext } from '../../core/index.js';
import type { CriticExample, CriticLearner } from '../learner.js';
import type { Critic } from '../roles.js';
import { BagBuilder } from './bags.js';
import { analyzeContext } from './context-analysis.js';
import type { WeightMap } from './network.js';
import { STATE_PAIRS, STATE_SLOTS, STATE_WIDTH, writeState } from './state-features.js';
import { initTfjs } from './tf-runtime.js';
import { ValueLearner } from './value-learner.js';
import {
  buildValueRows,
  type RowLayout,
  ValueNetwork,
  type ValueNetworkConfig,
  type ValueRows,
} from './value-network.js';

export const DEFAULT_CRITIC_NETWORK: ValueNetworkConfig = {
  buckets: 4096,
  dim: 16,
  maxTokens: 16,
  hidden: 32,
  heads: 2,
  seed: 2,
};

export const CRITIC_LAYOUT: RowLayout = { width: STATE_WIDTH, slots: STATE_SLOTS, pairs: STATE_PAIRS };

/** Feature rows of states, built from their agent contexts alone. */
export function criticRows(states: readonly AgentContext[], config: ValueNetworkConfig): ValueRows {
  return buildValueRows(
    states,
    CRITIC_LAYOUT,
    new BagBuilder(config.buckets, config.maxTokens),
    (w, state, bags) => {
      const analysis = analyzeContext(state);
      writeState(w, analysis, bags);
      return bags.addText(analysis.intent);
    },
  );
}

export interface EmbeddedCriticOptions {
  network?: Partial<ValueNetworkConfig>;
  name?: string;
}

export class EmbeddedCritic implements Critic {
  private constructor(
    readonly network: ValueNetwork,
    readonly name: string,
  ) {}

  static async create(options: EmbeddedCriticOptions = {}): Promise<EmbeddedCritic> {
    await initTfjs();
    const config = { ...DEFAULT_CRITIC_NETWORK, ...options.network };
    return new EmbeddedCritic(new ValueNetwork(config, CRITIC_LAYOUT), options.name ?? 'embedded-critic');
  }

  async values(states: readonly AgentContext[]): Promise<number[]> {
    return this.network.probabilitiesOf(states, (chunk) => criticRows(chunk, this.network.config));
  }

  /** Trains in place; the loss reads `logits`/`value` (s) and `nextLogits`/`nextValue` (s'). */
  learner(): CriticLearner {
    const config = this.network.config;
    return new ValueLearner<CriticExample>(
      this.network,
      {
        rows: (examples) =>
          criticRows(
            examples.map((e) => e.state),
            config,
          ),
        nextRows: (examples) =>
          examples.every((e) => e.nextState)
            ? criticRows(
                examples.map((e) => e.nextState!),
                config,
              )
            : null,
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
