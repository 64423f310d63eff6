// The webrl binary's exit codes, as a user or a script sees them (a child process each).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = resolve(import.meta.dirname, '../../bin/webrl.js');
const webrl = (...args: string[]) => spawnSync('node', [bin, ...args], { encoding: 'utf8' });

describe('webrl exit codes', () => {
  it('prints the package version with --version and exits 0', () => {
    const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    const result = webrl('--version');
    expect(result.stdout.trim()).toBe(version);
    expect(result.status).toBe(0);
  });

  it('exits 2 with commander’s message for a bad flag value of a nested command, and 0 for its help', () => {
    const bad = webrl('tasks', 'verify', 'builtin:test', '--slots', '0');
    expect(bad.stderr).toContain(
      `error: option '--slots <n>' argument '0' is invalid. expected an integer from 1 to 64, got "0"`,
    );
    expect(bad.status).toBe(2);
    expect(webrl('tasks', 'verify', '--help').status).toBe(0);
  });

  it('exits 0 without a stack trace when its reader closes the pipe early (| head)', () => {
    const piped = spawnSync(
      'bash',
      ['-c', `set -o pipefail; node ${bin} tasks list builtin:train | head -1`],
      {
        encoding: 'utf8',
      },
    );
    expect(piped.stdout.split('\n')[0]).toMatch(/^\s+\d+\s+\S+\//);
    expect(piped.stderr).not.toContain('EPIPE');
    expect(piped.status).toBe(0);
  });

  it('exits 2 for an unknown command or a missing argument', () => {
    expect(webrl('nosuch').status).toBe(2);
    const help = webrl('help', 'nosuch');
    expect(help.status).toBe(2);
    expect(help.stderr).toContain("error: unknown command 'nosuch'");
    expect(webrl('help', 'train').status).toBe(0);
    const missing = webrl('tasks', 'validate');
    expect(missing.stderr).toContain("error: missing required argument 'file'");
    expect(missing.status).toBe(2);
  });
});
