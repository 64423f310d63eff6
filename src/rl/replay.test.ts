import { describe, expect, it } from 'vitest';
import { perplexityOf, selectReplay, successfulFirstOccurrences, WEBRL_PERPLEXITY_WINDOW } from './replay.js';
import { buildStepSamples } from './step-records.js';
import { trajectory } from './test-trajectories.js';

const samplesOf = (taskId: number, intent: string, steps: number, reward: number, phase = 1) =>
  buildStepSamples(
    trajectory(
      taskId,
      intent,
      Array.from({ length: steps }, (_, i) => `do(action="Click", element="${i}")`),
    ),
    { reward, gamma: 0.9, phase, source: 'rollout' },
  );

describe('step records (stage 1)', () => {
  it("carry WebRL's fields: reward on every step, done on the last, mc_return, next state", () => {
    const samples = buildStepSamples(trajectory(3, 'Find X', ['a', 'b', 'c'], 1), {
      reward: 1,
      gamma: 0.9,
      phase: 2,
      source: 'rollout',
      withPrompts: true,
    });
    expect(samples.map((s) => s.record.reward)).toEqual([1, 1, 1]);
    expect(samples.map((s) => s.record.done)).toEqual([false, false, true]);
    expect(samples[0]!.record.mc_return).toBeCloseTo(1 + 0.9 + 0.81, 12);
    expect(samples[0]!.record.observation).toMatch(/^Task Instruction: Find X\n\nRound 0\n/);
    expect(samples[1]!.context.history.map((h) => h.response)).toEqual(['a']);
    expect(samples[2]!.nextContext.observation.url).toBe('http://127.0.0.1/end');
    expect(samples[2]!.nextContext.history).toHaveLength(3);
    expect(samples[0]!.record).toMatchObject({
      task_id: 3,
      step: 0,
      phase: 2,
      trajectory_reward: 1,
      evaluator_reward: 1,
    });
  });
});

describe('replay (stage 2)', () => {
  it('keeps successes only, one trajectory per instruction', () => {
    const samples = [
      ...samplesOf(1, 'buy a mug', 2, 1, 1),
      ...samplesOf(2, 'buy a mug', 3, 1, 2), // same instruction succeeded again later: dropped
      ...samplesOf(3, 'find a hat', 2, 0, 1), // failure: never replayed
      ...samplesOf(4, 'find a cap', 1, 1, 2),
    ];
    const kept = successfulFirstOccurrences(samples);
    expect(kept.map((s) => `${s.record.task_id}:${s.record.step}`)).toEqual(['1:0', '1:1', '4:0']);
  });

  it('drops replay steps whose perplexity is outside [1/0.95, 2)', () => {
    const candidates = samplesOf(1, 'x', 5, 1);
    const logProbFor = (perplexity: number) => ({ logProb: -Math.log(perplexity), tokens: 1 });
    const perplexities = [1.0, 1 / 0.95, 1.5, 1.999, 2.0];
    const result = selectReplay(candidates, perplexities.map(logProbFor), {
      window: WEBRL_PERPLEXITY_WINDOW,
      currentSteps: 100,
      capRatio: 2,
      random: () => 0.5,
    });
    expect(result.tooSure).toBe(1);
    expect(result.tooUnsure).toBe(1);
    expect(result.kept.map((s) => s.record.step).sort()).toEqual([1, 2, 3]);
    expect(result.kept.every((s) => s.record.source === 'replay')).toBe(true);
    const rank = result.kept.find((s) => s.record.step === 2)!.record.rank_score!;
    expect(rank).toBeCloseTo(1 / 1.5, 9);
  });

  it('caps replay at 2× the current phase’s steps', () => {
    const candidates = samplesOf(1, 'x', 10, 1);
    const result = selectReplay(
      candidates,
      candidates.map(() => ({ logProb: -Math.log(1.5), tokens: 1 })),
      { window: WEBRL_PERPLEXITY_WINDOW, currentSteps: 3, capRatio: 2, random: Math.random },
    );
    expect(result.kept).toHaveLength(6);
    expect(result.overCap).toBe(4);
  });

  it('measures perplexity per token', () => {
    expect(perplexityOf(-2 * Math.log(1.5), 2)).toBeCloseTo(1.5, 12);
  });
});
