// The viewer's episode page: the verdicts (evaluator score and failed checks, ORM score, error type
// and the rule behind it), then every step — the page as the agent saw it (its simplified HTML,
// rendered in a sandboxed frame that runs no script, and as source), the screenshot when captured,
// the raw model output and the parsed action.
import type { Observation, TrajectoryStep } from '../core/index.js';
import { escapeHtml } from './html-escape.js';
import { filterQuery, page, score, verdict } from './viewer-list-page.js';
import {
  filterEpisodes,
  phaseText,
  taskText,
  type ViewerEpisode,
  type ViewerEpisodeDetail,
  type ViewerFilters,
} from './viewer-source.js';

/**
 * Shows the simplified HTML's element ids as the agent reads them (`[3]`) and outlines the element
 * the step acted on — CSS only, the frame runs no script.
 */
function idStyle(target: string | undefined): string {
  const outline =
    target && /^\d+$/.test(target) ? `[id="${target}"]{outline:2px solid #cf222e;outline-offset:1px}` : '';
  return `<style>[id]::before{content:"[" attr(id) "] ";color:#cf222e;font:10px monospace}${outline}</style>`;
}

/** The page as the agent saw it: rendered without scripts, forms or navigation, and as source. */
function observationPanes(
  observation: Observation,
  screenshot: string | null,
  noScreenshot: string,
  target?: string,
): string {
  // sandbox="" gives the frame an opaque origin with scripts, forms, popups and top navigation off.
  const srcdoc = idStyle(target) + observation.html;
  const frame = `<iframe class="page" sandbox="" srcdoc="${escapeHtml(srcdoc)}" title="simplified HTML as rendered"></iframe>`;
  const shot = screenshot
    ? `<img class="screenshot" src="${escapeHtml(screenshot)}" alt="screenshot of the page at this step">`
    : `<p class="note">${noScreenshot}</p>`;
  return `<div class="panes"><div>${shot}</div><div>${frame}</div></div>
<details><summary>simplified HTML the agent read (${observation.html.length} characters)</summary><pre class="html">${escapeHtml(observation.html)}</pre></details>`;
}

/** A step's log π for its heading; NaN is a policy that reported none (a served model without logprobs). */
function logProbText(logProb: number | undefined): string {
  if (logProb === undefined) return '';
  return ` · log π ${Number.isNaN(logProb) ? 'not scored' : logProb.toFixed(3)}`;
}

function stepSection(id: string, step: TrajectoryStep): string {
  const shot = step.screenshot ? `/screenshot?id=${encodeURIComponent(id)}&step=${step.index}` : null;
  const action = step.action
    ? `<pre class="action">${escapeHtml(JSON.stringify(step.action))}</pre>`
    : '<p class="error">the output did not parse</p>';
  const shown = step.observation.error
    ? `<p class="note">the agent was told: <span class="error">${escapeHtml(step.observation.error)}</span></p>`
    : '';
  return `<section class="step" id="step-${step.index}">
<h3>step ${step.index} · <a href="${escapeHtml(step.observation.url)}" rel="noreferrer">${escapeHtml(step.observation.url)}</a>${logProbText(step.logProb)}</h3>
${shown}${observationPanes(step.observation, shot, 'no screenshot captured (env.screenshots was off)', step.action?.kind === 'do' ? step.action.element : undefined)}
<h4>raw model output</h4><pre class="response">${escapeHtml(step.response)}</pre>
<h4>parsed action</h4>${action}
${step.error ? `<p class="error">step error: ${escapeHtml(step.error)}</p>` : ''}
</section>`;
}

function verdicts(detail: ViewerEpisodeDetail): string {
  const { episode: e, trajectory: t } = detail;
  const checks = (detail.failedChecks ?? []).map((c) => `<li>${escapeHtml(c)}</li>`).join('');
  const evaluator =
    e.evaluatorScore === undefined
      ? `not scored${detail.unscoredReason ? `: ${escapeHtml(detail.unscoredReason)}` : ''}`
      : `${score(e.evaluatorScore)}${checks ? `<ul class="checks">${checks}</ul>` : ''}`;
  const orm =
    e.ormScore === undefined
      ? 'not labelled'
      : `${score(e.ormScore)} (${e.ormScore >= 0.5 ? 'success' : 'failure'})`;
  return `<dl class="verdicts">
<dt>outcome</dt><dd>${verdict(e)}</dd>
<dt>evaluator</dt><dd class="evaluator">${evaluator}</dd>
<dt>ORM</dt><dd class="orm">${orm}</dd>
<dt>error type</dt><dd class="error-type">${escapeHtml(e.errorType ?? '–')}${detail.errorRule ? ` — ${escapeHtml(detail.errorRule)}` : ''}</dd>
<dt>answer</dt><dd>${t.answer === null ? '–' : `<code>${escapeHtml(t.answer)}</code>`}</dd>
<dt>stopped by</dt><dd>${escapeHtml(t.stopReason)} after ${t.steps.length} steps (${(t.durationMs / 1000).toFixed(1)} s)</dd>
</dl>`;
}

export function renderEpisodePage(
  detail: ViewerEpisodeDetail,
  all: readonly ViewerEpisode[],
  filters: ViewerFilters,
  nonce: string,
): string {
  const { episode: e, trajectory: t } = detail;
  const query = filterQuery(filters);
  const list = filterEpisodes(all, filters);
  const at = list.findIndex((x) => x.id === e.id);
  const link = (x: ViewerEpisode | undefined, label: string) =>
    x
      ? `<a href="${escapeHtml(`/episode?id=${encodeURIComponent(x.id)}${query ? `&${query}` : ''}`)}">${label}</a>`
      : '';
  const nav = `<p><a href="/${query ? `?${escapeHtml(query)}` : ''}">← episodes</a> ${link(list[at - 1], '‹ previous')} ${link(list[at + 1], 'next ›')}</p>`;
  const final =
    t.stopReason === 'exit' || t.steps.length === 0
      ? ''
      : `<section class="step final"><h3>the page when the episode stopped (${escapeHtml(t.stopReason)})</h3>${observationPanes(t.finalObservation, null, 'screenshots are taken of the pages the agent acted on, not of the page it stopped at')}</section>`;
  return page(
    `webrl viewer — ${taskText(e)}`,
    `${nav}<h1>${escapeHtml(e.intent)}</h1>
<p class="note">${escapeHtml(e.run)} · ${escapeHtml(e.algorithm)} · phase ${phaseText(e.phase)} · ${escapeHtml(e.kind)} · ${escapeHtml(taskText(e))}${e.taskPage ? ` (task ${e.taskId})` : ''} · ${escapeHtml(e.sites.join(' + '))}</p>
${verdicts(detail)}
${t.steps.map((step) => stepSection(e.id, step)).join('\n')}
${final}`,
    nonce,
  );
}
