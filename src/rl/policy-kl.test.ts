import { describe, expect, it } from 'vitest';
import { meanStateKl, stateKl } from './policy-kl.js';

const dist = (probs: Record<string, number>) =>
  Object.entries(probs).map(([response, p]) => ({ response, logProb: Math.log(p) }));

describe('KL(π ‖ π_ref) over a state’s actions', () => {
  it('matches Σ p log(p/q) computed by hand, whatever order the actions come in', () => {
    const p = dist({ a: 0.5, b: 0.5 });
    const q = dist({ b: 0.1, a: 0.9 });
    // 0.5·ln(0.5/0.9) + 0.5·ln(0.5/0.1)
    expect(stateKl(p, q)).toBeCloseTo(0.5 * Math.log(0.5 / 0.9) + 0.5 * Math.log(5), 12);
    expect(stateKl(p, q)).toBeCloseTo(0.510825624, 8);
    // Not symmetric: KL(q ‖ p) = 0.9·ln(1.8) + 0.1·ln(0.2).
    expect(stateKl(q, p)).toBeCloseTo(0.9 * Math.log(1.8) + 0.1 * Math.log(0.2), 12);
  });

  it('is 0 for equal distributions and never negative, unlike the mean log-ratio of sampled actions', () => {
    const p = dist({ a: 0.2, b: 0.3, c: 0.5 });
    expect(stateKl(p, p)).toBe(0);
    // Where the data held action a and π moved away from it, the log-ratio on a is negative; the KL
    // of the move is not.
    const after = dist({ a: 0.1, b: 0.6, c: 0.3 });
    expect(stateKl(after, p)).toBeCloseTo(0.1 * Math.log(0.5) + 0.6 * Math.log(2) + 0.3 * Math.log(0.6), 12);
    expect(stateKl(after, p)).toBeGreaterThan(0);
  });

  it('averages over states and names an action the reference lacks', () => {
    const same = dist({ a: 1 });
    const p = dist({ a: 0.5, b: 0.5 });
    const q = dist({ a: 0.9, b: 0.1 });
    expect(
      meanStateKl([
        [same, same],
        [p, q],
      ]),
    ).toBeCloseTo(stateKl(p, q) / 2, 12);
    expect(meanStateKl([])).toBe(0);
    expect(() => stateKl(p, dist({ a: 1 }))).toThrow(/"b" is missing from the reference/);
  });
});
