// The report's sections: runs, Table 1, success per task page (MiniWoB++), success per site over
// phases, training curves, analyses, time per stage. Each returns an HTML string; render-report.ts puts them on one page.
// What only the built-in sites' task metadata gives (success by required steps, by complexity, by
// template kind, and the template-kind curves) is left out for MiniWoB++ runs, where every task
// falls in one bucket.
import { escapeHtml } from './html-escape.js';
import type { PhaseEval, RateCell, ReportData, ReportRun } from './report-data.js';
import {
  bucketTable,
  errorTable,
  isPerTaskRun,
  num,
  ormTable,
  percent,
  phaseLabel,
  rateCell,
  replayTable,
  stageTimeTable,
  table,
  text,
} from './report-tables.js';
import { stackedBarChart } from './svg-bar-chart.js';
import { lineChart } from './svg-line-chart.js';

/** The label of a run's line in every chart. */
export const seriesLabel = (run: ReportRun) => `${run.algorithm} · ${run.name}`;

/** A link into `webrl view` with filters. */
export function viewerLink(data: ReportData, params: Record<string, string | number>, label: string): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return `<a class="viewer" href="${escapeHtml(`${data.viewerUrl}/?${query}`)}">${escapeHtml(label)}</a>`;
}

export function runsSection(data: ReportData): string {
  const rows = data.runs.map((run) => {
    const last = run.evals.at(-1);
    const folders = run.folders
      .map((f) =>
        viewerLink(
          data,
          { run: run.name, phase: f.phase, kind: f.kind },
          `p${f.phase} ${f.kind} (${f.episodes})`,
        ),
      )
      .join(' ');
    return [
      text(run.algorithm),
      text(run.name),
      num(last ? phaseLabel(last.phase, run) : '–'),
      num(percent(last?.table.average.rate)),
      `<td class="links">${folders || '<span class="note">no episodes</span>'}</td>`,
    ];
  });
  return `<section id="runs"><h2>Runs</h2>${table('data', ['algorithm', 'run', 'last evaluated phase', 'avg success %', 'episodes in the viewer'], rows)}
<p class="note">Links open <code>webrl view</code> at ${escapeHtml(data.viewerUrl)}; start it with <code>webrl view ${data.runs.map((r) => escapeHtml(r.dir)).join(' ')}</code>.</p></section>`;
}

/** A column with tasks in it (or, from metrics alone, a rate). */
const hasTasks = (cell: RateCell) => cell.total > 0 || cell.rate !== null;

/**
 * Table 1: success per site and average, one row per run and evaluated phase. A built-in run keeps
 * the paper's five site columns even where empty; a MiniWoB++ run adds only the columns it has tasks in.
 */
export function table1Section(data: ReportData): string {
  const columns: { key: string; label: string }[] = [];
  for (const run of data.runs) {
    for (const e of run.evals)
      for (const c of e.table.columns)
        if ((!isPerTaskRun(run) || hasTasks(c)) && !columns.some((k) => k.key === c.key)) columns.push(c);
  }
  const rows = data.runs.flatMap((run) =>
    run.evals.map((e) => [
      text(run.algorithm),
      text(run.name),
      text(phaseLabel(e.phase, run)),
      ...columns.map((c) => rateCell(e.table.columns.find((x) => x.key === c.key))),
      rateCell(e.table.average).replace('<td class="num"', '<td class="num avg"'),
      `<td class="links">${viewerLink(data, { run: run.name, phase: e.phase, kind: 'eval' }, 'episodes')} ${viewerLink(data, { run: run.name, phase: e.phase, kind: 'eval', success: 'no' }, 'failures')}</td>`,
    ]),
  );
  const header = [
    'algorithm',
    'run',
    'phase',
    ...columns.map((c) => escapeHtml(c.label)),
    'Avg SR',
    'viewer',
  ];
  return `<section id="table1"><h2>Success rate on the test tasks (%, shaped like WebRL's Table 1)</h2>
${table('data table1', header, rows)}
<p class="note">Site columns count single-site tasks only; tasks on several sites count only in the average, which is over all tasks, as WebRL's Table 1 counts them. Hover a cell for its count.${data.runs.some(isPerTaskRun) ? ' MiniWoB++ tasks are not on any of the five sites: they count under Other, and success per task page is <a href="#per-task">below</a>.' : ''}</p></section>`;
}

/**
 * Success per task page (MiniWoB++), one row per run and evaluated phase: the figures `webrl train`
 * prints after a MiniWoB++ run. Empty (no section) when no run is read per task page.
 */
export function perTaskSection(data: ReportData): string {
  const runs = data.runs.filter(isPerTaskRun);
  if (runs.length === 0) return '';
  const pages: { key: string; label: string }[] = [];
  for (const run of runs) {
    for (const e of run.evals)
      for (const c of e.byTask ?? []) if (!pages.some((p) => p.key === c.key)) pages.push(c);
  }
  const rows = runs.flatMap((run) =>
    run.evals.map((e) => [
      text(run.algorithm),
      text(run.name),
      text(phaseLabel(e.phase, run)),
      ...pages.map((p) => rateCell(e.byTask?.find((c) => c.key === p.key))),
      rateCell(e.table.average).replace('<td class="num"', '<td class="num avg"'),
      `<td class="links">${viewerLink(data, { run: run.name, phase: e.phase, kind: 'eval', success: 'no' }, 'failures')}</td>`,
    ]),
  );
  const header = [
    'algorithm',
    'run',
    'phase',
    ...pages.map((p) => `${escapeHtml(p.label)}<br><small>% success</small>`),
    'Avg SR',
    'viewer',
  ];
  return `<section id="per-task"><h2>Success per task page (MiniWoB++, %)</h2>
${table('data', header, rows)}
<p class="note">Each page over its test seeds (<code>--eval-episodes</code>); success is a raw reward &gt; 0. Hover a cell for its count (0/0: the phase left only its metrics, no summary.json). No published per-task MiniWoB++ numbers are quoted by the references this project works from, so there is nothing to set beside these.</p></section>`;
}

/**
 * One chart per site column (average first), then one per MiniWoB++ task page: success over phases,
 * one line per run. A MiniWoB++ run's site column (all its tasks are Other) would repeat the average.
 */
export function successCurvesSection(data: ReportData): string {
  type Key = { key: string; label: string; cellOf: (e: PhaseEval) => RateCell | undefined };
  const keys: Key[] = [{ key: 'all', label: 'Average (all tasks)', cellOf: (e) => e.table.average }];
  for (const run of data.runs.filter((r) => !isPerTaskRun(r))) {
    for (const e of run.evals) {
      for (const c of e.table.columns)
        if (c.total > 0 && !keys.some((k) => k.key === c.key))
          keys.push({ ...c, cellOf: (x) => x.table.columns.find((y) => y.key === c.key) });
    }
  }
  for (const run of data.runs.filter(isPerTaskRun)) {
    for (const e of run.evals) {
      for (const c of e.byTask ?? [])
        if (!keys.some((k) => k.key === `task:${c.key}`))
          keys.push({
            key: `task:${c.key}`,
            label: c.label,
            cellOf: (x) => x.byTask?.find((y) => y.key === c.key),
          });
    }
  }
  const charts = keys.map(({ label, cellOf }) =>
    lineChart({
      title: label,
      xLabel: 'phase',
      percent: true,
      yRange: [0, 1],
      series: data.runs.map((run) => ({
        label: seriesLabel(run),
        points: run.evals.flatMap((e) => {
          const cell = cellOf(e);
          return cell && cell.rate !== null ? [[e.phase, cell.rate] as const] : [];
        }),
      })),
    }),
  );
  const title = data.runs.some(isPerTaskRun)
    ? 'Success per site and task page over phases'
    : 'Success per site over phases';
  return `<section id="success-curves"><h2>${title}</h2><div class="charts">${charts.join('\n')}</div></section>`;
}

/** Order of curve groups: the actor's loss and KL first, then critic, ORM, the rest. */
const CURVE_ORDER = ['rl/actor_loss', 'rl/kl_exact', 'rl/kl', 'rl/critic_loss'];
const curveRank = (name: string) => {
  const i = CURVE_ORDER.indexOf(name);
  if (i >= 0) return `0${i}`;
  const area = name.split('/')[0]!;
  return `${['rl', 'critic', 'orm', 'curriculum', 'env'].indexOf(area) + 1 || 9}${name}`;
};

/**
 * Success on the test tasks of templates trained on and of test-only ones, which evaluate-actor.ts
 * writes on every source: on MiniWoB++ every test page is also trained on, so the first repeats the
 * average (charted above) and the second has no tasks. A MiniWoB++ run's curves leave them out.
 */
const TEMPLATE_KIND_CURVES: ReadonlySet<string> = new Set([
  'eval/success_training_templates',
  'eval/success_test_only_templates',
]);

/** The curves a run shows. */
const curvesOf = (run: ReportRun) =>
  isPerTaskRun(run) ? run.curves.filter((c) => !TEMPLATE_KIND_CURVES.has(c.name)) : run.curves;

/** A metric is drawn as a curve once some run has two values of it; single values go in a table. */
const isCurve = (data: ReportData, name: string) =>
  data.runs.some((run) => (curvesOf(run).find((c) => c.name === name)?.points.length ?? 0) >= 2);

/** Metrics with one value so far: metric, run, phase, value. */
function singleValueTable(data: ReportData, names: readonly string[]): string {
  const rows = names.flatMap((name) =>
    data.runs.flatMap((run) =>
      (curvesOf(run).find((c) => c.name === name)?.points ?? []).map((p) => [
        text(name),
        text(seriesLabel(run)),
        text(phaseLabel(p.phase, run)),
        num(Number(p.value.toPrecision(4))),
      ]),
    ),
  );
  return table('data', ['metric', 'run', 'phase', 'value'], rows);
}

export function trainingCurvesSection(data: ReportData): string {
  const names = [...new Set(data.runs.flatMap((r) => curvesOf(r).map((c) => c.name)))].sort((a, b) =>
    curveRank(a).localeCompare(curveRank(b)),
  );
  const charts = names
    .filter((name) => isCurve(data, name))
    .map((name) =>
      lineChart({
        title: name,
        xLabel: 'phase (steps within a phase spread over it)',
        series: data.runs.map((run) => ({
          label: seriesLabel(run),
          points:
            curvesOf(run)
              .find((c) => c.name === name)
              ?.points.map((p) => [p.x, p.value] as const) ?? [],
        })),
      }),
    );
  const single = names.filter((name) => !isCurve(data, name));
  const singles = single.length
    ? `<h3>Metrics with one value so far</h3>${singleValueTable(data, single)}`
    : '';
  const body = charts.length
    ? `<div class="charts">${charts.join('\n')}</div>`
    : '<p class="note">no training curves yet</p>';
  return `<section id="curves"><h2>Training curves</h2>${body}${singles}</section>`;
}

/**
 * Success by the built-in tasks' metadata: the oracle's steps (WebRL Fig. 4), the number of
 * requirements, templates trained on against test-only ones. A MiniWoB++ run has nothing to split
 * there (no oracle, so every task is "unknown"; complexity 1 on every page; every test page is also
 * trained on), and each table would only repeat its average: its rows are left out, and the tables
 * too when no other run has any. Ends with a newline where it is not empty.
 */
function taskMetadataBreakdowns(data: ReportData): string {
  const runs = data.runs.filter((run) => !isPerTaskRun(run));
  if (runs.length === 0) return '';
  const perTask = data.runs.filter(isPerTaskRun);
  const leftOut = perTask.length
    ? `<p class="note">Not in these three tables: ${perTask.map((run) => escapeHtml(seriesLabel(run))).join(', ')} (MiniWoB++: no oracle step counts, one requirement on every page, every test page also trained on; success per task page is <a href="#per-task">above</a>).</p>\n`
    : '';
  return `<h3>Success by required steps (WebRL Fig. 4)</h3>${bucketTable(runs, (run) => run.evals.map((e) => ({ phase: e.phase, buckets: e.byRequiredSteps })))}
<p class="note">Required steps: the oracle's step count (<code>webrl.requiredSteps</code>, or the oracle's evaluation of the test tasks: <code>webrl eval --required-steps</code>, and in a training run <code>phase-00-sft/oracle-eval</code>); tasks without it, or that the oracle did not solve, are under “unknown”.</p>
<h3>Success by task complexity (number of requirements)</h3>${bucketTable(runs, (run) => run.evals.map((e) => ({ phase: e.phase, buckets: e.byComplexity })))}
<h3>Success on templates trained on and on test-only templates</h3>${bucketTable(runs, (run) => run.evals.map((e) => ({ phase: e.phase, buckets: e.byTemplateKind })))}
<p class="note">Training templates: new instances of templates that also have training tasks. Test-only templates: kinds of task no training or generated task comes from (generalisation).</p>
${leftOut}`;
}

export function analysesSection(data: ReportData): string {
  const evalErrors = data.runs.flatMap((run) =>
    run.evals.flatMap((e) => (e.errorTypes ? [{ run, phase: e.phase, counts: e.errorTypes }] : [])),
  );
  const rolloutErrors = data.runs.flatMap((run) => run.rolloutErrors.map((r) => ({ run, ...r })));
  const orm = data.runs.flatMap((run) => run.orm.map((o) => ({ run, orm: o })));
  const replay = data.runs.flatMap((run) => run.replay.map((r) => ({ run, replay: r })));
  return `<section id="analyses"><h2>Analyses</h2>
<h3>Error types of failed test episodes (WebRL Fig. 3)</h3>${errorTable(evalErrors)}
<p class="note">Rules, in order: unparsable outputs until the stop rule, or a failed action sent again → fail to recover; step budget or repeat rule → stuck midway; exit without an effective action → no reasonable attempt; any other exit → stop at wrong page; a MiniWoB++ page that ended the episode itself (a wrong final action, its time limit) counts as an exit there (src/eval/error-types.ts). Not run: test tasks that had no episode (a site URL not set); episodes + not run = the tasks evaluated.</p>
${taskMetadataBreakdowns(data)}<h3>ORM against the evaluators on training rollouts</h3>${ormTable(orm)}
<h3>Error types of failed training rollouts</h3>${errorTable(rolloutErrors)}
<h3>Replay buffer: perplexity window per phase</h3>${replayTable(replay)}
</section>`;
}

export function timeSection(data: ReportData): string {
  const blocks = data.runs
    .filter((run) => run.stageTimes.length > 0)
    .map((run) => {
      const phases = [...new Set(run.stageTimes.map((t) => t.phase))].sort((a, b) => a - b);
      const stages = [...new Set(run.stageTimes.map((t) => t.stage))];
      const chart = stackedBarChart({
        title: `${seriesLabel(run)}: seconds per stage`,
        rows: phases.map((p) => `phase ${p}`),
        unit: ' s',
        parts: stages.map((stage) => ({
          label: stage,
          values: phases.map((phase) =>
            run.stageTimes
              .filter((t) => t.phase === phase && t.stage === stage)
              .reduce((s, t) => s + t.seconds, 0),
          ),
        })),
      });
      return `<div class="run-times"><h3>${escapeHtml(seriesLabel(run))}</h3>${chart}${stageTimeTable(run)}</div>`;
    });
  return `<section id="time"><h2>Time per stage</h2>${blocks.join('\n') || '<p class="note">no time/&lt;stage&gt;_s metrics</p>'}</section>`;
}
