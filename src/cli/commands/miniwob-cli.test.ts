// `webrl eval` and `webrl train` on MiniWoB++ as a user runs them (the real binary in a child
// process): a clear error naming a folder that is not MiniWoB++'s, and an embedded checkpoint
// evaluated on the installed pages with success printed per task.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { installedMiniwobHtml, miniwobSkipReason } from '../../env/miniwob/miniwob.test-support.js';
import { EmbeddedPolicy, saveCheckpoint } from '../../models/index.js';

const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');
const run = promisify(execFile);

async function webrl(args: string[]) {
  try {
    const { stdout, stderr } = await run('node', [bin, ...args], {
      env: { ...process.env, WEBRL_LOG: 'warn' },
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { status: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'webrl-miniwob-cli-'));
});

describe('MiniWoB++ commands', () => {
  it('names the folder when it is not a MiniWoB++ html folder, and starts no run', async () => {
    const eval_ = await webrl([
      'eval',
      // A served policy: nothing of it is checked before the folder (a checkpoint path would be).
      '--policy',
      'openai:http://127.0.0.1:9/v1#m',
      '--env',
      `miniwob:${dir}`,
      '--tasks',
      'click-button',
    ]);
    expect(eval_.status).not.toBe(0);
    expect(eval_.stderr).toContain(`${dir} is not a MiniWoB++ html folder: it has no core/core.js`);
    const train = await webrl([
      'train',
      '--env',
      `miniwob:${dir}`,
      '--demos',
      '0',
      '--runs-dir',
      dir,
      '--name',
      'r',
    ]);
    expect(train.status).not.toBe(0);
    expect(train.stderr).toContain(`${dir} is not a MiniWoB++ html folder`);
    expect(existsSync(join(dir, 'r'))).toBe(false);
  }, 120_000);

  it.skipIf(!installedMiniwobHtml)(
    `evaluates a checkpoint on test seeds of each task and prints success per task ${miniwobSkipReason}`,
    async () => {
      const checkpoint = join(dir, 'actor');
      saveCheckpoint(checkpoint, await EmbeddedPolicy.create({ network: { seed: 1 } }));
      const out = join(dir, 'eval');
      const result = await webrl([
        'eval',
        '--policy',
        checkpoint,
        '--env',
        'miniwob',
        '--tasks',
        'click-button,enter-text',
        '--episodes',
        '2',
        '--max-steps',
        '3',
        '--no-screenshots',
        '--out',
        out,
      ]);
      expect(result.stderr).not.toContain('error');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/click-button +[0-2]\/2 +\d+%/);
      expect(result.stdout).toMatch(/enter-text +[0-2]\/2 +\d+%/);
      const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
      expect(summary.total).toBe(4);
      expect(summary.results.map((r: { template: string }) => r.template)).toEqual([
        'miniwob/click-button',
        'miniwob/click-button',
        'miniwob/enter-text',
        'miniwob/enter-text',
      ]);
    },
    180_000,
  );
});
