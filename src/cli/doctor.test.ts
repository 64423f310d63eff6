import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = resolve(import.meta.dirname, '../../bin/webrl.js');

function doctor(env: Record<string, string>): { status: number; output: string } {
  try {
    const output = execFileSync(
      'node',
      [bin, 'doctor', '--runs-dir', resolve(import.meta.dirname, '../../runs')],
      {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    );
    return { status: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { status: e.status, output: e.stdout };
  }
}

describe('webrl doctor', () => {
  it('launches the real Chromium and loads a page', () => {
    const { status, output } = doctor({});
    expect(output).toMatch(/^ok {3}chromium .* launched and loaded a page/m);
    expect(status).toBe(0);
  });

  it('on a machine without Chromium, fails and says exactly what to run', () => {
    const { status, output } = doctor({
      WEBRL_SYSTEM_CHROMIUM_PATHS: '',
      PLAYWRIGHT_BROWSERS_PATH: '/nonexistent',
    });
    expect(status).toBe(1);
    expect(output).toMatch(/^FAIL chromium +no Chromium found$/m);
    expect(output).toContain(
      'fix: install Debian\'s Chromium with "sudo apt-get install -y chromium chromium-headless-shell"',
    );
  });
});
