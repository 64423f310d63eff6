import { describe, expect, it } from 'vitest';
import { parseRunConfig } from '../core/index.js';
import { getAlgorithm, listAlgorithms, returnThreshold } from './algorithms.js';
import { buildStepSamples } from './step-records.js';
import { trajectory } from './test-trajectories.js';

// The paper's γ, as the samples below are built with.
const rl = parseRunConfig({ rl: { gamma: 0.9 } }).rl;
const samples = [
  ...buildStepSamples(trajectory(1, 'a', ['x', 'y'], 1), {
    reward: 1,
    gamma: 0.9,
    phase: 1,
    source: 'rollout',
  }),
  ...buildStepSamples(trajectory(2, 'b', ['z'], 0), { reward: 0, gamma: 0.9, phase: 1, source: 'rollout' }),
];
const input = {
  samples,
  values: [0.5, 0.6, 0.3],
  nextValues: [0.6, 0.7, 0.2],
  refLogProbs: [-0.1, -0.2, -0.3],
  instructionValues: [0.5, 0.5, 0.4],
};

describe('algorithm registry', () => {
  it('lists the paper’s method, its released variant and the baselines', () => {
    expect(listAlgorithms().map((a) => a.name)).toEqual([
      'webrl',
      'webrl-released',
      'sft',
      'filtered-bc',
      'awr',
      'digirl',
      'reinforce',
    ]);
  });

  it('names the known algorithms when asked for an unknown one', () => {
    expect(() => getAlgorithm('ppo')).toThrow('unknown algorithm "ppo"; known: webrl, webrl-released, sft');
  });

  it('webrl feeds every step with its λ-advantage and reference log-probability', () => {
    const examples = getAlgorithm('webrl').actorExamples(input, rl);
    expect(examples).toHaveLength(3);
    expect(examples[0]!.refLogProb).toBe(-0.1);
    expect(examples[0]!.advantage).toBeCloseTo(0.5 * (0.9 * 0.6 - 0.5) + 0.5 * (0.9 - 0.5), 12);
    expect(examples[1]!.response).toBe('y');
  });

  it('without KL, webrl trains REINFORCE and needs no reference', () => {
    const noKl = { ...rl, kl: false };
    const examples = getAlgorithm('webrl').actorExamples({ ...input, refLogProbs: undefined }, noKl);
    expect(examples[0]!.refLogProb).toBeUndefined();
  });

  it('filtered BC keeps only trajectories above the return percentile', () => {
    expect(returnThreshold(samples, 70)).toBe(1);
    const examples = getAlgorithm('filtered-bc').actorExamples(input, rl);
    expect(examples.map((e) => e.response)).toEqual(['x', 'y']);
  });

  it('digirl trains only on trajectories that beat the instruction value', () => {
    const examples = getAlgorithm('digirl').actorExamples(input, rl);
    expect(examples.map((e) => e.response)).toEqual(['x', 'y']);
  });

  it('webrl-released binarises advantages', () => {
    const examples = getAlgorithm('webrl-released').actorExamples(input, rl);
    expect(examples.map((e) => e.advantage)).toEqual([1, 1, -0.6]);
  });
});
