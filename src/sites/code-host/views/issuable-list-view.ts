// The list pages of issues and merge requests: state tabs with counts, the filter bar (search and
// Author / Assignee / Label / Milestone dropdowns), active filter tokens, the sort dropdown and rows.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { mediumDate } from '../data/site-time.js';
import {
  ISSUABLE_SORTS,
  type IssuableFilter,
  type IssuableState,
  issuableQueryString,
  withFilter,
} from '../queries/issuable-filter.js';
import type { IssuableKind, IssuableRow } from '../queries/issuable-queries.js';
import { icon } from './icons.js';
import { avatar, labelBadge, sortDropdown, timeTag } from './widgets.js';

/** Choices of the filter dropdowns. */
export interface FilterChoices {
  people: readonly { username: string; name: string }[];
  labels: readonly string[];
  milestones: readonly string[];
}

/** Builds URLs of the same list with other filters. */
export type FilterHref = (filter: IssuableFilter) => string;

/** State tabs: Open / (Merged) / Closed / All with counts. */
export function stateTabs(
  kind: IssuableKind,
  filter: IssuableFilter,
  counts: Record<IssuableState, number>,
  href: FilterHref,
): SafeHtml {
  const states: [IssuableState, string][] =
    kind === 'issue'
      ? [
          ['opened', 'Open'],
          ['closed', 'Closed'],
          ['all', 'All'],
        ]
      : [
          ['opened', 'Open'],
          ['merged', 'Merged'],
          ['closed', 'Closed'],
          ['all', 'All'],
        ];
  return html`<ul class="nav-links issues-state-filters">${states.map(
    ([state, label]) =>
      html`<li class="${filter.state === state ? 'active' : ''}"><a href="${href(withFilter(filter, { state }))}" id="state-${state}" title="Filter by ${label.toLowerCase()}">${label} <span class="badge">${counts[state]}</span></a></li>`,
  )}</ul>`;
}

function select(
  label: string,
  current: string | undefined,
  options: readonly (readonly [string, string | undefined])[],
  make: (value: string | undefined) => string,
): SafeHtml {
  return html`<select class="form-control" aria-label="${label}" data-navigate title="${label}">${options.map(
    ([text, value]) =>
      html`<option data-href="${make(value)}"${value === current ? html` selected` : ''}>${text}</option>`,
  )}</select>`;
}

/** The filter bar with its dropdowns and the tokens of the active filters. */
export function filterBar(
  request: RequestContext,
  kind: IssuableKind,
  filter: IssuableFilter,
  choices: FilterChoices,
  href: FilterHref,
  action: string,
): SafeHtml {
  const people = choices.people.map((p) => [`${p.name} @${p.username}`, p.username] as const);
  const tokens: [string, IssuableFilter][] = [
    ...filter.labels.map(
      (l) =>
        [`Label: ${l}`, withFilter(filter, { labels: filter.labels.filter((x) => x !== l) })] as [
          string,
          IssuableFilter,
        ],
    ),
    ...(filter.assignee
      ? [
          [`Assignee: ${filter.assignee}`, withFilter(filter, { assignee: undefined })] as [
            string,
            IssuableFilter,
          ],
        ]
      : []),
    ...(filter.author
      ? [[`Author: ${filter.author}`, withFilter(filter, { author: undefined })] as [string, IssuableFilter]]
      : []),
    ...(filter.reviewer
      ? [
          [`Reviewer: ${filter.reviewer}`, withFilter(filter, { reviewer: undefined })] as [
            string,
            IssuableFilter,
          ],
        ]
      : []),
    ...(filter.milestone
      ? [
          [`Milestone: ${filter.milestone}`, withFilter(filter, { milestone: undefined })] as [
            string,
            IssuableFilter,
          ],
        ]
      : []),
    ...(filter.search
      ? [[`Search: ${filter.search}`, withFilter(filter, { search: undefined })] as [string, IssuableFilter]]
      : []),
  ];
  const hidden = new URLSearchParams(issuableQueryString(withFilter(filter, { search: undefined })).slice(1));
  return html`<div class="filter-bar" data-testid="filtered-search">
    <form action="${action}" method="get" style="display:flex;flex:1;gap:6px">${[...hidden].map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}
      <input type="search" name="search" placeholder="Search or filter results..." aria-label="Search or filter results" value="${filter.search ?? ''}"></form>
    ${select('Author', filter.author, [['Any author', undefined], ...people], (v) => href(withFilter(filter, { author: v })))}
    ${select('Assignee', filter.assignee, [['Any assignee', undefined], ['None', 'None'], ...people], (v) => href(withFilter(filter, { assignee: v })))}
    ${kind === 'merge_request' ? select('Reviewer', filter.reviewer, [['Any reviewer', undefined], ...people], (v) => href(withFilter(filter, { reviewer: v }))) : ''}
    ${select('Label', filter.labels[0], [['Any label', undefined], ...choices.labels.map((l) => [l, l] as const)], (v) => href(withFilter(filter, { labels: v ? [...filter.labels.filter((x) => x !== v), v] : [] })))}
    ${select('Milestone', filter.milestone, [['Any milestone', undefined], ['None', 'None'], ...choices.milestones.map((m) => [m, m] as const)], (v) => href(withFilter(filter, { milestone: v })))}
    ${sortDropdown(request, ISSUABLE_SORTS, filter.sort)}
  </div>
  ${tokens.length > 0 ? html`<div class="filter-tokens" style="margin:-4px 0 10px">${tokens.map(([text, without]) => html`<a class="gl-badge filtered-search-token" href="${href(without)}" title="Remove filter">${text} ✕</a> `)}<a href="${href({ ...filter, labels: [], assignee: undefined, author: undefined, reviewer: undefined, milestone: undefined, search: undefined, page: 1 })}">Clear</a></div>` : ''}`;
}

/** The rows; `showProject` adds the project path (dashboard lists). */
export function issuableRows(
  request: RequestContext,
  kind: IssuableKind,
  rows: readonly IssuableRow[],
  now: string,
  labelHref: (row: IssuableRow, label: string) => string,
  showProject: boolean,
): SafeHtml {
  if (rows.length === 0) {
    return html`<div class="empty-state"><h4>${kind === 'issue' ? 'No issues found' : 'No merge requests found'}</h4><p>To widen your search, change or remove filters above.</p></div>`;
  }
  const segment = kind === 'issue' ? 'issues' : 'merge_requests';
  const sigil = kind === 'issue' ? '#' : '!';
  return html`<ul class="content-list issues-list issuable-list">${rows.map(
    (row) => html`<li class="issue issuable-row ${row.state}" data-testid="issuable-container">
      <div class="issuable-main-info" style="flex:1;min-width:0">
        <div class="issue-title title"><a class="issue-title-text" href="${request.href(`/${row.project_path}/-/${segment}/${row.iid}`)}">${row.title}</a>
          ${row.labels.map((l) => labelBadge(l, labelHref(row, l.title)))}</div>
        <div class="issuable-info">${showProject ? `${row.project_path}` : ''}${sigil}${row.iid} · created ${timeTag(row.created_at, now)} by <a href="${request.href(`/${row.author_username}`)}">${row.author_name}</a>
          ${row.milestone_title ? html` · ${icon('clock')}<span class="issuable-milestone">${row.milestone_title}</span>` : ''}
          ${row.due_date ? html` · <span class="issuable-due-date" title="Due date">Due ${mediumDate(row.due_date)}</span>` : ''}
          ${row.source_branch ? html` · <span class="project-ref-path gl-font-monospace">${row.source_branch}</span> → <span class="gl-font-monospace target-branch">${row.target_branch}</span>` : ''}</div>
      </div>
      <div class="issuable-meta" style="text-align:right;white-space:nowrap">
        ${row.state !== 'opened' ? html`<span class="issuable-state">${row.state === 'merged' ? 'MERGED' : 'CLOSED'}</span> ` : ''}
        ${row.assignees.map((a) => html`<a href="${request.href(`/${a.username}`)}" title="Assigned to ${a.name}">${avatar(a.name, a.avatar_color, 16, true)}</a>`)}
        <span title="Comments">${icon('comment', 14)} ${row.comments}</span>
        <div>updated ${timeTag(row.updated_at, now)}</div></div></li>`,
  )}</ul>`;
}
