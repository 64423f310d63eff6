import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildFuzzyMatchMessages,
  buildUnachievableMatchMessages,
  JUDGE_SYSTEM_PROMPT,
  readFuzzyMatchReply,
  readUnachievableMatchReply,
} from './judge-prompt.js';

const golden = (name: string) => readFileSync(resolve(import.meta.dirname, 'golden', name), 'utf8');

describe('judge prompts', () => {
  it("renders fuzzy_match in VAB's wording", () => {
    const messages = buildFuzzyMatchMessages({
      intent: 'What is the price of the cheapest item?',
      reference: '$4.99',
      prediction: 'It costs 4.99 dollars',
    });
    expect(messages).toEqual([
      { role: 'system', content: JUDGE_SYSTEM_PROMPT },
      { role: 'user', content: golden('judge-fuzzy-match.txt') },
    ]);
  });

  it('renders ua_match as task / actual / reported reason lines and a same-or-different question', () => {
    const messages = buildUnachievableMatchMessages({
      intent: 'Notify Sarah Miller in her most recent pending order',
      reason: 'System message: We cannot add order history.',
      prediction: 'The order page has no way to add a note',
    });
    expect(messages[1]).toEqual({ role: 'user', content: golden('judge-unachievable-match.txt') });
  });
});

describe('judge replies', () => {
  it.each([
    ['correct', 1],
    ['Correct.', 1],
    ['incorrect', 0],
    ['Partially Correct', 0],
    ['The answer is INCORRECT because …', 0],
    ['I cannot tell', undefined],
  ])('reads fuzzy_match reply %j as %j', (reply, verdict) => {
    expect(readFuzzyMatchReply(reply)).toBe(verdict);
  });

  it.each([
    ['same', 1],
    ['Same.', 1],
    ['different', 0],
    ['They are not the same; different reasons', 0],
    ['unclear', undefined],
  ])('reads ua_match reply %j as %j', (reply, verdict) => {
    expect(readUnachievableMatchReply(reply)).toBe(verdict);
  });
});
