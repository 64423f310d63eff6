// A page of submissions with Postmill's listing controls: the Submissions/Comments tabs, the sort
// dropdown (Hot, New, Top, Controversial, Most commented), the time dropdown for timed sorts, and
// "Previous" / "More" links.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { TIME_FILTER_LABELS, type TimeFilter } from '../data/forum-time.js';
import {
  SORT_LABELS,
  SORT_MODES,
  type SortMode,
  type SubmissionRow,
  TIMED_SORTS,
} from '../queries/submission-queries.js';
import { submissionArticle } from './submission-view.js';

/** A listing to render. */
export interface ListingView {
  /** Path of the listing without the sort segment: `/f/books`, `/all`, `` (front page). */
  basePath: string;
  /** Where the Comments tab points, when the listing has one. */
  commentsPath?: string;
  sort: SortMode;
  time: TimeFilter;
  /** Whether the URL named a time filter (Postmill shows the time menu then, or for timed sorts). */
  timeGiven: boolean;
  page: number;
  rows: SubmissionRow[];
  hasMore: boolean;
  showForum: boolean;
  viewerId: number;
  /** Extra controls beside the sort menu (the front page's filter menu). */
  extraNav?: SafeHtml;
  emptyText?: string;
}

/** `/f/books/top?t=month&page=2` */
export function listingUrl(basePath: string, sort: SortMode, time: TimeFilter | null, page = 1): string {
  const query = new URLSearchParams();
  if (time) query.set('t', time);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${basePath}/${sort}${search ? `?${search}` : ''}`;
}

function dropdown(label: string, ariaLabel: string, items: SafeHtml[]): SafeHtml {
  return html`<li class="dropdown"><button type="button" class="dropdown__toggle tab unbuttonize" aria-label="${ariaLabel}">${label}</button>
  <ul class="dropdown__menu unlistify">${items}</ul></li>`;
}

export function listingBody(request: RequestContext, view: ListingView): SafeHtml {
  const href = request.href;
  const sortItems = SORT_MODES.map(
    (mode) =>
      html`<li><a href="${href(listingUrl(view.basePath, mode, TIMED_SORTS.has(mode) ? 'day' : null))}" class="menu-link${mode === view.sort ? ' menu-link--active' : ''}">${SORT_LABELS[mode]}</a></li>`,
  );
  const showTime = view.timeGiven || TIMED_SORTS.has(view.sort);
  const timeItems = (Object.keys(TIME_FILTER_LABELS) as TimeFilter[]).map(
    (time) =>
      html`<li><a href="${href(listingUrl(view.basePath, view.sort, time))}" class="menu-link${time === view.time ? ' menu-link--active' : ''}">${TIME_FILTER_LABELS[time]}</a></li>`,
  );
  const pageLink = (page: number) =>
    href(listingUrl(view.basePath, view.sort, view.timeGiven ? view.time : null, page));
  return html`<nav class="listing-nav">
  ${
    view.commentsPath
      ? html`<ul class="unlistify nav"><li><a href="${href(view.basePath || '/')}" class="tab tab--active">Submissions</a></li><li><a href="${href(view.commentsPath)}" class="tab">Comments</a></li></ul>`
      : ''
  }
  <ul class="unlistify nav">
    ${view.extraNav ?? ''}
    ${dropdown(SORT_LABELS[view.sort], `Sort by: ${SORT_LABELS[view.sort]}`, sortItems)}
    ${showTime ? dropdown(TIME_FILTER_LABELS[view.time], `From: ${TIME_FILTER_LABELS[view.time]}`, timeItems) : ''}
  </ul>
</nav>
${
  view.rows.length === 0
    ? html`<p class="empty">${view.emptyText ?? 'There are no submissions to display.'}</p>`
    : view.rows.map((row) =>
        submissionArticle(request, row, {
          showBody: false,
          showForum: view.showForum,
          viewerId: view.viewerId,
        }),
      )
}
${pagination(view.page, view.hasMore, pageLink)}`;
}

/** "Previous" / "More" links. */
export function pagination(page: number, hasMore: boolean, link: (page: number) => string): SafeHtml {
  if (page <= 1 && !hasMore) return html``;
  return html`<nav class="pagination">${page > 1 ? html`<a href="${link(page - 1)}" class="button button--secondary" rel="prev">Previous</a>` : ''}${
    hasMore ? html`<a href="${link(page + 1)}" class="button button--secondary" rel="next">More</a>` : ''
  }</nav>`;
}
