// The user's work across projects: the dashboard's issue and merge request lists (assigned to you,
// review requests, …) and the to-do list with "Mark as done".

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import type { UserRow } from '../code-host-session.js';
import { siteNow } from '../data/site-time.js';
import { parseIssuableFilter } from '../queries/issuable-filter.js';
import type { IssuableKind } from '../queries/issuable-queries.js';
import { renderPage } from '../views/layout.js';
import { avatar, timeTag } from '../views/widgets.js';
import { issuableListBody } from './issuable-list-page.js';
import { withUser } from './route-helpers.js';

function dashboardList(kind: IssuableKind) {
  return withUser((request, user) => {
    const filter = parseIssuableFilter(request.query);
    const hasFilter =
      filter.assignee ||
      filter.author ||
      filter.reviewer ||
      filter.labels.length > 0 ||
      filter.milestone ||
      filter.search;
    const people = request.db.all<{ username: string; name: string }>(
      'SELECT username, name FROM users ORDER BY lower(name)',
    );
    const title = kind === 'issue' ? 'Issues' : 'Merge requests';
    const body = hasFilter
      ? issuableListBody(request, {
          kind,
          scope: { userId: user.id },
          basePath: kind === 'issue' ? '/dashboard/issues' : '/dashboard/merge_requests',
          choices: { people, labels: [], milestones: [] },
          showProject: true,
        })
      : html`<div class="empty-state"><h4>Please select at least one filter to see results</h4>
          <p><a href="${request.href(`/dashboard/${kind === 'issue' ? 'issues' : 'merge_requests'}?assignee_username=${user.username}`)}">Assigned to you</a></p></div>`;
    return renderPage(request, {
      title,
      breadcrumbs: [
        ['Your work', request.href('/')],
        [title, null],
      ],
      body: html`<h1 class="page-title">${title}</h1>${body}`,
    });
  });
}

interface TodoRow {
  id: number;
  action: string;
  state: string;
  created_at: string;
  target_type: 'Issue' | 'MergeRequest';
  author_name: string;
  author_username: string;
  author_color: string;
  project_path: string;
  iid: number;
  title: string;
}

const ACTIONS: Record<string, string> = {
  assigned: 'assigned you',
  mentioned: 'mentioned you on',
  review_requested: 'requested a review of',
};

function todosPage(request: RequestContext, user: UserRow): SiteResponse {
  const state = request.query.get('state') === 'done' ? 'done' : 'pending';
  const todos = request.db.all<TodoRow>(
    `SELECT t.id, t.action, t.state, t.created_at, t.target_type, u.name AS author_name, u.username AS author_username, u.avatar_color AS author_color,
       p.namespace_path || '/' || p.path AS project_path,
       CASE t.target_type WHEN 'Issue' THEN (SELECT iid FROM issues WHERE id = t.target_id) ELSE (SELECT iid FROM merge_requests WHERE id = t.target_id) END AS iid,
       CASE t.target_type WHEN 'Issue' THEN (SELECT title FROM issues WHERE id = t.target_id) ELSE (SELECT title FROM merge_requests WHERE id = t.target_id) END AS title
     FROM todos t JOIN users u ON u.id = t.author_id JOIN projects p ON p.id = t.project_id WHERE t.user_id = ? AND t.state = ? ORDER BY t.created_at DESC`,
    user.id,
    state,
  );
  const count = (s: string) =>
    request.db.get<{ n: number }>(
      'SELECT count(*) AS n FROM todos WHERE user_id = ? AND state = ?',
      user.id,
      s,
    )!.n;
  const now = siteNow(request.db);
  const body = html`<h1 class="page-title">To-Do List</h1>
    <div class="top-area"><ul class="nav-links"><li class="${state === 'pending' ? 'active' : ''}"><a href="${request.href('/dashboard/todos')}">To Do <span class="badge">${count('pending')}</span></a></li>
      <li class="${state === 'done' ? 'active' : ''}"><a href="${request.href('/dashboard/todos?state=done')}">Done <span class="badge">${count('done')}</span></a></li></ul>
      ${state === 'pending' && todos.length > 0 ? html`<div class="nav-controls"><form action="${request.href('/dashboard/todos/mark_all_as_done')}" method="post"><button class="btn" type="submit">Mark all as done</button></form></div>` : ''}</div>
    ${todos.length === 0 ? html`<div class="empty-state"><h4>${state === 'pending' ? 'Good job! Looks like you don\u2019t have anything left on your To-Do List' : 'Nothing is on your Done list'}</h4></div>` : ''}
    <ul class="content-list todos-list">${todos.map(
      (
        t,
      ) => html`<li class="todo-item todo-${t.state}">${avatar(t.author_name, t.author_color, 32, true)}<div class="todo-body">
        <div class="todo-title"><a href="${request.href(`/${t.author_username}`)}">${t.author_name}</a> ${ACTIONS[t.action] ?? t.action} ${t.target_type === 'Issue' ? 'issue' : 'merge request'}
          <a href="${request.href(`/${t.project_path}/-/${t.target_type === 'Issue' ? 'issues' : 'merge_requests'}/${t.iid}`)}">${t.target_type === 'Issue' ? '#' : '!'}${t.iid} "${t.title}"</a> at ${t.project_path} · ${timeTag(t.created_at, now)}</div></div>
        ${t.state === 'pending' ? html`<form action="${request.href(`/dashboard/todos/${t.id}/done`)}" method="post"><button class="btn btn-sm" type="submit">Mark as done</button></form>` : ''}</li>`,
    )}</ul>`;
  return renderPage(request, {
    title: 'To-Do List',
    breadcrumbs: [
      ['Your work', request.href('/')],
      ['To-Do List', null],
    ],
    body,
  });
}

export function addWorkRoutes(router: Router): void {
  router
    .get('/dashboard/issues', dashboardList('issue'))
    .get('/dashboard/merge_requests', dashboardList('merge_request'))
    .get('/dashboard/todos', withUser(todosPage))
    .post(
      '/dashboard/todos/mark_all_as_done',
      withUser((request, user) => {
        request.db.run("UPDATE todos SET state = 'done' WHERE user_id = ? AND state = 'pending'", user.id);
        return redirect(request.href('/dashboard/todos'));
      }),
    )
    .post(
      '/dashboard/todos/:id/done',
      withUser((request, user) => {
        request.db.run(
          "UPDATE todos SET state = 'done' WHERE id = ? AND user_id = ?",
          Number(request.params.id),
          user.id,
        );
        return redirect(request.href('/dashboard/todos'));
      }),
    );
}
