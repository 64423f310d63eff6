import { afterEach, describe, expect, it } from 'vitest';
import { allOrStop } from './all-or-stop.js';
import { ModelServerError } from './model-server-error.js';
import { OpenAIRewardModel } from './openai-reward-model.js';
import { exampleRewardInput, startTestClient } from './test-fixtures.js';
import type { OpenAITestServer } from './test-server.js';

let server: OpenAITestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('allOrStop', () => {
  it('gives every result in order when all succeed', async () => {
    expect(await allOrStop([3, 1, 2], async (n) => n * 10)).toEqual([30, 10, 20]);
  });

  it('fails with the first failure, after the others have seen the abort and ended', async () => {
    const ended: number[] = [];
    const failure = new Error('down');
    const work = (n: number, signal: AbortSignal) =>
      new Promise<number>((_resolve, reject) => {
        if (n === 0) {
          reject(failure);
          return;
        }
        // The others wait for an answer that never comes, as requests to a stalled server do.
        signal.addEventListener('abort', () => {
          ended.push(n);
          reject(signal.reason);
        });
      });
    await expect(allOrStop([0, 1, 2], work)).rejects.toBe(failure);
    expect(ended.sort()).toEqual([1, 2]);
  });

  it('sends no more requests of an ORM batch once one has failed for good', async () => {
    const started = await startTestClient('orm', {
      handler: () => ({ kind: 'json', status: 400, body: { error: { message: 'prompt too long' } } }),
    });
    server = started.server;
    const inputs = Array.from({ length: 20 }, () => exampleRewardInput());
    const error = await new OpenAIRewardModel(started.client).scores(inputs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelServerError);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // At most the requests in flight when the first failed (the client's concurrency, 4), not 20.
    expect(server.requests.length).toBeLessThanOrEqual(4);
  });
});
