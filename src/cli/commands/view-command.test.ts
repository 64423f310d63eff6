// `webrl view` as a user runs it: the real command over an evaluation folder on disk, read over HTTP;
// a folder that does not exist is a one-line mistake naming both kinds of folder it accepts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VabTraceWriter } from '../../env/index.js';
import { handMade } from '../../eval/hand-made-trajectories.test-support.js';

const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');

let dir: string | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGINT');
    await once(child, 'exit');
  }
  child = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Starts `webrl view <folder> --port 0` and resolves with the viewer's base URL. */
async function startView(folder: string): Promise<string> {
  child = spawn('node', [bin, 'view', folder, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const running = child;
  return new Promise((resolveUrl, reject) => {
    running.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /viewer at (http:\/\/\S+?)\/ /.exec(output);
      if (match) resolveUrl(match[1]!);
    });
    running.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    running.on('exit', (code) => reject(new Error(`webrl view exited with ${code}: ${output}`)));
  });
}

describe('webrl view', () => {
  it("shows an episode of a served model whose steps have no log-probability (null in the trace) as 'not scored'", async () => {
    dir = mkdtempSync(join(tmpdir(), 'webrl-view-'));
    const trajectory = handMade(['do(action="Click", element="0")', 'exit(message="$3.99")'], {
      stopReason: 'exit',
      evaluatorScore: 1,
      taskId: 3,
    });
    // What OpenAIPolicy reports when the server returns no logprobs: NaN over 0 tokens.
    trajectory.steps[0]!.logProb = Number.NaN;
    trajectory.steps[0]!.tokens = 0;
    trajectory.steps[1]!.logProb = -0.5;
    trajectory.steps[1]!.tokens = 7;
    new VabTraceWriter(dir).write(trajectory);

    const url = await startView(dir);
    const list = await (await fetch(`${url}/`)).text();
    const link = /href="(\/episode\?id=[^"]+)"/.exec(list)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBeDefined();
    const response = await fetch(`${url}${link}`);
    const html = await response.text();
    expect(response.status, html).toBe(200);
    expect(html).toContain('step 0 · ');
    expect(/<h3>step 0 ·.*log π not scored<\/h3>/.test(html)).toBe(true);
    expect(/<h3>step 1 ·.*log π -0\.500<\/h3>/.test(html)).toBe(true);
  });

  it('refuses a folder that does not exist, naming run folders and eval folders alike', () => {
    dir = mkdtempSync(join(tmpdir(), 'webrl-view-'));
    const missing = join(dir, 'no-such-run');
    const result = spawnSync('node', [bin, 'view', missing, '--port', '0'], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr.trim()).toBe(
      `error: ${missing} does not exist; pass a run directory (runs/<name>, made by webrl train) or an evaluation folder (made by webrl eval --out)`,
    );
  });
});
