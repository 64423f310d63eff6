// Trains the embedded policy with a loss from rl/: each minibatch's log π(response | context) is
// computed on the tape and handed to the loss with the examples' numbers.
import { deriveSeed } from '../../core/index.js';
import {
  exampleColumns,
  type PolicyExample,
  type PolicyLearner,
  type PolicyLoss,
  type PolicyLossBatch,
  type TrainOptions,
  type TrainReport,
} from '../learner.js';
import { dropWords, EMPTY_BAG } from './bags.js';
import { mergePolicyFeatures } from './policy-batch.js';
import { batchShape } from './policy-distribution.js';
import type { PolicyFeatures } from './policy-features.js';
import type { PolicyNetwork } from './policy-network.js';
import { FLOOR_LOG_PROB, type LocatedResponse, locateResponse } from './policy-scoring.js';
import { seededRandom } from './random.js';
import { tensorOps } from './tensor-ops.js';
import { tf } from './tf-runtime.js';
import { optimize } from './trainer.js';

// Features of a step are cached for the whole training call up to this many bytes; beyond it they
// are rebuilt per minibatch (slower, bounded memory).
const FEATURE_CACHE_BYTES = 200 * 1024 ** 2;

const NO_FEATURES: PolicyFeatures = {
  bags: { count: 1, maxTokens: 1, tokens: new Int32Array(1), weights: new Float32Array(1) },
  intentBag: EMPTY_BAG,
  heads: { rows: 0, width: 0, slots: 0, dense: new Float32Array(0), bags: new Int32Array(0) },
  args: new Map(),
};

/** How the embedded policy trains, beyond the generic TrainOptions. */
export interface EmbeddedPolicyLearnerOptions {
  /**
   * Share of the words dropped from every bag of each minibatch (0 = none). A regulariser for SFT:
   * without it the small network fits the demonstrations through words of their instances (names,
   * values) instead of what they have in common with unseen ones. Scoring never drops words.
   */
  wordDropout: number;
}

export class EmbeddedPolicyLearner implements PolicyLearner {
  constructor(
    private readonly network: PolicyNetwork,
    readonly name: string,
    private readonly options: EmbeddedPolicyLearnerOptions,
  ) {}

  async train(
    examples: readonly PolicyExample[],
    loss: PolicyLoss,
    options: TrainOptions,
  ): Promise<TrainReport> {
    const cache = new Map<PolicyExample, LocatedResponse | null>();
    let cachedBytes = 0;
    const outside = new Set<PolicyExample>();
    const locate = (example: PolicyExample): LocatedResponse | null => {
      if (cache.has(example)) return cache.get(example)!;
      const located = locateResponse(this.network, example.context, example.response);
      if (!located) outside.add(example);
      const bytes = located ? featureBytes(located.features) : 0;
      if (cachedBytes + bytes <= FEATURE_CACHE_BYTES) {
        cache.set(example, located);
        cachedBytes += bytes;
      }
      return located;
    };
    // Its own stream, so that word dropout leaves the shuffling of the examples as it was.
    const random = seededRandom(deriveSeed(options.seed, 'word-dropout'));
    const report = await optimize(this.network.store.list(), examples, options, (batch) => {
      const located = batch.map(locate);
      const features = mergePolicyFeatures(
        located.map((l) => l?.features ?? NO_FEATURES),
        located.map((l) => (l?.hasArgs ? [l.head] : [])),
        batchShape(this.network),
      );
      const { wordDropout } = this.options;
      const merged =
        wordDropout > 0 ? { ...features, bags: dropWords(features.bags, wordDropout, random) } : features;
      const targets = located.map((l) => ({ head: l?.head ?? -1, arg: l?.arg ?? -1 }));
      // Outside responses get the floor constant: no row of theirs is in the batch, so no gradient.
      const floor = tf.tensor1d(located.map((l) => (l ? 0 : FLOOR_LOG_PROB)));
      const logProb = this.network.targetLogProbs(merged, targets).add(floor);
      const lossBatch: PolicyLossBatch<tf.Tensor> = Object.assign(
        exampleColumns<tf.Tensor>(batch, (values) => tf.tensor1d(values)),
        { size: batch.length, logProb, tokens: tf.onesLike(logProb) },
      );
      return toScalar(loss(tensorOps, lossBatch));
    });
    return { ...report, outsideCandidates: outside.size };
  }
}

function featureBytes(f: PolicyFeatures): number {
  let bytes = f.bags.tokens.byteLength * 2 + f.heads.dense.byteLength + f.heads.bags.byteLength;
  for (const a of f.args.values()) bytes += a.dense.byteLength + a.bags.byteLength;
  return bytes;
}

/** A loss result as a scalar, or an error saying the loss forgot to reduce. */
export function toScalar(result: tf.Tensor): tf.Scalar {
  if (result.size !== 1) {
    throw new Error(`a loss must reduce to a scalar (use ops.mean or ops.sum); got shape [${result.shape}]`);
  }
  return result.reshape([]) as tf.Scalar;
}
