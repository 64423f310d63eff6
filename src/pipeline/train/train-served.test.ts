// `webrl train` with the actor, the ORM and the task generator served by an OpenAI-compatible
// server (a local test double of vLLM/OpenAI): rollouts, ORM labels, the curriculum and evaluation
// run against it; the gradient stages of the served actor are skipped, saying why (issue 9).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricRecord, readJsonl, type TaskConfig } from '../../core/index.js';
import { chatReply, completionReply, OpenAITestServer, type RecordedRequest } from '../../models/index.js';
import { TINY_SERVED_CONFIG } from './tiny-train.test-support.js';

const root = resolve(import.meta.dirname, '../../..');

/** Routes each request to the role it is for, by what its prompt says. */
function servedModels(request: RecordedRequest) {
  const text = JSON.stringify(request.body);
  const isChat = request.path === '/v1/chat/completions';
  if (text.includes('evaluating the performance of a website navigation agent')) {
    // P(YES) = 0.3: the ORM calls every rollout a failure, so failures seed the next phase.
    const top = { YES: Math.log(0.3), NO: Math.log(0.7) };
    const reply = isChat
      ? chatReply({ body: request.body, text: 'NO', firstTokenTop: top })
      : completionReply({ body: request.body, text: 'NO', firstTokenTop: top });
    return { kind: 'json' as const, body: reply };
  }
  if (isChat && text.includes('#Given Task#')) {
    const tasks = '`Show me the orders I placed in March 2023`\n`Find the cheapest blue mug in the shop`';
    return { kind: 'json' as const, body: chatReply({ body: request.body, text: tasks }) };
  }
  if (isChat && text.includes('can actually be done')) {
    return {
      kind: 'json' as const,
      body: chatReply({ body: request.body, text: 'Reason: the site supports it. [YES]' }),
    };
  }
  // The actor: scroll once, then stop.
  const action = text.includes('Round 1') ? 'exit(message="done")' : 'do(action="Scroll Down")';
  return { kind: 'json' as const, body: completionReply({ body: request.body, text: action }) };
}

let server: OpenAITestServer;
beforeAll(async () => {
  server = await OpenAITestServer.start({ model: 'served', handler: servedModels });
});
afterAll(async () => server?.close());

describe('webrl train with served models', () => {
  it('runs rollouts, ORM labels, the curriculum and evaluation against the servers and skips the served actor’s training', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-served-'));
    const config = join(runsDir, 'tiny.json');
    writeFileSync(config, JSON.stringify(TINY_SERVED_CONFIG));
    const spec = (chat = false) => `${chat ? 'openai-chat' : 'openai'}:${server.baseUrl}#served`;
    const args = ['bin/webrl.js', 'train', '--config', config, '--runs-dir', runsDir, '--name', 'served'];
    args.push('--policy', spec(), '--orm', spec(), '--generator', spec(true));
    let output = '';
    const code = await new Promise<number | null>((done) => {
      const child = spawn('node', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (c: Buffer) => (output += c));
      child.stderr.on('data', (c: Buffer) => (output += c));
      child.on('exit', done);
    });
    expect(code, output).toBe(0);

    const run = join(runsDir, 'served');
    const state = JSON.parse(readFileSync(join(run, 'state.json'), 'utf8'));
    expect(state.results['phase-00/sft'].skipped).toMatch(/PyTorch learner/);
    expect(state.results['phase-01/actor'].skipped).toMatch(/PyTorch learner/);
    expect(state.results['phase-00/orm']).toMatchObject({ served: expect.any(String), labelled: 2 });

    const tasks = JSON.parse(readFileSync(join(run, 'phase-01', 'tasks.json'), 'utf8')) as TaskConfig[];
    expect(tasks.map((t) => t.intent).sort()).toEqual([
      'Find the cheapest blue mug in the shop',
      'Show me the orders I placed in March 2023',
    ]);
    // Every answer names the same two tasks: all but those two are counted as repeats.
    const curriculum = Object.fromEntries(
      readJsonl<MetricRecord>(join(run, 'metrics.jsonl'))
        .records.filter((m) => m.stage === 'phase-01/tasks')
        .map((m) => [m.name, m.value]),
    );
    expect(curriculum['curriculum/answers']).toBeGreaterThan(0);
    expect(curriculum['curriculum/unusable_answers']).toBe(0);
    expect(curriculum['curriculum/repeated_tasks']).toBe(2 * curriculum['curriculum/answers']! - 2);
    for (const file of readdirSync(join(run, 'phase-01', 'rollouts', 'actions'))) {
      const actions = JSON.parse(readFileSync(join(run, 'phase-01', 'rollouts', 'actions', file), 'utf8'));
      expect(actions.orm_score).toBeCloseTo(0.3, 6);
      expect(actions.evaluator_score).toBeUndefined(); // an LLM-written task has no real evaluator
      expect(actions.actions).toEqual(['do(action="Scroll Down")', 'exit(message="done")']);
    }
    const roles = new Set(
      readJsonl<{ role: string }>(join(run, 'requests.jsonl')).records.map((r) => r.role),
    );
    expect([...roles].sort()).toEqual(['feasibility', 'generator', 'orm', 'policy']);
  }, 900_000);
});
