import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTaskGenerationPrompt, formatSeedTasks, parseGeneratedTasks } from './task-generation-prompt.js';

const golden = (name: string) => readFileSync(resolve(import.meta.dirname, 'golden', name), 'utf8');

describe('buildTaskGenerationPrompt', () => {
  it('renders the evolution prompt with backticked seeds and the #Given Task# / #Created Task# markers', () => {
    const prompt = buildTaskGenerationPrompt('a discussion forum like Reddit', [
      'Tell me the count of comments that have received more downvotes than upvotes for the user who made the latest post on the Showerthoughts forum.',
      '  Open the thread of a trending post on the forum "consoles" and subscribe.\n',
    ]);
    expect(prompt).toBe(golden('task-generation.txt'));
  });

  it('lists each seed on its own "- `…`" line', () => {
    expect(formatSeedTasks(['a', ' b '])).toBe('- `a`\n- `b`');
  });
});

describe('parseGeneratedTasks', () => {
  it('returns every backticked span, trimmed', () => {
    const reply = '1. `Find the cheapest laptop` \n2. ` List my orders from 2022 `\nSome prose.';
    expect(parseGeneratedTasks(reply)).toEqual(['Find the cheapest laptop', 'List my orders from 2022']);
  });

  it('is not thrown off by code fences around the list', () => {
    const reply = '```\n- `Upvote the newest post in books`\n- `Reply "thanks" to the top comment`\n```';
    expect(parseGeneratedTasks(reply)).toEqual([
      'Upvote the newest post in books',
      'Reply "thanks" to the top comment',
    ]);
  });

  it("drops empty spans and tasks that quote the prompt's markers", () => {
    const reply = '` ` `#Created Task#: do it` `Based on the given task, post a poll` `Post a poll`';
    expect(parseGeneratedTasks(reply)).toEqual(['Post a poll']);
  });
});
