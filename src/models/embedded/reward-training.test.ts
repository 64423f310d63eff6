import { describe, expect, it } from 'vitest';
import { formatAction, type Trajectory } from '../../core/index.js';
import { seededRandom } from './random.js';
import { EmbeddedRewardModel } from './reward-model.js';
import {
  evaluateRewardModel,
  type LabelledTrajectory,
  rewardInputOf,
  trainRewardModel,
} from './reward-training.js';
import { SYNTHETIC_TEMPLATES, syntheticDemonstrations } from './synthetic-tasks.js';

/** Demonstrations (successes) and copies with another answer from the last page or cut short (failures). */
function labelled(demos: readonly Trajectory[], random: () => number): LabelledTrajectory[] {
  return demos.flatMap((demo) => {
    const last = demo.steps.at(-1)!;
    const texts = last.observation.texts.map((t) => t.text).filter((t) => t !== demo.answer);
    const wrong = texts[Math.floor(random() * texts.length)]!;
    const action = { kind: 'exit' as const, message: wrong };
    const wrongAnswer: Trajectory = {
      ...demo,
      steps: [...demo.steps.slice(0, -1), { ...last, action, response: formatAction(action) }],
      answer: wrong,
    };
    const truncated: Trajectory = {
      ...demo,
      steps: demo.steps.slice(0, -1),
      answer: null,
      stopReason: 'max_steps',
    };
    return [
      { trajectory: demo, label: 1 },
      { trajectory: wrongAnswer, label: 0 },
      { trajectory: truncated, label: 0 },
    ];
  });
}

describe('reward model training', () => {
  it('reads the instruction, every step and the page before the last action', () => {
    const [demo] = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 1, seededRandom(1));
    const input = rewardInputOf(demo!);
    expect(input.intent).toBe(demo!.intent);
    expect(input.history.map((h) => h.response)).toEqual(demo!.steps.map((s) => s.response));
    expect(input.finalObservation).toBe(demo!.steps.at(-1)!.observation);
  });

  it('learns to tell successes from wrong answers and early stops on unseen tasks', async () => {
    const train = labelled(
      syntheticDemonstrations(SYNTHETIC_TEMPLATES, 60, seededRandom(6)),
      seededRandom(7),
    );
    const test = labelled(syntheticDemonstrations(SYNTHETIC_TEMPLATES, 30, seededRandom(8)), seededRandom(9));
    const model = await EmbeddedRewardModel.create();
    const before = await evaluateRewardModel(model, test);
    const report = await trainRewardModel(model, train, { epochs: 15 });
    const after = await evaluateRewardModel(model, test);
    expect(report.losses.at(-1)!).toBeLessThan(report.losses[0]!);
    expect(after.count).toBe(90);
    const { truePositive, falsePositive, trueNegative, falseNegative } = after.confusion;
    expect(truePositive + falsePositive + trueNegative + falseNegative).toBe(90);
    expect(after.accuracy).toBeGreaterThan(0.85);
    expect(after.accuracy).toBeGreaterThan(before.accuracy);
  }, 240_000);
});
