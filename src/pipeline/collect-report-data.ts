// Gathers what `webrl report` shows from run directories: each phase's eval/summary.json (or, where a
// phase has none, its eval/success metrics), training curves and stage times from metrics.jsonl, ORM
// accuracy and error types from the rollouts' traces, replay window figures from the replay metrics.
// A MiniWoB++ run's evaluations are also read per task page, as `webrl train` prints them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type MetricRecord, readMetrics, type Trajectory } from '../core/index.js';
import { miniwobPathOf, readTrajectory } from '../env/index.js';
import { cellOf, countErrorTypes, ormAccuracy, replayWindowStats, TABLE1_COLUMNS } from '../eval/index.js';
import type { Curve, PhaseEval, RateColumn, ReportData, ReportRun, StageTime } from '../report/index.js';
import { readEvalSummary } from './eval-summary.js';
import {
  checkRunDir,
  describeRun,
  type EpisodeFolderRef,
  listEpisodeFolders,
  listEpisodeIds,
  listPhaseFolders,
  runEnv,
} from './run-folders.js';
import { successByTask, taskLabel } from './success-by-task.js';

type PhaseEpisodeFolder = EpisodeFolderRef & { phase: number };

/** Where rollouts live in a phase folder (training episodes labelled by the ORM). */
const ROLLOUT_KINDS: ReadonlySet<string> = new Set(['rollouts']);
/** Metrics shown elsewhere in the report, not as training curves. */
const NOT_CURVES = /^(eval\/success$|time\/|replay\/)/;

/** The columns a summary's table adds after the five sites when it has such tasks (eval/success-table.ts). */
const GROUP_COLUMNS = [
  { key: 'cross-site', label: 'Cross-site' },
  { key: 'other', label: 'Other' },
] as const;

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
    evals: collectEvals(root, metrics, { byTask: miniwobPathOf(runEnv(root)) !== undefined }),
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
          pageOutcome: t.pageOutcome,
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

/** `byTask`: read success per task page too (MiniWoB++ runs; the built-in sites are read per site). */
function collectEvals(
  root: string,
  metrics: readonly MetricRecord[],
  options: { byTask: boolean },
): PhaseEval[] {
  const evals = new Map<number, PhaseEval>();
  for (const { phase, dir } of listPhaseFolders(root)) {
    const summary = readEvalSummary(join(dir, 'eval'));
    if (!summary) continue;
    const byTask: RateColumn[] = successByTask(summary.results).map((row) => ({
      key: row.task,
      label: taskLabel(row.task),
      successes: row.successes,
      total: row.episodes,
      rate: row.rate,
    }));
    evals.set(phase, {
      phase,
      table: summary.table,
      errorTypes: summary.errorTypes,
      byRequiredSteps: summary.byRequiredSteps,
      byComplexity: summary.byComplexity,
      ...(summary.byTemplateKind ? { byTemplateKind: summary.byTemplateKind } : {}),
      unscored: summary.unscored,
      ...(options.byTask ? { byTask } : {}),
    });
  }
  // Phases evaluated without a summary on disk (or by another tool): rates from the metrics alone,
  // labelled `site` (a Table 1 column, `all` for the average) or `task` (a MiniWoB++ page).
  const fromMetrics = new Map<number, { sites: Map<string, number>; tasks: Map<string, number> }>();
  for (const record of metrics) {
    if (record.name !== 'eval/success' || record.phase === undefined || evals.has(record.phase)) continue;
    const rates = fromMetrics.get(record.phase) ?? { sites: new Map(), tasks: new Map() };
    fromMetrics.set(record.phase, rates);
    const task = record.labels?.task;
    if (task !== undefined) rates.tasks.set(task, record.value);
    else rates.sites.set(record.labels?.site ?? 'all', record.value);
  }
  const cell = (rate: number | undefined) =>
    rate === undefined ? cellOf(0, 0) : { successes: 0, total: 0, rate };
  for (const [phase, { sites, tasks }] of fromMetrics) {
    const byTask = [...tasks].map(([task, rate]) => ({ key: task, label: taskLabel(task), ...cell(rate) }));
    evals.set(phase, {
      phase,
      table: {
        columns: [...TABLE1_COLUMNS, ...GROUP_COLUMNS.filter((c) => sites.has(c.key))].map((c) => ({
          key: c.key,
          label: c.label,
          ...cell(sites.get(c.key)),
        })),
        average: cell(sites.get('all')),
      },
      ...(options.byTask || byTask.length > 0 ? { byTask } : {}),
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
