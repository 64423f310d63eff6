// renderReport on hand-made data: escaping of run names, one chart per drawn metric, single-value
// metrics in a table, no script or external reference in the page, and the analyses a MiniWoB++
// run leaves out beside those a built-in run keeps.
import { describe, expect, it } from 'vitest';
import { isRenderedReport, renderReport } from './render-report.js';
import type { ReportData, ReportRun } from './report-data.js';

const cell = (successes: number, total: number) => ({
  successes,
  total,
  rate: total ? successes / total : null,
});

function run(name: string, losses: number[]): ReportRun {
  return {
    name,
    dir: `/runs/${name}`,
    algorithm: 'webrl',
    evals: [0, 1].map((phase) => ({
      phase,
      table: {
        columns: [{ key: 'shopping', label: 'OSS/shop', ...cell(phase + 1, 4) }],
        average: cell(phase + 1, 4),
      },
      // Of 4 tasks, 3 ran (one success, two failures) and one had no episode.
      errorTypes: {
        episodes: 3,
        successes: 1,
        failures: 2,
        unjudged: 0,
        byType: { stuck_midway: 1, stop_at_wrong_page: 1 },
        notRun: 1,
      },
    })),
    curves: [
      {
        name: 'rl/actor_loss',
        points: losses.map((value, step) => ({ x: 1 + step / losses.length, phase: 1, step, value })),
      },
      { name: 'orm/heldout_accuracy', points: [{ x: 0, phase: 0, value: 0.8125 }] },
    ],
    orm: [],
    replay: [],
    rolloutErrors: [],
    stageTimes: [{ phase: 1, stage: 'rollouts', seconds: 12.5 }],
    folders: [],
  };
}

const html = renderReport({
  runs: [run('<b>quick</b>', [0.9, 0.7, 0.5])],
  generatedAt: '2026-01-01T00:00:00Z',
  viewerUrl: 'http://127.0.0.1:8377',
} satisfies ReportData);

describe('renderReport', () => {
  it('escapes what comes from the run and loads nothing from outside the file', () => {
    expect(html).toContain('&lt;b&gt;quick&lt;/b&gt;');
    expect(html).not.toContain('<b>quick</b>');
    expect(html).not.toMatch(/<script|<link|src="http|@import/);
  });

  it('draws metrics with several values and tables those with one', () => {
    const curves = html.slice(html.indexOf('id="curves"'), html.indexOf('id="analyses"'));
    expect(curves.match(/<svg class="chart"/g)).toHaveLength(1);
    expect(curves).toContain('aria-label="rl/actor_loss"');
    expect(curves).toMatch(/Metrics with one value so far.*orm\/heldout_accuracy.*0\.8125/s);
  });
});

describe('the error-type table of test episodes', () => {
  it('shows the tasks that never ran beside the episodes, so that the counts add up to the tasks', () => {
    const analyses = html.slice(html.indexOf('id="analyses"'));
    const errors = analyses.slice(0, analyses.indexOf('</table>'));
    const headers = [...errors.matchAll(/<th>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers.slice(3, 6)).toEqual(['episodes', 'not run', 'failures']);
    const firstRow = errors.slice(errors.indexOf('<tbody>'));
    const cells = [...firstRow.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(cells.slice(3, 6)).toEqual(['3', '1', '2']);
  });
});

describe('isRenderedReport', () => {
  it('knows a report by its head, also one written before the generator marker, and nothing else', () => {
    expect(isRenderedReport(html.slice(0, 4096))).toBe(true);
    const beforeMarker = html.replace(/<meta name="generator"[^>]*>\n/, '');
    expect(beforeMarker).not.toContain('name="generator"');
    expect(isRenderedReport(beforeMarker)).toBe(true);
    expect(isRenderedReport('{"rl": {"algorithm": "webrl"}}')).toBe(false);
    expect(
      isRenderedReport(
        '<!doctype html><html><head><title>notes</title></head><body>webrl report</body></html>',
      ),
    ).toBe(false);
    // Only the head counts: a page that quotes a report's marker in its body is not one.
    expect(
      isRenderedReport(
        `<!doctype html><html><head></head><body><pre>${'<meta name="generator" content="webrl report">'}</pre></body></html>`,
      ),
    ).toBe(false);
  });
});

/** A run as `webrl train --env miniwob` leaves it: per task page, one bucket of each breakdown. */
function miniwobRun(name: string): ReportRun {
  const base = run(name, [0.9, 0.7, 0.5]);
  return {
    ...base,
    evals: [0, 1].map((phase) => ({
      phase,
      table: {
        columns: [{ key: 'other', label: 'Other', ...cell(phase + 2, 6) }],
        average: cell(phase + 2, 6),
      },
      // No oracle: every task's required steps unknown; complexity 1 and a trained page everywhere.
      byRequiredSteps: [{ bucket: 'unknown', ...cell(phase + 2, 6) }],
      byComplexity: [{ bucket: '1', ...cell(phase + 2, 6) }],
      byTemplateKind: [{ bucket: 'training templates', ...cell(phase + 2, 6) }],
      byTask: [
        { key: 'miniwob/click-button', label: 'click-button', ...cell(phase + 1, 3) },
        { key: 'miniwob/enter-text', label: 'enter-text', ...cell(1, 3) },
      ],
    })),
    curves: [
      ...base.curves,
      {
        name: 'eval/success_training_templates',
        points: [0, 1].map((phase) => ({ x: phase, phase, value: (phase + 2) / 6 })),
      },
    ],
  };
}

/** A built-in run whose evaluations have every breakdown, and the template-kind curves. */
function builtinRun(name: string): ReportRun {
  const base = run(name, [0.9, 0.7, 0.5]);
  return {
    ...base,
    evals: base.evals.map((e) => ({
      ...e,
      byRequiredSteps: [
        { bucket: '≤5', ...cell(1, 2) },
        { bucket: '6–10', ...cell(0, 2) },
      ],
      byComplexity: [
        { bucket: '1', ...cell(1, 3) },
        { bucket: '2', ...cell(0, 1) },
      ],
      byTemplateKind: [
        { bucket: 'training templates', ...cell(1, 3) },
        { bucket: 'test-only templates', ...cell(0, 1) },
      ],
    })),
    curves: [
      ...base.curves,
      {
        name: 'eval/success_training_templates',
        points: [0, 1].map((phase) => ({ x: phase, phase, value: 1 / 3 })),
      },
      { name: 'eval/success_test_only_templates', points: [{ x: 1, phase: 1, value: 0 }] },
    ],
  };
}

const reportOf = (...runs: ReportRun[]) =>
  renderReport({ runs, generatedAt: '2026-01-01T00:00:00Z', viewerUrl: 'http://127.0.0.1:8377' });

const BREAKDOWNS = [
  'Success by required steps',
  'Success by task complexity',
  'Success on templates trained on and on test-only templates',
];

/** The rows of the table under an h3 heading, as cell texts. */
function rowsUnder(html: string, heading: string): string[][] {
  const start = html.indexOf(`<h3>${heading}`);
  const body = html.slice(start, html.indexOf('</table>', start));
  return [...body.matchAll(/<tr><td>(.*?)<\/tr>/g)].map((m) =>
    [...`<td>${m[1]}`.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1]!),
  );
}

describe('the analyses of a MiniWoB++ run', () => {
  it('leave out success by required steps, by complexity and by template kind, which only repeat the average there', () => {
    const html = reportOf(miniwobRun('mw'));
    for (const heading of BREAKDOWNS) expect(html).not.toContain(heading);
    expect(html).not.toContain('oracle-eval');
    // What a MiniWoB++ run does have stays.
    expect(html).toContain('<h3>Error types of failed test episodes (WebRL Fig. 3)</h3>');
    expect(html).toContain('<h3>ORM against the evaluators on training rollouts</h3>');
    expect(html).toContain('<h3>Error types of failed training rollouts</h3>');
    expect(html).toContain('<h3>Replay buffer: perplexity window per phase</h3>');
    expect(html).toContain('id="per-task"');
    // Phase 0 on MiniWoB++ is the untrained actor: there are no demonstrations to imitate.
    expect(html).toContain('<td>0 (untrained)</td>');
    expect(html).not.toContain('0 (SFT)');
  });

  it('leave out the curve of success on templates trained on, which is the average there', () => {
    const html = reportOf(miniwobRun('mw'));
    const curves = html.slice(html.indexOf('id="curves"'), html.indexOf('id="analyses"'));
    expect(curves).toContain('aria-label="rl/actor_loss"');
    expect(curves).not.toContain('success_training_templates');
  });

  it('keep a built-in run’s breakdowns and template-kind curves', () => {
    const html = reportOf(builtinRun('quick'));
    for (const heading of BREAKDOWNS) expect(html).toContain(`<h3>${heading}`);
    expect(rowsUnder(html, 'Success by required steps')).toEqual([
      ['webrl', 'quick', '0 (SFT)', '50.0', '0.0'],
      ['webrl', 'quick', '1', '50.0', '0.0'],
    ]);
    expect(html).not.toContain('Not in these three tables');
    const curves = html.slice(html.indexOf('id="curves"'), html.indexOf('id="analyses"'));
    expect(curves).toContain('aria-label="eval/success_training_templates"');
    expect(curves).toMatch(/Metrics with one value so far.*eval\/success_test_only_templates/s);
  });

  it('beside a built-in run, show only the built-in run’s rows and say which runs are not there', () => {
    const html = reportOf(builtinRun('quick'), miniwobRun('mw'));
    for (const heading of BREAKDOWNS) {
      const runs = rowsUnder(html, heading).map((row) => row[1]);
      expect(runs).toEqual(['quick', 'quick']);
    }
    expect(rowsUnder(html, 'Success by required steps')[0]).not.toContain('unknown');
    expect(html).toMatch(/Not in these three tables: webrl · mw \(MiniWoB\+\+/);
    // The built-in run's curve is drawn; the MiniWoB++ run has no line in it.
    const curves = html.slice(html.indexOf('id="curves"'), html.indexOf('id="analyses"'));
    const chart = curves.slice(curves.indexOf('aria-label="eval/success_training_templates"'));
    expect(chart.slice(0, chart.indexOf('</svg>'))).not.toContain('webrl · mw');
  });
});
