import { describe, expect, it } from 'vitest';
import { commandLine } from './command-line.js';

describe('commandLine', () => {
  it('writes the arguments after webrl, quoting those a shell would split or expand', () => {
    const argv = [
      'node',
      'bin/webrl.js',
      'eval',
      '--policy',
      'openai:http://h:1/v1#m',
      '--out',
      "my eval's",
      '',
    ];
    expect(commandLine(argv)).toBe(`webrl eval --policy openai:http://h:1/v1#m --out 'my eval'\\''s' ''`);
  });
});
