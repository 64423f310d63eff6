import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configureLogging, MemorySink, readJsonl } from '../../core/index.js';
import { OpenAIClient, type OpenAIClientConfig, type OpenAIClientOptions } from './client.js';
import { ModelServerError } from './model-server-error.js';
import { RequestLog, type RequestLogEntry } from './request-log.js';
import { OpenAITestServer, type TestServerOptions, toyModel } from './test-server.js';
import { completionReply, errorBody } from './test-server-replies.js';

const API_KEY = 'sk-test-7c1e9a-secret';
let server: OpenAITestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client of a fresh test server, with recorded (instant) waits and a request log in a temp dir. */
async function setup(
  serverOptions: TestServerOptions = {},
  config: Partial<OpenAIClientConfig> = {},
  options: Partial<OpenAIClientOptions> = {},
) {
  server = await OpenAITestServer.start({ apiKey: API_KEY, ...serverOptions });
  const sleeps: number[] = [];
  const logPath = join(mkdtempSync(join(tmpdir(), 'webrl-openai-')), 'requests.jsonl');
  const client = new OpenAIClient(
    {
      baseUrl: server.baseUrl,
      model: 'test-model',
      concurrency: 4,
      timeoutMs: 2000,
      maxRetries: 3,
      retryBaseDelayMs: 100,
      retryMaxDelayMs: 10_000,
      ...config,
    },
    {
      role: 'policy',
      apiKey: API_KEY,
      requestLog: new RequestLog(logPath),
      random: () => 0.5,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...options,
    },
  );
  const logEntries = () => readJsonl<RequestLogEntry>(logPath).records;
  return { server, client, sleeps, logPath, logEntries };
}

async function failure(promise: Promise<unknown>): Promise<ModelServerError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ModelServerError);
    return error as ModelServerError;
  }
  throw new Error('expected the request to fail');
}

const completion = { prompt: 'Task Instruction: Find X\n\n', maxTokens: 16 };

describe('OpenAIClient requests', () => {
  it('sends the completion fields in snake_case with the key as a bearer token', async () => {
    const { client, server } = await setup({ handler: toyModel('do(action="Scroll Down")') });
    const result = await client.complete({
      ...completion,
      temperature: 0,
      topP: 0.9,
      stop: ['<|eot_id|>'],
      logprobs: 1,
      seed: 7,
    });
    expect(server.bodies[0]).toEqual({
      model: 'test-model',
      prompt: completion.prompt,
      max_tokens: 16,
      temperature: 0,
      top_p: 0.9,
      stop: ['<|eot_id|>'],
      logprobs: 1,
      seed: 7,
    });
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(result.text).toBe('do(action="Scroll Down")');
    expect(result.finishReason).toBe('stop');
    expect(result.logprobs?.tokens.join('')).toBe('do(action="Scroll Down")');
    expect(result.promptTokens).toBeGreaterThan(0);
  });

  it('sends chat messages with logprobs and top_logprobs', async () => {
    const { client, server } = await setup({ handler: toyModel('YES') });
    const result = await client.chat({
      messages: [{ role: 'user', content: 'hi' }],
      maxTokens: 1,
      logprobs: true,
      topLogprobs: 3,
    });
    expect(server.bodies[0]).toEqual({
      model: 'test-model',
      messages: [{ role: 'user', content: 'hi' }],
      max_tokens: 1,
      logprobs: true,
      top_logprobs: 3,
    });
    expect(result.text).toBe('YES');
    expect(result.logprobs?.[0]?.token).toBe('YES');
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const { client, server } = await setup({}, { concurrency: 2 });
    server.handler = (request) => ({
      kind: 'json',
      body: completionReply({ body: request.body, text: 'ok' }),
      delayMs: 50,
    });
    const results = await Promise.all(Array.from({ length: 6 }, () => client.complete(completion)));
    expect(results.map((r) => r.text)).toEqual(Array(6).fill('ok'));
    expect(server.maxInFlight).toBe(2);
  });
});

describe('OpenAIClient failures', () => {
  it('fails at once on 400 with the URL, status, model and server message', async () => {
    const { client, server } = await setup();
    server.enqueue({
      kind: 'json',
      status: 400,
      body: errorBody(
        "This model's maximum context length is 16384 tokens. However, you requested 20000 tokens.",
        400,
      ),
    });
    const error = await failure(client.complete(completion));
    expect(error.message).toContain(
      `policy model "test-model" at ${server.baseUrl}/completions answered 400`,
    );
    expect(error.message).toContain('maximum context length is 16384 tokens');
    expect(error).toMatchObject({ kind: 'http', status: 400, attempts: 1, model: 'test-model' });
    expect(server.requests).toHaveLength(1);
  });

  it('names a wrong model and never retries a 404', async () => {
    const { client, server } = await setup({}, { model: 'webrl-llama-3.1-8b' });
    const error = await failure(client.complete(completion));
    expect(error.message).toContain(
      'answered 404 (1 attempt): The model `webrl-llama-3.1-8b` does not exist.',
    );
    expect(error.message).toContain('check the model name');
    expect(server.requests).toHaveLength(0);
  });

  it('keeps the API key out of errors and the request log even when the server quotes it', async () => {
    const { client, logPath } = await setup({ apiKey: 'sk-the-right-one' });
    const error = await failure(client.complete(completion));
    expect(error.status).toBe(401);
    expect(error.message).toContain('Incorrect API key provided: [redacted]');
    expect(error.message).toContain('check the API key');
    expect(error.message).not.toContain(API_KEY);
    expect(error.serverMessage).not.toContain(API_KEY);
    expect(JSON.stringify(error)).not.toContain(API_KEY);
    expect(readFileSync(logPath, 'utf8')).not.toContain(API_KEY);
  });

  it('waits as long as Retry-After asks on 429, then succeeds', async () => {
    const { client, server, sleeps, logEntries } = await setup();
    server.enqueue({
      kind: 'json',
      status: 429,
      body: errorBody('Rate limit reached', 429),
      headers: { 'retry-after': '7' },
    });
    const result = await client.complete(completion);
    expect(result.text).toBe('do(action="Scroll Down")');
    expect(sleeps).toEqual([7000]);
    expect(logEntries().map((e) => [e.attempt, e.status])).toEqual([
      [1, 429],
      [2, 200],
    ]);
  });

  it('says when Retry-After asks for longer than the retries may wait, and which setting to raise', async () => {
    const sink = new MemorySink();
    configureLogging({ sinks: [sink] });
    const { client, server, sleeps } = await setup(
      {},
      { maxRetries: 1, retryMaxDelayMs: 1000 },
      { settingNames: { retryMaxDelayMs: 'R_VAR', concurrency: 'C_VAR' } },
    );
    server.handler = () => ({
      kind: 'json',
      status: 429,
      body: errorBody('Rate limit reached', 429),
      headers: { 'retry-after': '120' },
    });
    const error = await failure(client.complete(completion));
    configureLogging({ sinks: [] });
    expect(sleeps).toEqual([1000]);
    expect(error.message).toContain(
      'the server asked to wait 120 s before retrying (Retry-After), longer than the longest wait between attempts (R_VAR, now 1000 ms); raise it, lower the requests in flight (C_VAR, now 4) or try later',
    );
    const retry = sink.records.find((r) => r.message === 'policy request failed, retrying');
    expect(retry?.fields).toMatchObject({ waitMs: 1000, retryAfterMs: 120_000 });
  });

  it('retries 500 and 503 with growing backoff, then succeeds', async () => {
    const { client, server, sleeps } = await setup();
    server.enqueue(
      { kind: 'json', status: 500, body: errorBody('internal', 500) },
      { kind: 'raw', status: 503, body: 'Service Unavailable' },
    );
    await client.complete(completion);
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([75, 150]);
  });

  it('gives up after maxRetries with the last status and the number of attempts', async () => {
    const { client, server } = await setup({}, { maxRetries: 2 });
    server.handler = () => ({ kind: 'raw', status: 503, body: '<html>upstream busy</html>' });
    const error = await failure(client.complete(completion));
    expect(error.message).toContain('answered 503 (3 attempts): <html>upstream busy</html>');
    expect(error).toMatchObject({ kind: 'http', status: 503, attempts: 3 });
  });

  it('retries an answer slower than the timeout, then reports the timeout', async () => {
    const { client, server, logEntries } = await setup({}, { timeoutMs: 500, maxRetries: 1 });
    server.enqueue({ kind: 'hang' });
    expect((await client.complete(completion)).text).toBe('do(action="Scroll Down")');
    server.handler = () => ({ kind: 'hang' });
    const error = await failure(client.complete(completion));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('did not answer within 500 ms (2 attempts)');
    expect(logEntries().map((e) => e.status)).toEqual(['timeout', 200, 'timeout', 'timeout']);
  });

  it('names where to raise the time limit and lower the concurrency in timeout and 429 hints', async () => {
    const { client, server } = await setup(
      {},
      { timeoutMs: 300, maxRetries: 0, concurrency: 4 },
      { settingNames: { timeoutMs: 'T_VAR', concurrency: 'C_VAR' } },
    );
    server.handler = () => ({ kind: 'hang' });
    const timeout = await failure(client.complete(completion));
    expect(timeout.message).toContain(
      'did not answer within 300 ms (1 attempt); raise the time limit (T_VAR) or, if the server is overloaded, lower the requests in flight (C_VAR, now 4)',
    );
    server.handler = () => ({ kind: 'json', status: 429, body: errorBody('Rate limit reached', 429) });
    const limited = await failure(client.complete(completion));
    expect(limited.message).toContain(
      'the server kept rate-limiting; lower the requests in flight (C_VAR, now 4) or try later',
    );
  });

  it('refuses an answer longer than its limit, read no further, without retrying', async () => {
    const { client, server, logEntries } = await setup(
      { handler: toyModel('do(action="Scroll Down")') },
      {},
      { maxResponseBytes: 2000 },
    );
    expect((await client.complete(completion)).text).toBe('do(action="Scroll Down")');
    server.handler = () => ({ kind: 'raw', body: `{"choices": [{"text": "${'x'.repeat(3000)}"}]}` });
    const error = await failure(client.complete(completion));
    expect(error.kind).toBe('malformed-response');
    expect(error.message).toContain('answered 200 with a body over 2000 bytes, not read further');
    expect(logEntries().map((e) => [e.status, e.error])).toEqual([
      [200, undefined],
      [200, 'body over 2000 bytes'],
    ]);
  });

  it('stops reading a body without a length once it passes the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      // One chunk a turn of the event loop, so that a reader that never stops does not starve the
      // test's own timeout.
      async pull(controller) {
        await new Promise((next) => setImmediate(next));
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const { client } = await setup(
      {},
      {},
      { maxResponseBytes: 10_000, fetch: async () => new Response(endless, { status: 200 }) },
    );
    const error = await failure(client.complete(completion));
    expect(error.message).toContain('a body over 10000 bytes');
    expect(pulled).toBeLessThan(20);
  });

  it('times out a body that stalls after the headers', async () => {
    const { client, server } = await setup({}, { timeoutMs: 500, maxRetries: 0 });
    server.enqueue({ kind: 'partial', body: '{"id": "cmpl-1", "choices": [' });
    const error = await failure(client.complete(completion));
    expect(error.kind).toBe('timeout');
  });

  it('retries a dropped connection, and reports one that keeps dropping', async () => {
    const { client, server } = await setup({}, { maxRetries: 2 });
    server.enqueue({ kind: 'drop' });
    expect((await client.complete(completion)).text).toBe('do(action="Scroll Down")');
    server.handler = () => ({ kind: 'drop' });
    const error = await failure(client.complete(completion));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(
      /could not be reached \(.+; 3 attempts\); check that the server is running/,
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('says a connection that dropped mid-answer was reached, and points at the server', async () => {
    const { client, server } = await setup({}, { maxRetries: 0 });
    server.handler = () => ({ kind: 'cut', body: '{"id": "cmpl-1", "choices": [' });
    const error = await failure(client.complete(completion));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(
      /dropped the connection while sending its answer \(.+; 1 attempt\); check the server's log for a crash or a restart$/,
    );
  });

  it('reports a server that is not there', async () => {
    const { client, server } = await setup({}, { maxRetries: 1 });
    await server.close();
    const error = await failure(client.complete(completion));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('retries a refused connection at most twice, within a second, even with the default retry settings', async () => {
    const { client, server, sleeps, logEntries } = await setup(
      {},
      { maxRetries: 4, retryBaseDelayMs: 500, retryMaxDelayMs: 30_000 },
    );
    await server.close();
    const error = await failure(client.complete(completion));
    expect(error.kind).toBe('network');
    expect(error.attempts).toBe(3);
    expect(logEntries().map((e) => e.status)).toEqual(['network', 'network', 'network']);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1000);
    expect(error.message).toMatch(
      /could not be reached \(ECONNREFUSED.*; 3 attempts\); nothing answers at that address: check that the server is running and on that host and port/,
    );
  });

  it('fails at once on 404 for a base URL without /v1, naming the fix', async () => {
    const { client, server, sleeps, logEntries } = await setup();
    const wrongPath = new OpenAIClient(
      { ...client.config, baseUrl: server.baseUrl.replace(/\/v1$/, '') },
      { role: 'policy', apiKey: API_KEY, sleep: async (ms) => void sleeps.push(ms) },
    );
    const error = await failure(wrongPath.complete(completion));
    expect(error).toMatchObject({ kind: 'http', status: 404, attempts: 1 });
    expect(error.message).toContain('check the model name and that the base URL ends in /v1');
    expect(sleeps).toEqual([]);
    expect(logEntries()).toEqual([]);
  });

  it('does not retry malformed JSON and says what the body started with', async () => {
    const { client, server } = await setup();
    server.enqueue({ kind: 'raw', body: '{"choices": [{"text": "do(' });
    const error = await failure(client.complete(completion));
    expect(error.kind).toBe('malformed-response');
    expect(error.message).toMatch(
      /answered 200 with a body that is not JSON \(Unterminated string in JSON at position \d+; it starts with "\{\\"choices\\": \[\{\\"text\\": \\"do\("\)/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('names the missing field of a JSON body that is not a completion', async () => {
    const { client, server } = await setup();
    server.enqueue({ kind: 'json', body: { choices: [{ index: 0 }] } });
    const error = await failure(client.complete(completion));
    expect(error.message).toContain(
      'a body that is not a completions response (choices[0].text: required string is missing)',
    );
  });
});

describe('OpenAIClient cancellation', () => {
  it('stops a request in flight when the caller aborts', async () => {
    const { client, server, logEntries } = await setup();
    server.handler = () => ({ kind: 'hang' });
    const controller = new AbortController();
    const pending = client.complete(completion, controller.signal);
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('run stopped'));
    await expect(pending).rejects.toThrow('run stopped');
    expect(logEntries().map((e) => e.status)).toEqual(['aborted']);
  });

  it('stops a request still waiting for a concurrency slot', async () => {
    const { client, server } = await setup({}, { concurrency: 1 });
    server.enqueue({
      kind: 'json',
      body: completionReply({ body: { prompt: '', model: 'test-model' }, text: 'a' }),
      delayMs: 100,
    });
    const first = client.complete(completion);
    const controller = new AbortController();
    const second = client.complete(completion, controller.signal);
    controller.abort(new Error('cancelled while queued'));
    await expect(second).rejects.toThrow('cancelled while queued');
    expect((await first).text).toBe('a');
    expect(server.requests).toHaveLength(1);
  });
});

describe('request log', () => {
  it('writes one line per attempt with role, endpoint, model, latency and tokens, and no prompt text', async () => {
    const { client, logPath, logEntries } = await setup();
    await client.complete(completion);
    const [entry] = logEntries();
    expect(entry).toMatchObject({
      role: 'policy',
      endpoint: 'completions',
      model: 'test-model',
      status: 200,
      attempt: 1,
    });
    expect(entry!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(entry!.promptTokens).toBeGreaterThan(0);
    expect(entry!.completionTokens).toBeGreaterThan(0);
    expect(Date.parse(entry!.time)).not.toBeNaN();
    expect(readFileSync(logPath, 'utf8')).not.toContain('Task Instruction');
  });
});
