// The forum list (`/forums`, sortable by submissions, subscribers, name or title) and the
// alphabetical index (`/forums/all`), each forum with its subscribe button.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { currentMember } from '../forum-session.js';
import {
  FORUM_LIST_SORTS,
  type ForumListSort,
  listForums,
  subscribedForumNames,
} from '../queries/forum-queries.js';
import { renderPage } from '../views/layout.js';
import { pagination } from '../views/listing-view.js';
import { subscribeForm, subscriberLabel } from '../views/sidebars.js';
import { notFoundPage } from './not-found.js';
import { pageParam } from './require-member.js';

/** Forums per page of the list (Postmill pages it too). */
const FORUMS_PER_PAGE = 20;

function tabs(request: RequestContext, active: 'list' | 'all') {
  return html`<ul class="unlistify nav"><li><a href="${request.href('/forums')}" class="tab${active === 'list' ? ' tab--active' : ''}">Forums</a></li><li><a href="${request.href('/forums/all')}" class="tab${active === 'all' ? ' tab--active' : ''}">Alphabetical</a></li></ul>`;
}

function forumList(request: RequestContext, sort: string): SiteResponse {
  if (!Object.hasOwn(FORUM_LIST_SORTS, sort)) return notFoundPage(request);
  const member = currentMember(request);
  const subscribed = new Set(member ? subscribedForumNames(request.db, member.id) : []);
  const page = pageParam(request);
  const all = listForums(request.db, sort as ForumListSort);
  const forums = all.slice((page - 1) * FORUMS_PER_PAGE, page * FORUMS_PER_PAGE);
  const sortItems = (Object.keys(FORUM_LIST_SORTS) as ForumListSort[]).map(
    (mode) =>
      html`<li><a href="${request.href(`/forums/${mode}`)}" class="menu-link${mode === sort ? ' menu-link--active' : ''}">${FORUM_LIST_SORTS[mode].label}</a></li>`,
  );
  return renderPage(request, {
    title: 'List of forums',
    active: 'forums',
    body: html`<h1 class="page-heading">List of forums</h1>
<nav class="listing-nav">${tabs(request, 'list')}<ul class="unlistify nav"><li class="dropdown"><button type="button" class="dropdown__toggle tab unbuttonize" aria-label="Sort by: ${FORUM_LIST_SORTS[sort as ForumListSort].label}">Sort by: ${FORUM_LIST_SORTS[sort as ForumListSort].label}</button><ul class="dropdown__menu unlistify">${sortItems}</ul></li></ul></nav>
${member ? html`<p><a href="${request.href('/create_forum')}" class="button">Create forum</a></p>` : ''}
${forums.map(
  (forum) => html`<article class="forum-card">
  <div class="forum-card__main-column">
    <h2 class="forum-card__heading"><a href="${request.href(`/f/${forum.name}`)}" class="forum-card__name">/f/${forum.name}</a> &mdash; <span class="forum-card__title">${forum.title}</span></h2>
    <p class="forum-card__description">${forum.description}</p>
  </div>
  <div class="forum-card__subscribe-column">
    ${member ? subscribeForm(request, forum.name, subscribed.has(forum.name), true) : ''}
    <p class="forum-card__counts text-sm">${subscriberLabel(forum.subscriber_count)} &middot; ${forum.submission_count} submissions</p>
  </div>
</article>`,
)}
${pagination(page, all.length > page * FORUMS_PER_PAGE, (p) => request.href(`/forums/${sort}?page=${p}`))}`,
  });
}

function alphabetical(request: RequestContext): SiteResponse {
  const member = currentMember(request);
  const subscribed = new Set(member ? subscribedForumNames(request.db, member.id) : []);
  const forums = listForums(request.db, 'by_name');
  const letters = [...new Set(forums.map((f) => f.name[0]!.toUpperCase()))];
  return renderPage(request, {
    title: 'All forums',
    active: 'forums',
    body: html`${tabs(request, 'all')}<h1 class="page-heading">All forums</h1>
<div class="columns">${letters.map(
      (letter) =>
        html`<div><h2>${letter}</h2><ul class="unlistify">${forums
          .filter((f) => f.name[0]!.toUpperCase() === letter)
          .map(
            (f) =>
              html`<li class="forum-index-item"><a href="${request.href(`/f/${f.name}`)}">${f.name}</a> ${member ? subscribeForm(request, f.name, subscribed.has(f.name), true) : ''}</li>`,
          )}</ul></div>`,
    )}</div>`,
  });
}

export function addForumListRoutes(router: Router): void {
  router
    .get('/forums', (r) => forumList(r, 'by_submissions'))
    .get('/forums/all', alphabetical)
    .get('/forums/:sort', (r) => forumList(r, r.params.sort!));
}
