// Replay window statistics per phase from metrics.jsonl records.
import { describe, expect, it } from 'vitest';
import type { MetricRecord } from '../core/index.js';
import { replayWindowStats } from './replay-window-stats.js';

const metric = (name: string, value: number, phase?: number): MetricRecord => ({
  name,
  value,
  time: '2026-01-01T00:00:00.000Z',
  ...(phase !== undefined ? { phase } : {}),
});

describe('replayWindowStats', () => {
  it('gathers the replay counts of each phase in phase order with the kept share', () => {
    const rows = replayWindowStats([
      metric('replay/candidates', 40, 2),
      metric('replay/kept', 10, 2),
      metric('replay/too_sure', 25, 2),
      metric('replay/too_unsure', 5, 2),
      metric('replay/candidates', 8, 1),
      metric('replay/kept', 6, 1),
      metric('replay/over_cap', 2, 1),
      metric('rl/kl', 0.3, 1),
      metric('replay/kept', 99),
    ]);
    expect(rows).toEqual([
      { phase: 1, candidates: 8, kept: 6, tooSure: 0, tooUnsure: 0, overCap: 2, keptShare: 0.75 },
      { phase: 2, candidates: 40, kept: 10, tooSure: 25, tooUnsure: 5, overCap: 0, keptShare: 0.25 },
    ]);
  });
});
