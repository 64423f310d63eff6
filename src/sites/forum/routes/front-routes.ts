// The front page and the site-wide listings: `/` (subscribed forums for a member who has some,
// else featured forums), `/featured`, `/subscribed`, `/all`, each with `/<sort>` and `?t=`.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import type { TimeFilter } from '../data/forum-time.js';
import { currentMember } from '../forum-session.js';
import { featuredForumNames, subscribedForumNames } from '../queries/forum-queries.js';
import { isSortMode, isTimeFilter, listSubmissions, type SortMode } from '../queries/submission-queries.js';
import { renderPage } from '../views/layout.js';
import { listingBody } from '../views/listing-view.js';
import { frontSidebar } from '../views/sidebars.js';
import { notFoundPage } from './not-found.js';
import { pageParam } from './require-member.js';

type Filter = 'featured' | 'subscribed' | 'all';

const FILTER_LABELS: Readonly<Record<Filter, string>> = {
  featured: 'Featured',
  subscribed: 'Subscribed',
  all: 'All',
};

function frontListing(
  request: RequestContext,
  chosen: Filter | null,
  sortSegment: string | undefined,
): SiteResponse {
  const member = currentMember(request);
  const sort: SortMode | null =
    sortSegment === undefined
      ? isSortMode(member?.default_sort ?? '')
        ? (member!.default_sort as SortMode)
        : 'hot'
      : isSortMode(sortSegment)
        ? sortSegment
        : null;
  if (sort === null) return notFoundPage(request);
  const subscribed = member ? subscribedForumNames(request.db, member.id) : null;
  const preferred =
    member?.front_page && member.front_page !== 'default' ? (member.front_page as Filter) : null;
  const filter: Filter =
    chosen ?? preferred ?? (subscribed && subscribed.length > 0 ? 'subscribed' : 'featured');
  if (filter === 'subscribed' && !member) return notFoundPage(request);
  const timeParam = request.query.get('t');
  const time: TimeFilter = isTimeFilter(timeParam) ? timeParam : 'all';
  const where =
    filter === 'all'
      ? '1'
      : filter === 'featured'
        ? 'f.featured = 1'
        : 's.forum_id IN (SELECT forum_id FROM subscriptions WHERE user_id = ?)';
  const params = filter === 'subscribed' ? [member!.id] : [];
  const page = pageParam(request);
  const { rows, hasMore } = listSubmissions(request.db, {
    where,
    params,
    sort,
    time,
    page,
    viewerId: member?.id ?? 0,
  });
  const filters = (Object.keys(FILTER_LABELS) as Filter[]).filter((f) => f !== 'subscribed' || member);
  const extraNav = html`<li class="dropdown"><button type="button" class="dropdown__toggle tab unbuttonize" aria-label="Filter on: ${FILTER_LABELS[filter]}">${FILTER_LABELS[filter]}</button>
  <ul class="dropdown__menu unlistify">${filters.map((f) => html`<li><a href="${request.href(`/${f}/${sort}`)}" class="menu-link${f === filter ? ' menu-link--active' : ''}">${FILTER_LABELS[f]}</a></li>`)}</ul></li>`;
  return renderPage(request, {
    title: 'Postmill',
    body: listingBody(request, {
      basePath: chosen ? `/${chosen}` : '',
      commentsPath: '/comments',
      sort,
      time,
      timeGiven: timeParam !== null,
      page,
      rows,
      hasMore,
      showForum: true,
      viewerId: member?.id ?? 0,
      extraNav,
      emptyText:
        filter === 'subscribed'
          ? 'There are no submissions in the forums you subscribe to.'
          : 'There are no submissions to display.',
    }),
    sidebar: frontSidebar(request, subscribed, featuredForumNames(request.db)),
  });
}

export function addFrontRoutes(router: Router): void {
  router
    .get('/', (r) => frontListing(r, null, undefined))
    .get('/featured', (r) => frontListing(r, 'featured', 'hot'))
    .get('/featured/:sort', (r) => frontListing(r, 'featured', r.params.sort))
    .get('/subscribed', (r) => frontListing(r, 'subscribed', 'hot'))
    .get('/subscribed/:sort', (r) => frontListing(r, 'subscribed', r.params.sort))
    .get('/all', (r) => frontListing(r, 'all', 'hot'))
    .get('/all/:sort', (r) => frontListing(r, 'all', r.params.sort));
}

/** `/<sort>` at the root: registered last, after every other one-segment route. */
export function frontSortPage(request: RequestContext): SiteResponse | null {
  const segment = request.path.split('/').filter(Boolean);
  if (segment.length !== 1 || !isSortMode(segment[0]!)) return null;
  return frontListing(request, null, segment[0]);
}
