// When and how long to wait before retrying a model-server request: exponential backoff with
// jitter, bounded, and the server's Retry-After honoured.

/** Retry settings of one role. */
export interface RetryPolicy {
  /** Retries after the first attempt (0 = try once). */
  maxRetries: number;
  /** Delay cap of the first retry; doubles with every further retry. */
  baseDelayMs: number;
  /** No wait is longer than this, Retry-After included. */
  maxDelayMs: number;
}

/** Statuses worth retrying: request timeout, too early, rate limit, and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * Wait before retry number `retry` (0-based): "equal jitter", half of the capped exponential delay
 * plus a uniform random part of the other half, so that clients that failed together spread out
 * but never retry at once.
 */
export function backoffDelayMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return capped / 2 + random() * (capped / 2);
}

/**
 * Parses a Retry-After header (RFC 9110 §10.2.3): delay-seconds or an HTTP date.
 * Returns milliseconds, or undefined when absent or unreadable.
 */
export function parseRetryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before retry `retry`: Retry-After when the server gave one, else backoff; capped. */
export function retryDelayMs(
  retry: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterMs: number | undefined,
): number {
  const wait = retryAfterMs ?? backoffDelayMs(retry, policy, random);
  return Math.min(wait, policy.maxDelayMs);
}
