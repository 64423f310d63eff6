// The policy's network: shared word vectors, a head scorer and an argument scorer. The policy is
// π(a|s) = softmax_heads(h) · softmax_args|h(arg), an exact distribution over every candidate action.
import { bagEmbeddings, ParameterStore, RowScorer, type RowTensors } from './network.js';
import {
  ARG_PAIR_COUNT,
  type BatchRows,
  HEAD_PAIR_COUNT,
  type PolicyBatch,
  type Segment,
} from './policy-batch.js';
import { ARG_SLOTS, ARG_WIDTH, HEAD_SLOTS, HEAD_WIDTH } from './policy-features.js';
import { seededRandom } from './random.js';
import { customGradient, tf } from './tf-runtime.js';

/** Sizes of the policy network; stored in checkpoints. */
export interface PolicyNetworkConfig {
  /** Hashed vocabulary rows. */
  buckets: number;
  /** Word vector size. */
  dim: number;
  /** Words kept per bag. */
  maxTokens: number;
  /** Hidden units of each scorer. */
  hidden: number;
  /** Seed of the initial weights. */
  seed: number;
}

export const DEFAULT_POLICY_NETWORK: PolicyNetworkConfig = {
  buckets: 4096,
  dim: 16,
  maxTokens: 12,
  hidden: 48,
  seed: 1,
};

/** The policy's parameters and forward passes. */
export class PolicyNetwork {
  readonly store: ParameterStore;
  private readonly table: tf.Variable;
  private readonly headScorer: RowScorer;
  private readonly argScorer: RowScorer;

  constructor(readonly config: PolicyNetworkConfig) {
    this.store = new ParameterStore(seededRandom(config.seed));
    this.table = this.store.normal('words', [config.buckets, config.dim], 0.3);
    const common = { dim: config.dim, hidden: config.hidden, outputs: 1 };
    this.headScorer = new RowScorer(this.store, 'head', {
      ...common,
      width: HEAD_WIDTH,
      slots: HEAD_SLOTS,
      pairs: HEAD_PAIR_COUNT,
    });
    this.argScorer = new RowScorer(this.store, 'arg', {
      ...common,
      width: ARG_WIDTH,
      slots: ARG_SLOTS,
      pairs: ARG_PAIR_COUNT,
    });
  }

  /** Raw scores of every head row and argument row of a batch. */
  logits(batch: PolicyBatch): { heads: Float32Array; args: Float32Array } {
    const [heads, args] = tf.tidy(() => {
      const vectors = bagEmbeddings(this.table as tf.Tensor2D, batch.bags);
      return [
        this.score(this.headScorer, vectors, batch.heads),
        this.score(this.argScorer, vectors, batch.args),
      ];
    });
    const out = { heads: heads.dataSync() as Float32Array, args: args.dataSync() as Float32Array };
    heads.dispose();
    args.dispose();
    return out;
  }

  /**
   * log π of one target per batch item, differentiable: the batch must hold, for item i, its head
   * rows and the argument rows of its target head only (none when the head takes no argument).
   * `targets[i]` = index of the target head within item i's heads and of the argument within its
   * argument segment (-1 when none). Call inside tf.tidy / a gradient function.
   */
  targetLogProbs(batch: PolicyBatch, targets: readonly { head: number; arg: number }[]): tf.Tensor1D {
    const vectors = bagEmbeddings(this.table as tf.Tensor2D, batch.bags);
    const headLogits = this.score(this.headScorer, vectors, batch.heads);
    const headPart = segmentLogProbs(
      headLogits,
      batch.headSegments,
      batch.size,
      targets.map((t) => t.head),
    );
    if (batch.args.rows === 0) return headPart;
    const argLogits = this.score(this.argScorer, vectors, batch.args);
    const argTargets = new Array<number>(batch.size).fill(-1);
    for (const s of batch.argSegments) argTargets[s.item] = targets[s.item]!.arg;
    return headPart.add(segmentLogProbs(argLogits, batch.argSegments, batch.size, argTargets));
  }

  private score(scorer: RowScorer, vectors: tf.Tensor2D, rows: BatchRows): tf.Tensor1D {
    if (rows.rows === 0) return tf.zeros([0]);
    const input: RowTensors = {
      rows: rows.rows,
      dense: tf.tensor2d(rows.dense, [rows.rows, rows.width]),
      slots: rows.slotBags,
      pairLeft: rows.pairLeft,
      pairRight: rows.pairRight,
    };
    return scorer.apply(vectors, input).reshape([rows.rows]);
  }

  dispose(): void {
    this.store.dispose();
  }
}

/**
 * log softmax within each segment, picking one row per batch item: [size]. Items without a segment
 * or with target -1 get 0. One JS op with its gradient, ∂/∂logit = dy·(1[target] − softmax), in
 * place of the padded gather / mask / logSoftmax / pick chain (fewer WASM dispatches per step).
 */
function segmentLogProbs(
  logits: tf.Tensor1D,
  segments: readonly Segment[],
  size: number,
  targets: readonly number[],
): tf.Tensor1D {
  const picked = segments.filter((s) => (targets[s.item] ?? -1) >= 0);
  const op = customGradient((input: tf.Tensor) => {
    const values = input.dataSync() as Float32Array;
    const out = new Float32Array(size);
    const softmax = new Float32Array(values.length);
    for (const s of picked) {
      const lp = logSoftmax(values, s.start, s.count);
      for (let k = 0; k < s.count; k++) softmax[s.start + k] = Math.exp(lp[k]!);
      out[s.item] = lp[targets[s.item]!]!;
    }
    return {
      value: tf.tensor1d(out),
      gradFunc: (dy: tf.Tensor) => {
        const upstream = dy.dataSync() as Float32Array;
        const grad = new Float32Array(values.length);
        for (const s of picked) {
          const g = upstream[s.item]!;
          for (let k = 0; k < s.count; k++) grad[s.start + k] = -g * softmax[s.start + k]!;
          grad[s.start + targets[s.item]!]! += g;
        }
        return tf.tensor1d(grad);
      },
    };
  });
  return op(logits) as tf.Tensor1D;
}

/** log softmax of a run of logits, in float64. */
export function logSoftmax(logits: ArrayLike<number>, start = 0, count = logits.length): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) max = Math.max(max, logits[start + i]!);
  let sum = 0;
  for (let i = 0; i < count; i++) sum += Math.exp(logits[start + i]! - max);
  const logZ = max + Math.log(sum);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) out[i] = logits[start + i]! - logZ;
  return out;
}
