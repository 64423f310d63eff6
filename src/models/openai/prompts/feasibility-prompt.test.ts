import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildFeasibilityPrompt,
  DEFAULT_FEASIBILITY_RULES,
  readFeasibilityReply,
} from './feasibility-prompt.js';

const golden = (name: string) => readFileSync(resolve(import.meta.dirname, 'golden', name), 'utf8');

describe('buildFeasibilityPrompt', () => {
  it("renders WebRL's five sites with their rules, the answer format, the site and the task", () => {
    const rules = Object.values(DEFAULT_FEASIBILITY_RULES);
    const prompt = buildFeasibilityPrompt(
      'MAP',
      'Check the traffic on the road from CMU to the airport',
      rules,
    );
    expect(prompt).toBe(golden('feasibility.txt'));
  });
});

describe('readFeasibilityReply', () => {
  it.each([
    ['The map cannot show traffic. Answer: [NO]', false],
    ['Reason: GitLab supports issues.\nAnswer: [YES]', true],
    ['[NO] at first sight, but on reflection [YES]', true],
    ['Answer: yes', true],
    ['Answer - No.', false],
    ['I am not sure.', undefined],
  ])('reads %j as %j', (reply, verdict) => {
    expect(readFeasibilityReply(reply)).toBe(verdict);
  });
});
