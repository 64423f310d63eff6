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

  // Why rl.gamma defaults to 1: the critic predicts P(success). On a sure success (V = 1 on every
  // state) the paper's γ = 0.9 gives each early step a negative advantage, so the webrl loss would
  // push a successful trajectory's actions down; γ = 1 gives them 0 and the last step its r − V.
  it('gives a sure success no negative advantage at γ = 1, and negative ones at γ = 0.9', () => {
    const steps = 4;
    const sure = (gamma: number) =>
      terminalDiscountedReturns(steps, 1, gamma).map((terminalReturn, t) =>
        paperAdvantage(
          { value: 1, nextValue: 1, reward: 1, done: t === steps - 1 ? 1 : 0, mcReturn: 0, terminalReturn },
          gamma,
          0.5,
        ),
      );
    expect(sure(1)).toEqual([0, 0, 0, 0]);
    const discounted = sure(0.9);
    // 0.5·(0.9·1 − 1) + 0.5·(0.9³ − 1) on the first step
    expect(discounted[0]).toBeCloseTo(0.5 * -0.1 + 0.5 * (0.729 - 1), 12);
    expect(discounted.slice(0, 3).every((a) => a < 0)).toBe(true);
  });

  it('binarises the released advantage: successes always positive, failures by the value rise', () => {
    expect(releasedAdvantage({ ...step, reward: 1, mcReturn: 1.9 }).binary).toBe(1);
    expect(releasedAdvantage({ ...step, nextValue: 0.44 }).binary).toBe(-0.6); // rise 0.04 < 0.05
    expect(releasedAdvantage({ ...step, nextValue: 0.46 }).binary).toBe(1); // rise 0.06 ≥ 0.05
    expect(releasedAdvantage({ ...step, reward: 1, mcReturn: 3 }).raw).toBe(1); // clamped
  });
});
