// The forum's page frame (Postmill's base layout): site nav with the forums link, search, submit
// link and user dropdown; alerts; the main column; the sidebar (`<aside id="sidebar">`); footer.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { htmlResponse, type SiteResponse } from '../../http/response.js';
import { currentMember, takeFlash } from '../forum-session.js';

/** What a page puts in the frame. */
export interface PageOptions {
  title: string;
  body: SafeHtml;
  sidebar?: SafeHtml;
  /** Which top-nav link is active. */
  active?: 'forums' | 'wiki' | 'submit' | 'user' | 'search' | 'login' | 'registration';
  /** Forum whose name the Submit link pre-selects. */
  forumName?: string;
  status?: number;
}

const SITE_NAME = 'Postmill';

/** Renders a full page. */
export function renderPage(request: RequestContext, options: PageOptions): SiteResponse {
  const member = currentMember(request);
  const flash = takeFlash(request);
  const href = request.href;
  const active = (name: PageOptions['active']) => (options.active === name ? ' site-nav__link--active' : '');
  const searchValue = request.path === '/search' ? (request.query.get('q') ?? '') : '';
  const userMenu = member
    ? html`<li><a href="${href('/notifications')}" class="site-nav__link" title="Notifications (0)">&#9993;</a></li>
  <li><a href="${href(options.forumName ? `/submit/${options.forumName}` : '/submit')}" class="site-nav__link${active('submit')}">Submit</a></li>
  <li class="dropdown dropdown--right">
    <button type="button" class="dropdown__toggle site-nav__link unbuttonize${active('user')}">${member.username}</button>
    <ul class="dropdown__menu unlistify">
      <li><a href="${href(`/user/${member.username}`)}" class="menu-link">Profile</a></li>
      <li><a href="${href(`/user/${member.username}/account`)}" class="menu-link">My account</a></li>
      <li><a href="${href(`/user/${member.username}/preferences`)}" class="menu-link">User settings</a></li>
      <li><form action="${href('/log_out')}" method="post"><button class="menu-link unbuttonize">Log out</button></form></li>
    </ul>
  </li>`
    : html`<li><a href="${href('/login')}" class="site-nav__link${active('login')}">Log in</a></li>
  <li><a href="${href('/registration')}" class="site-nav__link${active('registration')}">Sign up</a></li>`;
  const page = html`<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>${options.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="postmill">
<link rel="stylesheet" href="${href('/static/styles.css')}"></head>
<body class="${member ? 'user-logged-in' : 'user-anonymous'}">
<div class="site-alerts">${
    flash
      ? html`<div class="alert alert--${flash.kind} site-alerts__alert" role="alert"><p class="site-alerts__text">${flash.text}</p><button class="site-alerts__dismiss unbuttonize" type="button" aria-label="Dismiss">&times;</button></div>`
      : ''
  }</div>
<nav class="site-nav"><div class="site-nav__container">
  <header class="site-nav__header"><a href="${href('/')}" class="site-nav__link site-nav__home">${SITE_NAME}</a></header>
  <ul class="site-nav__menu site-nav__main-menu unlistify">
    <li><a href="${href('/forums')}" class="site-nav__link${active('forums')}">Forums</a></li>
    <li><a href="${href('/wiki')}" class="site-nav__link${active('wiki')}">Wiki</a></li>
  </ul>
  <form action="${href('/search')}" method="get" class="site-nav__search" role="search">
    <input name="q" type="search" class="form-control site-nav__search-input" id="site-nav-search" value="${searchValue}" placeholder="Search" aria-label="Search query">
  </form>
  <ul class="site-nav__menu site-nav__user-menu unlistify">${userMenu}</ul>
</div></nav>
<div class="content-wrapper">
  <main class="body">${options.body}</main>
  <aside class="sidebar" id="sidebar">${options.sidebar ?? ''}</aside>
</div>
<footer class="site-footer"><p>Running <a href="${href('/about')}">Postmill</a></p></footer>
<script src="${href('/static/forum.js')}"></script>
</body></html>`;
  return htmlResponse(page, options.status ?? 200);
}

/** Plain text as paragraphs (bodies are stored as text; blank lines or newlines separate paragraphs). */
export function paragraphs(text: string): SafeHtml {
  const parts = text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return html`${parts.map((p) => html`<p>${p}</p>`)}`;
}
