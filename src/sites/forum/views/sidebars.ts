// Sidebar sections: a forum's card (title, subscribe button, subscriber count, sidebar text,
// toolbox, moderators) and the front page's subscribed and featured forums.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { formatLongDate } from '../data/forum-time.js';
import type { ForumRow } from '../queries/forum-queries.js';
import { paragraphs } from './layout.js';

/** The subscribe/unsubscribe form (`.subscribe-button--subscribe` or `--unsubscribe`). */
export function subscribeForm(
  request: RequestContext,
  forumName: string,
  subscribed: boolean,
  small: boolean,
): SafeHtml {
  const action = request.href(`/f/${forumName}/${subscribed ? 'unsubscribe' : 'subscribe'}`);
  return html`<form action="${action}" method="post" class="subscribe-form" data-forum="${forumName}"><button type="submit" class="button${small ? ' button--small' : ''} subscribe-button subscribe-button--${subscribed ? 'unsubscribe' : 'subscribe'}" title="${subscribed ? 'Unsubscribe from' : 'Subscribe to'} ${forumName}">${subscribed ? 'Unsubscribe' : 'Subscribe'}</button></form>`;
}

/** "1 subscriber", "245 subscribers". */
export function subscriberLabel(count: number): string {
  return count === 1 ? '1 subscriber' : `${count} subscribers`;
}

/** The sidebar of a forum's pages. */
export function forumSidebar(
  request: RequestContext,
  forum: ForumRow,
  state: { subscribed: boolean | null; moderators: string[]; isModerator: boolean },
): SafeHtml {
  const href = request.href;
  return html`<section class="sidebar__section sidebar-card">
  <h1 class="sidebar__title forum-title"><a href="${href(`/f/${forum.name}`)}">${forum.title}</a></h1>
  ${state.subscribed === null ? '' : subscribeForm(request, forum.name, state.subscribed, false)}
  <p class="forum-subscribers text-sm">${subscriberLabel(forum.subscriber_count)}</p>
  <p class="forum-description">${forum.description}</p>
  <div class="forum-sidebar-content break-text">${paragraphs(forum.sidebar)}</div>
  <ul class="text-sm unlistify"><li class="fg-muted">Created ${formatLongDate(forum.created_at).replace(/ at .*/, '')}</li></ul>
</section>
<section class="sidebar__section sidebar-card">
  <h1 class="sidebar__title">Toolbox</h1>
  <ul class="unlistify sidebar__list">
    <li><a href="${href(`/f/${forum.name}/comments`)}">Comments in this forum</a></li>
    ${state.isModerator ? html`<li><a href="${href(`/f/${forum.name}/edit`)}">Edit forum</a></li>` : ''}
    <li><a href="${href(`/submit/${forum.name}`)}">Create submission</a></li>
  </ul>
</section>
<section class="sidebar__section sidebar-card">
  <h1 class="sidebar__title">Moderators</h1>
  <ul class="unlistify sidebar__list">${state.moderators.map((name) => html`<li><a href="${href(`/user/${name}`)}">${name}</a></li>`)}</ul>
</section>`;
}

/** The front page's sidebar: the member's subscriptions first, then the featured forums. */
export function frontSidebar(
  request: RequestContext,
  subscribed: string[] | null,
  featured: string[],
): SafeHtml {
  const href = request.href;
  const list = (names: string[]) =>
    html`<ul class="unlistify sidebar__list">${names.map((name) => html`<li><a href="${href(`/f/${name}`)}">${name}</a></li>`)}</ul>`;
  return html`${
    subscribed === null
      ? ''
      : html`<section class="sidebar__section sidebar-card">
  <h1 class="sidebar__title">Subscribed forums</h1>
  ${subscribed.length > 0 ? list(subscribed) : html`<p class="fg-muted text-sm">You are not subscribed to any forum.</p>`}
</section>`
  }<section class="sidebar__section sidebar-card">
  <h1 class="sidebar__title">Featured forums</h1>
  ${list(featured)}
</section>`;
}
