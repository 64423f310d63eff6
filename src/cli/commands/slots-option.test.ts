// `--slots` of every command that runs episodes on site slots: a value above what one site host
// serves is refused while the flags are parsed, by the flag's own name, before any work starts
// (as `webrl sites serve --slots` and `webrl orm … --slots` are).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliEnvironment, readEnvironment } from '../environment.js';
import { evalCommand } from './eval-command.js';
import { sftCommand } from './sft-command.js';
import { verifyCommand } from './tasks-verify-command.js';
import { trainCommand } from './train-command.js';

const dir = mkdtempSync(join(tmpdir(), 'webrl-slots-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const commands: [string, (env: CliEnvironment) => Command, string[]][] = [
  ['train', trainCommand, ['--runs-dir', join(dir, 'runs'), '--name', 'x']],
  ['eval', evalCommand, ['--policy', 'oracle', '--out', join(dir, 'eval'), '--data-dir', join(dir, 'data')]],
  ['sft', sftCommand, ['--out', join(dir, 'sft'), '--data-dir', join(dir, 'data')]],
  ['tasks verify', verifyCommand, ['builtin:test', '--data-dir', join(dir, 'data')]],
];

describe('--slots above the 64 slots a site host serves', () => {
  it.each(commands)('webrl %s refuses it by the flag name before any work', async (_, make, args) => {
    const errors: string[] = [];
    const command = make(readEnvironment({}))
      .exitOverride()
      .configureOutput({ writeErr: (text) => errors.push(text) });
    await expect(command.parseAsync([...args, '--slots', '65'], { from: 'user' })).rejects.toThrow(
      `option '--slots <n>' argument '65' is invalid. expected an integer from 1 to 64, got "65"`,
    );
    expect(errors.join('')).toContain('expected an integer from 1 to 64');
    expect(readdirSync(dir)).toEqual([]);
  });
});
