import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_HTML, entryOf, exampleContext, observationOf } from '../test-fixtures.js';
import {
  ACTOR_PROMPT_CHAR_BUDGET,
  buildActorHistory,
  buildActorMessages,
  buildActorPrompt,
  truncateHtml,
} from './actor-prompt.js';

const golden = (name: string) => readFileSync(resolve(import.meta.dirname, 'golden', name), 'utf8');
const webrlHtmls = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../../shared/data/webrl/htmls.json'), 'utf8'),
)[0] as Record<string, string>;

describe('buildActorPrompt (completion mode)', () => {
  it("renders the reference's 3-step example byte for byte", () => {
    expect(buildActorPrompt(exampleContext(2))).toBe(golden('actor-completion-round2.txt'));
  });

  it('shows the current page in round 0 and ends with the assistant header and a newline', () => {
    const prompt = buildActorPrompt(exampleContext(0));
    expect(prompt).toBe(golden('actor-completion-round0.txt'));
    expect(prompt.endsWith('<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n')).toBe(true);
  });

  it('shows the intent in round 0 of the history and the placeholder for every later page', () => {
    const context = { ...exampleContext(2), history: ['a', 'b', 'c', 'd'].map(entryOf) };
    const history = buildActorHistory(context);
    expect(history.match(/\*\* Simplified html \*\*/g)).toHaveLength(3);
    expect(history).toContain('Round 0\n\n<|eot_id|><|start_header_id|>user<|end_header_id|>\nFind X\n\n');
    expect(history).toContain(
      'Round 3\n\n<|eot_id|><|start_header_id|>user<|end_header_id|>\n** Simplified html **',
    );
    expect(buildActorPrompt(context)).toContain('Round 4\n\n');
  });
});

describe('truncateHtml (16384 − 512 characters shared by history and page)', () => {
  // The real GitLab page holds emoji, so Python's character count differs from UTF-16 length here.
  const codePoints = (text: string) => Array.from(text);

  it('cuts a real over-long WebRL page at step 0 to exactly 15872 characters', () => {
    const html = webrlHtmls.gitlab!;
    expect(codePoints(html).length).toBeGreaterThan(ACTOR_PROMPT_CHAR_BUDGET);
    const prompt = buildActorPrompt(exampleContext(0, html));
    const kept = codePoints(html).slice(0, 15872).join('');
    expect(prompt).toContain(`\n${kept}\n\n<|eot_id|>`);
    expect(prompt).not.toContain(codePoints(html).slice(0, 15873).join(''));
  });

  it('leaves len(history) + len(html) exactly at the budget when the page is cut after earlier rounds', () => {
    const context = exampleContext(2, webrlHtmls.gitlab!);
    const historyLength = codePoints(buildActorHistory(context)).length;
    const cut = truncateHtml(context.observation.html, historyLength);
    expect(historyLength + codePoints(cut).length).toBe(15872);
    expect(buildActorPrompt(context)).toContain(`\n${cut}\n\n<|eot_id|><|start_header_id|>assistant`);
  });

  it('does not touch a page that fits, counting only the earlier rounds as history', () => {
    const html = webrlHtmls.cms!;
    expect(buildActorPrompt(exampleContext(2, html))).toContain(html);
    expect(truncateHtml('x'.repeat(15872 - 100), 100)).toHaveLength(15772);
    expect(truncateHtml('x'.repeat(15872 - 99), 100)).toHaveLength(15772);
  });

  it('counts characters as Python does (code points), not UTF-16 units', () => {
    const html = '😀'.repeat(15872);
    const cut = truncateHtml(html, 10);
    expect([...cut]).toHaveLength(15862);
  });

  it("keeps Python's negative-slice result when the history alone exceeds the budget", () => {
    expect(truncateHtml('abcdef', 15872 + 2)).toBe('abcd');
    expect(truncateHtml('abc', 15872 + 10)).toBe('');
  });
});

describe('buildActorMessages (chat mode)', () => {
  it('lays out system, earlier rounds with raw responses and the current page', () => {
    const expected = JSON.parse(golden('actor-chat-round2.json'));
    expect(buildActorMessages(exampleContext(2), '(system prompt)')).toEqual(expected);
  });

  it('puts the instruction before the page at step 0', () => {
    const messages = buildActorMessages(exampleContext(0), 'sys');
    expect(messages).toEqual([
      { role: 'system', content: 'sys' },
      { role: 'user', content: `Task Instruction: Find X\n\nRound 0\n${EXAMPLE_HTML}` },
    ]);
  });

  it('uses a system prompt that lists every action of the DSL', async () => {
    const { DO_ACTIONS } = await import('../../../core/index.js');
    const system = buildActorMessages(exampleContext(0))[0]!.content;
    for (const action of DO_ACTIONS) expect(system).toContain(`do(action="${action}"`);
    expect(system).toContain('exit(message=');
  });

  it('cuts the page by the completion-mode rule', () => {
    const messages = buildActorMessages({
      ...exampleContext(0),
      observation: observationOf('y'.repeat(20000)),
    });
    expect(messages.at(-1)!.content).toBe(`Task Instruction: Find X\n\nRound 0\n${'y'.repeat(15872)}`);
  });
});
