import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../environment.js';
import { sftCommand } from './sft-command.js';

describe('webrl sft', () => {
  it('refuses a word dropout outside [0, 1) before it starts any work', async () => {
    const errors: string[] = [];
    const command = sftCommand(readEnvironment({}))
      .exitOverride()
      .configureOutput({ writeErr: (text) => errors.push(text) });
    await expect(command.parseAsync(['--word-dropout', '1.5'], { from: 'user' })).rejects.toThrow(
      /--word-dropout <x>' argument '1.5' is invalid\. expected a number in \[0, 1\), got "1.5"/,
    );
    expect(errors.join('')).toMatch(/expected a number in \[0, 1\)/);
  });
});
