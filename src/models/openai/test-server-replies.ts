// Answers of the OpenAI-compatible test server in the shapes OpenAI and vLLM return: completions
// with legacy `logprobs` (tokens, token_logprobs, top_logprobs, text_offset), echo with a BOS token,
// vLLM `prompt_logprobs`, and chat with `logprobs.content[]`. A toy tokenizer (Llama-3's
// pre-tokenizer split, no merges) and a fixed log-probability per token make the numbers checkable.

/** Llama-3's pre-tokenizer pattern, with the special tokens first; each piece is one toy token. */
const TOY_TOKEN =
  /<\|[a-z_]+\|>|'(?:s|t|re|ve|m|ll|d)| ?\p{L}+| ?\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;

/** Splits text into toy tokens; their concatenation is the text. */
export function toyTokenize(text: string): string[] {
  return text.match(TOY_TOKEN) ?? [];
}

/** The toy model's log-probability of a token: a fixed function of its text. */
export function toyLogprob(token: string): number {
  return -0.01 * ((toyTokenId(token) % 97) + 1);
}

/** A stable toy vocabulary id (FNV-1a of the text, below Llama-3's 128,256). */
export function toyTokenId(token: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 128_000;
}

/** vLLM prepends this when it tokenizes a prompt; echoed prompts start with it. */
export const TOY_BOS = '<|begin_of_text|>';

export interface CompletionReplyArgs {
  /** The request body the server received. */
  body: Record<string, unknown>;
  /** The generated text. */
  text: string;
  finishReason?: string;
  /** Extra alternatives for the first generated token's top_logprobs (e.g. YES and NO for an ORM). */
  firstTokenTop?: Record<string, number>;
}

/** A vLLM-shaped `/v1/completions` answer to `body`. */
export function completionReply({ body, text, finishReason = 'stop', firstTokenTop }: CompletionReplyArgs) {
  const prompt = String(body.prompt);
  const promptTokens = [TOY_BOS, ...toyTokenize(prompt)];
  const outputTokens = toyTokenize(text);
  const echo = body.echo === true;
  const wantsLogprobs = typeof body.logprobs === 'number';
  const top = (token: string, index: number): Record<string, number> => ({
    [token]: toyLogprob(token),
    ...(index === 0 && firstTokenTop ? firstTokenTop : {}),
  });
  let logprobs = null;
  if (wantsLogprobs) {
    const tokens = echo ? [...promptTokens, ...outputTokens] : outputTokens;
    const first = echo ? promptTokens.length : 0;
    let offset = 0;
    const textOffset = tokens.map((token) => {
      const start = offset;
      offset += [...token].length;
      return start;
    });
    logprobs = {
      text_offset: textOffset,
      token_logprobs: tokens.map((token, i) => (echo && i === 0 ? null : toyLogprob(token))),
      tokens,
      top_logprobs: tokens.map((token, i) => (echo && i === 0 ? null : top(token, i - first))),
    };
  }
  const promptLogprobs =
    typeof body.prompt_logprobs === 'number'
      ? promptTokens.map((token, i) =>
          i === 0
            ? null
            : { [String(toyTokenId(token))]: { logprob: toyLogprob(token), rank: 1, decoded_token: token } },
        )
      : null;
  return {
    id: 'cmpl-test',
    object: 'text_completion',
    created: 1_700_000_000,
    model: String(body.model),
    choices: [
      {
        index: 0,
        text: echo ? prompt + text : text,
        logprobs,
        finish_reason: finishReason,
        stop_reason: finishReason === 'stop' ? '<|eot_id|>' : null,
        prompt_logprobs: promptLogprobs,
      },
    ],
    usage: {
      prompt_tokens: promptTokens.length,
      total_tokens: promptTokens.length + outputTokens.length,
      completion_tokens: outputTokens.length,
      prompt_tokens_details: null,
    },
  };
}

export interface ChatReplyArgs {
  body: Record<string, unknown>;
  text: string;
  finishReason?: string;
  /** Extra alternatives for the first generated token. */
  firstTokenTop?: Record<string, number>;
}

/** An OpenAI/vLLM-shaped `/v1/chat/completions` answer to `body`. */
export function chatReply({ body, text, finishReason = 'stop', firstTokenTop }: ChatReplyArgs) {
  const tokens = toyTokenize(text);
  const promptText = (body.messages as { content: string }[]).map((m) => m.content).join('');
  const topCount = typeof body.top_logprobs === 'number' ? body.top_logprobs : 0;
  const bytes = (token: string) => [...Buffer.from(token, 'utf8')];
  const logprobs =
    body.logprobs === true
      ? {
          content: tokens.map((token, i) => {
            const alternatives = {
              [token]: toyLogprob(token),
              ...(i === 0 && firstTokenTop ? firstTokenTop : {}),
            };
            return {
              token,
              logprob: toyLogprob(token),
              bytes: bytes(token),
              top_logprobs: Object.entries(alternatives)
                .sort((a, b) => b[1] - a[1])
                .slice(0, Math.max(topCount, 0))
                .map(([alternative, logprob]) => ({
                  token: alternative,
                  logprob,
                  bytes: bytes(alternative),
                })),
            };
          }),
        }
      : null;
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: String(body.model),
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text, refusal: null, tool_calls: [] },
        logprobs,
        finish_reason: finishReason,
        stop_reason: null,
      },
    ],
    usage: {
      prompt_tokens: toyTokenize(promptText).length,
      total_tokens: toyTokenize(promptText).length + tokens.length,
      completion_tokens: tokens.length,
    },
  };
}

/** An error body as OpenAI and current vLLM send it. */
export function errorBody(message: string, status: number, type = 'BadRequestError') {
  return { error: { message, type, param: null, code: status } };
}
