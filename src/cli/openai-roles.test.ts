import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../core/index.js';
import { OpenAIPolicy, OpenAIRewardModel, OpenAITestServer, toyModel } from '../models/index.js';
import {
  createOpenAIBackend,
  isOpenAIModelSpec,
  openAIRoleSettings,
  parseOpenAIModelSpec,
} from './openai-roles.js';

const SPEC = 'openai:http://127.0.0.1:8000/v1#webrl-llama-3.1-8b';

describe('parseOpenAIModelSpec', () => {
  it('splits openai:<url>#<model> and picks completion or chat mode from the prefix', () => {
    expect(parseOpenAIModelSpec(SPEC, '--policy')).toEqual({
      baseUrl: 'http://127.0.0.1:8000/v1',
      model: 'webrl-llama-3.1-8b',
      mode: 'completion',
    });
    expect(
      parseOpenAIModelSpec('openai-chat:https://api.openai.com/v1#gpt-4o-2024-05-13', '--generator'),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-2024-05-13',
      mode: 'chat',
    });
    expect(parseOpenAIModelSpec('openai:http://h:1/v1#THUDM/webrl-orm#2', '--orm').model).toBe(
      'THUDM/webrl-orm#2',
    );
  });

  it.each([
    ['embedded', /is not a server spec; write openai:<base URL>#<model>/],
    ['openai:http://127.0.0.1:8000/v1', /names no model; add #<served model name>/],
    ['openai:http://127.0.0.1:8000/v1#', /names no model/],
    ['openai:127.0.0.1:8000#m', /"127\.0\.0\.1:8000" is not an http\(s\) URL/],
  ])('rejects %j with a ConfigError that shows the right form', (spec, message) => {
    expect(() => parseOpenAIModelSpec(spec, '--policy')).toThrow(ConfigError);
    expect(() => parseOpenAIModelSpec(spec, '--policy')).toThrow(message);
  });

  it('tells server specs from other model names', () => {
    expect(isOpenAIModelSpec(SPEC)).toBe(true);
    expect(isOpenAIModelSpec('openai-chat:x')).toBe(true);
    expect(isOpenAIModelSpec('embedded')).toBe(false);
  });
});

describe('openAIRoleSettings', () => {
  it('takes the per-role key over the shared one and stores only the variable name', () => {
    const env = { WEBRL_OPENAI_API_KEY: 'sk-shared', WEBRL_OPENAI_API_KEY_ORM: 'sk-orm-only' };
    const orm = openAIRoleSettings('orm', SPEC, '--orm', env);
    const policy = openAIRoleSettings('policy', SPEC, '--policy', env);
    expect(orm.apiKey).toBe('sk-orm-only');
    expect(orm.config.apiKeyEnv).toBe('WEBRL_OPENAI_API_KEY_ORM');
    expect(policy.apiKey).toBe('sk-shared');
    expect(JSON.stringify(orm.config)).not.toContain('sk-');
    expect(openAIRoleSettings('judge', SPEC, '--judge', {}).apiKey).toBeUndefined();
  });

  it('reads concurrency, timeout, retries and their longest wait per role, else for all roles, else the defaults', () => {
    const env = {
      WEBRL_OPENAI_CONCURRENCY: '16',
      WEBRL_OPENAI_CONCURRENCY_ORM: '2',
      WEBRL_OPENAI_TIMEOUT_MS: '5000',
      WEBRL_OPENAI_RETRY_MAX_DELAY_MS_ORM: '90000',
    };
    expect(openAIRoleSettings('orm', SPEC, '--orm', env).config).toMatchObject({
      concurrency: 2,
      timeoutMs: 5000,
      maxRetries: 4,
      retryMaxDelayMs: 90_000,
    });
    expect(openAIRoleSettings('judge', SPEC, '--judge', env).config.retryMaxDelayMs).toBe(30_000);
    expect(openAIRoleSettings('policy', SPEC, '--policy', env).config).toMatchObject({ concurrency: 16 });
  });

  it('names the variable of a bad number', () => {
    expect(() =>
      openAIRoleSettings('policy', SPEC, '--policy', { WEBRL_OPENAI_TIMEOUT_MS_POLICY: '2m' }),
    ).toThrow('WEBRL_OPENAI_TIMEOUT_MS_POLICY: expected a whole number (got "2m")');
    expect(() => openAIRoleSettings('policy', SPEC, '--policy', { WEBRL_OPENAI_CONCURRENCY: '0' })).toThrow(
      /concurrency: must be >= 1 \(got 0\)/,
    );
  });
});

describe('createOpenAIBackend', () => {
  let server: OpenAITestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('builds a working policy that sends the key and logs requests without it', async () => {
    server = await OpenAITestServer.start({
      apiKey: 'sk-cli-secret',
      model: 'webrl',
      handler: toyModel('do(action="Scroll Down")'),
    });
    const requestLogPath = join(mkdtempSync(join(tmpdir(), 'webrl-cli-')), 'requests.jsonl');
    const policy = createOpenAIBackend('policy', `openai:${server.baseUrl}#webrl`, {
      flag: '--policy',
      env: { WEBRL_OPENAI_API_KEY: 'sk-cli-secret' },
      requestLogPath,
    });
    expect(policy).toBeInstanceOf(OpenAIPolicy);
    const observation = {
      url: '',
      title: '',
      html: '<html/>',
      elements: [],
      texts: [],
      scroll: { y: 0, height: 0, viewportHeight: 0 },
      tabs: [],
      activeTab: 0,
    };
    const output = await policy.act({ intent: 'Find X', history: [], observation }, { temperature: 0 });
    expect(output.action).toEqual({ kind: 'do', action: 'Scroll Down' });
    const log = readFileSync(requestLogPath, 'utf8');
    expect(log).toContain('"role":"policy"');
    expect(log).not.toContain('sk-cli-secret');
  });

  it("names the role's WEBRL_OPENAI_* variables in a timeout's hint", async () => {
    server = await OpenAITestServer.start({ model: 'webrl', handler: () => ({ kind: 'hang' }) });
    const policy = createOpenAIBackend('policy', `openai:${server.baseUrl}#webrl`, {
      flag: '--policy',
      env: { WEBRL_OPENAI_TIMEOUT_MS: '200', WEBRL_OPENAI_MAX_RETRIES: '0' },
    });
    const observation = {
      url: '',
      title: '',
      html: '<html/>',
      elements: [],
      texts: [],
      scroll: { y: 0, height: 0, viewportHeight: 0 },
      tabs: [],
      activeTab: 0,
    };
    const error = await policy
      .act({ intent: 'Find X', history: [], observation }, { temperature: 0 })
      .catch((e) => e);
    expect(error.message).toContain(
      'raise the time limit (WEBRL_OPENAI_TIMEOUT_MS_POLICY or WEBRL_OPENAI_TIMEOUT_MS) or, if the server is overloaded, lower the requests in flight (WEBRL_OPENAI_CONCURRENCY_POLICY or WEBRL_OPENAI_CONCURRENCY, now 8)',
    );
  });

  it('gives each role its backend', () => {
    expect(createOpenAIBackend('orm', SPEC, { flag: '--orm', env: {} })).toBeInstanceOf(OpenAIRewardModel);
  });
});
