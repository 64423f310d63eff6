// The OpenAI-compatible wire formats we use: request shapes (ours, camelCase) and zod schemas of the
// responses as OpenAI and vLLM return them, including vLLM's `prompt_logprobs` extension.
import { z } from 'zod';
import type { ChatMessage } from './prompts/actor-prompt.js';

/** A `/v1/completions` request. */
export interface CompletionRequest {
  prompt: string;
  maxTokens: number;
  temperature?: number;
  topP?: number;
  stop?: string[];
  /** Number of top alternatives per token; 0 returns only the chosen token's log-probability. */
  logprobs?: number;
  /** Return the prompt (and its token log-probabilities when `logprobs` is set) before the completion. */
  echo?: boolean;
  /** vLLM extension: log-probabilities of the prompt tokens, with this many alternatives each. */
  promptLogprobs?: number;
  /** Sampling seed (OpenAI and vLLM accept one per request). */
  seed?: number;
}

/** A `/v1/chat/completions` request. */
export interface ChatRequest {
  messages: ChatMessage[];
  maxTokens: number;
  temperature?: number;
  topP?: number;
  stop?: string[];
  /** Return the log-probability of each generated token. */
  logprobs?: boolean;
  /** With `logprobs`: this many alternatives per token (OpenAI allows up to 20). */
  topLogprobs?: number;
  seed?: number;
}

/** Token counts a server reports. */
export const Usage = z.object({
  prompt_tokens: z.number(),
  completion_tokens: z.number().nullish(),
  total_tokens: z.number().nullish(),
});

/**
 * A log-probability: at most 0 (a server's float rounding may give a hair above). A positive one
 * would have been summed into log π, the replay window and the KL term as a probability above 1.
 */
const Logprob = z.number().max(1e-4);

/** Legacy completions logprobs: parallel arrays over tokens (the first prompt token has null). */
export const CompletionLogprobs = z.object({
  tokens: z.array(z.string()),
  token_logprobs: z.array(Logprob.nullable()),
  top_logprobs: z.array(z.record(z.string(), Logprob).nullable()).nullish(),
  text_offset: z.array(z.number()).nullish(),
});
export type CompletionLogprobs = z.output<typeof CompletionLogprobs>;

/** vLLM: one prompt position, token id (as a string key) → log-probability; null at position 0. */
export const PromptLogprobPosition = z
  .record(
    z.string(),
    z.object({ logprob: Logprob, rank: z.number().nullish(), decoded_token: z.string().nullish() }),
  )
  .nullable();
export type PromptLogprobPosition = z.output<typeof PromptLogprobPosition>;

export const CompletionResponse = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        text: z.string(),
        finish_reason: z.string().nullish(),
        logprobs: CompletionLogprobs.nullish(),
        prompt_logprobs: z.array(PromptLogprobPosition).nullish(),
        prompt_token_ids: z.array(z.number()).nullish(),
      }),
    )
    .min(1),
  usage: Usage.nullish(),
});
export type CompletionResponse = z.output<typeof CompletionResponse>;

/** Chat logprobs: one entry per generated token, each with its alternatives. */
export const ChatTokenLogprob = z.object({
  token: z.string(),
  logprob: Logprob,
  top_logprobs: z.array(z.object({ token: z.string(), logprob: Logprob })).nullish(),
});
export type ChatTokenLogprob = z.output<typeof ChatTokenLogprob>;

export const ChatResponse = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ role: z.string().optional(), content: z.string().nullable() }),
        finish_reason: z.string().nullish(),
        logprobs: z.object({ content: z.array(ChatTokenLogprob).nullable() }).nullish(),
      }),
    )
    .min(1),
  usage: Usage.nullish(),
});
export type ChatResponse = z.output<typeof ChatResponse>;

/** A completion, normalized, with the validated response beside it. */
export interface CompletionResult {
  /** The generated text (prompt + completion when `echo` was set). */
  text: string;
  finishReason: string | null;
  /** Log-probabilities of the returned tokens, when requested. */
  logprobs: CompletionLogprobs | null;
  /** vLLM prompt log-probabilities, when requested. */
  promptLogprobs: PromptLogprobPosition[] | null;
  /** vLLM prompt token ids, when the server returned them. */
  promptTokenIds: number[] | null;
  promptTokens: number | null;
  completionTokens: number | null;
  raw: CompletionResponse;
}

/** A chat completion, normalized, with the validated response beside it. */
export interface ChatResult {
  /** The assistant message (empty when the server sent null content). */
  text: string;
  finishReason: string | null;
  /** Per-token log-probabilities, when requested. */
  logprobs: ChatTokenLogprob[] | null;
  promptTokens: number | null;
  completionTokens: number | null;
  raw: ChatResponse;
}

/** The snake_case body of a completions request. */
export function completionBody(model: string, request: CompletionRequest): Record<string, unknown> {
  return dropUndefined({
    model,
    prompt: request.prompt,
    max_tokens: request.maxTokens,
    temperature: request.temperature,
    top_p: request.topP,
    stop: request.stop,
    logprobs: request.logprobs,
    echo: request.echo,
    prompt_logprobs: request.promptLogprobs,
    seed: request.seed,
  });
}

/** The snake_case body of a chat-completions request. */
export function chatBody(model: string, request: ChatRequest): Record<string, unknown> {
  return dropUndefined({
    model,
    messages: request.messages,
    max_tokens: request.maxTokens,
    temperature: request.temperature,
    top_p: request.topP,
    stop: request.stop,
    logprobs: request.logprobs,
    top_logprobs: request.topLogprobs,
    seed: request.seed,
  });
}

function dropUndefined(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
