import { describe, expect, it } from 'vitest';
import { type CandidateChoice, chooseCandidate } from './policy-distribution.js';
import { seededRandom } from './random.js';

const probabilities = [0.5, 0.3, 0.15, 0.05];
const choices: CandidateChoice[] = probabilities.map((p, i) => ({
  action: { kind: 'exit', message: String(i) },
  response: `exit(message="${i}")`,
  logProb: Math.log(p),
  head: 0,
  arg: i,
}));

function frequencies(temperature: number, draws = 20_000): number[] {
  const random = seededRandom(42);
  const counts = probabilities.map(() => 0);
  for (let i = 0; i < draws; i++) counts[chooseCandidate(choices, temperature, random).arg]! += 1;
  return counts.map((c) => c / draws);
}

describe('chooseCandidate', () => {
  it('picks the most probable candidate at temperature 0', () => {
    expect(chooseCandidate([...choices].reverse(), 0, () => 0.99).arg).toBe(0);
  });

  it('samples in proportion to π at temperature 1', () => {
    for (const [i, f] of frequencies(1).entries())
      expect(Math.abs(f - probabilities[i]!)).toBeLessThan(0.015);
  });

  it('samples from π^(1/T), renormalised, at other temperatures', () => {
    const sharpened = probabilities.map((p) => p ** 2);
    const total = sharpened.reduce((a, b) => a + b, 0);
    for (const [i, f] of frequencies(0.5).entries()) {
      expect(Math.abs(f - sharpened[i]! / total)).toBeLessThan(0.015);
    }
  });
});
