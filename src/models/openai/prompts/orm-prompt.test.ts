import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryOf, exampleRewardInput, observationOf } from '../test-fixtures.js';
import { buildOrmMessages, buildOrmPrompt, buildOrmUserContent, ORM_SYSTEM_PROMPT } from './orm-prompt.js';

const golden = (name: string) => readFileSync(resolve(import.meta.dirname, 'golden', name), 'utf8');

describe('buildOrmPrompt', () => {
  it("renders WebRL's Llama-3 ORM string byte for byte", () => {
    expect(buildOrmPrompt(exampleRewardInput())).toBe(golden('orm-completion.txt'));
  });

  it('keeps the typographic apostrophes of the released system prompt', () => {
    expect(ORM_SYSTEM_PROMPT).toContain('user’s intent');
    expect(ORM_SYSTEM_PROMPT).toContain("agent's action history");
    expect(ORM_SYSTEM_PROMPT).toContain('agent’s execution');
  });

  it('joins each response onto one line with "; " and strips intent, steps and page as WebRL does', () => {
    const content = buildOrmUserContent({
      intent: '  Find X \n',
      history: [entryOf('\n# Note: a\ndo(action="Click", element="1")\n')],
      finalObservation: observationOf('\n <html/> \n'),
    });
    expect(content).toBe(
      'The User Intent:\nFind X\n\nAction History:\n; # Note: a; do(action="Click", element="1");\n\nThe Current Screenshot:\n<html/>',
    );
  });

  it('sends the same system and user text as chat messages', () => {
    const messages = buildOrmMessages(exampleRewardInput());
    expect(messages[0]).toEqual({ role: 'system', content: ORM_SYSTEM_PROMPT });
    expect(golden('orm-completion.txt')).toContain(messages[1]!.content);
  });
});
