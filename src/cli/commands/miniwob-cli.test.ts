// `webrl eval` and `webrl train` on MiniWoB++ as a user runs them (the real binary in a child
// process): a clear error naming a folder that is not MiniWoB++'s or a task page that does not
// start, and an embedded checkpoint evaluated on the installed pages with success printed per task.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  brokenMiniwobFolder,
  installedMiniwobHtml,
  miniwobSkipReason,
} from '../../env/miniwob/miniwob.test-support.js';
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
    `refuses a built-in task set on MiniWoB++ and MiniWoB++ tasks without --env, instead of evaluating something else ${miniwobSkipReason}`,
    async () => {
      // Nothing is asked of the served policy before the tasks are checked.
      const policy = ['--policy', 'openai:http://127.0.0.1:9/v1#m'];
      const small = ['--episodes', '1', '--limit', '1', '--max-steps', '1', '--no-screenshots'];
      const builtin = await webrl([
        'eval',
        ...policy,
        '--env',
        'miniwob',
        '--tasks',
        'builtin:test',
        ...small,
        '--out',
        join(dir, 'eval-builtin-on-miniwob'),
      ]);
      expect(builtin.status, builtin.stderr).toBe(2);
      expect(builtin.stderr.trim()).toBe(
        'error: --tasks builtin:test is a task set of the built-in sites; with --env miniwob give all, webgum (the default) or MiniWoB++ page names such as click-button,enter-text',
      );
      expect(existsSync(join(dir, 'eval-builtin-on-miniwob'))).toBe(false);
      for (const tasks of ['click-button,enter-text', 'webgum']) {
        const noEnv = await webrl(['eval', ...policy, '--tasks', tasks, '--out', join(dir, 'eval-no-env')]);
        expect(noEnv.status, noEnv.stderr).toBe(2);
        expect(noEnv.stderr.trim()).toBe(
          `error: --tasks ${tasks}: no task file of that name, and not a built-in set (builtin:test, builtin:train, builtin:test:<site>); MiniWoB++ tasks (all, webgum, click-button,…) need --env miniwob (or miniwob:<folder>)`,
        );
      }
      const help = await webrl(['eval', '--help']);
      expect(help.stdout.replace(/\s+/g, ' ')).toContain(
        'default: builtin:test; with --env miniwob: all | webgum (default) | click-button,enter-text,…',
      );
    },
    180_000,
  );

  it.skipIf(!installedMiniwobHtml)(
    `stops with one error line naming a task page that does not start, not a stack trace ${miniwobSkipReason}`,
    async () => {
      const html = brokenMiniwobFolder(dir);
      const page = (name: string) => join(html, 'miniwob', `${name}.html`);
      for (const [name, problem] of [
        ['click-button', 'the page has no MiniWoB++ runtime'],
        ['enter-text', 'no problem today'],
      ] as const) {
        const result = await webrl([
          'eval',
          '--policy',
          'openai:http://127.0.0.1:9/v1#m',
          '--env',
          `miniwob:${html}`,
          '--tasks',
          name,
          '--episodes',
          '1',
          '--out',
          join(dir, `eval-broken-${name}`),
        ]);
        expect(result.status, result.stderr).toBe(2);
        const lines = result.stderr.trim().split('\n');
        expect(lines, result.stderr).toHaveLength(1);
        expect(lines[0]).toContain(`error: MiniWoB++ task page ${page(name)} did not start (seed 1000000)`);
        expect(lines[0]).toContain(problem);
        expect(lines[0]).toContain(`leave ${name} out of --tasks`);
      }
    },
    180_000,
  );

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
