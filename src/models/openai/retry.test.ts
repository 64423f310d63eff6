import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  isRetryableStatus,
  parseRetryAfterMs,
  type RetryPolicy,
  retryDelayMs,
} from './retry.js';

const policy: RetryPolicy = { maxRetries: 4, baseDelayMs: 500, maxDelayMs: 10_000 };

describe('retry rules', () => {
  it('retries 408, 425, 429 and every 5xx, and no other status', () => {
    expect([408, 425, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 413, 422].some(isRetryableStatus)).toBe(false);
  });

  it('doubles the backoff per retry, with jitter between half and all of it, up to the cap', () => {
    expect(backoffDelayMs(0, policy, () => 0)).toBe(250);
    expect(backoffDelayMs(0, policy, () => 0.999999)).toBeCloseTo(500, 3);
    expect(backoffDelayMs(3, policy, () => 0)).toBe(2000);
    expect(backoffDelayMs(10, policy, () => 0.5)).toBe(7500);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfterMs('7')).toBe(7000);
    expect(parseRetryAfterMs(' 1.5 ')).toBe(1500);
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(parseRetryAfterMs('Wed, 21 Oct 2015 07:28:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfterMs('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
    expect(parseRetryAfterMs('soon')).toBeUndefined();
    expect(parseRetryAfterMs(null)).toBeUndefined();
  });

  it('waits what Retry-After asks, but never longer than the cap', () => {
    expect(retryDelayMs(0, policy, () => 0, 7000)).toBe(7000);
    expect(retryDelayMs(0, policy, () => 0, 600_000)).toBe(10_000);
    expect(retryDelayMs(1, policy, () => 0, undefined)).toBe(500);
  });
});
