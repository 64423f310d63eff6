// The replay buffer's perplexity window per phase (WebRL §4.2, reference/webrl.md §4.2): of the
// successful earlier steps offered for replay, how many lay inside [1/0.95, 1/0.5), how many the
// actor was too sure of (perplexity below the window) or too unsure of (above), and how many fell to
// the 2× cap. Read from the `replay/*` metrics the pipeline writes once per phase.
import type { MetricRecord } from '../core/index.js';

/** One phase's replay figures. */
export interface ReplayWindowStats {
  phase: number;
  candidates: number;
  kept: number;
  tooSure: number;
  tooUnsure: number;
  overCap: number;
  /** kept / candidates, or null with no candidates. */
  keptShare: number | null;
}

const FIELDS = {
  'replay/candidates': 'candidates',
  'replay/kept': 'kept',
  'replay/too_sure': 'tooSure',
  'replay/too_unsure': 'tooUnsure',
  'replay/over_cap': 'overCap',
} as const;

/** One row per phase that wrote any `replay/*` count, in phase order; a later record wins. */
export function replayWindowStats(metrics: readonly MetricRecord[]): ReplayWindowStats[] {
  const byPhase = new Map<number, ReplayWindowStats>();
  for (const record of metrics) {
    const field = FIELDS[record.name as keyof typeof FIELDS];
    if (!field || record.phase === undefined) continue;
    const row = byPhase.get(record.phase) ?? {
      phase: record.phase,
      candidates: 0,
      kept: 0,
      tooSure: 0,
      tooUnsure: 0,
      overCap: 0,
      keptShare: null,
    };
    row[field] = record.value;
    byPhase.set(record.phase, row);
  }
  return [...byPhase.values()]
    .map((row) => ({ ...row, keptShare: row.candidates === 0 ? null : row.kept / row.candidates }))
    .sort((a, b) => a.phase - b.phase);
}
