// A training run's evaluations group success by the steps each test task requires (WebRL Fig. 4):
// the oracle solves the run's test tasks once, and each phase's summary.json reads its step counts.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionReply, OpenAITestServer } from '../../models/index.js';
import type { EvalSummary } from '../eval-summary.js';
import { spawnTrain, TINY_SERVED_CONFIG } from './tiny-train.test-support.js';

let server: OpenAITestServer;
beforeAll(async () => {
  // The actor stops at once; the ORM calls everything a failure.
  server = await OpenAITestServer.start({
    model: 'served',
    handler: (request) => {
      const isOrm = JSON.stringify(request.body).includes(
        'evaluating the performance of a website navigation agent',
      );
      const body = isOrm
        ? completionReply({
            body: request.body,
            text: 'NO',
            firstTokenTop: { YES: Math.log(0.3), NO: Math.log(0.7) },
          })
        : completionReply({ body: request.body, text: 'exit(message="done")' });
      return { kind: 'json', body };
    },
  });
});
afterAll(async () => server?.close());

describe('webrl train evaluations', () => {
  it("group success by the oracle's step count of each test task, not under unknown", async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-required-steps-'));
    const configPath = join(runsDir, 'tiny.json');
    writeFileSync(
      configPath,
      JSON.stringify({
        ...TINY_SERVED_CONFIG,
        train: { ...TINY_SERVED_CONFIG.train, phases: 0, evalTasks: 4 },
      }),
    );
    const spec = `openai:${server.baseUrl}#served`;
    const attempt = spawnTrain(runsDir, configPath, 'r', { args: ['--policy', spec, '--orm', spec] });
    const code = await attempt.done;
    const output = attempt.log();
    expect(code, output).toBe(0);

    const read = (dir: string) =>
      JSON.parse(
        readFileSync(join(runsDir, 'r', 'phase-00-sft', dir, 'summary.json'), 'utf8'),
      ) as EvalSummary;
    const oracle = read('oracle-eval');
    expect(oracle.agent).toBe('oracle');
    expect(oracle.successes, output).toBe(4);
    const evaluation = read('eval');
    expect(evaluation.results.map((r) => r.taskId)).toEqual(oracle.results.map((r) => r.taskId));
    expect(evaluation.results.map((r) => r.requiredSteps)).toEqual(oracle.results.map((r) => r.steps));
    expect(evaluation.byRequiredSteps.map((b) => b.bucket)).not.toContain('unknown');
    expect(evaluation.byRequiredSteps.reduce((n, b) => n + b.total, 0)).toBe(4);
  }, 300_000);
});
