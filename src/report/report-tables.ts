// The report's tables as HTML strings: Table 1 rows, breakdowns by bucket, error types, ORM
// accuracy, replay window and stage times. Every value from a run is escaped.
import { escapeHtml } from './html-escape.js';
import type { BucketCell, ErrorCounts, PhaseOrm, PhaseReplay, RateCell, ReportRun } from './report-data.js';

/** Percent with one decimal, or "–". */
export function percent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '–' : (100 * rate).toFixed(1);
}

/** A rate cell with its count on hover. */
export function rateCell(cell: RateCell | undefined): string {
  if (!cell) return '<td class="num">–</td>';
  return `<td class="num" title="${cell.successes}/${cell.total}">${percent(cell.rate)}</td>`;
}

/** A table from a header row and body rows of ready-made cells. */
export function table(className: string, header: readonly string[], rows: readonly string[][]): string {
  if (rows.length === 0) return '<p class="note">no data</p>';
  const head = header.map((h) => `<th>${h}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.join('')}</tr>`).join('\n');
  return `<table class="${className}"><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

export const text = (value: string | number) => `<td>${escapeHtml(String(value))}</td>`;
export const num = (value: number | string) => `<td class="num">${escapeHtml(String(value))}</td>`;

/** Whether a run's evaluations are read per task page (MiniWoB++) rather than per site. */
export const isPerTaskRun = (run: ReportRun) => run.evals.some((e) => e.byTask !== undefined);

/** A phase as a row names it: phase 0 is the SFT actor, or on MiniWoB++ (no demonstrations) an untrained one. */
export function phaseLabel(phase: number, run: ReportRun): string {
  if (phase !== 0) return String(phase);
  return isPerTaskRun(run) ? '0 (untrained)' : '0 (SFT)';
}

/** Breakdown rows (one per run × phase) over the union of buckets. */
export function bucketTable(
  runs: readonly ReportRun[],
  pick: (run: ReportRun) => { phase: number; buckets: BucketCell[] | undefined }[],
): string {
  const order: string[] = [];
  for (const run of runs) {
    for (const { buckets } of pick(run))
      for (const b of buckets ?? []) if (!order.includes(b.bucket)) order.push(b.bucket);
  }
  const rows = runs.flatMap((run) =>
    pick(run)
      .filter((p) => p.buckets && p.buckets.length > 0)
      .map((p) => [
        text(run.algorithm),
        text(run.name),
        text(phaseLabel(p.phase, run)),
        ...order.map((bucket) => rateCell(p.buckets!.find((b) => b.bucket === bucket))),
      ]),
  );
  return table(
    'data',
    ['algorithm', 'run', 'phase', ...order.map((b) => `${escapeHtml(b)}<br><small>% success</small>`)],
    rows,
  );
}

const ERROR_COLUMNS: readonly [string, string][] = [
  ['fail_to_recover', 'Fail to recover'],
  ['stuck_midway', 'Get stuck midway'],
  ['stop_at_wrong_page', 'Stop at wrong page'],
  ['no_reasonable_attempt', 'No reasonable attempt'],
  ['infrastructure', 'Infrastructure'],
];

/**
 * Error types as counts and share of failures, one row per run × phase. Where some row counts tasks
 * that never ran (an evaluation's `notRun`), a `not run` column shows them, so that episodes + not
 * run add up to the tasks.
 */
export function errorTable(rows: readonly { run: ReportRun; phase: number; counts: ErrorCounts }[]): string {
  const withNotRun = rows.some(({ counts }) => counts.notRun !== undefined);
  return table(
    'data',
    [
      'algorithm',
      'run',
      'phase',
      'episodes',
      ...(withNotRun ? ['not run'] : []),
      'failures',
      ...ERROR_COLUMNS.map(([, label]) => label),
    ],
    rows.map(({ run, phase, counts }) => [
      text(run.algorithm),
      text(run.name),
      text(phaseLabel(phase, run)),
      num(counts.episodes),
      ...(withNotRun ? [num(counts.notRun ?? '–')] : []),
      num(counts.failures),
      ...ERROR_COLUMNS.map(([key]) => {
        const n = counts.byType[key] ?? 0;
        const share =
          counts.failures === 0 ? '' : ` <small>(${((100 * n) / counts.failures).toFixed(0)}%)</small>`;
        return `<td class="num">${n}${share}</td>`;
      }),
    ]),
  );
}

export function ormTable(rows: readonly { run: ReportRun; orm: PhaseOrm }[]): string {
  return table(
    'data',
    [
      'algorithm',
      'run',
      'phase',
      'episodes',
      'accuracy %',
      'precision %',
      'recall %',
      'TP',
      'FP',
      'FN',
      'TN',
    ],
    rows.map(({ run, orm }) => [
      text(run.algorithm),
      text(run.name),
      text(phaseLabel(orm.phase, run)),
      num(orm.episodes),
      num(percent(orm.accuracy)),
      num(percent(orm.precision)),
      num(percent(orm.recall)),
      num(orm.confusion.truePositive),
      num(orm.confusion.falsePositive),
      num(orm.confusion.falseNegative),
      num(orm.confusion.trueNegative),
    ]),
  );
}

export function replayTable(rows: readonly { run: ReportRun; replay: PhaseReplay }[]): string {
  return table(
    'data',
    [
      'algorithm',
      'run',
      'phase',
      'candidates',
      'kept',
      'kept %',
      'too sure (ppl < min)',
      'too unsure (ppl ≥ max)',
      'over the cap',
    ],
    rows.map(({ run, replay }) => [
      text(run.algorithm),
      text(run.name),
      text(phaseLabel(replay.phase, run)),
      num(replay.candidates),
      num(replay.kept),
      num(percent(replay.keptShare)),
      num(replay.tooSure),
      num(replay.tooUnsure),
      num(replay.overCap),
    ]),
  );
}

/** Seconds per stage: one row per phase, one column per stage, and the phase total. */
export function stageTimeTable(run: ReportRun): string {
  const stages = [...new Set(run.stageTimes.map((t) => t.stage))];
  const phases = [...new Set(run.stageTimes.map((t) => t.phase))].sort((a, b) => a - b);
  const rows = phases.map((phase) => {
    const times = stages.map((stage) =>
      run.stageTimes.filter((t) => t.phase === phase && t.stage === stage).reduce((s, t) => s + t.seconds, 0),
    );
    return [
      text(phaseLabel(phase, run)),
      ...times.map((t) => num(t ? t.toFixed(1) : '')),
      num(times.reduce((a, b) => a + b, 0).toFixed(1)),
    ];
  });
  return table('data', ['phase', ...stages.map((s) => `${escapeHtml(s)} s`), 'total s'], rows);
}
