// The ORM's labelled set from a policy's rollouts: an episode the infrastructure ended (a request the
// model server refused twice) is no failure of the policy, so it is left out rather than labelled 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, PagePool, startFixtureServer } from '../browser/index.js';
import { EnvConfig } from '../core/index.js';
import { StaticSlotProvider } from '../env/index.js';
import { fixtureTask } from '../env/test-task.test-support.js';
import { completionReply, errorBody, OpenAIClient, OpenAIPolicy, OpenAITestServer } from '../models/index.js';
import { buildRewardDataset } from './reward-dataset.js';

let site: FixtureServer;
beforeAll(async () => {
  site = await startFixtureServer();
});
afterAll(async () => {
  await site?.close();
});

describe('buildRewardDataset with a policy', () => {
  it('labels the rollouts that ran and leaves out those the infrastructure ended', async () => {
    const refused = 'Find product 2 and tell me its price';
    const model = await OpenAITestServer.start({
      handler: (request) =>
        String(request.body.prompt).includes(refused)
          ? { kind: 'json', status: 400, body: errorBody('This prompt is not allowed.', 400) }
          : { kind: 'json', body: completionReply({ body: request.body, text: 'exit(message="$3.99")' }) },
    });
    const client = new OpenAIClient(
      {
        baseUrl: model.baseUrl,
        model: 'test-model',
        concurrency: 2,
        timeoutMs: 5000,
        maxRetries: 0,
        retryBaseDelayMs: 1,
        retryMaxDelayMs: 1,
      },
      { role: 'policy' },
    );
    const pool = new PagePool({ size: 1, viewport: { width: 1280, height: 720 } });
    try {
      const tasks = [1, 2, 3].map((n) =>
        fixtureTask({ task_id: n, intent: `Find product ${n} and tell me its price` }),
      );
      const records = await buildRewardDataset({
        tasks,
        demonstrations: [],
        corruptionDraws: 0,
        policy: new OpenAIPolicy(client),
        slots: new StaticSlotProvider({ urls: { shopping: site.origin }, size: 1 }),
        pool,
        config: EnvConfig.parse({ parallelEpisodes: 1 }),
        helpers: new Map(),
        taskSet: 'fixture',
        seed: 1,
      });
      expect(records.map((r) => [r.source, r.trajectory.taskId, r.label])).toEqual([
        ['policy', 1, 1],
        ['policy', 3, 1],
      ]);
    } finally {
      await pool.close();
      await model.close();
    }
  });
});
