// Search (`/search?q=…`): submissions whose title or body contain every word of the query, ordered
// by relevance (exact title, phrase in title, words in title, elsewhere), newest, top or comments.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { currentMember } from '../forum-session.js';
import { listSubmissions } from '../queries/submission-queries.js';
import { renderPage } from '../views/layout.js';
import { pagination } from '../views/listing-view.js';
import { submissionArticle } from '../views/submission-view.js';
import { pageParam } from './require-member.js';

const SEARCH_SORTS = {
  relevance: 'Relevance',
  new: 'Newest',
  top: 'Top',
  comments: 'Most comments',
} as const;
type SearchSort = keyof typeof SEARCH_SORTS;

function searchPage(request: RequestContext): SiteResponse {
  const query = (request.query.get('q') ?? '').trim();
  const sortParam = request.query.get('sort') ?? 'relevance';
  const sort: SearchSort = Object.hasOwn(SEARCH_SORTS, sortParam) ? (sortParam as SearchSort) : 'relevance';
  const viewerId = currentMember(request)?.id ?? 0;
  const page = pageParam(request);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 12);
  let results = html``;
  if (words.length > 0) {
    const where = words
      .map(() => "instr(lower(s.title || ' ' || COALESCE(s.body, '') || ' ' || COALESCE(s.url, '')), ?) > 0")
      .join(' AND ');
    const rank = `CASE WHEN lower(s.title) = ? THEN 0 WHEN instr(lower(s.title), ?) > 0 THEN 1 WHEN ${words.map(() => 'instr(lower(s.title), ?) > 0').join(' AND ')} THEN 2 ELSE 3 END`;
    const order = {
      relevance: `${rank}, s.created_at DESC`,
      new: 's.created_at DESC',
      top: '(s.upvotes - s.downvotes) DESC',
      comments: 's.comment_count DESC',
    }[sort];
    const orderParams = sort === 'relevance' ? [query.toLowerCase(), query.toLowerCase(), ...words] : [];
    const { rows, hasMore } = listSubmissions(request.db, {
      where,
      params: words,
      order: { sql: `${order}, s.id DESC`, params: orderParams },
      sort: 'new',
      time: 'all',
      page,
      viewerId,
    });
    const link = (p: number, s: SearchSort = sort) =>
      request.href(
        `/search?${new URLSearchParams({ q: query, ...(s === 'relevance' ? {} : { sort: s }), ...(p > 1 ? { page: String(p) } : {}) })}`,
      );
    results = html`<h2>Search results for <em>${query}</em></h2>
<nav class="listing-nav"><ul class="unlistify nav"><li class="dropdown"><button type="button" class="dropdown__toggle tab unbuttonize" aria-label="Sort by: ${SEARCH_SORTS[sort]}">Sort by: ${SEARCH_SORTS[sort]}</button>
<ul class="dropdown__menu unlistify">${(Object.keys(SEARCH_SORTS) as SearchSort[]).map((s) => html`<li><a href="${link(1, s)}" class="menu-link${s === sort ? ' menu-link--active' : ''}">${SEARCH_SORTS[s]}</a></li>`)}</ul></li></ul></nav>
${rows.length === 0 ? html`<p class="empty">No entries to display.</p>` : rows.map((row) => submissionArticle(request, row, { showBody: true, showForum: true, viewerId }))}
${pagination(page, hasMore, (p) => link(p))}`;
  }
  return renderPage(request, {
    title: 'Search',
    active: 'search',
    body: html`<h1 class="page-heading">Search</h1>
<form action="${request.href('/search')}" method="get" class="form search-form">
  <div class="form__row"><label for="query">Search query</label><input name="q" type="search" value="${query}" id="query" class="form-control"></div>
  <button type="submit" class="button">Search</button>
</form>
${results}`,
  });
}

export function addSearchRoutes(router: Router): void {
  router.get('/search', searchPage);
}
