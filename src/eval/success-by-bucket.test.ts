// Bucketing by required steps (WebRL Fig. 4), by complexity and by template kind.
import { describe, expect, it } from 'vitest';
import {
  stepBucket,
  successByComplexity,
  successByRequiredSteps,
  successByTemplateKind,
} from './success-by-bucket.js';

describe('stepBucket', () => {
  it('puts step counts in ≤5, 6–10 and >10 by default, edges inclusive', () => {
    expect([1, 5, 6, 10, 11, 30].map((n) => stepBucket(n))).toEqual([
      '≤5',
      '≤5',
      '6–10',
      '6–10',
      '>10',
      '>10',
    ]);
    expect(stepBucket(3, [2, 4, 8])).toBe('3–4');
  });
});

describe('successByRequiredSteps', () => {
  it('rates each non-empty bucket in order and keeps tasks of unknown length', () => {
    const rows = successByRequiredSteps([
      { success: true, requiredSteps: 3 },
      { success: false, requiredSteps: 4 },
      { success: false, requiredSteps: 12 },
      { success: true, requiredSteps: 11 },
      { success: true, requiredSteps: 14 },
      { success: true },
    ]);
    expect(rows).toEqual([
      { bucket: '≤5', successes: 1, total: 2, rate: 0.5 },
      { bucket: '>10', successes: 2, total: 3, rate: 2 / 3 },
      { bucket: 'unknown', successes: 1, total: 1, rate: 1 },
    ]);
  });
});

describe('successByComplexity', () => {
  it('rates tasks by their number of requirements, 4 and more together', () => {
    const rows = successByComplexity([
      { success: true, complexity: 1 },
      { success: false, complexity: 1 },
      { success: false, complexity: 3 },
      { success: true, complexity: 4 },
      { success: false, complexity: 6 },
    ]);
    expect(rows.map((r) => [r.bucket, r.successes, r.total])).toEqual([
      ['1', 1, 2],
      ['3', 0, 1],
      ['4+', 1, 2],
    ]);
  });
});

describe('successByTemplateKind', () => {
  it('rates training templates before test-only ones and keeps tasks without metadata', () => {
    const rows = successByTemplateKind([
      { success: true, testOnlyTemplate: true },
      { success: false, testOnlyTemplate: true },
      { success: false, testOnlyTemplate: true },
      { success: true, testOnlyTemplate: false },
      { success: false },
    ]);
    expect(rows.map((r) => [r.bucket, r.successes, r.total])).toEqual([
      ['training templates', 1, 1],
      ['test-only templates', 1, 3],
      ['unknown', 0, 1],
    ]);
  });
});
