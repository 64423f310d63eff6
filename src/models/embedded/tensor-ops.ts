// LossOps on tfjs tensors: how the learner runs rl/'s losses with gradients. Comparisons go through
// a zero-gradient wrapper because tfjs has no gradient for Greater/Equal (platform.md §1.5).
import type { LossOps } from '../learner.js';
import { customGradient, stopGradient, tf } from './tf-runtime.js';

// A 0/1 comparison computed inside customGrad, so the tape records one node with a zero gradient
// instead of the Greater/Less kernels that have none.
const compare = (test: (a: tf.Tensor, b: tf.Tensor) => tf.Tensor) =>
  customGradient((a: tf.Tensor, b: tf.Tensor) => ({
    value: tf.cast(test(a, b), 'float32'),
    gradFunc: () => [tf.zerosLike(a), tf.zerosLike(b)],
  })) as (a: tf.Tensor, b: tf.Tensor) => tf.Tensor;
const greaterEqualMask = compare(tf.greaterEqual);
const lessMask = compare(tf.less);

/** LossOps over float32 tensors (vectors [batch] or scalars). */
export const tensorOps: LossOps<tf.Tensor> = {
  constant: (value) => tf.scalar(value),
  add: (a, b) => tf.add(a, b),
  sub: (a, b) => tf.sub(a, b),
  mul: (a, b) => tf.mul(a, b),
  div: (a, b) => tf.div(a, b),
  neg: (x) => tf.neg(x),
  exp: (x) => tf.exp(x),
  log: (x) => tf.log(x),
  abs: (x) => tf.abs(x),
  square: (x) => tf.square(x),
  sigmoid: (x) => tf.sigmoid(x),
  // log σ(x) = −softplus(−x), stable for large |x|.
  logSigmoid: (x) => tf.neg(tf.softplus(tf.neg(x))),
  minimum: (a, b) => tf.minimum(a, b),
  maximum: (a, b) => tf.maximum(a, b),
  clip: (x, min, max) => tf.clipByValue(x, min, max),
  smoothL1: (input, target, threshold = 1) => {
    const diff = tf.sub(input, target);
    const absDiff = tf.abs(diff);
    const isSmall = lessMask(absDiff, tf.scalar(threshold));
    const quadratic = tf.div(tf.mul(0.5, tf.square(diff)), threshold);
    const linear = tf.sub(absDiff, 0.5 * threshold);
    return tf.add(tf.mul(isSmall, quadratic), tf.mul(tf.sub(1, isSmall), linear));
  },
  greaterEqual: (a, b) => greaterEqualMask(a, b),
  where: (mask, a, b) => tf.add(tf.mul(mask, a), tf.mul(tf.sub(1, mask), b)),
  stopGradient: (x) => stopGradient(x),
  mean: (x) => tf.mean(x),
  sum: (x) => tf.sum(x),
};
