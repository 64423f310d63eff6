// An issue's page (/-/issues/<iid>) and what can be done there: comment, close and reopen, and the
// sidebar's assignee, labels, milestone and due date.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { setFlash } from '../code-host-session.js';
import { mediumDate, normalizeDate, siteNow } from '../data/site-time.js';
import { issuableExtras, projectLabels, projectMilestones } from '../queries/issuable-queries.js';
import { findIssue, type IssueRow, noteTarget } from '../queries/issue-queries.js';
import { addEvent, addNote, listNotes, projectMembers } from '../queries/note-queries.js';
import {
  commentForm,
  menuButton,
  notesList,
  peopleValue,
  sidebarBlock,
} from '../views/issuable-detail-view.js';
import { renderMarkdown } from '../views/markdown.js';
import { projectPath, renderProjectPage } from '../views/project-frame.js';
import { labelBadge, stateBadge, timeTag } from '../views/widgets.js';
import { field, setMilestone, toggleAssignee, toggleLabel } from './issuable-edit.js';
import { notFoundPage, type ProjectContext, withProject } from './route-helpers.js';

type IssueHandler = (request: RequestContext, context: ProjectContext, issue: IssueRow) => SiteResponse;

function withIssue(handler: IssueHandler) {
  return withProject((request, context) => {
    const issue = findIssue(request.db, context.project.id, Number(request.params.iid));
    return issue ? handler(request, context, issue) : notFoundPage(request);
  });
}

function issuePage(request: RequestContext, context: ProjectContext, issue: IssueRow): SiteResponse {
  const { project, user, access } = context;
  const db = request.db;
  const now = siteNow(db);
  const base = projectPath(project, `/-/issues/${issue.iid}`);
  const action = (rest: string) => request.href(`${base}/${rest}`);
  const { labels, assignees } = issuableExtras(db, 'issue', issue.id);
  const canEdit = access >= 20;
  const canClose = canEdit || issue.author_id === user.id;
  const notes = listNotes(db, 'Issue', issue.id);
  const members = projectMembers(db, project.id);
  const labelHref = (title: string) =>
    request.href(projectPath(project, `/-/issues?${new URLSearchParams([['label_name[]', title]])}`));
  const closeForm = (label: string, state: string) =>
    html`<form action="${action(state)}" method="post" style="margin:0"><button class="btn" type="submit" data-testid="close-reopen-button">${label}</button></form>`;
  const assignSelf =
    canEdit && assignees.length === 0
      ? html`None - <form action="${action('assignees')}" method="post" style="display:inline"><input type="hidden" name="username" value="${user.username}"><button class="btn-link" type="submit">assign yourself</button></form>`
      : 'None';
  const participants = new Map([
    [issue.author_username, issue.author_name],
    ...assignees.map((a) => [a.username, a.name] as [string, string]),
    ...notes.map((n) => [n.author_username, n.author_name] as [string, string]),
  ]);
  const sidebar = html`<aside class="right-sidebar issuable-sidebar" aria-label="Issue details">
    ${sidebarBlock({
      className: 'assignee',
      title: assignees.length > 1 ? `${assignees.length} Assignees` : 'Assignee',
      value: peopleValue(request, assignees, assignSelf),
      editMenu: canEdit
        ? html`<li class="dropdown-header">Assign to</li>${menuButton(action('assignees'), { username: '' }, 'Unassigned', assignees.length === 0)}${members.map(
            (m) =>
              menuButton(
                action('assignees'),
                { username: m.username },
                `${m.name} @${m.username}`,
                assignees.some((a) => a.id === m.id),
              ),
          )}`
        : undefined,
    })}
    ${sidebarBlock({
      className: 'milestone',
      title: 'Milestone',
      value: issue.milestone_title
        ? html`<a href="${request.href(projectPath(project, `/-/issues?milestone_title=${encodeURIComponent(issue.milestone_title)}`))}">${issue.milestone_title}</a>`
        : html`<span class="no-value">None</span>`,
      editMenu: canEdit
        ? html`${menuButton(action('milestone'), { milestone: '' }, 'No milestone', !issue.milestone_title)}${projectMilestones(db, project.id).map((m) => menuButton(action('milestone'), { milestone: m.title }, m.title, m.title === issue.milestone_title))}`
        : undefined,
    })}
    ${sidebarBlock({
      className: 'due_date',
      title: 'Due date',
      testId: 'sidebar-due-date',
      value: issue.due_date
        ? html`<span class="value-content">${mediumDate(issue.due_date)}</span>`
        : html`<span class="no-value">None</span>`,
      editMenu: canEdit
        ? html`<li style="padding:6px 16px"><form action="${action('due_date')}" method="post"><label class="label-bold" for="due-date-input">Due date</label>
        <input class="form-control" id="due-date-input" name="due_date" placeholder="YYYY-MM-DD" value="${issue.due_date ?? ''}" style="width:180px"> <button class="btn btn-sm btn-confirm" type="submit">Save</button></form></li>
        ${issue.due_date ? menuButton(action('due_date'), { due_date: '' }, 'remove due date') : ''}`
        : undefined,
    })}
    ${sidebarBlock({
      className: 'labels',
      title: 'Labels',
      value:
        labels.length > 0
          ? html`${labels.map((l) => labelBadge(l, labelHref(l.title)))}`
          : html`<span class="no-value">None</span>`,
      editMenu: canEdit
        ? html`<li class="dropdown-header">Assign labels</li>${projectLabels(db, project.id).map((l) =>
            menuButton(
              action('labels'),
              { label: l.title },
              html`${labelBadge(l)}`,
              labels.some((x) => x.id === l.id),
            ),
          )}`
        : undefined,
    })}
    <div class="block participants"><div class="title">${participants.size} Participants</div><div class="value">${[...participants].map(([username, name]) => html`<a href="${request.href(`/${username}`)}" title="${name}">${name}</a> `)}</div></div>
  </aside>`;
  const body = html`<div class="detail-page-header">${stateBadge(issue.state, 'issue-state-badge')}
      <span class="issuable-meta">Issue created ${timeTag(issue.created_at, now)} by <a class="author-link" href="${request.href(`/${issue.author_username}`)}">${issue.author_name}</a></span>
      <div class="header-actions">${canClose ? closeForm(issue.state === 'opened' ? 'Close issue' : 'Reopen issue', issue.state === 'opened' ? 'close' : 'reopen') : ''}
        <a class="btn btn-confirm" href="${request.href(projectPath(project, '/-/issues/new'))}">New issue</a></div></div>
    <div class="issuable-layout"><div class="issuable-main">
      <h1 class="title qa-title" data-qa-selector="title_content" data-testid="issue-title">${issue.title}</h1>
      <div class="description detail-page-description">${renderMarkdown(issue.description)}</div>
      <h3 style="margin-top:24px">Activity</h3>
      ${notesList(request, notes, now)}
      ${commentForm(action('notes'), canClose ? (issue.state === 'opened' ? 'Comment & close issue' : 'Comment & reopen issue') : null)}
    </div>${sidebar}</div>`;
  return renderProjectPage(request, project, {
    title: `${issue.title} (#${issue.iid})`,
    section: 'issues',
    item: 'List',
    crumbs: [
      ['Issues', request.href(projectPath(project, '/-/issues'))],
      [`#${issue.iid}`, null],
    ],
    body,
  });
}

function setState(
  request: RequestContext,
  context: ProjectContext,
  issue: IssueRow,
  state: 'opened' | 'closed',
): void {
  if (issue.state === state) return;
  const db = request.db;
  const target = noteTarget('Issue', issue);
  const at = addNote(db, target, context.user.id, state === 'closed' ? 'closed' : 'reopened', true);
  db.run(
    'UPDATE issues SET state = ?, closed_at = ? WHERE id = ?',
    state,
    state === 'closed' ? at : null,
    issue.id,
  );
  addEvent(db, target, context.user.id, state === 'closed' ? 'closed' : 'reopened', at);
}

function mayClose(context: ProjectContext, issue: IssueRow): boolean {
  return context.access >= 20 || issue.author_id === context.user.id;
}

function back(request: RequestContext, context: ProjectContext, issue: IssueRow): SiteResponse {
  return redirect(request.href(projectPath(context.project, `/-/issues/${issue.iid}`)));
}

const comment: IssueHandler = (request, context, issue) => {
  const body = (request.form.get('note') ?? '').trim();
  const close = request.form.get('and_close') === '1' && mayClose(context, issue);
  request.db.transaction(() => {
    if (body) {
      const target = noteTarget('Issue', issue);
      const at = addNote(request.db, target, context.user.id, body, false);
      addEvent(request.db, target, context.user.id, 'commented on', at);
    }
    if (close) setState(request, context, issue, issue.state === 'opened' ? 'closed' : 'opened');
  });
  if (!body && !close) setFlash(request, 'alert', "Note can't be blank.");
  return back(request, context, issue);
};

function stateChange(state: 'opened' | 'closed'): IssueHandler {
  return (request, context, issue) => {
    if (mayClose(context, issue)) request.db.transaction(() => setState(request, context, issue, state));
    return back(request, context, issue);
  };
}

function sidebarEdit(
  edit: (request: RequestContext, context: ProjectContext, issue: IssueRow) => void,
): IssueHandler {
  return (request, context, issue) => {
    if (context.access >= 20) request.db.transaction(() => edit(request, context, issue));
    return back(request, context, issue);
  };
}

const setDueDate = sidebarEdit((request, context, issue) => {
  const text = field(request, 'due_date');
  const date = text ? normalizeDate(text) : null;
  if (text && !date) {
    setFlash(request, 'alert', `"${text}" is not a date; use YYYY-MM-DD.`);
    return;
  }
  request.db.run('UPDATE issues SET due_date = ? WHERE id = ?', date, issue.id);
  addNote(
    request.db,
    noteTarget('Issue', issue),
    context.user.id,
    date ? `changed due date to ${mediumDate(date)}` : 'removed due date',
    true,
  );
});

export function addIssueRoutes(router: Router): void {
  const path = '/:namespace/:project/-/issues/:iid';
  router
    .get(path, withIssue(issuePage))
    .post(`${path}/notes`, withIssue(comment))
    .post(`${path}/close`, withIssue(stateChange('closed')))
    .post(`${path}/reopen`, withIssue(stateChange('opened')))
    .post(
      `${path}/assignees`,
      withIssue(
        sidebarEdit((r, c, i) =>
          toggleAssignee(r.db, noteTarget('Issue', i), c.user.id, field(r, 'username'), 'assignee'),
        ),
      ),
    )
    .post(
      `${path}/labels`,
      withIssue(
        sidebarEdit((r, c, i) => toggleLabel(r.db, noteTarget('Issue', i), c.user.id, field(r, 'label'))),
      ),
    )
    .post(
      `${path}/milestone`,
      withIssue(
        sidebarEdit((r, c, i) =>
          setMilestone(r.db, noteTarget('Issue', i), c.user.id, field(r, 'milestone')),
        ),
      ),
    )
    .post(`${path}/due_date`, withIssue(setDueDate));
}
