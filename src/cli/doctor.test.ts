import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

  it('when WEBRL_CHROMIUM names a program that is no Chromium, says to point it elsewhere, not to reinstall it', () => {
    const { status, output } = doctor({ WEBRL_CHROMIUM: '/bin/true' });
    expect(status).toBe(1);
    expect(output).toMatch(/^FAIL chromium +\/bin\/true failed to launch or load a page/m);
    expect(output).toMatch(
      /^ +fix: point WEBRL_CHROMIUM at a Chromium executable, or unset it to use the system's Chromium$/m,
    );
    expect(output).not.toContain('reinstall');
  });
});

describe('doctor checks of the runs folder', () => {
  it('says a --runs-dir that is a file is one, with the fix, and measures disk above a folder not made yet', async () => {
    const { diskCheck, runDirectoryCheck } = await import('./doctor.js');
    const dir = mkdtempSync(join(tmpdir(), 'webrl-doctor-'));
    const file = join(dir, 'afile');
    writeFileSync(file, '');
    expect(await runDirectoryCheck(file).run()).toEqual({
      ok: false,
      detail: `${file} is a file, not a folder`,
      fix: 'pass --runs-dir a folder',
    });
    const disk = await diskCheck(file, 0).run();
    expect(disk.ok).toBe(true);
    expect(disk.detail).toContain(`free at ${dir} `);
    expect((await diskCheck(join(dir, 'a', 'b'), 0).run()).detail).toContain(`free at ${dir} `);
    expect(existsSync(join(dir, 'a'))).toBe(false);
  });

  it('checks a --runs-dir that does not exist yet without making it, and names a file in its way', async () => {
    const { runDirectoryCheck } = await import('./doctor.js');
    const dir = mkdtempSync(join(tmpdir(), 'webrl-doctor-'));
    const runs = join(dir, 'x', 'y', 'runs');
    expect(await runDirectoryCheck(runs).run()).toEqual({
      ok: true,
      detail: `${runs} can be made (${dir} is writable)`,
    });
    expect(readdirSync(dir)).toEqual([]);
    expect(await runDirectoryCheck('').run()).toEqual({
      ok: false,
      detail: '--runs-dir is empty',
      fix: 'pass --runs-dir a folder, or leave it out for runs',
    });
    writeFileSync(join(dir, 'afile'), '');
    expect(await runDirectoryCheck(join(dir, 'afile', 'runs')).run()).toEqual({
      ok: false,
      detail: `${join(dir, 'afile')} is a file, not a folder`,
      fix: 'pass --runs-dir a folder',
    });
  });

  // /proc takes no new folder even from root, for whom access() says it is writable.
  it.runIf(existsSync('/proc/self'))(
    'says a --runs-dir under a folder that takes no new folder cannot be made',
    async () => {
      const { runDirectoryCheck } = await import('./doctor.js');
      const check = await runDirectoryCheck('/proc/webrl-runs/x').run();
      expect(check).toEqual({
        ok: false,
        detail: expect.stringMatching(/^\/proc is not writable \(E[A-Z]+\)$/),
        fix: 'make /proc writable or pass --runs-dir',
      });
    },
  );
});
