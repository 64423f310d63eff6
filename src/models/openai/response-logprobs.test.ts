import { describe, expect, it } from 'vitest';
import {
  AlignmentError,
  firstResponseToken,
  scoreEchoedResponse,
  scorePromptLogprobs,
} from './response-logprobs.js';

const starts = (tokens: string[], from = 0) => {
  let offset = from;
  return tokens.map((t) => {
    const start = offset;
    offset += [...t].length;
    return start;
  });
};

describe('firstResponseToken', () => {
  it('finds the first token of a response that starts on a token boundary', () => {
    const tokens = ['<|begin_of_text|>', 'Round', ' 0', '\n', 'do', '(', 'x', ')'];
    expect(firstResponseToken(tokens, starts(tokens), 'do(x)')).toBe(4);
  });

  it('is unaffected by offsets that start after a BOS string', () => {
    const tokens = ['Round', '\n', 'do', '(x)'];
    expect(firstResponseToken(tokens, starts(tokens, 17), 'do(x)')).toBe(2);
  });

  it('counts a token that straddles prompt and response as a response token', () => {
    const tokens = ['Round', '\ndo', '(x)'];
    expect(firstResponseToken(tokens, starts(tokens), 'do(x)')).toBe(1);
  });

  it('refuses byte-level token strings that do not spell the response', () => {
    const tokens = ['Round', 'Ċ', 'do', 'Ġx'];
    expect(() => firstResponseToken(tokens, starts(tokens), 'do x')).toThrow(/not plain text/);
  });

  it('refuses a response longer than the scored text', () => {
    expect(() => firstResponseToken(['ab'], [0], 'abc')).toThrow(AlignmentError);
  });
});

describe('scoreEchoedResponse', () => {
  it('sums the response tokens among the echoed prompt tokens and ignores the generated one', () => {
    const logprobs = {
      tokens: ['<|begin_of_text|>', 'P', '\n', 'do', '()', 'X'],
      token_logprobs: [null, -1, -2, -0.5, -0.25, -9],
      text_offset: [0, 17, 18, 19, 21, 23],
    };
    expect(scoreEchoedResponse(logprobs, 5, 'do()')).toEqual({ logProb: -0.75, tokens: 2 });
  });

  it('scores an empty response as zero over zero tokens', () => {
    expect(scoreEchoedResponse({ tokens: ['a'], token_logprobs: [null] }, 1, '')).toEqual({
      logProb: 0,
      tokens: 0,
    });
  });

  it('refuses a response token without a log-probability', () => {
    const logprobs = { tokens: ['a', 'b'], token_logprobs: [null, null] };
    expect(() => scoreEchoedResponse(logprobs, 2, 'b')).toThrow(
      'token 1 of the response has no log-probability',
    );
  });
});

describe('scorePromptLogprobs', () => {
  const position = (id: number, token: string, logprob: number) => ({
    [String(id)]: { logprob, rank: 1, decoded_token: token },
  });

  it('sums the single entry of each position over the response', () => {
    const positions = [null, position(5, 'P', -1), position(6, '\n', -2), position(7, 'ok', -0.5)];
    expect(scorePromptLogprobs(positions, null, 'ok')).toEqual({ logProb: -0.5, tokens: 1 });
  });

  it('picks the prompt token by its id when a position lists alternatives', () => {
    const positions = [null, { ...position(7, 'ok', -3), ...position(8, 'no', -0.1) }];
    expect(scorePromptLogprobs(positions, [1, 7], 'ok')).toEqual({ logProb: -3, tokens: 1 });
    expect(() => scorePromptLogprobs(positions, null, 'ok')).toThrow(/2 candidates and no prompt_token_ids/);
  });
});
