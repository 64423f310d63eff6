// A network that maps one feature row per input (a state, a finished trajectory) to P(success):
// shared word vectors and one independent scorer per head; P = min over heads of σ(logit), as
// WebRL's double critic (reference/webrl.md §3.1). The reward model uses one head.
import type { BagBuilder, BagTable } from './bags.js';
import { type FeatureRows, RowWriter } from './feature-rows.js';
import { bagEmbeddings, ParameterStore, RowScorer, type RowTensors } from './network.js';
import { seededRandom } from './random.js';
import { tf } from './tf-runtime.js';

/** Sizes of a value network; stored in checkpoints. */
export interface ValueNetworkConfig {
  buckets: number;
  dim: number;
  maxTokens: number;
  hidden: number;
  /** Independent heads, combined by min (2 for the critic, 1 for the reward model). */
  heads: number;
  seed: number;
}

/** The row layout a featuriser writes: dense width, bag slots, and which bags meet the instruction. */
export interface RowLayout {
  width: number;
  slots: number;
  pairs: readonly [number | 'intent', number | 'intent'][];
}

/** Feature rows of a batch, one per input, with the instruction bag of each row. */
export interface ValueRows {
  bags: BagTable;
  rows: FeatureRows;
  intentBags: Int32Array;
}

/** Featurises inputs into one batch: `write` fills one row (no endRow) and returns its instruction bag. */
export function buildValueRows<I>(
  inputs: readonly I[],
  layout: RowLayout,
  bags: BagBuilder,
  write: (w: RowWriter, input: I, bags: BagBuilder) => number,
): ValueRows {
  const w = new RowWriter(layout.width, layout.slots, inputs.length);
  const intentBags = new Int32Array(inputs.length);
  inputs.forEach((input, i) => {
    intentBags[i] = write(w, input, bags);
    w.endRow();
  });
  return { bags: bags.build(), rows: w.build(), intentBags };
}

export class ValueNetwork {
  readonly store: ParameterStore;
  private readonly table: tf.Variable;
  private readonly scorers: RowScorer[];

  constructor(
    readonly config: ValueNetworkConfig,
    readonly layout: RowLayout,
  ) {
    this.store = new ParameterStore(seededRandom(config.seed));
    this.table = this.store.normal('words', [config.buckets, config.dim], 0.3);
    this.scorers = Array.from(
      { length: config.heads },
      (_, k) =>
        new RowScorer(this.store, `head${k}`, {
          width: layout.width,
          slots: layout.slots,
          pairs: layout.pairs.length,
          dim: config.dim,
          hidden: config.hidden,
          outputs: 1,
        }),
    );
  }

  /** One logit vector [rows] per head; differentiable. Call inside tf.tidy / a gradient function. */
  logitTensors(batch: ValueRows): tf.Tensor1D[] {
    const n = batch.rows.rows;
    const vectors = bagEmbeddings(this.table as tf.Tensor2D, batch.bags);
    const { slots, pairs } = this.layout;
    const left = new Int32Array(n * pairs.length);
    const right = new Int32Array(n * pairs.length);
    for (let r = 0; r < n; r++) {
      const side = (s: number | 'intent') =>
        s === 'intent' ? batch.intentBags[r]! : batch.rows.bags[r * slots + s]!;
      pairs.forEach(([a, b], p) => {
        left[r * pairs.length + p] = side(a);
        right[r * pairs.length + p] = side(b);
      });
    }
    const input: RowTensors = {
      rows: n,
      dense: tf.tensor2d(batch.rows.dense, [n, this.layout.width]),
      slots: batch.rows.bags,
      pairLeft: left,
      pairRight: right,
    };
    return this.scorers.map((s) => s.apply(vectors, input).reshape([n]) as tf.Tensor1D);
  }

  /** P(success) per row: min over heads of σ(logit). */
  probabilities(batch: ValueRows): number[] {
    if (batch.rows.rows === 0) return [];
    const values = tf.tidy(() => {
      const probs = this.logitTensors(batch).map((l) => tf.sigmoid(l));
      return probs.reduce((a, b) => tf.minimum(a, b));
    });
    const out = [...values.dataSync()];
    values.dispose();
    return out;
  }

  /**
   * P(success) of many inputs, featurised and scored `chunk` at a time, so that the rows of a whole
   * run's trajectories are never in memory at once.
   */
  probabilitiesOf<T>(
    inputs: readonly T[],
    rowsOf: (chunk: readonly T[]) => ValueRows,
    chunk = 256,
  ): number[] {
    const out: number[] = [];
    for (let i = 0; i < inputs.length; i += chunk)
      out.push(...this.probabilities(rowsOf(inputs.slice(i, i + chunk))));
    return out;
  }

  dispose(): void {
    this.store.dispose();
  }
}
