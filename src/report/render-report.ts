// The run report: one self-contained HTML file (inline CSS and SVG charts, no script, no external
// request), so it opens offline and can be mailed or archived next to the run.
import { escapeHtml } from './html-escape.js';
import type { ReportData } from './report-data.js';
import {
  analysesSection,
  perTaskSection,
  runsSection,
  successCurvesSection,
  table1Section,
  timeSection,
  trainingCurvesSection,
} from './report-sections.js';
import { isPerTaskRun } from './report-tables.js';

const STYLE = `
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 1480px; padding: 16px 24px 48px; color: #1b1f24; }
  h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
  h3 { font-size: 15px; margin: 18px 0 6px; }
  nav a { margin-right: 12px; }
  table.data { border-collapse: collapse; margin: 6px 0; }
  table.data th, table.data td { border: 1px solid #d0d7de; padding: 3px 8px; vertical-align: top; }
  table.data th { background: #f6f8fa; font-weight: 600; text-align: left; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  td.avg { font-weight: 600; }
  td.links a { margin-right: 6px; white-space: nowrap; }
  .note { color: #57606a; font-size: 12.5px; }
  .charts { display: flex; flex-wrap: wrap; gap: 12px 20px; }
  svg.chart { background: #fff; border: 1px solid #eaeef2; border-radius: 4px; }
  svg .chart-title { font-weight: 600; font-size: 13px; }
  svg .tick, svg .legend, svg .axis-label, svg .note { font-size: 11px; fill: #424a53; }
  svg .grid { stroke: #eaeef2; } svg .axis { stroke: #8c959f; }
  .run-times { display: inline-block; vertical-align: top; margin-right: 24px; }
`;

/**
 * What the head of every report carries, so that `webrl report` can tell a report it wrote (which it
 * may replace) from any other file at --out (which it must not).
 */
export const REPORT_GENERATOR_META = '<meta name="generator" content="webrl report">';

/**
 * Whether a file's beginning (its first few kilobytes are enough) is a report this renderer wrote:
 * its head carries REPORT_GENERATOR_META, or — reports written before the marker — starts as one
 * with the report's title.
 */
export function isRenderedReport(beginning: string): boolean {
  const end = beginning.indexOf('</head>');
  const head = end === -1 ? beginning : beginning.slice(0, end);
  return (
    head.includes(REPORT_GENERATOR_META) ||
    (head.startsWith('<!doctype html>\n<html lang="en">') && head.includes('<title>webrl report — '))
  );
}

export function renderReport(data: ReportData): string {
  const runNames = data.runs.map((r) => `${r.algorithm} (${r.name})`).join(', ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${REPORT_GENERATOR_META}
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>webrl report — ${escapeHtml(runNames)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>webrl report</h1>
<p class="note">${escapeHtml(runNames)} · generated ${escapeHtml(data.generatedAt)}</p>
<nav><a href="#runs">Runs</a><a href="#table1">Table 1</a>${data.runs.some(isPerTaskRun) ? '<a href="#per-task">Per task page</a>' : ''}<a href="#success-curves">Success over phases</a><a href="#curves">Training curves</a><a href="#analyses">Analyses</a><a href="#time">Time</a></nav>
${runsSection(data)}
${table1Section(data)}
${perTaskSection(data)}
${successCurvesSection(data)}
${trainingCurvesSection(data)}
${analysesSection(data)}
${timeSection(data)}
</body>
</html>
`;
}
