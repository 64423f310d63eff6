// The code host's page frame: GitLab's indigo top bar (menu, search, create, issues, merge requests
// and to-do counters, help and user menus), an optional left sidebar, breadcrumbs and flash messages.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { htmlResponse, type SiteResponse } from '../../http/response.js';
import { currentUser, takeFlash, type UserRow } from '../code-host-session.js';
import { icon, LOGO } from './icons.js';
import { avatar } from './widgets.js';

/** What a page puts in the frame. */
export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** The left sidebar (project or group navigation), if the page has one. */
  sidebar?: SafeHtml;
  /** Trail: label and link (the last, the current page, without link). */
  breadcrumbs?: readonly (readonly [string, string | null])[];
  /** "New issue" in the create menu when the page belongs to a project. */
  projectPath?: string;
  status?: number;
}

function counters(request: RequestContext, user: UserRow) {
  const n = (sql: string) => request.db.get<{ n: number }>(sql, user.id)!.n;
  return {
    issues: n(
      `SELECT count(*) AS n FROM issues i JOIN issue_assignees a ON a.issue_id = i.id WHERE a.user_id = ? AND i.state = 'opened'`,
    ),
    assigned: n(
      `SELECT count(*) AS n FROM merge_requests m JOIN mr_assignees a ON a.merge_request_id = m.id WHERE a.user_id = ? AND m.state = 'opened'`,
    ),
    reviews: n(
      `SELECT count(*) AS n FROM merge_requests m JOIN mr_reviewers r ON r.merge_request_id = m.id WHERE r.user_id = ? AND m.state = 'opened'`,
    ),
    todos: n(`SELECT count(*) AS n FROM todos WHERE user_id = ? AND state = 'pending'`),
  };
}

function userMenu(request: RequestContext, user: UserRow, projectPath: string | undefined): SafeHtml {
  const href = request.href;
  const c = counters(request, user);
  return html`<ul class="navbar-nav">
  <li class="dropdown"><button class="nav-link" type="button" data-toggle="dropdown" title="Create new...">${icon('plus')}${icon('chevron-down')}</button>
    <ul class="dropdown-menu">
      ${projectPath ? html`<li class="dropdown-header">This project</li><li><a href="${href(`/${projectPath}/-/issues/new`)}">New issue</a></li><li><a href="${href(`/${projectPath}/-/project_members`)}">Invite members</a></li>` : ''}
      <li class="dropdown-header">GitLab</li>
      <li><a href="${href('/projects/new')}">New project/repository</a></li>
      <li><a href="${href('/groups/new')}">New group</a></li>
    </ul></li>
  <li><a href="${href(`/dashboard/issues?assignee_username=${user.username}`)}" title="Issues">${icon('issues')}<span class="badge">${c.issues}</span></a></li>
  <li class="dropdown"><button class="nav-link" type="button" data-toggle="dropdown" title="Merge requests">${icon('git-merge')}<span class="badge">${c.assigned + c.reviews}</span>${icon('chevron-down')}</button>
    <ul class="dropdown-menu">
      <li class="dropdown-header">Merge requests</li>
      <li><a href="${href(`/dashboard/merge_requests?assignee_username=${user.username}`)}">Assigned to you <span class="gl-badge">${c.assigned}</span></a></li>
      <li><a href="${href(`/dashboard/merge_requests?reviewer_username=${user.username}`)}">Review requests for you <span class="gl-badge">${c.reviews}</span></a></li>
    </ul></li>
  <li><a href="${href('/dashboard/todos')}" title="To-Do List">${icon('todo-done')}<span class="badge">${c.todos}</span></a></li>
  <li class="dropdown"><button class="nav-link" type="button" data-toggle="dropdown" title="Help">${icon('question')}${icon('chevron-down')}</button>
    <ul class="dropdown-menu"><li><a href="${href('/help')}">Help</a></li><li><a href="${href('/help/shortcuts')}">Keyboard shortcuts</a></li></ul></li>
  <li class="dropdown" data-testid="user-menu"><button class="nav-link" type="button" data-toggle="dropdown" title="${user.name}">${avatar(user.name, user.avatar_color, 24, true)}${icon('chevron-down')}</button>
    <ul class="dropdown-menu">
      <li class="dropdown-header">${user.name} @${user.username}</li>
      <li><button type="button" data-open-modal="set-status-modal">${user.status_message ? 'Edit status' : 'Set status'}</button></li>
      <li class="divider"></li>
      <li><a href="${href(`/${user.username}`)}">Edit profile</a></li>
      <li><a href="${href('/-/profile/preferences')}">Preferences</a></li>
      <li class="divider"></li>
      <li><a href="${href('/users/sign_out')}">Sign out</a></li>
    </ul></li>
</ul>`;
}

function statusModal(request: RequestContext, user: UserRow): SafeHtml {
  return html`<div class="modal-backdrop" id="set-status-modal" hidden><div class="modal-dialog" role="dialog" aria-label="Set a status">
  <form action="${request.href('/-/profile/status')}" method="post">
    <div class="modal-header"><h3>Set a status</h3><button class="btn-link" type="button" data-close-modal title="Close">✕</button></div>
    <div class="modal-body">
      <div class="form-group"><label for="status-emoji">Emoji</label><select class="form-control" id="status-emoji" name="emoji">
        ${['speech_balloon', 'palm_tree', 'house', 'thermometer', 'calendar', 'coffee'].map((e) => html`<option${e === user.status_emoji ? html` selected` : ''}>${e}</option>`)}</select></div>
      <div class="form-group"><label for="status-message">Status message</label><input class="form-control" id="status-message" name="message" placeholder="What's your status?" value="${user.status_message}"></div>
    </div>
    <div class="modal-footer"><button class="btn" type="submit" name="clear" value="1">Clear status</button><button class="btn btn-confirm" type="submit">Set status</button></div>
  </form></div></div>`;
}

/** Renders a full page. */
export function renderPage(request: RequestContext, options: PageOptions): SiteResponse {
  const user = currentUser(request);
  const flash = takeFlash(request);
  const href = request.href;
  const crumbs = options.breadcrumbs;
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${options.title} · GitLab</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${href('/assets/application.css')}"></head>
<body class="${options.sidebar ? 'with-sidebar' : ''}">
<header class="navbar navbar-gitlab">
  <a class="brand-logo" href="${href('/')}" title="Dashboard">${LOGO}<span class="logo-text">GitLab</span></a>
  <div class="dropdown"><button class="nav-link" type="button" data-toggle="dropdown" title="Main menu">Menu ${icon('chevron-down')}</button>
    <ul class="dropdown-menu dropdown-menu-left">
      <li class="dropdown-header">Projects</li>
      <li><a href="${href('/dashboard/projects')}">Your projects</a></li>
      <li><a href="${href('/dashboard/projects/starred')}">Starred projects</a></li>
      <li><a href="${href('/explore')}">Explore projects</a></li>
      <li class="divider"></li><li class="dropdown-header">Groups</li>
      <li><a href="${href('/dashboard/groups')}">Your groups</a></li>
      <li><a href="${href('/explore/groups')}">Explore groups</a></li>
    </ul></div>
  <form class="header-search" action="${href('/search')}" method="get" role="search">
    <input type="search" name="search" placeholder="Search GitLab" aria-label="Search GitLab" autocomplete="off" value="${request.path === '/search' ? (request.query.get('search') ?? '') : ''}">
  </form>
  ${user ? userMenu(request, user, options.projectPath) : html`<ul class="navbar-nav"><li><a href="${href('/users/sign_in')}">Sign in</a></li></ul>`}
</header>
<div class="layout-page">
  ${options.sidebar ?? ''}
  <div class="content-wrapper">
    ${crumbs ? html`<nav class="breadcrumbs" aria-label="Breadcrumbs">${crumbs.map(([label, link]) => (link ? html`<span><a href="${link}">${label}</a></span>` : html`<span><strong>${label}</strong></span>`))}</nav>` : html`<div style="height:16px"></div>`}
    ${flash ? html`<div class="flash-container"><div class="flash-${flash.kind}" role="alert">${flash.text}</div></div>` : ''}
    <main id="content-body">${options.body}</main>
  </div>
</div>
${user ? statusModal(request, user) : ''}
<script src="${href('/assets/application.js')}"></script>
</body></html>`;
  return htmlResponse(page, options.status ?? 200);
}
