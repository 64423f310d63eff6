import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelServerError } from './model-server-error.js';
import { OpenAIRewardModel, type OpenAIRewardModelOptions, readYesNo } from './openai-reward-model.js';
import { buildOrmMessages } from './prompts/orm-prompt.js';
import { exampleRewardInput, startTestClient } from './test-fixtures.js';
import type { OpenAITestServer } from './test-server.js';
import { chatReply, completionReply } from './test-server-replies.js';

let server: OpenAITestServer | undefined;
let orm: OpenAIRewardModel;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A reward model whose server answers `text` with `top` as the first token's alternatives. */
async function useOrm(text: string, top: Record<string, number>, options: OpenAIRewardModelOptions = {}) {
  const started = await startTestClient('orm', {
    handler: (request) => ({
      kind: 'json',
      body:
        request.path === '/v1/chat/completions'
          ? chatReply({ body: request.body, text, firstTokenTop: top })
          : completionReply({ body: request.body, text, firstTokenTop: top }),
    }),
  });
  server = started.server;
  orm = new OpenAIRewardModel(started.client, options);
}

const golden = readFileSync(resolve(import.meta.dirname, 'prompts/golden/orm-completion.txt'), 'utf8');

describe('OpenAIRewardModel', () => {
  it("sends WebRL's ORM string for one token and returns P(YES) from the YES/NO log-probabilities", async () => {
    await useOrm('YES', { YES: -0.1, NO: -2.4 });
    const [score] = await orm.scores([exampleRewardInput()]);
    expect(score).toBeCloseTo(Math.exp(-0.1) / (Math.exp(-0.1) + Math.exp(-2.4)), 12);
    expect(server!.bodies[0]).toEqual({
      model: 'test-model',
      prompt: golden,
      max_tokens: 1,
      temperature: 0,
      logprobs: 5,
    });
  });

  it('scores below one half when NO is more likely', async () => {
    await useOrm('NO', { YES: -1.5, NO: -0.3 });
    const [score] = await orm.scores([exampleRewardInput()]);
    expect(score).toBeLessThan(0.5);
    expect(score).toBeCloseTo(1 / (1 + Math.exp(1.2)), 12);
  });

  it('reads chat top_logprobs in chat mode', async () => {
    await useOrm('YES', { YES: -0.2, NO: -1.9 }, { mode: 'chat', topLogprobs: 20 });
    const [score] = await orm.scores([exampleRewardInput()]);
    expect(score).toBeCloseTo(1 / (1 + Math.exp(-1.7)), 12);
    expect(server!.bodies[0]).toEqual({
      model: 'test-model',
      messages: buildOrmMessages(exampleRewardInput()),
      max_tokens: 1,
      temperature: 0,
      logprobs: true,
      top_logprobs: 20,
    });
  });

  it('fails clearly when neither YES nor NO is among the alternatives', async () => {
    await useOrm('Maybe', { Yes: -0.5, No: -1 });
    const error = await orm.scores([exampleRewardInput()]).catch((e) => e);
    expect(error).toBeInstanceOf(ModelServerError);
    expect(error.message).toContain('neither "YES" nor "NO" among the first token\'s top 5 alternatives');
    expect(error.message).toContain('"Maybe", "Yes", "No"');
  });
});

describe('OpenAIRewardModel with a server that returns no log-probabilities', () => {
  it('says the server must return top log-probabilities, not to check its URL', async () => {
    for (const mode of ['completion', 'chat'] as const) {
      const started = await startTestClient('orm', {
        handler: (request) => ({
          kind: 'json',
          body:
            request.path === '/v1/chat/completions'
              ? { choices: [{ message: { role: 'assistant', content: 'YES' }, logprobs: null }] }
              : { choices: [{ text: 'YES', logprobs: null }] },
        }),
      });
      server = started.server;
      const error = await new OpenAIRewardModel(started.client, { mode })
        .scores([exampleRewardInput()])
        .catch((e) => e);
      await started.server.close();
      expect(error).toBeInstanceOf(ModelServerError);
      expect(error.message).toContain('an answer without top log-probabilities for its first token');
      expect(error.message).not.toContain('base URL ends in /v1');
      expect(error.message).toContain(
        mode === 'completion'
          ? 'a /completions request with logprobs: 5'
          : 'logprobs: true and top_logprobs: 5',
      );
    }
  });
});

describe('readYesNo', () => {
  it('applies the two-way softmax', () => {
    expect(readYesNo({ YES: Math.log(0.3), NO: Math.log(0.1), other: -0.1 })).toEqual({
      pYes: expect.closeTo(0.75, 12),
      isBounded: false,
    });
  });

  it('bounds a missing token by the least likely listed one', () => {
    expect(readYesNo({ YES: -0.01, maybe: -3, nah: -5 })).toEqual({
      pYes: expect.closeTo(1 / (1 + Math.exp(-4.99)), 12),
      isBounded: true,
    });
  });

  it('prefers the exact token and accepts a spaced variant otherwise', () => {
    expect(readYesNo({ ' YES': -1, NO: -1 })?.pYes).toBeCloseTo(0.5, 12);
    expect(readYesNo({ YES: -1, ' YES': -0.1, NO: -1 })?.pYes).toBeCloseTo(0.5, 12);
  });

  it('returns undefined when neither token is listed', () => {
    expect(readYesNo({ yes: -0.1 })).toBeUndefined();
  });
});
