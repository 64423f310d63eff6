// A project's issue list (/-/issues, with GitLab's filter parameters), the new issue form and its
// submission, the labels and milestones pages.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { setFlash } from '../code-host-session.js';
import { mediumDate, normalizeDate, tick } from '../data/site-time.js';
import { projectLabels, projectMilestones } from '../queries/issuable-queries.js';
import { addEvent, projectMembers } from '../queries/note-queries.js';
import { projectPath, renderProjectPage } from '../views/project-frame.js';
import { labelBadge } from '../views/widgets.js';
import { issuableListBody } from './issuable-list-page.js';
import type { ProjectContext } from './route-helpers.js';
import { withProject } from './route-helpers.js';

function issuesPage(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const members = projectMembers(request.db, project.id);
  const body = issuableListBody(request, {
    kind: 'issue',
    scope: { projectId: project.id },
    basePath: projectPath(project, '/-/issues'),
    choices: {
      people: members,
      labels: projectLabels(request.db, project.id).map((l) => l.title),
      milestones: projectMilestones(request.db, project.id).map((m) => m.title),
    },
    actions: html`<a class="btn btn-confirm" href="${request.href(projectPath(project, '/-/issues/new'))}">New issue</a>`,
    showProject: false,
  });
  return renderProjectPage(request, project, {
    title: 'Issues',
    section: 'issues',
    item: 'List',
    crumbs: [['Issues', null]],
    body,
  });
}

function newIssuePage(request: RequestContext, { project, access, user }: ProjectContext): SiteResponse {
  const db = request.db;
  const canEdit = access >= 20;
  const select = (name: string, label: string, options: readonly (readonly [string, string])[]) =>
    html`<div class="form-group"><label for="issue_${name}">${label}</label><select class="form-control" id="issue_${name}" name="${name}" style="width:320px">${options.map(([value, text]) => html`<option value="${value}">${text}</option>`)}</select></div>`;
  const body = html`<h1 class="page-title">New Issue</h1>
  <form class="issue-form" action="${request.href(projectPath(project, '/-/issues'))}" method="post">
    <div class="form-group"><label for="issue_title">Title (required)</label><input class="form-control" id="issue_title" name="title" placeholder="Title" required maxlength="255"></div>
    <div class="form-group"><label for="issue_description">Description</label><textarea class="form-control" id="issue_description" name="description" placeholder="Write a description or drag your files here…"></textarea></div>
    <label><input type="checkbox" name="confidential" value="1"> This issue is confidential and should only be visible to team members with at least Reporter access.</label>
    ${
      canEdit
        ? html`<div class="row-2" style="margin-top:16px"><div>
        ${select('assignee', 'Assignee', [['', 'Unassigned'], ...projectMembers(db, project.id).map((m) => [m.username, m.id === user.id ? `${m.name} (you)` : m.name] as const)])}
        ${select('milestone', 'Milestone', [['', 'Select milestone'], ...projectMilestones(db, project.id).map((m) => [m.title, m.title] as const)])}</div><div>
        ${select('label', 'Labels', [['', 'Select label'], ...projectLabels(db, project.id).map((l) => [l.title, l.title] as const)])}
        <div class="form-group"><label for="issue_due_date">Due date</label><input class="form-control" id="issue_due_date" name="due_date" placeholder="YYYY-MM-DD" style="width:200px"></div></div></div>`
        : ''
    }
    <div class="form-actions"><button class="btn btn-confirm" type="submit" data-testid="issuable-create-button">Create issue</button>
      <a class="btn" href="${request.href(projectPath(project, '/-/issues'))}">Cancel</a></div>
  </form>`;
  return renderProjectPage(request, project, {
    title: 'New Issue',
    section: 'issues',
    item: 'List',
    crumbs: [
      ['Issues', request.href(projectPath(project, '/-/issues'))],
      ['New', null],
    ],
    body,
  });
}

function createIssue(request: RequestContext, { project, access, user }: ProjectContext): SiteResponse {
  const db = request.db;
  const get = (name: string) => (request.form.get(name) ?? '').trim();
  const title = get('title');
  const dueText = get('due_date');
  const due = dueText ? normalizeDate(dueText) : null;
  const problem = !title
    ? "Title can't be blank"
    : dueText && !due
      ? `Due date "${dueText}" is not a date; use YYYY-MM-DD`
      : null;
  if (problem) {
    setFlash(request, 'alert', problem);
    return redirect(request.href(projectPath(project, '/-/issues/new')));
  }
  const canEdit = access >= 20;
  const iid = db.transaction(() => {
    const now = tick(db);
    const next =
      (db.get<{ n: number | null }>('SELECT max(iid) AS n FROM issues WHERE project_id = ?', project.id)!.n ??
        0) + 1;
    const milestone =
      canEdit && get('milestone')
        ? db.get<{ id: number }>(
            'SELECT id FROM milestones WHERE project_id = ? AND title = ?',
            project.id,
            get('milestone'),
          )
        : undefined;
    const { lastInsertRowid: id } = db.run(
      `INSERT INTO issues (project_id, iid, title, description, author_id, state, milestone_id, due_date, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'opened', ?, ?, ?, ?)`,
      project.id,
      next,
      title,
      get('description'),
      user.id,
      milestone?.id ?? null,
      canEdit ? due : null,
      now,
      now,
    );
    const assignee =
      canEdit && get('assignee')
        ? db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', get('assignee'))
        : undefined;
    if (assignee) db.run('INSERT INTO issue_assignees (issue_id, user_id) VALUES (?, ?)', id, assignee.id);
    const label =
      canEdit && get('label')
        ? db.get<{ id: number }>(
            'SELECT id FROM labels WHERE project_id = ? AND title = ?',
            project.id,
            get('label'),
          )
        : undefined;
    if (label) db.run('INSERT INTO issue_labels (issue_id, label_id) VALUES (?, ?)', id, label.id);
    addEvent(db, { type: 'Issue', id, iid: next, title, projectId: project.id }, user.id, 'opened', now);
    db.run('UPDATE projects SET last_activity_at = ? WHERE id = ?', now, project.id);
    return next;
  });
  return redirect(request.href(projectPath(project, `/-/issues/${iid}`)));
}

function labelsPage(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const rows = request.db.all<{ title: string; color: string; description: string; open: number }>(
    `SELECT l.title, l.color, l.description, (SELECT count(*) FROM issue_labels il JOIN issues i ON i.id = il.issue_id WHERE il.label_id = l.id AND i.state = 'opened') AS open
     FROM labels l WHERE l.project_id = ? ORDER BY l.title`,
    project.id,
  );
  const href = (title: string) =>
    request.href(projectPath(project, `/-/issues?${new URLSearchParams([['label_name[]', title]])}`));
  return renderProjectPage(request, project, {
    title: 'Labels',
    section: 'issues',
    item: 'Labels',
    crumbs: [['Labels', null]],
    body: html`<h2>Labels</h2><ul class="content-list manage-labels-list">${rows.map(
      (l) =>
        html`<li class="label-list-item" style="align-items:center">${labelBadge(l)}<span style="flex:1;color:#666">${l.description}</span><a href="${href(l.title)}">${l.open} open issues</a></li>`,
    )}</ul>`,
  });
}

function milestonesPage(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const rows = request.db.all<{ title: string; due_date: string | null; open: number; closed: number }>(
    `SELECT m.title, m.due_date, (SELECT count(*) FROM issues i WHERE i.milestone_id = m.id AND i.state = 'opened') AS open,
       (SELECT count(*) FROM issues i WHERE i.milestone_id = m.id AND i.state = 'closed') AS closed FROM milestones m WHERE m.project_id = ? ORDER BY m.due_date`,
    project.id,
  );
  return renderProjectPage(request, project, {
    title: 'Milestones',
    section: 'issues',
    item: 'Milestones',
    crumbs: [['Milestones', null]],
    body: html`<h2>Milestones</h2>${rows.length === 0 ? html`<div class="empty-state"><p>No milestones to show.</p></div>` : ''}<ul class="content-list milestones">${rows.map(
      (
        m,
      ) => html`<li class="milestone" style="align-items:center"><div style="flex:1"><a class="milestone-title" href="${request.href(projectPath(project, `/-/issues?milestone_title=${encodeURIComponent(m.title)}`))}"><strong>${m.title}</strong></a>
        <div class="issuable-meta">${m.due_date ? `Due ${mediumDate(m.due_date)}` : 'No due date'}</div></div><span>${m.open} open · ${m.closed} closed issues</span></li>`,
    )}</ul>`,
  });
}

export function addIssueListRoutes(router: Router): void {
  router
    .get('/:namespace/:project/-/issues', withProject(issuesPage))
    .get('/:namespace/:project/-/issues/new', withProject(newIssuePage))
    .post('/:namespace/:project/-/issues', withProject(createIssue))
    .get('/:namespace/:project/-/labels', withProject(labelsPage))
    .get('/:namespace/:project/-/milestones', withProject(milestonesPage));
}
