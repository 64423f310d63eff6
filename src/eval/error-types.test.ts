// The error-type rules on hand-made traces: each rule fires on the episode it describes, the order
// between rules holds, and successes and unjudged episodes get no type.
import { describe, expect, it } from 'vitest';
import { classifyFailure, countErrorTypes } from './error-types.js';
import { click, exit, handMade, scrollDown } from './hand-made-trajectories.test-support.js';

describe('classifyFailure', () => {
  it('calls a run of unparsable outputs a failure to recover', () => {
    const t = handMade(['click 3', 'click 3', 'press it', 'hmm', 'no'], {
      stopReason: 'parse_failures',
      evaluatorScore: 0,
    });
    expect(classifyFailure(t)).toMatchObject({ type: 'fail_to_recover' });
  });

  it('calls resending a failed action a failure to recover, naming the steps', () => {
    const t = handMade([click(1), { response: click(9), error: 'no element 9' }, click(9), exit('12')], {
      stopReason: 'exit',
      evaluatorScore: 0,
    });
    expect(classifyFailure(t)).toEqual({
      type: 'fail_to_recover',
      rule: 'step 2 repeated the failed response of step 1 (no element 9)',
    });
  });

  it('does not count an error the agent adjusted to', () => {
    const t = handMade([{ response: click(9), error: 'no element 9' }, click(2), exit('12')], {
      stopReason: 'exit',
      evaluatorScore: 0,
    });
    expect(classifyFailure(t)?.type).toBe('stop_at_wrong_page');
  });

  it('calls a repeat-rule stop a loop and a used-up budget stuck midway', () => {
    const loop = handMade([click(1), click(1), click(1), click(1), click(1)], {
      stopReason: 'repeated_actions',
      evaluatorScore: 0,
    });
    expect(classifyFailure(loop)).toEqual({
      type: 'stuck_midway',
      rule: 'loop: stopped for repeating one action',
    });
    const wander = handMade(
      [1, 2, 3, 4].map((i) => ({ response: click(i), url: `http://shop/${i}` })),
      { stopReason: 'max_steps', evaluatorScore: 0 },
    );
    expect(classifyFailure(wander)).toEqual({ type: 'stuck_midway', rule: 'used all 4 steps' });
  });

  it('does not call scrolling down a long page a loop', () => {
    const scrolled = handMade([scrollDown, scrollDown, scrollDown, click(2)], {
      stopReason: 'max_steps',
      evaluatorScore: 0,
    });
    scrolled.steps.forEach((step, i) => {
      step.observation.scroll.y = 600 * i;
    });
    expect(classifyFailure(scrolled)).toEqual({ type: 'stuck_midway', rule: 'used all 4 steps' });
  });

  it('reports a budget spent revisiting one page and action as a loop', () => {
    const cycle = ['a', 'b', 'a', 'b', 'a'].map((page, i) => ({
      response: click(i % 2),
      url: `http://shop/${page}`,
    }));
    expect(classifyFailure(handMade(cycle, { stopReason: 'max_steps', evaluatorScore: 0 }))).toEqual({
      type: 'stuck_midway',
      rule: 'loop: "do(action="Click", element="0")" on http://shop/a 3 times',
    });
  });

  it('calls an exit after only scrolling no reasonable attempt', () => {
    expect(classifyFailure(handMade([exit('N/A')], { stopReason: 'exit', evaluatorScore: 0 }))?.type).toBe(
      'no_reasonable_attempt',
    );
    const looked = handMade([scrollDown, scrollDown, { response: click(4), error: 'timeout' }, exit('$3')], {
      stopReason: 'exit',
      evaluatorScore: 0,
    });
    expect(classifyFailure(looked)?.type).toBe('no_reasonable_attempt');
  });

  it('calls an exit after acting on the site a stop at a wrong page', () => {
    const t = handMade([click(3), { response: click(5), url: 'http://shop/p/5' }, exit('$3')], {
      stopReason: 'exit',
      evaluatorScore: 0,
    });
    expect(classifyFailure(t)).toEqual({
      type: 'stop_at_wrong_page',
      rule: 'exited after 2 effective actions, task not done',
    });
  });

  it('says a page that ended its own episode (MiniWoB++) did so, with its reward, instead of calling it an exit', () => {
    const ended = (steps: string[], outcome: { rawReward: number; reason: string | null }) => ({
      ...handMade(steps, { stopReason: 'task_done', evaluatorScore: 0, sites: ['miniwob'] }),
      pageOutcome: { done: true, reward: outcome.rawReward, ...outcome },
    });
    expect(classifyFailure(ended([click(1)], { rawReward: -1, reason: null }))).toEqual({
      type: 'stop_at_wrong_page',
      rule: 'the page ended the episode with raw reward -1 after 1 effective action',
    });
    expect(classifyFailure(ended([scrollDown], { rawReward: -1, reason: 'timed out' }))).toEqual({
      type: 'no_reasonable_attempt',
      rule: 'the page ended the episode with raw reward -1 (timed out) before any effective action',
    });
    // A trace written without the page's outcome still says who ended the episode.
    const { pageOutcome: _, ...bare } = ended([click(1), click(2)], { rawReward: 0, reason: null });
    expect(classifyFailure(bare)?.rule).toBe('the page ended the episode after 2 effective actions');
  });

  it('gives no type to successes or unjudged episodes and uses the ORM where no evaluator ran', () => {
    expect(
      classifyFailure(handMade([click(3), exit('$3')], { stopReason: 'exit', evaluatorScore: 1 })),
    ).toBeNull();
    expect(classifyFailure(handMade([click(3), exit('$3')], { stopReason: 'exit' }))).toBeNull();
    expect(
      classifyFailure(handMade([click(3), exit('$3')], { stopReason: 'exit', ormScore: 0.2 }))?.type,
    ).toBe('stop_at_wrong_page');
    expect(
      classifyFailure(handMade([click(3), exit('$3')], { stopReason: 'exit', ormScore: 0.7 })),
    ).toBeNull();
  });

  it('keeps infrastructure failures apart from the agent’s errors', () => {
    expect(classifyFailure(handMade([], { stopReason: 'error' }))?.type).toBe('infrastructure');
  });
});

describe('countErrorTypes', () => {
  it('counts every episode once: successes, failures by type, unjudged', () => {
    const counts = countErrorTypes([
      handMade([exit('x')], { stopReason: 'exit', evaluatorScore: 0 }),
      handMade([click(1), exit('x')], { stopReason: 'exit', evaluatorScore: 0 }),
      handMade([click(1), exit('x')], { stopReason: 'exit', evaluatorScore: 1 }),
      handMade([click(1), exit('x')], { stopReason: 'exit' }),
      handMade([click(1), click(1)], { stopReason: 'repeated_actions', evaluatorScore: 0 }),
    ]);
    expect(counts).toEqual({
      episodes: 5,
      successes: 1,
      failures: 3,
      unjudged: 1,
      byType: {
        fail_to_recover: 0,
        stuck_midway: 1,
        stop_at_wrong_page: 1,
        no_reasonable_attempt: 1,
        infrastructure: 0,
      },
    });
  });
});
