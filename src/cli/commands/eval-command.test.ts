// `webrl eval`, `webrl report` and `webrl view` as a user runs them (the real binary in a child
// process): a WebArena task file on the fixture shop with a policy on a local OpenAI-compatible test
// server, a report of two runs, and the viewer answering on the port it prints. Each child process
// compiles the sources through tsx first, which takes tens of seconds on a busy 2-core machine.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, startFixtureServer } from '../../browser/index.js';
import { OpenAITestServer, toyModel } from '../../models/index.js';
import { writeFixtureRuns } from '../../pipeline/fixture-runs.test-support.js';

const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');
const run = promisify(execFile);

/** Runs the CLI without blocking this process (the servers it talks to live here). */
async function webrl(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('node', [bin, ...args], {
      env: { ...process.env, WEBRL_LOG: 'warn', ...env },
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { status: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

let dir: string;
let shop: FixtureServer;
let model: OpenAITestServer;
let taskFile: string;

function task(id: number, sites: string[], mustInclude: string) {
  return {
    sites,
    task_id: id,
    require_login: false,
    storage_state: null,
    start_url: `__${sites[0]!.toUpperCase()}__/site/p/0`,
    geolocation: null,
    intent_template: 'What does product 3 cost?',
    instantiation_dict: {},
    intent: `What does product 3 cost? (${id})`,
    require_reset: false,
    eval: {
      eval_types: ['string_match'],
      reference_answers: { must_include: [mustInclude] },
      reference_url: '',
      program_html: [],
    },
    intent_template_id: 1,
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webrl-eval-cli-'));
  shop = await startFixtureServer();
  model = await OpenAITestServer.start({
    model: 'test-model',
    handler: toyModel('exit(message="It costs $3.99")'),
  });
  taskFile = join(dir, 'tasks.json');
  writeFileSync(
    taskFile,
    JSON.stringify([task(1, ['shopping'], '3.99'), task(2, ['shopping'], '4.99'), task(3, ['gitlab'], 'x')]),
  );
});
afterAll(async () => {
  await Promise.all([shop?.close(), model?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('webrl eval', () => {
  it('runs a WebArena task file on the sites of SHOPPING=… with an OpenAI-served policy and prints Table 1', async () => {
    const out = join(dir, 'eval');
    const { status, stdout, stderr } = await webrl(
      [
        'eval',
        '--policy',
        `openai:${model.baseUrl}#test-model`,
        '--tasks',
        taskFile,
        '--out',
        out,
        '--no-screenshots',
      ],
      { SHOPPING: shop.origin },
    );
    expect(stderr).toMatch(/set GITLAB to run them/);
    expect(status).toBe(0);
    expect(stdout).toMatch(/openai:test-model on .*tasks\.json, vab evaluators, temperature 0/);
    const lines = stdout.split('\n');
    const header = lines.find((l) => l.includes('OSS/shop'))!;
    expect(header).toMatch(/^\s+Reddit\/forum\s+GitLab\/code host\s+CMS\/admin\s+Map\s+OSS\/shop\s+Avg$/);
    expect(
      lines
        .find((l) => l.startsWith('success %'))!
        .trim()
        .split(/\s+/)
        .slice(-2),
    ).toEqual(['50.0', '33.3']);
    expect(stdout).toMatch(/1 tasks could not be scored/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.results.map((r: { score: number | null }) => r.score)).toEqual([1, 0, null]);
    expect(model.bodies.every((b) => b.temperature === 0)).toBe(true);
    expect(existsSync(join(out, 'requests.jsonl'))).toBe(true);
  }, 180_000);

  it('refuses a task file when no site of it has a URL, naming the variable to set', async () => {
    const { status, stderr } = await webrl(['eval', '--policy', 'oracle', '--tasks', taskFile], {
      SHOPPING: '',
      GITLAB: '',
    });
    expect(stderr).toMatch(/--policy oracle solves only built-in tasks/);
    expect(status).toBe(2);
    const noUrls = await webrl(
      ['eval', '--policy', `openai:${model.baseUrl}#test-model`, '--tasks', taskFile],
      { SHOPPING: '', GITLAB: '' },
    );
    expect(noUrls.status).toBe(2);
    expect(noUrls.stderr).toMatch(/no task can run: set the WebArena site URL variables SHOPPING, GITLAB/);
  }, 180_000);

  it('stops with one line naming the server when the policy server cannot be reached', async () => {
    const gone = await OpenAITestServer.start({ model: 'gone', handler: toyModel('exit(message="x")') });
    const url = gone.baseUrl;
    await gone.close();
    const { status, stderr } = await webrl(
      ['eval', '--policy', `openai:${url}#gone`, '--tasks', taskFile, '--out', join(dir, 'gone')],
      { SHOPPING: shop.origin, GITLAB: '', WEBRL_OPENAI_MAX_RETRIES: '0' },
    );
    expect(stderr).toMatch(
      /^error: policy model "gone" at \S+ could not be reached .*check that the server is running/m,
    );
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(status).toBe(1);
  }, 180_000);
});

describe('webrl report and webrl view', () => {
  it('writes one report.html for two runs and serves their episodes on the printed port', async () => {
    const runs = await writeFixtureRuns(join(dir, 'runs'));
    const out = join(dir, 'report.html');
    const report = await webrl(['report', ...runs, '--out', out]);
    expect(report.stderr).toBe('');
    expect(report.status).toBe(0);
    expect(report.stdout).toMatch(
      /webrl \(webrl-fixture\): 4 evaluated phases; filtered-bc \(filtered-bc-fixture\): 4/,
    );
    expect(readFileSync(out, 'utf8')).toContain('<svg class="chart"');

    mkdirSync(join(dir, 'episodes', 'actions'), { recursive: true });
    const bad = await webrl(['report', join(dir, 'episodes')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/is not a run directory.*open it with webrl view/);

    const child: ChildProcess = spawn('node', [bin, 'view', runs[0]!, '--port', '0'], {
      env: { ...process.env, WEBRL_LOG: 'warn' },
    });
    try {
      const url = await new Promise<string>((resolveUrl, reject) => {
        let text = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const match = /viewer at (http:\/\/127\.0\.0\.1:\d+)\//.exec(text);
          if (match) resolveUrl(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`webrl view exited with ${code}: ${text}`)));
      });
      const html = await (await fetch(`${url}/?kind=rollouts`)).text();
      expect(html).toMatch(/<span id="match-count">24<\/span> of 72 episodes/);
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  }, 240_000);
});
