// The viewer's episode list: a filter form (run, algorithm, phase, kind, site, success, error type,
// words of the intent) and one row per matching episode linking to its steps.
import { escapeHtml } from './html-escape.js';
import {
  FILTER_KEYS,
  filterEpisodes,
  phaseText,
  type ViewerEpisode,
  type ViewerFilters,
} from './viewer-source.js';

/** At most this many rows are drawn; the count above the table says how many matched. */
export const LIST_LIMIT = 1000;

const ERROR_LABELS: Readonly<Record<string, string>> = {
  fail_to_recover: 'Fail to recover',
  stuck_midway: 'Get stuck midway',
  stop_at_wrong_page: 'Stop at wrong page',
  no_reasonable_attempt: 'No reasonable attempt',
  infrastructure: 'Infrastructure',
  none: 'none (success or unjudged)',
};

/** The query string of a set of filters (only the set ones). */
export function filterQuery(filters: ViewerFilters): string {
  return new URLSearchParams(FILTER_KEYS.flatMap((k) => (filters[k] ? [[k, filters[k]!]] : []))).toString();
}

function select(
  name: keyof ViewerFilters,
  label: string,
  values: readonly string[],
  filters: ViewerFilters,
  labels: Readonly<Record<string, string>> = {},
): string {
  const options = values
    .map(
      (v) =>
        `<option value="${escapeHtml(v)}"${filters[name] === v ? ' selected' : ''}>${escapeHtml(labels[v] ?? v)}</option>`,
    )
    .join('');
  return `<label>${label} <select name="${name}"><option value="">any</option>${options}</select></label>`;
}

const distinct = <T>(values: readonly T[]) => [...new Set(values)];

export function verdict(e: ViewerEpisode): string {
  if (e.success === null) return '<span class="badge unknown">unjudged</span>';
  return e.success ? '<span class="badge yes">success</span>' : '<span class="badge no">failure</span>';
}

export function score(value: number | undefined): string {
  return value === undefined ? '–' : value.toFixed(2);
}

/** The task column: a MiniWoB++ page by name (and seed), with its id on hover; other tasks by id. */
function taskCell(e: ViewerEpisode, href: string): string {
  if (!e.taskPage) return `<td class="num"><a href="${escapeHtml(href)}">${e.taskId}</a></td>`;
  const seed = e.taskPage.seed === undefined ? '' : ` <small>seed ${e.taskPage.seed}</small>`;
  return `<td class="task-page" title="task ${e.taskId}"><a href="${escapeHtml(href)}">${escapeHtml(e.taskPage.name)}</a>${seed}</td>`;
}

export function renderListPage(all: readonly ViewerEpisode[], filters: ViewerFilters, nonce: string): string {
  const matched = filterEpisodes(all, filters);
  const query = filterQuery(filters);
  const form = `<form id="filters" method="get" action="/">
${select('run', 'run', distinct(all.map((e) => e.run)), filters)}
${select('algorithm', 'algorithm', distinct(all.map((e) => e.algorithm)), filters)}
${select('phase', 'phase', distinct(all.map((e) => phaseText(e.phase))), filters)}
${select('kind', 'episodes', distinct(all.map((e) => e.kind)), filters)}
${select('site', 'site', distinct(all.map((e) => e.site)).sort(), filters)}
${select('success', 'outcome', ['yes', 'no', 'unknown'], filters, { yes: 'success', no: 'failure', unknown: 'unjudged' })}
${select('error', 'error type', Object.keys(ERROR_LABELS), filters, ERROR_LABELS)}
<label>intent <input name="q" value="${escapeHtml(filters.q ?? '')}" size="18"></label>
<button type="submit">Filter</button> <a href="/">clear</a>
</form>`;
  const rows = matched.slice(0, LIST_LIMIT).map((e) => {
    const href = `/episode?id=${encodeURIComponent(e.id)}${query ? `&${query}` : ''}`;
    return `<tr class="episode">
<td>${escapeHtml(e.run)}</td><td>${escapeHtml(e.algorithm)}</td><td class="num">${phaseText(e.phase)}</td><td>${escapeHtml(e.kind)}</td>
${taskCell(e, href)}<td>${escapeHtml(e.site)}</td>
<td class="intent"><a href="${escapeHtml(href)}">${escapeHtml(e.intent)}</a></td>
<td class="num">${e.steps}</td><td>${escapeHtml(e.stopReason)}</td><td>${verdict(e)}</td>
<td class="num">${score(e.evaluatorScore)}</td><td class="num">${score(e.ormScore)}</td><td>${escapeHtml(e.errorType ? (ERROR_LABELS[e.errorType] ?? e.errorType) : '')}</td></tr>`;
  });
  const more = matched.length > LIST_LIMIT ? ` (showing the first ${LIST_LIMIT}; narrow the filters)` : '';
  return page(
    'webrl viewer — episodes',
    `<h1>webrl viewer</h1>${form}
<p class="count"><span id="match-count">${matched.length}</span> of ${all.length} episodes${more}</p>
<table class="data" id="episodes"><thead><tr><th>run</th><th>algorithm</th><th>phase</th><th>episodes</th><th>task</th><th>site</th><th>intent</th><th>steps</th><th>stop</th><th>outcome</th><th>evaluator</th><th>ORM</th><th>error type</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`,
    nonce,
    // Filters apply as soon as a choice changes; the button stays for typing in the intent box.
    `document.querySelectorAll('#filters select').forEach((s) => s.addEventListener('change', () => s.form.submit()));`,
  );
}

const STYLE = `
  body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1500px; padding: 12px 20px 40px; color: #1b1f24; }
  h1 { font-size: 20px; margin: 6px 0 10px; } h2 { font-size: 16px; margin: 18px 0 6px; }
  form#filters { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; background: #f6f8fa; padding: 8px 10px; border-radius: 6px; }
  table.data { border-collapse: collapse; width: 100%; } table.data th, table.data td { border-bottom: 1px solid #d0d7de; padding: 3px 6px; text-align: left; vertical-align: top; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; } td.intent { max-width: 520px; }
  .badge { padding: 0 6px; border-radius: 8px; font-size: 12px; } .badge.yes { background: #dafbe1; } .badge.no { background: #ffebe9; } .badge.unknown { background: #eaeef2; }
  .count, .note { color: #57606a; }
  .step { border: 1px solid #d0d7de; border-radius: 6px; margin: 12px 0; padding: 8px 12px; }
  .step h3 { font-size: 14px; margin: 0 0 6px; } .step .error { color: #cf222e; }
  .panes { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
  .panes img { max-width: 100%; border: 1px solid #d0d7de; }
  iframe.page { width: 100%; height: 360px; border: 1px solid #d0d7de; background: #fff; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f6f8fa; padding: 6px 8px; margin: 4px 0; font-size: 12.5px; max-height: 360px; overflow: auto; }
  dl.verdicts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; } dl.verdicts dt { font-weight: 600; }
`;

/** A viewer page: inline style, and one inline script allowed only by its nonce. */
export function page(title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}
