import { afterEach, describe, expect, it } from 'vitest';
import { configureLogging, MemorySink } from '../../core/index.js';
import { ModelServerError } from './model-server-error.js';
import { OpenAIJudge, type OpenAIJudgeOptions } from './openai-judge.js';
import { buildFuzzyMatchMessages, buildUnachievableMatchMessages } from './prompts/judge-prompt.js';
import { startTestClient } from './test-fixtures.js';
import { type OpenAITestServer, toyModel } from './test-server.js';

let server: OpenAITestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function useJudge(reply: string, options: OpenAIJudgeOptions = {}) {
  const started = await startTestClient('judge', { handler: toyModel(reply) });
  server = started.server;
  return new OpenAIJudge(started.client, options);
}

const fuzzy = { intent: 'What is the price?', reference: '$4.99', prediction: '4.99 dollars' };
const ua = {
  intent: 'Add order history',
  reason: 'We cannot add order history.',
  prediction: 'No such button',
};

describe('OpenAIJudge', () => {
  it("sends WebArena's fuzzy_match messages with temperature 0, max_tokens 768, top_p 1", async () => {
    const judge = await useJudge('Correct');
    expect(await judge.fuzzyMatch(fuzzy)).toBe(1);
    expect(server!.bodies[0]).toEqual({
      model: 'test-model',
      messages: buildFuzzyMatchMessages(fuzzy),
      max_tokens: 768,
      temperature: 0,
      top_p: 1,
    });
  });

  it('scores "partially correct" as 0', async () => {
    const judge = await useJudge('partially correct');
    expect(await judge.fuzzyMatch(fuzzy)).toBe(0);
  });

  it('judges unachievable answers by same/different', async () => {
    const judge = await useJudge('same');
    expect(await judge.unachievableMatch(ua)).toBe(1);
    expect(server!.bodies[0]).toMatchObject({ messages: buildUnachievableMatchMessages(ua) });
    server!.handler = toyModel('different');
    expect(await judge.unachievableMatch(ua)).toBe(0);
  });

  it('scores an unclear reply 0 by default and raises it when asked to', async () => {
    expect(await (await useJudge('I cannot decide')).fuzzyMatch(fuzzy)).toBe(0);
    await server!.close();
    const strict = await useJudge('I cannot decide', { onUnclearReply: 'throw' });
    const error = await strict.unachievableMatch(ua).catch((e) => e);
    expect(error).toBeInstanceOf(ModelServerError);
    expect(error.message).toContain(`a judge reply without 'same' or 'different': "I cannot decide"`);
  });

  it('names an empty reply (content null) and its finish_reason, scoring 0 or raising it', async () => {
    const sink = new MemorySink();
    configureLogging({ sinks: [sink] });
    const started = await startTestClient('judge', {
      handler: () => ({
        kind: 'json',
        body: {
          choices: [{ message: { role: 'assistant', content: null }, finish_reason: 'content_filter' }],
        },
      }),
    });
    server = started.server;
    expect(await new OpenAIJudge(started.client).fuzzyMatch(fuzzy)).toBe(0);
    configureLogging({ sinks: [] });
    expect(sink.records.map((r) => r.message)).toContain(
      'an empty judge reply (finish_reason content_filter); scoring 0',
    );
    const strict = new OpenAIJudge(started.client, { onUnclearReply: 'throw' });
    const error = await strict.fuzzyMatch(fuzzy).catch((e) => e);
    expect(error.message).toContain('an empty judge reply (finish_reason content_filter)');
  });
});
