// Trains a value network (critic or reward model) with a loss from rl/: each minibatch's per-head
// logits and min-σ values, for s and (critic) s', are computed on the tape and handed to the loss.
import {
  type ExampleNumbers,
  exampleColumns,
  type Learner,
  type TrainOptions,
  type TrainReport,
  type ValueLoss,
  type ValueLossBatch,
} from '../learner.js';
import { toScalar } from './policy-learner.js';
import { tensorOps } from './tensor-ops.js';
import { tf } from './tf-runtime.js';
import { optimize } from './trainer.js';
import type { ValueNetwork, ValueRows } from './value-network.js';

/** How a model turns examples into rows: of the inputs, and (when the loss reads them) of the next inputs. */
export interface ValueFeaturizer<E> {
  rows(examples: readonly E[]): ValueRows;
  /** Rows of the next states, or null when these examples have none. */
  nextRows(examples: readonly E[]): ValueRows | null;
}

export class ValueLearner<E extends ExampleNumbers> implements Learner<E, ValueLoss> {
  constructor(
    private readonly network: ValueNetwork,
    private readonly featurizer: ValueFeaturizer<E>,
    readonly name: string,
  ) {}

  async train(examples: readonly E[], loss: ValueLoss, options: TrainOptions): Promise<TrainReport> {
    const report = await optimize(this.network.store.list(), examples, options, (batch) => {
      const logits = this.network.logitTensors(this.featurizer.rows(batch));
      let next: tf.Tensor1D[] | undefined;
      const nextLogits = () => {
        if (next) return next;
        const rows = this.featurizer.nextRows(batch);
        if (!rows) throw new Error('the loss reads nextLogits/nextValue but the examples have no next state');
        next = this.network.logitTensors(rows);
        return next;
      };
      const minSigmoid = (heads: tf.Tensor1D[]) =>
        heads.map((l) => tf.sigmoid(l)).reduce((a, b) => tf.minimum(a, b));
      const lossBatch = exampleColumns<tf.Tensor>(batch, (v) => tf.tensor1d(v)) as ValueLossBatch<tf.Tensor>;
      Object.defineProperties(lossBatch, {
        size: { value: batch.length },
        logits: { value: logits },
        value: { get: () => minSigmoid(logits) },
        nextLogits: { get: nextLogits },
        nextValue: { get: () => minSigmoid(nextLogits()) },
      });
      return toScalar(loss(tensorOps, lossBatch));
    });
    return { ...report, outsideCandidates: 0 };
  }
}
