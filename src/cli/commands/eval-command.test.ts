// `webrl eval`, `webrl report` and `webrl view` as a user runs them (the real binary in a child
// process): a WebArena task file on the fixture shop with a policy on a local OpenAI-compatible test
// server, a report of two runs, and the viewer answering on the port it prints. Each child process
// compiles the sources through tsx first, which takes tens of seconds on a busy 2-core machine.
// Mistakes in what eval is given (an --out that holds files, a --policy that is no checkpoint, an
// unknown --env) each end with one `error:` line and exit 2, before anything is written. An
// evaluation killed, or stopped by its policy server, is finished by --resume.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, startFixtureServer } from '../../browser/index.js';
import { installedMiniwobHtml, miniwobSkipReason } from '../../env/miniwob/miniwob.test-support.js';
import { countErrorTypes } from '../../eval/index.js';
import { EmbeddedPolicy, errorBody, OpenAITestServer, saveCheckpoint, toyModel } from '../../models/index.js';
import { writeFixtureRuns } from '../../pipeline/fixture-runs.test-support.js';
import { type EvalTaskResult, RunEpisodeSource, summarizeEval } from '../../pipeline/index.js';
import { firstFreeFolder, formatSummaryTable } from './eval-command.js';

const bin = resolve(import.meta.dirname, '../../../bin/webrl.js');
const run = promisify(execFile);

/**
 * Runs the CLI without blocking this process (the servers it talks to live here), in the test's
 * folder, so that a default or empty --out can never write into the repository.
 */
async function webrl(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('node', [bin, ...args], {
      cwd: dir,
      env: { ...process.env, WEBRL_LOG: 'warn', ...env },
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { status: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * Starts the CLI in its own process group and kill -9s the group (node and its Chromium, as a crash
 * or an OOM kill would) as soon as `killWhen` holds (checked every 20 ms); another `signal` goes to
 * node alone, as `kill` would send it. Resolves with the exit code, null when killed by the signal.
 */
function killedWhen(
  args: string[],
  killWhen: () => boolean,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<{ code: number | null; log: string }> {
  const child = spawn('node', [bin, ...args], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WEBRL_LOG: 'warn' },
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const poll = setInterval(() => {
    if (!killWhen()) return;
    clearInterval(poll);
    try {
      process.kill(signal === 'SIGKILL' ? -child.pid! : child.pid!, signal);
    } catch {
      log += '\n[test] the evaluation ended before the kill\n';
    }
  }, 20);
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearInterval(poll);
      done({ code, log });
    }),
  );
}

/** Task ids with a file in `folder` (`<id>.json`, `<id>.jsonl`), ascending. */
function idsIn(folder: string): number[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^\d+\.jsonl?$/.test(name))
    .map((name) => Number.parseInt(name, 10))
    .sort((a, b) => a - b);
}

/** What two evaluations of one deterministic policy share, per task: all but the durations. */
function scoresIn(out: string) {
  const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
  return summary.results.map(({ durationMs: _ms, ...result }: EvalTaskResult) => result);
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
/** `webrl eval` of the task file by a served model, one slot, no screenshots, into `out`. */
function servedEvalArgs(server: OpenAITestServer, name: string, out: string): string[] {
  return [
    'eval',
    '--policy',
    `openai:${server.baseUrl}#${name}`,
    '--tasks',
    taskFile,
    '--slots',
    '1',
    '--no-screenshots',
    '--out',
    out,
  ];
}

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

  it('refuses a site that does not answer, naming its variable, before any episode', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const down = `http://127.0.0.1:${port}`;
    const result = await webrl(
      [
        'eval',
        '--policy',
        `openai:${model.baseUrl}#test-model`,
        '--tasks',
        taskFile,
        '--out',
        join(dir, 'down'),
      ],
      { SHOPPING: down, GITLAB: '' },
    );
    expect(result.status).toBe(2);
    // The line before it warns of the file's GITLAB tasks, which have no URL.
    expect(result.stderr.trim().split('\n').at(-1)).toBe(
      `error: SHOPPING=${down} does not answer (ECONNREFUSED); start the site, or point SHOPPING at one that runs`,
    );
    expect(existsSync(join(dir, 'down'))).toBe(false);
  }, 60_000);

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

describe('webrl eval with a policy server that stops serving', () => {
  it('stops at the first answer it cannot use, one error line and where the finished episodes are', async () => {
    const busy = await OpenAITestServer.start({
      model: 'busy',
      handler: () => ({ kind: 'json', status: 503, body: errorBody('The server is overloaded.', 503) }),
    });
    try {
      const out = join(dir, 'busy');
      const { status, stdout, stderr } = await webrl(
        ['eval', '--policy', `openai:${busy.baseUrl}#busy`, '--tasks', taskFile, '--out', out],
        { SHOPPING: shop.origin, GITLAB: '', WEBRL_OPENAI_MAX_RETRIES: '0' },
      );
      expect(status, stderr).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines.filter((line) => line.startsWith('error: '))).toEqual([
        expect.stringMatching(/^error: policy model "busy" at \S+ answered 503/),
      ]);
      expect(lines).toContain(
        `the episodes that finished are in ${out}; when the server answers again, run webrl eval --resume --out ${out} to run only the other tasks (its flags are in ${join(out, 'eval.json')})`,
      );
      expect(stdout).not.toContain('summary.json in');
      expect(existsSync(join(out, 'summary.json'))).toBe(false);
    } finally {
      await busy.close();
    }
  }, 180_000);

  it('says a server that answered, but not as asked (a wrong model name), must be put right first', async () => {
    const wrong = await OpenAITestServer.start({
      model: 'm',
      handler: () => ({ kind: 'json', status: 404, body: errorBody('The model `x` does not exist.', 404) }),
    });
    try {
      const out = join(dir, 'wrong-model');
      const { status, stderr } = await webrl(
        ['eval', '--policy', `openai:${wrong.baseUrl}#x`, '--tasks', taskFile, '--out', out],
        { SHOPPING: shop.origin, GITLAB: '', WEBRL_OPENAI_MAX_RETRIES: '0' },
      );
      expect(status, stderr).toBe(1);
      expect(stderr).toContain(
        `the episodes that finished are in ${out}; once the server is put right as the error says (the same --policy; another model or URL is evaluated into a new --out), run webrl eval --resume --out ${out}`,
      );
      expect(stderr).not.toContain('when the server answers again');
    } finally {
      await wrong.close();
    }
  }, 180_000);
});

describe('webrl eval --resume', () => {
  const args = ['eval', '--policy', 'oracle', '--limit', '4', '--slots', '1', '--no-screenshots', '--out'];
  let straight: string;
  beforeAll(async () => {
    straight = join(dir, 'resume-straight');
    const uninterrupted = await webrl([...args, straight]);
    expect(uninterrupted.status, uninterrupted.stderr).toBe(0);
  }, 180_000);

  it('finishes an evaluation killed after two episodes: only the other tasks run, with the scores of an uninterrupted one', async () => {
    const out = join(dir, 'resume-killed');
    const killed = await killedWhen([...args, out], () => idsIn(join(out, 'results')).length >= 2);
    expect(killed.code, killed.log).toBe(null);
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
    const finished = idsIn(join(out, 'results'));
    expect(finished.length).toBeLessThan(4);
    const actions = (id: number) => readFileSync(join(out, 'actions', `${id}.json`), 'utf8');
    const keptActions = finished.map(actions);

    // Only --resume and the folder: every flag left out is read from the folder's eval.json,
    // --no-screenshots too.
    const resumed = await webrl(['eval', '--resume', '--out', out]);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(
      `settings from ${join(out, 'eval.json')}: --policy oracle --tasks builtin:test --limit 4 --max-steps 30 --no-screenshots\n`,
    );
    expect(existsSync(join(out, 'screenshots'))).toBe(false);
    expect(resumed.stdout).toContain(
      `resuming the evaluation in ${out}: ${finished.length} of 4 episodes finished and kept; running the other ${4 - finished.length}`,
    );
    // The kept episodes were not run again: their files are as the killed run wrote them.
    expect(finished.map(actions)).toEqual(keptActions);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).keptEpisodes).toBe(finished.length);
    expect(scoresIn(out)).toEqual(scoresIn(straight));
    expect(idsIn(join(out, 'traces'))).toEqual([0, 1, 2, 3]);

    // Once complete, --resume says so and changes nothing.
    const summary = readFileSync(join(out, 'summary.json'), 'utf8');
    const again = await webrl([...args, out, '--resume']);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^settings from .*eval\.json: --tasks builtin:test --max-steps 30$/m);
    expect(again.stdout).toMatch(new RegExp(`the evaluation in ${out} is complete .*nothing changed`));
    expect(readFileSync(join(out, 'summary.json'), 'utf8')).toBe(summary);
  }, 240_000);

  it('says on Ctrl-C or SIGTERM where the finished episodes are and how to go on', async () => {
    const out = join(dir, 'resume-terminated');
    const stopped = await killedWhen(
      [...args, out],
      () => idsIn(join(out, 'results')).length >= 1,
      'SIGTERM',
    );
    expect(stopped.code, stopped.log).toBe(143);
    expect(stopped.log).toContain(
      `stopped; the episodes that finished are in ${out}: run webrl eval --resume --out ${out} to run only the other tasks (its flags are in ${join(out, 'eval.json')})`,
    );
    expect(existsSync(join(dir, '.resume-terminated.lock'))).toBe(false);
  }, 120_000);

  it('runs again the episodes a killed process left half-written, and removes its temp files', async () => {
    const out = join(dir, 'resume-half');
    cpSync(straight, out, { recursive: true });
    rmSync(join(out, 'summary.json'));
    // Task 1 killed after its actions file, before its result record; task 2 after its trace,
    // before its actions file; task 3's trace cut short; a write that was never renamed.
    rmSync(join(out, 'results', '1.json'));
    rmSync(join(out, 'actions', '2.json'));
    const trace = join(out, 'traces', '3.jsonl');
    writeFileSync(trace, `${readFileSync(trace, 'utf8').split('\n')[0]}\n`);
    writeFileSync(join(out, 'actions', '3.json.tmp-4242-7'), '{"task_id": 3, "sco');

    const resumed = await webrl([...args, out, '--resume']);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('1 of 4 episodes finished and kept; running the other 3');
    expect(scoresIn(out)).toEqual(scoresIn(straight));
    const startedAt = (folder: string, id: number) =>
      JSON.parse(readFileSync(join(folder, 'actions', `${id}.json`), 'utf8')).started_at;
    expect(startedAt(out, 0)).toBe(startedAt(straight, 0));
    for (const id of [1, 2, 3]) expect(startedAt(out, id)).not.toBe(startedAt(straight, id));
    expect(readdirSync(join(out, 'actions')).sort()).toEqual(['0.json', '1.json', '2.json', '3.json']);
  }, 180_000);

  it('refuses another policy, other tasks or another max steps, naming the folder, both values and the fix, and changes nothing', async () => {
    const summary = readFileSync(join(straight, 'summary.json'), 'utf8');
    const refused = (result: { status: number; stderr: string }, difference: string, fix: string) => {
      expect(result.status).toBe(2);
      expect(result.stderr.trim().split('\n')).toEqual([
        `error: --resume: ${join(straight, 'eval.json')} records an evaluation that scores differently from this one: ${difference}. ${fix}`,
      ]);
    };
    const served = `openai:${model.baseUrl}#test-model`;
    refused(
      await webrl([...args.map((a) => (a === 'oracle' ? served : a)), straight, '--resume']),
      `--policy oracle there, --policy ${served} here`,
      'Resume it with the settings it started with (--policy oracle), or evaluate with these into a new --out',
    );
    refused(
      await webrl([...args.map((a) => (a === '4' ? '3' : a)), straight, '--resume', '--max-steps', '9']),
      '--limit 4 there, --limit 3 here; --max-steps 30 there, --max-steps 9 here',
      'Resume it with the settings it started with (--limit 4, --max-steps 30), or evaluate with these into a new --out',
    );
    expect(readFileSync(join(straight, 'summary.json'), 'utf8')).toBe(summary);
  }, 180_000);

  it('refuses --resume without an evaluation to resume, an evaluation without --policy, and points a new evaluation into a used --out at --resume', async () => {
    const missing = join(dir, 'resume-missing');
    const noFolder = await webrl([...args, missing, '--resume']);
    expect(noFolder.status).toBe(2);
    expect(noFolder.stderr).toMatch(
      new RegExp(`^error: --resume: --out ${missing} does not exist, .*drop --resume to start one there`),
    );
    const noPolicy = await webrl(['eval', '--out', missing]);
    expect(noPolicy.status).toBe(2);
    expect(noPolicy.stderr).toMatch(/^error: --policy is required: .*only --resume --out <folder> reads it/);
    expect(existsSync(missing)).toBe(false);
    const noOut = await webrl(['eval', '--policy', 'oracle', '--resume']);
    expect(noOut.status).toBe(2);
    expect(noOut.stderr).toMatch(/^error: --resume needs --out <folder>/);
    const used = await webrl([...args, straight]);
    expect(used.status).toBe(2);
    expect(used.stderr).toMatch(/; add --resume to finish the evaluation there/);
    expect(existsSync(missing)).toBe(false);
  }, 120_000);

  it('resumes an evaluation its policy server stopped, once a server of the same model answers at another URL', async () => {
    let answered = 0;
    const flaky = await OpenAITestServer.start({
      model: 'flaky',
      // Answers the first episode's one request, then is overloaded.
      handler: (request) =>
        answered++ === 0
          ? toyModel('exit(message="It costs $3.99")')(request)
          : { kind: 'json', status: 503, body: errorBody('The server is overloaded.', 503) },
    });
    const healthy = await OpenAITestServer.start({
      model: 'flaky',
      handler: toyModel('exit(message="It costs $3.99")'),
    });
    try {
      const out = join(dir, 'resume-server');
      const served = (server: OpenAITestServer) => servedEvalArgs(server, 'flaky', out);
      const env = { SHOPPING: shop.origin, GITLAB: '', WEBRL_OPENAI_MAX_RETRIES: '0' };
      const stopped = await webrl(served(flaky), env);
      expect(stopped.status, stopped.stderr).toBe(1);
      expect(idsIn(join(out, 'results'))).toEqual([1]);

      const resumed = await webrl([...served(healthy), '--resume'], env);
      expect(resumed.status, resumed.stderr).toBe(0);
      expect(resumed.stderr).toMatch(
        /--policy openai:\S+#flaky: the evaluation's eval\.json has openai:\S+#flaky, the same model \(openai:flaky\) at another URL/,
      );
      expect(resumed.stdout).toContain('1 of 3 episodes finished and kept');
      // Only task 2 ran; task 3's site has no URL, so it is recorded as not run, as before.
      expect(healthy.requests).toHaveLength(1);
      const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
      expect(summary.results.map((r: EvalTaskResult) => r.score)).toEqual([1, 0, null]);
    } finally {
      await Promise.all([flaky.close(), healthy.close()]);
    }
  }, 180_000);
});

describe('webrl eval on a folder another evaluation writes', () => {
  it('refuses a second --resume there while the first runs, naming it, and the first finishes and gives the lock up', async () => {
    let reached: () => void = () => {};
    const firstRequest = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered = 0;
    const answer = toyModel('exit(message="It costs $3.99")');
    // Holds the first episode's request until the second evaluation has been refused.
    const gated = await OpenAITestServer.start({
      model: 'gated',
      handler: async (request) => {
        if (answered++ === 0) {
          reached();
          await gate;
        }
        return answer(request);
      },
    });
    try {
      const out = join(dir, 'locked');
      const args = servedEvalArgs(gated, 'gated', out);
      const env = { SHOPPING: shop.origin, GITLAB: '' };
      const first = webrl(args, env);
      const ended = await Promise.race([firstRequest.then(() => null), first]);
      expect(ended, ended?.stderr).toBe(null);
      const lockPath = join(dir, '.locked.lock');
      const holder = JSON.parse(readFileSync(lockPath, 'utf8'));
      const before = readdirSync(out, { recursive: true }).sort();

      const second = await webrl([...args, '--resume'], env);
      expect(second.status, second.stderr).toBe(2);
      expect(second.stderr.trim().split('\n')).toEqual([
        `error: ${out} is in use by another process (pid ${holder.pid} on this machine, ${holder.machine}, since ${holder.since}, running webrl ${args.join(' ')}); wait for it to end, or stop it (kill ${holder.pid}); if pid ${holder.pid} is now another program (a pid is reused), remove the lock file ${lockPath}`,
      ]);
      expect(readdirSync(out, { recursive: true }).sort()).toEqual(before);

      release();
      const finished = await first;
      expect(finished.status, finished.stderr).toBe(0);
      const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
      expect(summary.results.map((r: EvalTaskResult) => r.score)).toEqual([1, 0, null]);
      expect(gated.requests).toHaveLength(2);
      expect(existsSync(lockPath)).toBe(false);
    } finally {
      release();
      await gated.close();
    }
  }, 180_000);
});

describe('webrl eval --required-steps', () => {
  it('buckets success by the step counts of an oracle evaluation folder (WebRL Fig. 4), and names that folder’s episodes without null', async () => {
    const oracle = join(dir, 'oracle');
    const first = await webrl([
      'eval',
      '--policy',
      'oracle',
      '--limit',
      '2',
      '--no-screenshots',
      '--out',
      oracle,
    ]);
    expect(first.status).toBe(0);
    // An evaluation folder has no phase: its episodes are <folder>/eval/<task id>.
    expect(new RunEpisodeSource([oracle]).episodes().map((e) => e.id)).toEqual([
      'oracle/eval/0',
      'oracle/eval/1',
    ]);
    const oracleSteps = JSON.parse(readFileSync(join(oracle, 'summary.json'), 'utf8')).results.map(
      (r: EvalTaskResult) => r.steps,
    );
    expect(oracleSteps.every((steps: number) => steps > 1)).toBe(true);

    const out = join(dir, 'with-required-steps');
    const { status, stderr } = await webrl([
      'eval',
      '--policy',
      `openai:${model.baseUrl}#test-model`,
      '--limit',
      '2',
      '--no-screenshots',
      '--required-steps',
      oracle,
      '--out',
      out,
    ]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.results.map((r: EvalTaskResult) => r.requiredSteps)).toEqual(oracleSteps);
    expect(summary.byRequiredSteps.map((b: { bucket: string }) => b.bucket)).not.toContain('unknown');
    expect(summary.byRequiredSteps.reduce((n: number, b: { total: number }) => n + b.total, 0)).toBe(2);
  }, 240_000);

  it('documents --required-steps in --help', async () => {
    const { status, stdout } = await webrl(['eval', '--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/--required-steps <dir>\s+.*oracle/);
  }, 60_000);
});

describe('webrl eval given a mistake', () => {
  /** Exit 2 with one `error:` line and no stack trace. */
  function expectUsageError(result: { status: number; stderr: string }, message: RegExp) {
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^error: /);
    expect(result.status).toBe(2);
  }

  it('refuses an --out that holds an earlier evaluation, an empty --out, an --out that is or lies under a file and one where no folder can be made, keeping what is there', async () => {
    const earlier = join(dir, 'earlier');
    mkdirSync(join(earlier, 'actions'), { recursive: true });
    writeFileSync(join(earlier, 'actions', '1.json'), '{}');
    const args = ['eval', '--policy', 'oracle', '--limit', '1', '--no-screenshots', '--out'];
    expectUsageError(
      await webrl([...args, earlier]),
      new RegExp(`--out ${earlier}: .*actions/.*choose a new --out folder or remove it`),
    );
    expect(readFileSync(join(earlier, 'actions', '1.json'), 'utf8')).toBe('{}');
    expectUsageError(await webrl([...args, '']), /--out is empty/);
    expectUsageError(
      await webrl([...args, taskFile]),
      new RegExp(`--out ${taskFile}: .*a file, not a folder.*choose a new --out folder`),
    );
    expectUsageError(
      await webrl([...args, join(taskFile, 'under')]),
      new RegExp(`--out ${taskFile}/under: ${taskFile} is a file, not a folder; choose a new --out folder`),
    );
    // Node 20's own recursive mkdir loops for ever under /proc (its mkdir answers ENOENT).
    if (existsSync('/proc/self')) {
      expectUsageError(
        await webrl([...args, '/proc/webrl-x/e']),
        /^error: --out \/proc\/webrl-x\/e: \/proc is not writable \(ENOENT\); choose a new --out folder\n$/,
      );
    }
  }, 180_000);

  it('refuses a --policy that is a file or a checkpoint folder without its weights, naming what a checkpoint holds', async () => {
    // Before the tasks are read or built: a task file that is not there goes unmentioned.
    const tasks = join(dir, 'no-such-tasks.json');
    const args = ['eval', '--tasks', tasks, '--limit', '1', '--out', join(dir, 'never'), '--policy'];
    expectUsageError(
      await webrl([...args, taskFile]),
      new RegExp(`--policy ${taskFile}: .*not a folder.*model\\.json`),
    );
    const checkpoint = join(dir, 'no-weights');
    const manifest = saveCheckpoint(checkpoint, await EmbeddedPolicy.create({ network: { seed: 1 } }));
    rmSync(join(checkpoint, manifest.weightsFile));
    expectUsageError(
      await webrl([...args, checkpoint]),
      new RegExp(`--policy ${checkpoint}: .*${manifest.weightsFile}.*missing`),
    );
    expect(existsSync(join(dir, 'never'))).toBe(false);
  }, 180_000);

  it('refuses a --required-steps folder that holds no oracle evaluation of these tasks, before anything is written', async () => {
    const never = join(dir, 'never');
    const args = [
      'eval',
      '--policy',
      'oracle',
      '--limit',
      '1',
      '--no-screenshots',
      '--out',
      never,
      '--required-steps',
    ];
    const folder = (name: string, summary?: string) => {
      const path = join(dir, name);
      mkdirSync(path, { recursive: true });
      if (summary !== undefined) writeFileSync(join(path, 'summary.json'), summary);
      return path;
    };
    const summaryOf = (agent: string, intent: string) => {
      const result: EvalTaskResult = {
        taskId: 0,
        intent,
        sites: ['shopping'],
        group: 'shopping',
        score: 1,
        success: true,
        failedChecks: [],
        stopReason: 'exit',
        steps: 4,
        answer: 'x',
        errorType: null,
        durationMs: 1,
      };
      const header = {
        taskSet: 'builtin:test',
        agent,
        mode: 'vab' as const,
        temperature: 0,
        seed: 0,
        startedAt: '',
        durationMs: 0,
      };
      return JSON.stringify(summarizeEval(header, [result], countErrorTypes([])));
    };
    const empty = folder('steps-empty');
    expectUsageError(
      await webrl([...args, empty]),
      new RegExp(
        `--required-steps ${empty}: no summary\\.json there; run .webrl eval --policy oracle --out ${empty}. with the same --tasks and --seed`,
      ),
    );
    const notJson = folder('steps-not-json', '{"format": ');
    expectUsageError(
      await webrl([...args, notJson]),
      new RegExp(`--required-steps ${notJson}: .*summary\\.json is not .*JSON`),
    );
    const policy = folder('steps-policy', summaryOf('openai:test-model', 'x'));
    expectUsageError(
      await webrl([...args, policy]),
      new RegExp(`--required-steps ${policy}: .*evaluation of openai:test-model, not of the oracle`),
    );
    const other = folder('steps-other-set', summaryOf('oracle', 'Buy a lamp'));
    expectUsageError(
      await webrl([...args, other]),
      new RegExp(
        `--required-steps ${other}: task 0 there is "Buy a lamp", here ".+"; .*same --tasks and --seed`,
      ),
    );
    expect(existsSync(never)).toBe(false);
  }, 240_000);

  it('refuses an unknown --env, listing the accepted forms', async () => {
    expectUsageError(
      await webrl(['eval', '--policy', 'oracle', '--env', 'bogus', '--out', join(dir, 'never')]),
      /--env bogus: .*builtin.*miniwob.*miniwob:<path/,
    );
  }, 180_000);
});

describe('webrl eval output', () => {
  it.skipIf(!installedMiniwobHtml)(
    `labels MiniWoB++ tasks with their MiniWoB++ task set, not builtin:test ${miniwobSkipReason}`,
    async () => {
      const checkpoint = join(dir, 'actor');
      saveCheckpoint(checkpoint, await EmbeddedPolicy.create({ network: { seed: 1 } }));
      const out = join(dir, 'miniwob-eval');
      const { status, stdout } = await webrl([
        'eval',
        '--policy',
        checkpoint,
        '--env',
        'miniwob',
        '--limit',
        '1',
        '--max-steps',
        '1',
        '--no-screenshots',
        '--out',
        out,
      ]);
      expect(status).toBe(0);
      expect(stdout).toMatch(/ on miniwob:webgum \(first 1 of \d+\)/);
      expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).taskSet).toBe('miniwob:webgum');
    },
    180_000,
  );

  it('keeps at least one space between the columns of the printed table', () => {
    const result = (taskId: number): EvalTaskResult => ({
      taskId,
      intent: `task ${taskId}`,
      sites: ['shopping'],
      group: 'shopping',
      score: 1,
      success: true,
      failedChecks: [],
      stopReason: 'exit',
      steps: 1,
      answer: 'x',
      errorType: null,
      durationMs: 1,
    });
    const header = {
      taskSet: 'fixture',
      agent: 'a',
      mode: 'vab' as const,
      temperature: 0,
      seed: 0,
      startedAt: '',
      durationMs: 0,
    };
    const table = formatSummaryTable(summarizeEval(header, [result(1), result(2)], countErrorTypes([])));
    const [labels, rates, counts] = table.split('\n').map((line) => line.trim().split(/\s+/));
    expect(labels).toEqual(['Reddit/forum', 'GitLab/code', 'host', 'CMS/admin', 'Map', 'OSS/shop', 'Avg']);
    expect(rates).toEqual(['success', '%', '–', '–', '–', '–', '100.0', '100.0']);
    expect(counts).toEqual(['tasks', '0/0', '0/0', '0/0', '0/0', '2/2', '2/2']);
  });

  it('picks the default --out folder, or a numbered one beside it when it exists or another evaluation holds its lock', () => {
    const base = join(dir, 'default-out');
    expect(firstFreeFolder(base)).toBe(base);
    mkdirSync(base);
    expect(firstFreeFolder(base)).toBe(`${base}-2`);
    mkdirSync(`${base}-2`);
    expect(firstFreeFolder(base)).toBe(`${base}-3`);
    // An evaluation started in the same second, not yet past its first episode, has no folder yet.
    writeFileSync(join(dir, '.default-out-3.lock'), '');
    expect(firstFreeFolder(base)).toBe(`${base}-4`);
  });
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
