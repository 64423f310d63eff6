// `webrl train` against a served actor that fails in ways a real server does: a task whose every
// request is refused (the seed rollout ends as an infrastructure error, not as the actor's failure),
// and completions without the log-probabilities that were asked for.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type MetricRecord, readJsonl } from '../../core/index.js';
import {
  chatReply,
  completionReply,
  errorBody,
  OpenAITestServer,
  type RecordedRequest,
  type TestReply,
} from '../../models/index.js';
import { spawnTrain, TINY_SERVED_CONFIG } from './tiny-train.test-support.js';

/** The served ORM (P(YES) = 0.3) and feasibility filter; undefined for the actor's requests. */
function ormOrFilter(request: RecordedRequest): TestReply | undefined {
  const text = JSON.stringify(request.body);
  if (text.includes('evaluating the performance of a website navigation agent')) {
    const top = { YES: Math.log(0.3), NO: Math.log(0.7) };
    return { kind: 'json', body: completionReply({ body: request.body, text: 'NO', firstTokenTop: top }) };
  }
  if (request.path === '/v1/chat/completions' && text.includes('#Given Task#')) {
    return {
      kind: 'json',
      body: chatReply({
        body: request.body,
        text: '`Show me the orders I placed in March 2023`\n`Find the cheapest blue mug in the shop`',
      }),
    };
  }
  if (request.path === '/v1/chat/completions') {
    return {
      kind: 'json',
      body: chatReply({ body: request.body, text: 'Reason: the site supports it. [YES]' }),
    };
  }
  return undefined;
}

/** The actor's answer: scroll once, then stop. */
function actorAction(request: RecordedRequest): string {
  return String(request.body.prompt).includes('Round 1')
    ? 'exit(message="done")'
    : 'do(action="Scroll Down")';
}

let server: OpenAITestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Runs `webrl train` with every model served by `server`; the exit code and what it printed. */
async function trainServed(
  config: object,
  extra: string[] = [],
  runsDir = mkdtempSync(join(tmpdir(), 'webrl-served-failures-')),
  env: Record<string, string> = {},
) {
  const configPath = join(runsDir, 'tiny.json');
  writeFileSync(configPath, JSON.stringify(config));
  const spec = (chat = false) => `${chat ? 'openai-chat' : 'openai'}:${server!.baseUrl}#served`;
  const attempt = spawnTrain(runsDir, configPath, 'r', {
    args: ['--policy', spec(), '--orm', spec(), '--generator', spec(true), ...extra],
    env,
  });
  const code = await attempt.done;
  return { code, output: attempt.log(), runsDir, run: join(runsDir, 'r') };
}

const readState = (run: string) => JSON.parse(readFileSync(join(run, 'state.json'), 'utf8'));
const readMetrics = (run: string) => readJsonl<MetricRecord>(join(run, 'metrics.jsonl')).records;

describe('webrl train with a served actor that fails', () => {
  it('leaves a seed rollout the infrastructure ended out of the success rate and counts it apart', async () => {
    // The first seed task's every request is refused (400, no retry): its episode fails twice and
    // is recorded as an infrastructure error; the other seed task runs.
    let refused: string | undefined;
    server = await OpenAITestServer.start({
      model: 'served',
      handler: (request) => {
        const answer = ormOrFilter(request);
        if (answer) return answer;
        const intent = /^Task Instruction: (.*)$/m.exec(String(request.body.prompt))?.[1];
        refused ??= intent;
        if (intent === refused) {
          return { kind: 'json', status: 400, body: errorBody('This prompt is not allowed.', 400) };
        }
        return { kind: 'json', body: completionReply({ body: request.body, text: actorAction(request) }) };
      },
    });
    const { code, output, run } = await trainServed({
      ...TINY_SERVED_CONFIG,
      train: { ...TINY_SERVED_CONFIG.train, phases: 0 },
    });
    expect(code, output).toBe(0);
    expect(readState(run).results['phase-00/seed-rollouts']).toEqual({ rollouts: 1, errors: 1, success: 0 });
    const seedMetrics = readMetrics(run).filter((m) => m.stage === 'phase-00/seed-rollouts');
    expect(
      Object.fromEntries(seedMetrics.filter((m) => m.name.startsWith('env/')).map((m) => [m.name, m.value])),
    ).toEqual({
      'env/seed_rollout_success': 0,
      'env/seed_rollouts': 1,
      'env/seed_rollout_errors': 1,
    });
  }, 300_000);

  it('stops at the stage where its server stops serving, and --resume goes on once it serves again', async () => {
    // Every episode would meet a server that answers 503: none is recorded, the stage is not done.
    let down = true;
    server = await OpenAITestServer.start({
      model: 'served',
      handler: (request) => {
        const answer = ormOrFilter(request);
        if (answer) return answer;
        if (down) {
          const body = errorBody('The server is overloaded.', 503, 'ServiceUnavailableError');
          return { kind: 'json', status: 503, body };
        }
        return { kind: 'json', body: completionReply({ body: request.body, text: actorAction(request) }) };
      },
    });
    const config = { ...TINY_SERVED_CONFIG, train: { ...TINY_SERVED_CONFIG.train, phases: 0 } };
    const env = { WEBRL_OPENAI_MAX_RETRIES: '0' };
    const first = await trainServed(config, ['--no-replay'], undefined, env);
    expect(first.code, first.output).toBe(1);
    const errors = first.output.split('\n').filter((line) => line.startsWith('error: '));
    expect(errors, first.output).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^error: policy model "served" at http:\/\/127\.0\.0\.1:\d+\/v1\/completions answered 503/,
    );
    expect(first.output).toContain('when the server answers again, run the same command with --resume');
    expect(readState(first.run).completed).toEqual(['phase-00/demonstrations', 'phase-00/sft']);
    expect(existsSync(join(first.run, 'phase-00-sft', 'train-rollouts', 'actions'))).toBe(false);

    down = false;
    const second = await trainServed(config, ['--no-replay', '--resume'], first.runsDir, env);
    expect(second.code, second.output).toBe(0);
    expect(readState(second.run).results['phase-00/seed-rollouts']).toEqual({
      rollouts: 2,
      errors: 0,
      success: 0,
    });
  }, 300_000);

  describe('whose completions come back without the log-probabilities asked for', () => {
    const withoutLogprobs = () =>
      OpenAITestServer.start({
        model: 'served',
        handler: (request) => {
          const answer = ormOrFilter(request);
          if (answer) return answer;
          const body = completionReply({ body: request.body, text: actorAction(request) });
          body.choices[0]!.logprobs = null;
          return { kind: 'json', body };
        },
      });

    it('stops before phase 0 rollouts when experience replay will need them, saying what to ask the server for', async () => {
      server = await withoutLogprobs();
      const { code, output, run } = await trainServed(TINY_SERVED_CONFIG);
      expect(code, output).not.toBe(0);
      const errors = output.split('\n').filter((line) => line.startsWith('error: '));
      expect(errors, output).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^error: policy model "served" at http:\/\/127\.0\.0\.1:\d+\/v1\/completions answered 200/,
      );
      expect(errors[0]).toContain('echo: true and logprobs: 1');
      expect(errors[0]).toContain('Experience replay (rl.replay)');
      expect(errors[0]).toContain('--no-replay');
      expect(readState(run).completed).toEqual(['phase-00/demonstrations', 'phase-00/sft']);
      // The check came before any rollout: the actor was asked only to score.
      expect(server.bodies.filter((b) => String(b.prompt).startsWith('Task Instruction') && !b.echo)).toEqual(
        [],
      );
    }, 300_000);

    it('records the steps as not scored and warns once when nothing needs them; no metric turns NaN', async () => {
      server = await withoutLogprobs();
      const { code, output, run } = await trainServed(TINY_SERVED_CONFIG, ['--no-replay']);
      expect(code, output).toBe(0);
      const warnings = output
        .split('\n')
        .filter((line) => line.includes('without the token log-probabilities'));
      expect(warnings, output).toHaveLength(1);
      expect(warnings[0]).toContain('(logprobs: 1)');
      expect(warnings[0]).toContain('log_prob null in the traces');
      const traces = join(run, 'phase-01', 'rollouts', 'traces');
      const lines = readdirSync(traces).flatMap(
        (file) => readJsonl<{ log_prob?: number | null; tokens?: number }>(join(traces, file)).records,
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatchObject({ log_prob: null, tokens: 0 });
      const metrics = readMetrics(run);
      expect(metrics.filter((m) => typeof m.value !== 'number' || !Number.isFinite(m.value))).toEqual([]);
    }, 300_000);
  });
});
