// log π(response | prompt) from a server's token log-probabilities of prompt + response, with the
// response's tokens found from the server's own token strings and offsets (never by re-tokenizing:
// a local tokenizer could split differently from the served one).
import type { ScoredResponse } from '../roles.js';
import type { CompletionLogprobs, PromptLogprobPosition } from './api-types.js';
import { codePointLength } from './code-points.js';

/** Why the response's tokens could not be found; the caller turns it into a ModelServerError. */
export class AlignmentError extends Error {
  override name = 'AlignmentError';
}

/**
 * Index of the first token that holds part of the response, given each prompt token's text and
 * start offset in code points. The response is the last `codePointLength(response)` characters of
 * the scored text. A token that straddles the boundary (prompt text merged with the response's
 * first characters) counts as a response token: its log-probability is the closest available.
 */
export function firstResponseToken(
  tokens: readonly string[],
  starts: readonly number[],
  response: string,
): number {
  const count = tokens.length;
  if (count === 0) throw new AlignmentError('the server returned no prompt tokens');
  const end = starts[count - 1]! + codePointLength(tokens[count - 1]!);
  const responseStart = end - codePointLength(response);
  if (responseStart < 0) {
    throw new AlignmentError(
      `the returned tokens cover ${end} characters, fewer than the ${codePointLength(response)} of the response`,
    );
  }
  let first = count;
  while (first > 0 && starts[first - 1]! + codePointLength(tokens[first - 1]!) > responseStart) first--;
  // An ASCII response must appear verbatim at the end of its tokens' text; when it does not, the
  // server reports tokens in another form (e.g. byte-level "Ġ"/"Ċ" strings) and offsets mean nothing.
  const joined = tokens.slice(first).join('');
  if (isAscii(response) && !joined.endsWith(response)) {
    throw new AlignmentError(
      `the last tokens read ${JSON.stringify(joined.slice(-60))}, not the response; the server's token strings are not plain text (use a vLLM that returns decoded tokens, or the other scoring method)`,
    );
  }
  return first;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Cumulative start offsets of `tokens` (what vLLM's `text_offset` is). */
function cumulativeStarts(tokens: readonly string[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const token of tokens) {
    starts.push(offset);
    offset += codePointLength(token);
  }
  return starts;
}

/**
 * Scores a response from a completions answer with `echo: true` and `logprobs`: the first
 * `promptTokenCount` tokens are the echoed prompt (which ends with the response); tokens after them
 * were generated and are ignored.
 */
export function scoreEchoedResponse(
  logprobs: CompletionLogprobs,
  promptTokenCount: number,
  response: string,
): ScoredResponse {
  if (response === '') return { logProb: 0, tokens: 0 };
  if (promptTokenCount > logprobs.tokens.length) {
    throw new AlignmentError(
      `usage.prompt_tokens is ${promptTokenCount} but only ${logprobs.tokens.length} tokens were echoed`,
    );
  }
  const tokens = logprobs.tokens.slice(0, promptTokenCount);
  // text_offset is relative to the echoed text, which may begin with a BOS token's string; only
  // differences between offsets are used, so that shift does not matter.
  const starts = logprobs.text_offset
    ? logprobs.text_offset.slice(0, promptTokenCount)
    : cumulativeStarts(tokens);
  const first = firstResponseToken(tokens, starts, response);
  return sumLogprobs(logprobs.token_logprobs.slice(first, promptTokenCount), first);
}

/**
 * Scores a response from vLLM's `prompt_logprobs` (one map per prompt position, null at 0). With
 * `prompt_logprobs: 0` each map holds only the prompt token; with more alternatives, the returned
 * `prompt_token_ids` say which entry is the prompt token.
 */
export function scorePromptLogprobs(
  positions: readonly PromptLogprobPosition[],
  promptTokenIds: readonly number[] | null,
  response: string,
): ScoredResponse {
  if (response === '') return { logProb: 0, tokens: 0 };
  const tokens: string[] = [];
  const values: (number | null)[] = [];
  positions.forEach((position, index) => {
    if (position === null) {
      tokens.push('');
      values.push(null);
      return;
    }
    const id = promptTokenIds?.[index];
    const entries = Object.entries(position);
    const entry = id !== undefined ? position[String(id)] : entries.length === 1 ? entries[0]![1] : undefined;
    if (!entry) {
      throw new AlignmentError(
        `prompt position ${index} has ${entries.length} candidates and no prompt_token_ids to pick the prompt token; request prompt_logprobs 0`,
      );
    }
    if (entry.decoded_token == null) {
      throw new AlignmentError(`prompt position ${index} has no decoded_token`);
    }
    tokens.push(entry.decoded_token);
    values.push(entry.logprob);
  });
  const first = firstResponseToken(tokens, cumulativeStarts(tokens), response);
  return sumLogprobs(values.slice(first), first);
}

function sumLogprobs(values: readonly (number | null)[], firstIndex: number): ScoredResponse {
  let logProb = 0;
  values.forEach((value, i) => {
    if (value === null)
      throw new AlignmentError(`token ${firstIndex + i} of the response has no log-probability`);
    logProb += value;
  });
  return { logProb, tokens: values.length };
}
