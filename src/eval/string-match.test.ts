// string_match in both modes, on the WebArena-Lite tasks' own reference answers.
import { describe, expect, it } from 'vitest';
import type { TaskConfig } from '../core/index.js';
import type { EvalMode } from './evaluation.js';
import { EvaluationError } from './evaluation-error.js';
import { liteTask, ScriptedJudge } from './lite-fixture.js';
import { evaluateStringMatch } from './string-match.js';
import { nltkWordTokenize } from './word-tokenize.js';

async function score(task: TaskConfig, answer: string, mode: EvalMode = 'vab', judge = new ScriptedJudge()) {
  return evaluateStringMatch({ task, answer, mode, judge, tokenize: nltkWordTokenize });
}

describe('string_match must_include (Lite entries)', () => {
  it('task 0: every item must be found; the detail names the missing one', async () => {
    const task = liteTask(0);
    expect((await score(task, 'Impulse Duffle, Overnight Duffle and Hawkeye Yoga Short-32-Blue')).score).toBe(
      1,
    );
    const result = await score(task, 'Impulse Duffle and Overnight Duffle');
    expect(result.score).toBe(0);
    expect(result.checks.map((c) => c.score)).toEqual([1, 1, 0]);
    expect(result.checks[2]!.detail).toBe(
      '"Hawkeye Yoga Short-32-Blue" not found (text match) in the answer "impulse duffle and overnight duffle"',
    );
  });

  it('task 36 ["0"]: a one-token reference must be a whole token in both modes', async () => {
    const task = liteTask(36);
    for (const mode of ['vab', 'canonical'] as const) {
      expect((await score(task, 'I spent $0.', mode)).score, mode).toBe(1);
      expect((await score(task, 'I spent $10.', mode)).score, mode).toBe(0);
    }
  });

  it('task 17 ["5"]: the period of the last sentence is split off, a number before a lowercase word keeps it', async () => {
    const task = liteTask(17);
    expect((await score(task, 'There are 5.')).score).toBe(1);
    expect((await score(task, 'There are 5. they wait for approval')).score).toBe(0);
    expect((await score(task, 'There are 15 pending reviews')).score).toBe(0);
  });

  it('task 75 ["Lo", "Chen", "Chu"]: VAB needs whole tokens, canonical takes substrings of a longer list', async () => {
    const task = liteTask(75);
    expect((await score(task, 'Lo, Chen and Chu')).score).toBe(1);
    expect((await score(task, 'Lopez, Chen and Chu', 'vab')).score).toBe(0);
    expect((await score(task, 'Lopez, Chen and Chu', 'canonical')).score).toBe(1);
  });

  it('task 94 ["65 |OR| 3"]: VAB accepts either alternative, canonical has no |OR| in answers', async () => {
    const task = liteTask(94);
    expect((await score(task, 'It is rated 3 stars', 'vab')).score).toBe(1);
    expect((await score(task, 'It is rated 65%', 'vab')).score).toBe(1);
    expect((await score(task, 'It is rated 3 stars', 'canonical')).score).toBe(0);
  });

  it('task 43: VAB splits tokens at "/" so "design" is found in "a11yproject.com/design"', async () => {
    const task = liteTask(43);
    expect((await score(task, 'a11yproject.com/design', 'vab')).score).toBe(1);
    expect((await score(task, 'a11yproject.com/designs', 'vab')).score).toBe(0);
  });

  it('task 162 ["N/A"]: "N/A" is one token', async () => {
    expect((await score(liteTask(162), 'N/A: there is no order under delivery')).score).toBe(1);
  });

  it('task 81: must_include given as a plain string scores 0, as the harnesses abort that task', async () => {
    for (const mode of ['vab', 'canonical'] as const) {
      const result = await score(liteTask(81), 'yjlou', mode);
      expect(result.score).toBe(0);
      expect(result.checks[0]!.detail).toContain('must_include is the string "yjlou", not a list');
    }
  });
});

describe('string_match exact_match (Lite entries)', () => {
  it('task 45 "Yes": quotes and case are cleaned away', async () => {
    const task = liteTask(45);
    expect((await score(task, '"yes"')).score).toBe(1);
    expect((await score(task, '\'"YES"\'')).score).toBe(1);
    expect((await score(task, 'Yes, it is closed')).score).toBe(0);
  });

  it('task 71: surrounding whitespace fails in VAB and passes in canonical', async () => {
    const task = liteTask(71);
    const answer = ' ssh://git@localhost:2222/eriklindernoren/PyTorch-GAN.git\n';
    expect((await score(task, answer.trim(), 'vab')).score).toBe(1);
    expect((await score(task, answer, 'vab')).score).toBe(0);
    expect((await score(task, answer, 'canonical')).score).toBe(1);
  });
});

describe('string_match fuzzy_match (Lite entries)', () => {
  it('task 3: VAB asks the judge once with the references joined by ", "; canonical once per reference', async () => {
    const task = liteTask(3);
    const vabJudge = new ScriptedJudge();
    expect((await score(task, 'Driving takes 13 minutes, walking 1h45', 'vab', vabJudge)).score).toBe(1);
    expect(vabJudge.calls).toEqual([
      {
        kind: 'fuzzy',
        intent: task.intent,
        reference: 'driving: 13min, walking: 1h 45min',
        prediction: 'driving takes 13 minutes, walking 1h45',
      },
    ]);
    const canonicalJudge = new ScriptedJudge((call) =>
      Number(call.kind === 'fuzzy' && call.reference.startsWith('driving')),
    );
    expect((await score(task, 'Driving takes 13 minutes', 'canonical', canonicalJudge)).score).toBe(0);
    expect(canonicalJudge.calls.map((c) => (c.kind === 'fuzzy' ? c.reference : ''))).toEqual([
      'driving: 13min',
      'walking: 1h 45min',
    ]);
  });

  it('task 64: must_include and fuzzy_match both apply and multiply', async () => {
    const task = liteTask(64);
    const result = await score(
      task,
      'Acadia National Park, about 10 hours',
      'vab',
      new ScriptedJudge(() => 0),
    );
    expect(result.checks.map((c) => [c.rule, c.score])).toEqual([
      ['must_include', 1],
      ['fuzzy_match', 0],
    ]);
    expect(result.score).toBe(0);
  });

  it('task 114 "N/A": an exact "N/A" passes without the judge', async () => {
    const judge = new ScriptedJudge();
    expect((await score(liteTask(114), 'N/A', 'vab', judge)).score).toBe(1);
    expect(judge.calls).toEqual([]);
  });

  it('task 114 "N/A": any other answer is judged against string_note, whose verdict replaces the score', async () => {
    const task = liteTask(114);
    const judge = new ScriptedJudge(() => 1);
    const result = await score(task, 'I cannot add order history here', 'vab', judge);
    expect(judge.calls).toEqual([
      {
        kind: 'unachievable',
        intent: task.intent,
        reason: 'System message: We cannot add order history.',
        prediction: 'i cannot add order history here',
      },
    ]);
    expect(result.score).toBe(1);
    expect(result.checks.map((c) => [c.rule, c.score])).toEqual([
      ['fuzzy_match', 0],
      ['unachievable_match', 1],
    ]);
  });
});

describe('string_match VAB-only rules (Lite task 2 with other reference keys)', () => {
  function task2(referenceAnswers: TaskConfig['eval']['reference_answers']): TaskConfig {
    const task = liteTask(2);
    task.eval.reference_answers = referenceAnswers;
    return task;
  }

  it('must_exclude fails when the reference is a token of the answer', async () => {
    const task = task2({ must_include: ['2'], must_exclude: ['3'] });
    expect((await score(task, '2 reviews')).score).toBe(1);
    expect((await score(task, '2 or 3 reviews')).score).toBe(0);
  });

  it('required_values parses the answer as an integer and checks each constraint', async () => {
    const task = task2({ required_values: ['> 1', '== 2 |OR| == 3'] });
    expect((await score(task, '2')).score).toBe(1);
    expect((await score(task, '1,000')).score).toBe(0);
    const notANumber = await score(task, 'two');
    expect(notANumber.score).toBe(0);
    expect(notANumber.checks[0]!.detail).toBe('the answer "two" is not an integer');
  });

  it('one_of passes when any reference is a substring', async () => {
    const task = task2({ one_of: ['two', '2'] });
    expect((await score(task, 'there are 2')).score).toBe(1);
    expect((await score(task, 'there are none')).score).toBe(0);
  });

  it('canonical mode ignores the VAB-only keys and says so', async () => {
    const result = await score(task2({ must_exclude: ['2'] }), '2 reviews', 'canonical');
    expect(result.score).toBe(1);
    expect(result.checks[0]!.detail).toBe('ignored: canonical WebArena has no must_exclude rule');
  });

  it('a task without reference_answers cannot be scored', async () => {
    await expect(score(task2(null), 'x')).rejects.toThrow(
      new EvaluationError('task 2: eval_types has string_match but reference_answers is null'),
    );
  });
});
