// renderReport on hand-made data: escaping of run names, one chart per drawn metric, single-value
// metrics in a table, and no script or external reference in the page.
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
