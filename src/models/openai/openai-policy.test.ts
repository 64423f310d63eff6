import { afterEach, describe, expect, it } from 'vitest';
import { configureLogging, MemorySink } from '../../core/index.js';
import { ModelServerError } from './model-server-error.js';
import { OpenAIPolicy, type OpenAIPolicyOptions } from './openai-policy.js';
import { buildActorMessages, buildActorPrompt } from './prompts/actor-prompt.js';
import { ACTOR_SYSTEM_PROMPT } from './prompts/actor-system-prompt.js';
import { exampleContext, startTestClient } from './test-fixtures.js';
import { type OpenAITestServer, type TestHandler, toyModel } from './test-server.js';
import { toyLogprob, toyTokenize } from './test-server-replies.js';

let server: OpenAITestServer | undefined;
let policy: OpenAIPolicy;

/** Starts a test server answering with `handler` and a policy of it. */
async function usePolicy(handler: TestHandler, options: OpenAIPolicyOptions = {}): Promise<void> {
  const started = await startTestClient('policy', { handler });
  server = started.server;
  policy = new OpenAIPolicy(started.client, options);
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** What the toy model's log-probability of `text` is, computed without the server. */
const toyScore = (text: string) => {
  const tokens = toyTokenize(text);
  return { logProb: tokens.reduce((sum, token) => sum + toyLogprob(token), 0), tokens: tokens.length };
};

/** A completions server that answers `do(action="Scroll Up")` with these two token log-probabilities. */
function scrollUpWithLogprobs(tokenLogprobs: (number | null)[]): TestHandler {
  const choice = {
    text: 'do(action="Scroll Up")',
    logprobs: { tokens: ['do', '('], token_logprobs: tokenLogprobs },
  };
  return () => ({ kind: 'json', body: { choices: [choice] } });
}

const RESPONSE = '# Element: the search bar\ndo(action="Search", argument="x", element="3")';

describe('OpenAIPolicy in completion mode', () => {
  it("sends WebRL's exact prompt with stop <|eot_id|> and keeps the raw response verbatim", async () => {
    await usePolicy(toyModel(RESPONSE));
    const output = await policy.act(exampleContext(2), { temperature: 0 });
    expect(server!.bodies[0]).toEqual({
      model: 'test-model',
      prompt: buildActorPrompt(exampleContext(2)),
      max_tokens: 2048,
      temperature: 0,
      top_p: 0.9,
      stop: ['<|eot_id|>'],
      logprobs: 1,
    });
    expect(output.response).toBe(RESPONSE);
    expect(output.action).toEqual({ kind: 'do', action: 'Search', argument: 'x', element: '3' });
    expect(output.parseError).toBeUndefined();
    expect(output.logProb).toBeCloseTo(toyScore(RESPONSE).logProb, 10);
    expect(output.tokens).toBe(toyScore(RESPONSE).tokens);
    expect(policy.name).toBe('openai:test-model');
  });

  it('returns an unparsable response as data, with the parse error', async () => {
    await usePolicy(toyModel('I would click the button'));
    const output = await policy.act(exampleContext(0), { temperature: 1 });
    expect(output.response).toBe('I would click the button');
    expect(output.action).toBeNull();
    expect(output.parseError).toMatch(/expected do\(\.\.\.\) or exit\(\.\.\.\)/);
  });

  it('passes a seed drawn from the run random source, so sampling repeats', async () => {
    await usePolicy(toyModel('do(action="Scroll Up")'));
    await policy.act(exampleContext(0), { temperature: 1, random: () => 0.25 });
    expect(server!.bodies[0]).toMatchObject({ temperature: 1, seed: 2 ** 29 });
  });

  it('reports NaN over 0 tokens when log-probabilities are not requested', async () => {
    await usePolicy(toyModel('do(action="Scroll Up")'), { requestLogprobs: false });
    const output = await policy.act(exampleContext(0), { temperature: 0 });
    expect(server!.bodies[0]).not.toHaveProperty('logprobs');
    expect(output.logProb).toBeNaN();
    expect(output.tokens).toBe(0);
  });

  it('records token log-probabilities that are all null as none (NaN), not as a certain 0', async () => {
    await usePolicy(scrollUpWithLogprobs([null, null]));
    const output = await policy.act(exampleContext(0), { temperature: 0 });
    expect(output.logProb).toBeNaN();
    expect(output.tokens).toBe(0);
  });

  it('refuses a positive log-probability as a malformed answer, naming the token', async () => {
    await usePolicy(scrollUpWithLogprobs([-0.5, 7.5]));
    const error = await policy.act(exampleContext(0), { temperature: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelServerError);
    expect((error as ModelServerError).kind).toBe('malformed-response');
    expect((error as Error).message).toContain('token_logprobs[1]: must be <= 0.0001 (got 7.5)');
  });

  it('scores given responses through echo + logprobs, summing exactly the response tokens', async () => {
    await usePolicy(toyModel('unused'));
    const items = [
      { context: exampleContext(2), response: RESPONSE },
      { context: exampleContext(0), response: 'exit(message="X is 42")' },
      { context: exampleContext(1), response: '' },
    ];
    const scores = await policy.scoreResponses(items);
    expect(scores[0]!.logProb).toBeCloseTo(toyScore(RESPONSE).logProb, 10);
    expect(scores[0]!.tokens).toBe(toyScore(RESPONSE).tokens);
    expect(scores[1]!.logProb).toBeCloseTo(toyScore('exit(message="X is 42")').logProb, 10);
    expect(scores[2]).toEqual({ logProb: 0, tokens: 0 });
    expect(server!.bodies[0]).toEqual({
      model: 'test-model',
      prompt: buildActorPrompt(exampleContext(2)) + RESPONSE,
      max_tokens: 1,
      temperature: 0,
      logprobs: 1,
      echo: true,
    });
  });

  it("scores given responses through vLLM's prompt_logprobs", async () => {
    await usePolicy(toyModel('unused'), { scoring: 'prompt-logprobs' });
    const [score] = await policy.scoreResponses([{ context: exampleContext(2), response: RESPONSE }]);
    expect(score!.logProb).toBeCloseTo(toyScore(RESPONSE).logProb, 10);
    expect(score!.tokens).toBe(toyScore(RESPONSE).tokens);
    expect(server!.bodies[0]).toMatchObject({ prompt_logprobs: 0, max_tokens: 1 });
  });

  it('says clearly when the server answers a scoring request without log-probabilities', async () => {
    await usePolicy(toyModel('unused'));
    server!.handler = (request) => ({
      kind: 'json',
      body: { choices: [{ text: String(request.body.prompt), logprobs: null }], usage: { prompt_tokens: 3 } },
    });
    const error = await policy
      .scoreResponses([{ context: exampleContext(0), response: 'do(x)' }])
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelServerError);
    expect(error.message).toContain('cannot score the response: the answer has no logprobs');
  });

  it('tells a server that scores without log-probabilities what to return, not to check its URL', async () => {
    await usePolicy(toyModel('unused'));
    server!.handler = (request) => ({
      kind: 'json',
      body: { choices: [{ text: String(request.body.prompt), logprobs: null }], usage: { prompt_tokens: 3 } },
    });
    const error = await policy
      .scoreResponses([{ context: exampleContext(0), response: 'do(x)' }])
      .catch((e) => e);
    expect(error.kind).toBe('malformed-response');
    expect(error.message).not.toContain('base URL ends in /v1');
    expect(error.message).toContain(
      'scoring given text needs a server that returns the log-probabilities of the prompt tokens of a /completions request with echo: true and logprobs: 1 (vLLM does)',
    );
  });
});

describe('OpenAIPolicy in chat mode', () => {
  it('sends the system prompt and rounds as messages and sums the chat logprobs', async () => {
    await usePolicy(toyModel(RESPONSE), { mode: 'chat' });
    const output = await policy.act(exampleContext(2), { temperature: 0 });
    expect(server!.bodies[0]).toEqual({
      model: 'test-model',
      messages: buildActorMessages(exampleContext(2), ACTOR_SYSTEM_PROMPT),
      max_tokens: 2048,
      temperature: 0,
      top_p: 0.9,
      logprobs: true,
    });
    expect(output.action).toEqual({ kind: 'do', action: 'Search', argument: 'x', element: '3' });
    expect(output.logProb).toBeCloseTo(toyScore(RESPONSE).logProb, 10);
  });

  it('records a null message content as an empty response and says so once', async () => {
    const sink = new MemorySink();
    configureLogging({ sinks: [sink] });
    await usePolicy(
      () => ({ kind: 'json', body: { choices: [{ message: { role: 'assistant', content: null } }] } }),
      {
        mode: 'chat',
      },
    );
    for (const _ of [1, 2]) {
      const output = await policy.act(exampleContext(0), { temperature: 0 });
      expect(output.response).toBe('');
      expect(output.action).toBeNull();
    }
    const warnings = sink.records.filter((r) => r.level === 'warn').map((r) => r.message);
    expect(warnings.filter((m) => m.includes('an answer whose message content is null'))).toHaveLength(1);
  });

  it('refuses to score responses, saying why', async () => {
    await usePolicy(toyModel('x'), { mode: 'chat' });
    await expect(policy.scoreResponses([{ context: exampleContext(0), response: 'x' }])).rejects.toThrow(
      /scoreResponses needs mode "completion"/,
    );
  });
});
