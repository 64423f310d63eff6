import { describe, expect, it } from 'vitest';
import { paperAdvantage, releasedAdvantage } from './advantage.js';
import { monteCarloReturns, terminalDiscountedReturns } from './returns.js';

describe('returns', () => {
  it("reproduces WebRL's mc_return for a successful 4-step trajectory", () => {
    const mc = monteCarloReturns([1, 1, 1, 1], 0.9);
    expect(mc.map((x) => Number(x.toFixed(2)))).toEqual([3.44, 2.71, 1.9, 1.0]);
  });

  it("gives the paper's γ^{T−t}·r_T", () => {
    expect(terminalDiscountedReturns(4, 1, 0.9).map((x) => Number(x.toFixed(3)))).toEqual([
      0.729, 0.81, 0.9, 1,
    ]);
    expect(terminalDiscountedReturns(3, 0, 0.9)).toEqual([0, 0, 0]);
  });
});

describe('advantages', () => {
  const step = { value: 0.4, nextValue: 0.6, reward: 0, done: 0, mcReturn: 0, terminalReturn: 0 };

  it('mixes one-step TD and Monte-Carlo with λ (paper App. A)', () => {
    // λ(0 + 0.9·0.6 − 0.4) + (1−λ)(0 − 0.4) with λ = 0.5
    expect(paperAdvantage(step, 0.9, 0.5)).toBeCloseTo(0.5 * 0.14 + 0.5 * -0.4, 12);
  });

  it('uses the outcome and no bootstrap on the last step', () => {
    const last = { ...step, done: 1, reward: 1, terminalReturn: 1 };
    expect(paperAdvantage(last, 0.9, 0.5)).toBeCloseTo(0.5 * (1 - 0.4) + 0.5 * (1 - 0.4), 12);
  });

  it('binarises the released advantage: successes always positive, failures by the value rise', () => {
    expect(releasedAdvantage({ ...step, reward: 1, mcReturn: 1.9 }).binary).toBe(1);
    expect(releasedAdvantage({ ...step, nextValue: 0.44 }).binary).toBe(-0.6); // rise 0.04 < 0.05
    expect(releasedAdvantage({ ...step, nextValue: 0.46 }).binary).toBe(1); // rise 0.06 ≥ 0.05
    expect(releasedAdvantage({ ...step, reward: 1, mcReturn: 3 }).raw).toBe(1); // clamped
  });
});
