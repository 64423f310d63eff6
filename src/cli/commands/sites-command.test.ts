// `webrl sites serve` as a user runs it: the site URLs it prints can be pasted into WebArena's
// variables (SHOPPING=…, SHOPPING_ADMIN=…) and `webrl eval` accepts them as they are.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_URL_ENV_VARS, type SiteUrlKey, siteUrlsFromEnv } from '../../core/index.js';

const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');

/** Runs `webrl sites serve` until it says it is serving, then stops it; resolves with its stdout. */
async function serveOnce(dataDir: string): Promise<string> {
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
});
