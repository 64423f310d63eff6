import { describe, expect, it } from 'vitest';
import { liteTask } from './lite-fixture.js';
import { RuleJudge } from './rule-judge.js';

const judge = new RuleJudge();

describe('RuleJudge (a heuristic, not an LLM)', () => {
  it('fuzzyMatch passes when every reference word is in the prediction (Lite task 3, VAB-joined reference)', async () => {
    const task = liteTask(3);
    const reference = 'driving: 13min, walking: 1h 45min';
    expect(
      await judge.fuzzyMatch({
        intent: task.intent,
        reference,
        prediction: 'walking 1h 45min; driving 13min',
      }),
    ).toBe(1);
    expect(await judge.fuzzyMatch({ intent: task.intent, reference, prediction: 'driving: 13min' })).toBe(0);
  });

  it('fuzzyMatch misses paraphrases, which is why it is only a heuristic', async () => {
    expect(
      await judge.fuzzyMatch({ intent: '', reference: '10h 33min', prediction: '10 hours 33 minutes' }),
    ).toBe(0);
  });

  it('fuzzyMatch ignores case, punctuation and Unicode width', async () => {
    expect(
      await judge.fuzzyMatch({
        intent: '',
        reference: 'Fuku Tea, 653m',
        prediction: 'ＦＵＫＵ tea (653M away)',
      }),
    ).toBe(1);
  });

  it('unachievableMatch passes when at least half the reason content words are reported (Lite task 114)', async () => {
    const task = liteTask(114);
    const reason = task.eval.string_note!;
    expect(
      await judge.unachievableMatch({
        intent: task.intent,
        reason,
        prediction: 'the system cannot add to the order history',
      }),
    ).toBe(1);
    expect(
      await judge.unachievableMatch({ intent: task.intent, reason, prediction: 'done, I added it' }),
    ).toBe(0);
    expect(await judge.unachievableMatch({ intent: task.intent, reason, prediction: '' })).toBe(0);
  });
});
