// The one error class of the OpenAI-compatible backends: a model server failed in a way the caller
// may handle (stop the run, fall back, report). Its message names the role, URL, model, status and
// the server's own words, and never contains the API key.
import { isRetryableStatus } from './retry.js';

/** How the request failed. */
export type ModelServerFailure =
  /** The server answered with an error status (4xx at once, 5xx/429 after the last retry). */
  | 'http'
  /** No answer within the per-attempt timeout, on every attempt. */
  | 'timeout'
  /** The connection failed (refused, reset, dropped), on every attempt. */
  | 'network'
  /** The server answered 200 with a body that is not JSON or lacks fields we need. */
  | 'malformed-response';

/** What the error carries besides its message. */
export interface ModelServerErrorDetails {
  /** The model role that made the request (`policy`, `orm`, `generator`, …). */
  role: string;
  /** The endpoint URL, without credentials. */
  url: string;
  model: string;
  kind: ModelServerFailure;
  /** HTTP status, when the server answered. */
  status?: number;
  /** The server's error message (or the start of its body), with any API key removed. */
  serverMessage?: string;
  /** Attempts made, retries included. */
  attempts: number;
}

/** A model server request that failed for good (after any retries). */
export class ModelServerError extends Error {
  override name = 'ModelServerError';
  readonly role: string;
  readonly url: string;
  readonly model: string;
  readonly kind: ModelServerFailure;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly attempts: number;

  constructor(message: string, details: ModelServerErrorDetails, options?: ErrorOptions) {
    super(message, options);
    this.role = details.role;
    this.url = details.url;
    this.model = details.model;
    this.kind = details.kind;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.attempts = details.attempts;
  }

  /**
   * Whether the server may recover by itself (unreachable, slow, overloaded: 429 or 5xx), so that the
   * same command resumed later succeeds; otherwise it answered, but not as asked (a 4xx, a body
   * without what was asked), and needs the change its error names first.
   */
  get recoversByItself(): boolean {
    // The statuses the client retries are those a server answers while it is busy or restarting.
    return this.kind === 'network' || this.kind === 'timeout' || isRetryableStatus(this.status ?? 0);
  }
}

/** Replaces every occurrence of `secret` in `text` (no-op for an empty secret). */
export function redactSecret(text: string, secret: string | undefined): string {
  if (!secret) return text;
  return text.split(secret).join('[redacted]');
}
