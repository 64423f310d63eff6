// HTTP client for OpenAI-compatible servers (OpenAI, vLLM, SGLang, llama.cpp …) over Node's fetch:
// completions and chat completions, a concurrency limit per role, per-attempt timeouts, bounded
// retries with backoff, a request log, and errors that name what failed without leaking the API key.
import { setTimeout as delay } from 'node:timers/promises';
import type { z } from 'zod';
import { formatIssues, getLogger } from '../../core/index.js';
import {
  type ChatRequest,
  ChatResponse,
  type ChatResult,
  type CompletionRequest,
  CompletionResponse,
  type CompletionResult,
  chatBody,
  completionBody,
} from './api-types.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { ModelServerError, type ModelServerFailure, redactSecret } from './model-server-error.js';
import { MAX_RESPONSE_BYTES, readBodyText } from './read-body.js';
import type { RequestLogEntry, RequestLogSink } from './request-log.js';
import { isRetryableStatus, parseRetryAfterMs, type RetryPolicy, retryDelayMs } from './retry.js';

const log = getLogger('models');

/** Where a role's model is served and how hard to try. Holds no secret, so it may be saved. */
export interface OpenAIClientConfig {
  /** Base URL up to and including `/v1`, e.g. `http://127.0.0.1:8000/v1`. */
  baseUrl: string;
  /** The `model` field of every request (vLLM: the served model name). */
  model: string;
  /** Most requests of this client in flight at once. */
  concurrency: number;
  /** Per-attempt limit for the whole exchange, headers and body. */
  timeoutMs: number;
  /**
   * Retries after the first attempt on 429, 5xx, timeouts and connection failures; a refused
   * connection is retried at most twice, within a second (REFUSED_RETRY).
   */
  maxRetries: number;
  /** First backoff cap; doubles per retry. */
  retryBaseDelayMs: number;
  /** Longest wait between attempts, Retry-After included. */
  retryMaxDelayMs: number;
}

/** Runtime inputs of a client that do not belong in a saved configuration. */
export interface OpenAIClientOptions {
  /** Model role, for logs and errors (`policy`, `orm`, `generator`, `feasibility`, `judge`). */
  role: string;
  /** Sent as `Authorization: Bearer …`; never logged, never in an error message. */
  apiKey?: string;
  /** Receives one entry per HTTP attempt (e.g. a `RequestLog` in the run directory). */
  requestLog?: RequestLogSink;
  /** Longest answer body read, in bytes (default MAX_RESPONSE_BYTES, 64 MiB); a longer one fails. */
  maxResponseBytes?: number;
  /** Replaces global fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** Uniform [0, 1) source for backoff jitter. */
  random?: () => number;
  /** Waits between attempts; tests pass one that records the delays. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Where a person changes each setting, named in the hints of timeout and 429 errors (cli/ names
   * its WEBRL_OPENAI_* variables); default: the role and the config field, e.g. `policy timeoutMs`.
   */
  settingNames?: Partial<Record<'timeoutMs' | 'concurrency' | 'retryMaxDelayMs', string>>;
}

/**
 * Retries of a refused connection, capped by the role's own settings. A refusal means nothing listens
 * at that host and port: a server that is still starting takes it up within a second, a wrong port
 * or a server that is not running never will, so the full backoff (seconds to a minute) would only
 * delay the error.
 */
const REFUSED_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 250, maxDelayMs: 500 };

/** The hint of a 200 answer that is not what an OpenAI-compatible endpoint returns at all. */
const NOT_OPENAI_HINT = 'check that it is an OpenAI-compatible server and the base URL ends in /v1';

type Endpoint = 'completions' | 'chat/completions';

type AttemptOutcome =
  | { ok: true; json: unknown }
  | {
      ok: false;
      kind: ModelServerFailure;
      status?: number;
      message: string;
      retryable: boolean;
      retryAfterMs?: number;
      /** What to do about a malformed answer (default NOT_OPENAI_HINT). */
      hint?: string;
      /** A connection refused: nothing listens there, so it is retried briefly (REFUSED_RETRY). */
      refused?: boolean;
      /** The connection dropped after the server began its answer: it was reached, then failed. */
      midAnswer?: boolean;
      /** The underlying exception (fetch or JSON failure), kept as the error's cause. */
      cause?: unknown;
    };

/** A client of one OpenAI-compatible server and model, shared by all calls of one role. */
export class OpenAIClient {
  readonly role: string;
  private readonly limit: ConcurrencyLimit;
  private readonly fetch: typeof fetch;
  private readonly random: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly retryPolicy: RetryPolicy;

  constructor(
    readonly config: Readonly<OpenAIClientConfig>,
    private readonly options: OpenAIClientOptions,
  ) {
    this.role = options.role;
    this.limit = new ConcurrencyLimit(config.concurrency);
    this.fetch = options.fetch ?? globalThis.fetch;
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? sleepWithAbort;
    this.retryPolicy = {
      maxRetries: config.maxRetries,
      baseDelayMs: config.retryBaseDelayMs,
      maxDelayMs: config.retryMaxDelayMs,
    };
  }

  get model(): string {
    return this.config.model;
  }

  /** POST /completions. */
  async complete(request: CompletionRequest, signal?: AbortSignal): Promise<CompletionResult> {
    const { json, attempts } = await this.post('completions', completionBody(this.model, request), signal);
    const raw = this.validate(CompletionResponse, json, 'completions', attempts);
    const choice = raw.choices[0]!;
    return {
      text: choice.text,
      finishReason: choice.finish_reason ?? null,
      logprobs: choice.logprobs ?? null,
      promptLogprobs: choice.prompt_logprobs ?? null,
      promptTokenIds: choice.prompt_token_ids ?? null,
      promptTokens: raw.usage?.prompt_tokens ?? null,
      completionTokens: raw.usage?.completion_tokens ?? null,
      raw,
    };
  }

  /** POST /chat/completions. */
  async chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatResult> {
    const { json, attempts } = await this.post('chat/completions', chatBody(this.model, request), signal);
    const raw = this.validate(ChatResponse, json, 'chat/completions', attempts);
    const choice = raw.choices[0]!;
    return {
      text: choice.message.content ?? '',
      finishReason: choice.finish_reason ?? null,
      logprobs: choice.logprobs?.content ?? null,
      promptTokens: raw.usage?.prompt_tokens ?? null,
      completionTokens: raw.usage?.completion_tokens ?? null,
      raw,
    };
  }

  /**
   * A ModelServerError for a 200 answer we cannot use: `problem` says what is wrong with it, `hint`
   * what to do (default: check that the server is OpenAI-compatible, for a body of the wrong shape;
   * a caller that asked for something the answer lacks, such as logprobs, says what to ask the
   * server for instead).
   */
  malformed(endpoint: Endpoint, problem: string, hint = NOT_OPENAI_HINT, attempts = 1): ModelServerError {
    return this.failure(
      endpoint,
      { ok: false, kind: 'malformed-response', status: 200, message: problem, retryable: false, hint },
      attempts,
    );
  }

  private validate<S extends z.ZodType>(
    schema: S,
    json: unknown,
    endpoint: Endpoint,
    attempts: number,
  ): z.output<S> {
    const result = schema.safeParse(json, { reportInput: true });
    if (result.success) return result.data;
    const problems = formatIssues(result.error.issues).slice(0, 3).join('; ');
    throw this.malformed(
      endpoint,
      `a body that is not a ${endpoint} response (${problems})`,
      NOT_OPENAI_HINT,
      attempts,
    );
  }

  private async post(
    endpoint: Endpoint,
    body: Record<string, unknown>,
    signal: AbortSignal | undefined,
  ): Promise<{ json: unknown; attempts: number }> {
    return this.limit.run(async () => {
      for (let attempt = 1; ; attempt++) {
        const outcome = await this.attempt(endpoint, body, attempt, signal);
        if (outcome.ok) return { json: outcome.json, attempts: attempt };
        const policy = outcome.refused ? this.refusedPolicy() : this.retryPolicy;
        if (!outcome.retryable || attempt > policy.maxRetries) {
          throw this.failure(endpoint, outcome, attempt);
        }
        const wait = retryDelayMs(attempt - 1, policy, this.random, outcome.retryAfterMs);
        log.warn(`${this.role} request failed, retrying`, {
          url: this.url(endpoint),
          reason: outcome.status ?? (outcome.refused ? 'connection refused' : outcome.kind),
          attempt: `${attempt}/${policy.maxRetries + 1}`,
          waitMs: Math.round(wait),
          // A Retry-After past the cap is cut short; say so, or the retry looks like it ignored it.
          ...(outcome.retryAfterMs !== undefined && outcome.retryAfterMs > wait
            ? { retryAfterMs: Math.round(outcome.retryAfterMs) }
            : {}),
        });
        await this.sleep(wait, signal);
      }
    }, signal);
  }

  /** REFUSED_RETRY, never more than the role's own settings allow. */
  private refusedPolicy(): RetryPolicy {
    return {
      maxRetries: Math.min(this.retryPolicy.maxRetries, REFUSED_RETRY.maxRetries),
      baseDelayMs: Math.min(this.retryPolicy.baseDelayMs, REFUSED_RETRY.baseDelayMs),
      maxDelayMs: Math.min(this.retryPolicy.maxDelayMs, REFUSED_RETRY.maxDelayMs),
    };
  }

  private async attempt(
    endpoint: Endpoint,
    body: Record<string, unknown>,
    attempt: number,
    signal: AbortSignal | undefined,
  ): Promise<AttemptOutcome> {
    const time = new Date().toISOString();
    const started = performance.now();
    const record = (entry: Pick<RequestLogEntry, 'status'> & Partial<RequestLogEntry>) =>
      this.options.requestLog?.append({
        time,
        role: this.role,
        endpoint,
        model: this.model,
        latencyMs: Math.round(performance.now() - started),
        attempt,
        ...entry,
      });
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    let answering = false;
    try {
      const response = await this.fetch(this.endpointUrl(endpoint), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      answering = true;
      const maxBytes = this.options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
      const text = await readBodyText(response, maxBytes);
      if (text === undefined) {
        record({ status: response.status, error: `body over ${maxBytes} bytes` });
        return {
          ok: false,
          kind: 'malformed-response',
          status: response.status,
          message: `a body over ${maxBytes} bytes, not read further`,
          retryable: false,
        };
      }
      if (!response.ok) {
        const message = this.redact(serverMessageOf(text));
        record({ status: response.status, error: message });
        return {
          ok: false,
          kind: 'http',
          status: response.status,
          message,
          retryable: isRetryableStatus(response.status),
          retryAfterMs: parseRetryAfterMs(response.headers.get('retry-after')),
        };
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (cause) {
        // JSON.parse's reason says what no JSON has: NaN or Infinity, which some servers write for a number.
        const message = `a body that is not JSON (${(cause as Error).message.split('\n')[0]}; it starts with ${JSON.stringify(this.redact(text.slice(0, 80)))})`;
        record({ status: response.status, error: 'body is not JSON' });
        return {
          ok: false,
          kind: 'malformed-response',
          status: response.status,
          message,
          retryable: false,
          cause,
        };
      }
      record({ status: response.status, ...usageOf(json) });
      return { ok: true, json };
    } catch (error) {
      if (signal?.aborted) {
        record({ status: 'aborted' });
        throw signal.reason;
      }
      if (timeout.aborted) {
        record({ status: 'timeout', error: `no answer within ${this.config.timeoutMs} ms` });
        return { ok: false, kind: 'timeout', message: 'timeout', retryable: true, cause: error };
      }
      const message = this.redact(describeNetworkError(error));
      record({ status: 'network', error: message });
      const refused = networkErrorCode(error) === 'ECONNREFUSED';
      return {
        ok: false,
        kind: 'network',
        message,
        retryable: true,
        refused,
        midAnswer: answering,
        cause: error,
      };
    }
  }

  private failure(
    endpoint: Endpoint,
    outcome: Extract<AttemptOutcome, { ok: false }>,
    attempts: number,
  ): ModelServerError {
    const where = `${this.role} model "${this.model}" at ${this.url(endpoint)}`;
    const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
    const setting = (field: 'timeoutMs' | 'concurrency' | 'retryMaxDelayMs') =>
      this.options.settingNames?.[field] ?? `${this.role} ${field}`;
    const fewerInFlight = `lower the requests in flight (${setting('concurrency')}, now ${this.config.concurrency})`;
    let message: string;
    switch (outcome.kind) {
      case 'http':
        message = `${where} answered ${outcome.status} (${tries}): ${outcome.message}; ${
          outcome.status === 429
            ? this.rateLimitHint(outcome, fewerInFlight, setting)
            : httpHint(outcome.status!)
        }`;
        break;
      case 'timeout':
        message = `${where} did not answer within ${this.config.timeoutMs} ms (${tries}); raise the time limit (${setting('timeoutMs')}) or, if the server is overloaded, ${fewerInFlight}`;
        break;
      case 'network':
        message = outcome.refused
          ? `${where} could not be reached (${outcome.message}; ${tries}); nothing answers at that address: check that the server is running and on that host and port`
          : outcome.midAnswer
            ? `${where} dropped the connection while sending its answer (${outcome.message}; ${tries}); check the server's log for a crash or a restart`
            : `${where} could not be reached (${outcome.message}; ${tries}); check that the server is running at that address`;
        break;
      case 'malformed-response':
        message = `${where} answered ${outcome.status ?? 200} with ${outcome.message}; ${outcome.hint ?? NOT_OPENAI_HINT}`;
        break;
    }
    return new ModelServerError(
      this.redact(message),
      {
        role: this.role,
        url: this.url(endpoint),
        model: this.model,
        kind: outcome.kind,
        status: outcome.status,
        serverMessage: outcome.kind === 'http' ? outcome.message : undefined,
        attempts,
      },
      outcome.cause === undefined ? undefined : { cause: outcome.cause },
    );
  }

  /**
   * What to do about a server that kept answering 429. One that asked, in Retry-After, for a longer
   * wait than the retries may take was never given it: that is the setting to raise.
   */
  private rateLimitHint(
    outcome: Extract<AttemptOutcome, { ok: false }>,
    fewerInFlight: string,
    setting: (field: 'retryMaxDelayMs') => string,
  ): string {
    const asked = outcome.retryAfterMs;
    const cap = this.retryPolicy.maxDelayMs;
    if (asked === undefined || asked <= cap || this.retryPolicy.maxRetries === 0) {
      return `the server kept rate-limiting; ${fewerInFlight} or try later`;
    }
    return `the server asked to wait ${formatSeconds(asked)} before retrying (Retry-After), longer than the longest wait between attempts (${setting('retryMaxDelayMs')}, now ${cap} ms); raise it, ${fewerInFlight} or try later`;
  }

  private endpointUrl(endpoint: Endpoint): string {
    return `${this.config.baseUrl.replace(/\/+$/, '')}/${endpoint}`;
  }

  /** The endpoint URL as shown to people: without user:password. */
  private url(endpoint: Endpoint): string {
    try {
      const url = new URL(this.endpointUrl(endpoint));
      url.username = '';
      url.password = '';
      return url.toString();
    } catch {
      return this.endpointUrl(endpoint);
    }
  }

  private redact(text: string): string {
    return redactSecret(text, this.options.apiKey);
  }
}

/** `7 s`, `1.5 s`: a wait as people read it. */
function formatSeconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

function httpHint(status: number): string {
  if (status === 401 || status === 403) return 'check the API key given for this role';
  if (status === 404) return 'check the model name and that the base URL ends in /v1';
  if (status >= 500) return 'the server kept failing; check its logs';
  return '4xx answers are not retried; check the request against the server limits (e.g. context length)';
}

/** The server's own error text: OpenAI `{error: {message}}`, vLLM `{message}`, FastAPI `{detail}`, or the body. */
function serverMessageOf(text: string): string {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const error = body.error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
      return (error as { message: string }).message;
    }
    if (typeof error === 'string') return error;
    if (typeof body.message === 'string') return body.message;
    if (body.detail !== undefined)
      return typeof body.detail === 'string' ? body.detail : JSON.stringify(body.detail);
  } catch {
    // Not JSON: fall through to the raw body.
  }
  const trimmed = text.trim();
  return trimmed === '' ? '(empty body)' : trimmed.slice(0, 300);
}

function usageOf(json: unknown): Partial<RequestLogEntry> {
  const usage = (json as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null)?.usage;
  const out: Partial<RequestLogEntry> = {};
  if (typeof usage?.prompt_tokens === 'number') out.promptTokens = usage.prompt_tokens;
  if (typeof usage?.completion_tokens === 'number') out.completionTokens = usage.completion_tokens;
  return out;
}

/** The socket error code (`ECONNREFUSED`, `ECONNRESET` …) that fetch keeps in `cause`, if any. */
function networkErrorCode(error: unknown): string | undefined {
  return (error as { cause?: { code?: string } })?.cause?.code;
}

/** fetch wraps socket failures as `TypeError: fetch failed` with the real reason in `cause`. */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code) return `${cause.code}: ${cause.message ?? ''}`.trim();
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

async function sleepWithAbort(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}
