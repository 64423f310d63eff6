import { describe, expect, it } from 'vitest';
import { earlyStopReason, type StepRecord } from './stop-rules.js';

const config = { maxSteps: 30, maxConsecutiveParseFailures: 5, maxRepeatedActions: 5 };
const ok = (response: string): StepRecord => ({ response, parsed: true });
const bad = (response: string): StepRecord => ({ response, parsed: false });

describe('earlyStopReason', () => {
  it('stops after maxSteps steps and not before', () => {
    const steps = Array.from({ length: 29 }, (_, i) => ok(`do(action="Click", element="${i}")`));
    expect(earlyStopReason(steps, config)).toBeUndefined();
    expect(earlyStopReason([...steps, ok('do(action="Scroll Down")')], config)).toBe('max_steps');
  });

  it('stops after 5 unparsable outputs in a row, and a parsed one resets the count', () => {
    const four = [bad('a'), bad('b'), bad('c'), bad('d')];
    expect(earlyStopReason(four, config)).toBeUndefined();
    expect(earlyStopReason([...four, bad('e')], config)).toBe('parse_failures');
    expect(
      earlyStopReason([bad('x'), ...four.slice(1), ok('do(action="Go Backward")'), bad('f')], config),
    ).toBe(undefined);
  });

  it('stops after 5 identical raw responses in a row; a different comment line makes them differ', () => {
    const click = 'do(action="Click", element="3")';
    expect(earlyStopReason(Array(4).fill(ok(click)), config)).toBeUndefined();
    expect(earlyStopReason(Array(5).fill(ok(click)), config)).toBe('repeated_actions');
    expect(
      earlyStopReason([...Array(4).fill(ok(click)), ok(`# Element: the button\n${click}`)], config),
    ).toBe(undefined);
  });
});
