// `webrl sites serve` as a user runs it: the site URLs it prints can be pasted into WebArena's
// variables (SHOPPING=…, SHOPPING_ADMIN=…) and `webrl eval` accepts them as they are.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_URL_ENV_VARS, type SiteUrlKey, siteUrlsFromEnv } from '../../core/index.js';

const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');

/** Starts `webrl sites serve`; resolves once it says it is serving, with the child and its stdout. */
async function startServing(dataDir: string): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn('node', [bin, 'sites', 'serve', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await new Promise<void>((ready, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving until Ctrl-C')) ready();
    });
    child.on('exit', (code) => reject(new Error(`webrl sites serve exited with ${code}: ${errors}`)));
  });
  return { child, output };
}

/** Runs `webrl sites serve` until it says it is serving, then stops it; resolves with its stdout. */
async function serveOnce(dataDir: string): Promise<string> {
  const { child, output } = await startServing(dataDir);
  child.kill('SIGINT');
  await once(child, 'exit');
  return output;
}

describe('webrl sites serve', () => {
  it('prints site URLs that the WebArena variables accept as they are', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-sites-'));
    try {
      const output = await serveOnce(join(dir, 'data'));
      // `  One Stop Market      shopping        http://127.0.0.1:41234`
      const slots = output.slice(0, output.indexOf("\nWebArena's variables"));
      const printed = [...slots.matchAll(/^ {2}.+? {2,}(\w+) +(http\S*)$/gm)].map(
        ([, key, url]) => [key as SiteUrlKey, url!] as const,
      );
      expect(printed.map(([key]) => key)).toContain('shopping_admin');
      const env = Object.fromEntries(printed.map(([key, url]) => [SITE_URL_ENV_VARS[key], url]));
      expect(siteUrlsFromEnv(env)).toEqual(Object.fromEntries(printed));
      // The line of variables to paste says the same.
      const line = /^WebArena's variables for webrl eval on slot 0:\n {2}(.+)$/m.exec(output)?.[1];
      const pasted = Object.fromEntries(line!.split(' ').map((pair) => pair.split('=') as [string, string]));
      expect(pasted).toEqual(env);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a --data-dir that is a file with one line and exit status 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-sites-'));
    try {
      const file = join(dir, 'afile');
      writeFileSync(file, 'kept');
      const run = spawnSync('node', [bin, 'sites', 'serve', '--data-dir', file], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.stderr).toBe(
        `error: --data-dir ${file}: ${file} is a file, not a folder; pass --data-dir a folder for the sites' databases (default .cache/sites)\n`,
      );
      expect(run.status).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses more --slots than a host serves before it copies any site', () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-sites-'));
    try {
      const run = spawnSync(
        'node',
        [bin, 'sites', 'serve', '--slots', '65', '--data-dir', join(dir, 'data')],
        {
          encoding: 'utf8',
          timeout: 60_000,
          killSignal: 'SIGKILL',
        },
      );
      expect(run.stderr).toContain(
        `error: option '--slots <n>' argument '65' is invalid. expected an integer from 1 to 64, got "65"`,
      );
      expect(run.status).toBe(2);
      expect(existsSync(join(dir, 'data'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('removes the site copies of a host killed outright when the next host starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-sites-'));
    try {
      const data = join(dir, 'data');
      const killed = await startServing(data);
      const left = readdirSync(join(data, 'slots'));
      expect(left).toEqual([expect.stringMatching(new RegExp(`^host-${killed.child.pid}\\D`))]);
      killed.child.kill('SIGKILL');
      await once(killed.child, 'exit');
      expect(readdirSync(join(data, 'slots'))).toEqual(left);

      const next = await startServing(data);
      expect(readdirSync(join(data, 'slots'))).toEqual([
        expect.stringMatching(new RegExp(`^host-${next.child.pid}\\D`)),
      ]);
      next.child.kill('SIGINT');
      await once(next.child, 'exit');
      expect(readdirSync(join(data, 'slots'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
