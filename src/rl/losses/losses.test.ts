// Each loss, evaluated through LossOps on plain numbers, against an independent plain-loop computation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluatePolicyLoss, evaluateValueLoss } from '../../models/index.js';
import { criticLoss, outcomeLoss } from './critic-loss.js';
import { awrLoss, reinforceLoss, sftLoss } from './likelihood-losses.js';
import { webrlPaperLoss } from './webrl-paper-loss.js';
import { webrlReleasedLoss } from './webrl-released-loss.js';

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const policySample = fc.record({
  logProb: finite(-8, -1e-3),
  refLogProb: finite(-8, -1e-3),
  advantage: finite(-1, 1),
  tokens: fc.integer({ min: 1, max: 5 }),
});

// PyTorch SmoothL1 with threshold 1.
const smoothL1 = (d: number) => (Math.abs(d) < 1 ? 0.5 * d * d : Math.abs(d) - 0.5);

describe('webrl paper loss (Eq. 6)', () => {
  it('equals the mean of (β·(lp − lp_ref) − A)² computed in a loop', () => {
    fc.assert(
      fc.property(fc.array(policySample, { minLength: 1, maxLength: 8 }), finite(0.05, 5), (batch, beta) => {
        let expected = 0;
        for (const s of batch) expected += (beta * (s.logProb - s.refLogProb) - s.advantage) ** 2;
        expected /= batch.length;
        expect(evaluatePolicyLoss(webrlPaperLoss(beta), batch)).toBeCloseTo(expected, 9);
      }),
    );
  });

  it('refuses a non-positive beta', () => {
    expect(() => webrlPaperLoss(0)).toThrow(/beta must be > 0 \(got 0\)/);
  });
});

describe('webrl released loss (trainer.py actor_loss)', () => {
  it('matches a step-by-step loop of §2.2 on binarised advantages', () => {
    const binary = fc.constantFrom(1, -0.6);
    const sample = fc.record({
      logProb: finite(-6, -1e-3),
      refLogProb: finite(-6, -1e-3),
      advantage: binary,
      tokens: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(sample, { minLength: 1, maxLength: 8 }), (batch) => {
        let expected = 0;
        for (const s of batch) {
          if (s.advantage < 0) continue; // negative-advantage steps are dropped, not pushed down
          const r = (s.logProb - s.refLogProb) / s.tokens;
          const refProb = Math.exp(s.refLogProb / s.tokens);
          let beta = refProb >= 0.8 ? 5 : 1;
          if (r !== 0) beta = Math.min(beta, Math.abs(s.advantage / r));
          expected += smoothL1(beta * r - s.advantage) / beta;
        }
        expected /= batch.length;
        expect(evaluatePolicyLoss(webrlReleasedLoss, batch)).toBeCloseTo(expected, 9);
      }),
    );
  });

  it('is zero once a positive action is raised to the cap 1/β above the reference', () => {
    const atCap = { logProb: -1, refLogProb: -2, advantage: 1, tokens: 1 }; // r = 1 = 1/β with β = 1
    expect(evaluatePolicyLoss(webrlReleasedLoss, [atCap])).toBeCloseTo(0, 12);
  });
});

describe('likelihood losses', () => {
  it('sft is the token-level NLL −Σlp/Σn', () => {
    const batch = [
      { logProb: -1.5, tokens: 3 },
      { logProb: -0.5, tokens: 1 },
    ];
    expect(evaluatePolicyLoss(sftLoss, batch)).toBeCloseTo(2 / 4, 12);
  });

  it('awr weights log π by exp(A/β), clipped at the max weight', () => {
    fc.assert(
      fc.property(fc.array(policySample, { minLength: 1, maxLength: 8 }), finite(0.1, 3), (batch, beta) => {
        let expected = 0;
        for (const s of batch) expected -= Math.min(Math.exp(s.advantage / beta), 20) * s.logProb;
        expect(evaluatePolicyLoss(awrLoss(beta), batch)).toBeCloseTo(expected / batch.length, 9);
      }),
    );
  });

  it('reinforce is −mean(A·log π)', () => {
    const batch = [
      { logProb: -1, advantage: 0.5 },
      { logProb: -2, advantage: -0.25 },
    ];
    expect(evaluatePolicyLoss(reinforceLoss, batch)).toBeCloseTo(-(0.5 * -1 + -0.25 * -2) / 2, 12);
  });
});

describe('value losses', () => {
  const bce = (logit: number, y: number) => {
    const p = 1 / (1 + Math.exp(-logit));
    return -(y * Math.log(p) + (1 - y) * Math.log(1 - p));
  };

  it('critic loss sums both heads on s and on s′ toward the trajectory label', () => {
    const batch = [
      { logits: [0.3, -0.2], nextLogits: [1.1, 0.4], label: 1 },
      { logits: [-1.0, 0.5], nextLogits: [0.0, -2.0], label: 0 },
    ];
    let expected = 0;
    for (const e of batch) for (const l of [...e.logits, ...e.nextLogits]) expected += bce(l, e.label);
    expect(evaluateValueLoss(criticLoss, batch)).toBeCloseTo(expected / 2, 9);
  });

  it('outcome loss is the cross-entropy of each head without a next state', () => {
    const batch = [{ logits: [2.0], label: 1 }];
    expect(evaluateValueLoss(outcomeLoss, batch)).toBeCloseTo(bce(2.0, 1), 12);
  });
});
