import { describe, expect, it } from 'vitest';
import { contextAt, deriveSeed, seededRandom } from '../../core/index.js';
import { EmbeddedCritic } from '../../models/index.js';
import { buildStepSamples, criticLoss } from '../../rl/index.js';
import { trajectory } from '../../rl/test-trajectories.js';
import { advantageValues, criticExamples } from './advantage-values.js';

// Outcomes drawn at random, independent of the states: a critic can only learn them by heart, so
// its in-sample values tell the outcomes apart and honest out-of-fold values must not.
const WORDS = ['camera', 'jerky', 'backpack', 'repository', 'forum', 'order', 'review', 'route'];
const random = seededRandom(3);
// A word of each trajectory's own to learn it by (a number would not do: numbers enter by shape).
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const nameOf = (id: number) => `zq${LETTERS[id % 26]}${LETTERS[Math.floor(id / 26)]}`;
const samples = Array.from({ length: 60 }, (_, id) => {
  const intent = `find the ${WORDS[id % WORDS.length]} ${nameOf(id)} near ${WORDS[(id * 5) % WORDS.length]}`;
  const reward = random() < 0.5 ? 1 : 0;
  const t = trajectory(id, intent, ['do(action="Scroll Down")', 'exit(message="1")'], reward);
  return buildStepSamples(t, { reward, gamma: 0.9, phase: 1, source: 'rollout' }).map((s) => ({
    ...s,
    startContext: contextAt(t, 0),
  }));
}).flat();
const settings = { epochs: 15, batchSize: 16, learningRate: 3e-3, maxGradNorm: 1 };
const newCritic = () => EmbeddedCritic.create({ network: { seed: 5 } });

/** Mean value on successful steps minus mean value on failed ones. */
function gap(values: readonly number[]): number {
  const mean = (label: number) => {
    const picked = values.filter((_, i) => samples[i]!.record.trajectory_reward === label);
    return picked.reduce((a, b) => a + b, 0) / picked.length;
  };
  return mean(1) - mean(0);
}

describe('advantageValues', () => {
  it('scores each trajectory with critics that never trained on it', async () => {
    const phaseCritic = await newCritic();
    await phaseCritic.learner().train(criticExamples(samples), criticLoss, { ...settings, seed: 1 });
    const options = { settings, seed: deriveSeed(0, 'test'), startingCritic: newCritic };

    const inSample = await advantageValues(samples, async () => phaseCritic, { ...options, folds: 1 });
    expect(inSample.values).toEqual(await phaseCritic.values(samples.map((s) => s.context)));
    expect(gap(inSample.values)).toBeGreaterThan(0.5);

    const crossFitted = await advantageValues(samples, async () => phaseCritic, { ...options, folds: 2 });
    expect(crossFitted.values).toHaveLength(samples.length);
    expect(crossFitted.nextValues.every((v) => v >= 0 && v <= 1)).toBe(true);
    expect(Math.abs(gap(crossFitted.values))).toBeLessThan(0.2);
  }, 60_000);
});
