import { describe, expect, it } from 'vitest';
import type { PolicyLoss, ValueLoss } from './learner.js';
import { evaluatePolicyLoss, evaluateValueLoss, numberOps } from './number-ops.js';

describe('numberOps', () => {
  it('computes PyTorch SmoothL1 element-wise', () => {
    expect(numberOps.smoothL1([0.5, 2, -3], [0, 0, 0])).toEqual([0.125, 1.5, 2.5]);
    expect(numberOps.smoothL1([0.5, 2], [0, 0], 2)).toEqual([0.0625, 1]);
  });

  it('broadcasts scalars and reduces to scalars', () => {
    expect(numberOps.mul([1, 2, 3], numberOps.constant(2))).toEqual([2, 4, 6]);
    expect(numberOps.mean([1, 2, 3])).toEqual([2]);
    expect(() => numberOps.add([1, 2], [1, 2, 3])).toThrow(/lengths 2 and 3/);
  });

  it('computes log σ stably at large magnitudes', () => {
    const [big, small] = numberOps.logSigmoid([800, -800]);
    expect(big).toBeCloseTo(0, 12);
    expect(small).toBeCloseTo(-800, 9);
  });
});

describe('evaluating losses on plain numbers', () => {
  it('runs a policy loss over logProb and the example columns', () => {
    const loss: PolicyLoss = (ops, batch) =>
      ops.mean(
        ops.square(
          ops.sub(ops.mul(ops.constant(0.5), ops.sub(batch.logProb, batch.refLogProb)), batch.advantage),
        ),
      );
    const value = evaluatePolicyLoss(loss, [
      { logProb: -1, refLogProb: -2, advantage: 1 },
      { logProb: -3, refLogProb: -1, advantage: -0.5 },
    ]);
    expect(value).toBeCloseTo(((0.5 - 1) ** 2 + (-1 + 0.5) ** 2) / 2, 12);
  });

  it('names the field and example when a loss reads a number an example lacks', () => {
    const loss: PolicyLoss = (ops, batch) => ops.mean(ops.mul(batch.logProb, batch.weight));
    expect(() => evaluatePolicyLoss(loss, [{ logProb: -1, weight: 1 }, { logProb: -2 }])).toThrow(
      /reads "weight" but example 1 of the batch has undefined/,
    );
  });

  it('runs a value loss over per-head logits, min-σ values and next states', () => {
    const loss: ValueLoss = (ops, batch) => ops.sum(ops.add(batch.value, batch.nextValue));
    const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
    const value = evaluateValueLoss(loss, [{ logits: [0, 1], nextLogits: [2, -1] }]);
    expect(value).toBeCloseTo(Math.min(sigmoid(0), sigmoid(1)) + Math.min(sigmoid(2), sigmoid(-1)), 12);
  });
});
