// Gathers what `webrl report` shows from run directories: each phase's eval/summary.json (or, where a
// phase has none, its eval/success metrics), training curves and stage times from metrics.jsonl, ORM
// accuracy and error types from the rollouts' traces, replay window figures from the replay metrics.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type MetricRecord, readMetrics, type Trajectory } from '../core/index.js';
import { readTrajectory } from '../env/index.js';
import { cellOf, countErrorTypes, ormAccuracy, replayWindowStats, TABLE1_COLUMNS } from '../eval/index.js';
import type { Curve, PhaseEval, ReportData, ReportRun, StageTime } from '../report/index.js';
import { readEvalSummary } from './eval-summary.js';
import {
  checkRunDir,
  describeRun,
  type EpisodeFolderRef,
  listEpisodeFolders,
  listEpisodeIds,
  listPhaseFolders,
} from './run-folders.js';

type PhaseEpisodeFolder = EpisodeFolderRef & { phase: number };

/** Where rollouts live in a phase folder (training episodes labelled by the ORM). */
const ROLLOUT_KINDS: ReadonlySet<string> = new Set(['rollouts']);
/** Metrics shown elsewhere in the report, not as training curves. */
const NOT_CURVES = /^(eval\/success$|time\/|replay\/)/;

export const DEFAULT_VIEWER_URL = 'http://127.0.0.1:8377';

export function collectReportData(
  runDirs: readonly string[],
  options: { viewerUrl?: string } = {},
): ReportData {
  return {
    runs: runDirs.map((dir) => collectRun(checkRunDir(dir))),
    generatedAt: new Date().toISOString(),
    viewerUrl: options.viewerUrl ?? DEFAULT_VIEWER_URL,
  };
}

function collectRun(root: string): ReportRun {
  const metricsPath = join(root, 'metrics.jsonl');
  const metrics = existsSync(metricsPath) ? readMetrics(metricsPath) : [];
  const folders = listEpisodeFolders(root).filter((f): f is PhaseEpisodeFolder => f.phase !== null);
  const rollouts = folders.filter((f) => ROLLOUT_KINDS.has(f.kind));
  return {
    ...describeRun(root),
    dir: root,
    evals: collectEvals(root, metrics),
    curves: collectCurves(metrics),
    orm: rollouts.flatMap(({ phase, dir }) => {
      const accuracy = ormAccuracy(
        eachTrajectory(dir, (t) => ({ ormScore: t.ormScore, evaluatorScore: t.evaluatorScore })),
      );
      return accuracy.episodes > 0 ? [{ phase, ...accuracy }] : [];
    }),
    replay: replayWindowStats(metrics),
    rolloutErrors: rollouts.map(({ phase, dir }) => ({
      phase,
      counts: countErrorTypes(
        eachTrajectory(dir, (t) => ({
          steps: t.steps,
          stopReason: t.stopReason,
          evaluatorScore: t.evaluatorScore,
          ormScore: t.ormScore,
        })),
      ),
    })),
    stageTimes: collectStageTimes(metrics),
    folders: folders.map((f) => ({ phase: f.phase, kind: f.kind, episodes: listEpisodeIds(f.dir).length })),
  };
}

/** Reads a folder's trajectories one at a time, keeping only what `pick` returns (traces can be large). */
function eachTrajectory<T>(dir: string, pick: (trajectory: Trajectory) => T): T[] {
  return listEpisodeIds(dir).map((id) => {
    const { steps, ...rest } = readTrajectory(dir, id);
    // Page HTML is the bulk of a trace and no analysis here reads it.
    return pick({
      ...rest,
      steps: steps.map((s) => ({ ...s, observation: { ...s.observation, html: '' } })),
    });
  });
}

function collectEvals(root: string, metrics: readonly MetricRecord[]): PhaseEval[] {
  const evals = new Map<number, PhaseEval>();
  for (const { phase, dir } of listPhaseFolders(root)) {
    const summary = readEvalSummary(join(dir, 'eval'));
    if (!summary) continue;
    evals.set(phase, {
      phase,
      table: summary.table,
      errorTypes: summary.errorTypes,
      byRequiredSteps: summary.byRequiredSteps,
      byComplexity: summary.byComplexity,
      ...(summary.byTemplateKind ? { byTemplateKind: summary.byTemplateKind } : {}),
      unscored: summary.unscored,
    });
  }
  // Phases evaluated without a summary on disk (or by another tool): rates from the metrics alone.
  const fromMetrics = new Map<number, Map<string, number>>();
  for (const record of metrics) {
    if (record.name !== 'eval/success' || record.phase === undefined || evals.has(record.phase)) continue;
    const site = record.labels?.site ?? 'all';
    fromMetrics.set(record.phase, (fromMetrics.get(record.phase) ?? new Map()).set(site, record.value));
  }
  for (const [phase, rates] of fromMetrics) {
    const cell = (rate: number | undefined) =>
      rate === undefined ? cellOf(0, 0) : { successes: 0, total: 0, rate };
    evals.set(phase, {
      phase,
      table: {
        columns: TABLE1_COLUMNS.map((c) => ({ key: c.key, label: c.label, ...cell(rates.get(c.key)) })),
        average: cell(rates.get('all')),
      },
    });
  }
  return [...evals.values()].sort((a, b) => a.phase - b.phase);
}

/** Each metric with a phase as a curve; a step spreads the phase's records over [phase, phase + 1). */
function collectCurves(metrics: readonly MetricRecord[]): Curve[] {
  const byName = new Map<string, MetricRecord[]>();
  for (const record of metrics) {
    if (record.phase === undefined || NOT_CURVES.test(record.name)) continue;
    byName.set(record.name, [...(byName.get(record.name) ?? []), record]);
  }
  return [...byName].map(([name, records]) => {
    const maxStep = new Map<number, number>();
    for (const r of records)
      if (r.step !== undefined) maxStep.set(r.phase!, Math.max(maxStep.get(r.phase!) ?? 0, r.step));
    const points = records.map((r) => ({
      x: r.step === undefined ? r.phase! : r.phase! + r.step / ((maxStep.get(r.phase!) ?? 0) + 1),
      phase: r.phase!,
      ...(r.step !== undefined ? { step: r.step } : {}),
      value: r.value,
    }));
    return { name, points: points.sort((a, b) => a.x - b.x) };
  });
}

function collectStageTimes(metrics: readonly MetricRecord[]): StageTime[] {
  return metrics.flatMap((record) => {
    const match = /^time\/(.+)_s$/.exec(record.name);
    return match && record.phase !== undefined
      ? [{ phase: record.phase, stage: match[1]!, seconds: record.value }]
      : [];
  });
}
