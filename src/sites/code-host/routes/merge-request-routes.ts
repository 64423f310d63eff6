// Merge requests: a project's list (/-/merge_requests), the new merge request form, a merge request's
// page (/-/merge_requests/<iid>, with Overview / Commits / Changes tabs) and its actions: comment,
// merge, close, reopen, and the sidebar's assignee, reviewer and labels.

import { Rng } from '../../data/rng.js';
import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { setFlash } from '../code-host-session.js';
import { randomSha } from '../data/random-time.js';
import { siteNow, tick } from '../data/site-time.js';
import { issuableExtras, projectLabels, projectMilestones } from '../queries/issuable-queries.js';
import { findMergeRequest, type MergeRequestRow, noteTarget } from '../queries/issue-queries.js';
import { addEvent, addNote, listNotes, projectMembers } from '../queries/note-queries.js';
import { listBranches, listCommits } from '../queries/repository-queries.js';
import {
  commentForm,
  menuButton,
  notesList,
  peopleValue,
  sidebarBlock,
} from '../views/issuable-detail-view.js';
import { renderMarkdown } from '../views/markdown.js';
import { projectPath, renderProjectPage } from '../views/project-frame.js';
import { commitRow } from '../views/repository-views.js';
import { labelBadge, stateBadge, timeTag } from '../views/widgets.js';
import { field, toggleAssignee, toggleLabel } from './issuable-edit.js';
import { issuableListBody } from './issuable-list-page.js';
import { notFoundPage, type ProjectContext, withProject } from './route-helpers.js';

type MrHandler = (request: RequestContext, context: ProjectContext, mr: MergeRequestRow) => SiteResponse;

function withMr(handler: MrHandler) {
  return withProject((request, context) => {
    const mr = findMergeRequest(request.db, context.project.id, Number(request.params.iid));
    return mr ? handler(request, context, mr) : notFoundPage(request);
  });
}

function listPage(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const body = issuableListBody(request, {
    kind: 'merge_request',
    scope: { projectId: project.id },
    basePath: projectPath(project, '/-/merge_requests'),
    choices: {
      people: projectMembers(request.db, project.id),
      labels: projectLabels(request.db, project.id).map((l) => l.title),
      milestones: projectMilestones(request.db, project.id).map((m) => m.title),
    },
    actions: html`<a class="btn btn-confirm" href="${request.href(projectPath(project, '/-/merge_requests/new'))}">New merge request</a>`,
    showProject: false,
  });
  return renderProjectPage(request, project, {
    title: 'Merge requests',
    section: 'merge_requests',
    crumbs: [['Merge requests', null]],
    body,
  });
}

function newPage(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const branches = listBranches(request.db, project.id, project.default_branch).map((b) => b.name);
  const members = projectMembers(request.db, project.id);
  const select = (
    name: string,
    label: string,
    options: readonly (readonly [string, string])[],
    selected = '',
  ) =>
    html`<div class="form-group"><label for="mr_${name}">${label}</label><select class="form-control" id="mr_${name}" name="${name}" style="width:320px">${options.map(([value, text]) => html`<option value="${value}"${value === selected ? html` selected` : ''}>${text}</option>`)}</select></div>`;
  const source = request.query.get('source_branch') ?? '';
  const body = html`<h1 class="page-title">New merge request</h1>
  <form action="${request.href(projectPath(project, '/-/merge_requests'))}" method="post">
    <div class="row-2"><div>${select('source_branch', 'Source branch', [['', 'Select source branch'], ...branches.filter((b) => b !== project.default_branch).map((b) => [b, b] as const)], source)}</div>
      <div>${select(
        'target_branch',
        'Target branch',
        branches.map((b) => [b, b] as const),
        project.default_branch,
      )}</div></div>
    <div class="form-group"><label for="mr_title">Title (required)</label><input class="form-control" id="mr_title" name="title" placeholder="Title" required></div>
    <div class="form-group"><label for="mr_description">Description</label><textarea class="form-control" id="mr_description" name="description" placeholder="Describe the goal of the changes and what reviewers should be aware of."></textarea></div>
    <div class="row-2"><div>${select('assignee', 'Assignee', [['', 'Unassigned'], ...members.map((m) => [m.username, m.name] as const)])}</div>
      <div>${select('reviewer', 'Reviewer', [['', 'Unassigned'], ...members.map((m) => [m.username, m.name] as const)])}</div></div>
    <div class="form-actions"><button class="btn btn-confirm" type="submit">Create merge request</button><a class="btn" href="${request.href(projectPath(project, '/-/merge_requests'))}">Cancel</a></div>
  </form>`;
  return renderProjectPage(request, project, {
    title: 'New merge request',
    section: 'merge_requests',
    crumbs: [
      ['Merge requests', request.href(projectPath(project, '/-/merge_requests'))],
      ['New', null],
    ],
    body,
  });
}

function create(request: RequestContext, { project, user }: ProjectContext): SiteResponse {
  const db = request.db;
  const branches = listBranches(db, project.id, project.default_branch).map((b) => b.name);
  const source = field(request, 'source_branch');
  const target = field(request, 'target_branch');
  const title = field(request, 'title');
  const problem = !branches.includes(source)
    ? 'Select a source branch.'
    : !branches.includes(target)
      ? 'Select a target branch.'
      : source === target
        ? 'The source and target branch must differ.'
        : !title
          ? "Title can't be blank"
          : null;
  if (problem) {
    setFlash(request, 'alert', problem);
    return redirect(
      request.href(
        projectPath(
          project,
          `/-/merge_requests/new${source ? `?source_branch=${encodeURIComponent(source)}` : ''}`,
        ),
      ),
    );
  }
  const iid = db.transaction(() => {
    const now = tick(db);
    const next =
      (db.get<{ n: number | null }>(
        'SELECT max(iid) AS n FROM merge_requests WHERE project_id = ?',
        project.id,
      )!.n ?? 0) + 1;
    const { lastInsertRowid: id } = db.run(
      `INSERT INTO merge_requests (project_id, iid, title, description, author_id, source_branch, target_branch, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'opened', ?, ?)`,
      project.id,
      next,
      title,
      field(request, 'description'),
      user.id,
      source,
      target,
      now,
      now,
    );
    for (const [name, table] of [
      ['assignee', 'mr_assignees'],
      ['reviewer', 'mr_reviewers'],
    ] as const) {
      const person = field(request, name)
        ? db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', field(request, name))
        : undefined;
      if (person) db.run(`INSERT INTO ${table} (merge_request_id, user_id) VALUES (?, ?)`, id, person.id);
    }
    addEvent(
      db,
      { type: 'MergeRequest', id, iid: next, title, projectId: project.id },
      user.id,
      'opened',
      now,
    );
    return next;
  });
  return redirect(request.href(projectPath(project, `/-/merge_requests/${iid}`)));
}

function page(request: RequestContext, context: ProjectContext, mr: MergeRequestRow): SiteResponse {
  const { project, access, user } = context;
  const db = request.db;
  const now = siteNow(db);
  const base = projectPath(project, `/-/merge_requests/${mr.iid}`);
  const action = (rest: string) => request.href(`${base}/${rest}`);
  const { labels, assignees } = issuableExtras(db, 'merge_request', mr.id);
  const reviewers = db.all<{ id: number; username: string; name: string; avatar_color: string }>(
    'SELECT u.id, u.username, u.name, u.avatar_color FROM mr_reviewers r JOIN users u ON u.id = r.user_id WHERE r.merge_request_id = ? ORDER BY u.name',
    mr.id,
  );
  const members = projectMembers(db, project.id);
  const canEdit = access >= 20;
  const { commits } = listCommits(
    db,
    project.id,
    { branch: mr.source_branch },
    project.default_branch,
    1,
    40,
  );
  const own = commits.filter((c) => c.branch === mr.source_branch);
  const tree = (branch: string) => request.href(projectPath(project, `/-/tree/${branch}`));
  const people = (role: 'assignee' | 'reviewer', current: readonly { id: number }[]) =>
    canEdit
      ? html`${menuButton(action(`${role}s`), { username: '' }, role === 'reviewer' ? 'No reviewer' : 'Unassigned', current.length === 0)}${members.map(
          (m) =>
            menuButton(
              action(`${role}s`),
              { username: m.username },
              `${m.name} @${m.username}`,
              current.some((c) => c.id === m.id),
            ),
        )}`
      : undefined;
  const button = (rest: string, label: string, cls = 'btn') =>
    html`<form action="${action(rest)}" method="post" style="margin:0"><button class="${cls}" type="submit">${label}</button></form>`;
  const body = html`<div class="detail-page-header">${stateBadge(mr.state, 'mr-state-badge')}
      <div class="detail-page-description"><a class="author-link" href="${request.href(`/${mr.author_username}`)}">${mr.author_name}</a> requested to merge <a class="gl-font-monospace" href="${tree(mr.source_branch)}">${mr.source_branch}</a> into <a class="gl-font-monospace" href="${tree(mr.target_branch)}">${mr.target_branch}</a> ${timeTag(mr.created_at, now)}</div>
      <div class="header-actions">${mr.state === 'opened' && access >= 30 ? button('merge', 'Merge', 'btn btn-confirm') : ''}
        ${canEdit || mr.author_username === user.username ? (mr.state === 'opened' ? button('close', 'Close merge request') : mr.state === 'closed' ? button('reopen', 'Reopen merge request') : '') : ''}</div></div>
    <div class="issuable-layout"><div class="issuable-main">
      <h1 class="title qa-title" data-qa-selector="title_content">${mr.title}</h1>
      <ul class="nav-links merge-request-tabs"><li class="active"><a href="#notes" data-tab="notes">Overview <span class="badge">${listNotes(db, 'MergeRequest', mr.id).filter((n) => !n.system).length}</span></a></li>
        <li><a href="#commits" data-tab="commits">Commits <span class="badge">${own.length}</span></a></li><li><a href="#diffs" data-tab="diffs">Changes <span class="badge">${new Set(own.map((c) => c.file_path)).size}</span></a></li></ul>
      <div data-panel="notes"><div class="description">${renderMarkdown(mr.description)}</div>
        ${mr.state === 'merged' && mr.merged_at ? html`<div class="flash-notice" style="margin:12px 0">Merged ${timeTag(mr.merged_at, now)} into ${mr.target_branch}</div>` : ''}
        <h3>Activity</h3>${notesList(request, listNotes(db, 'MergeRequest', mr.id), now)}${commentForm(action('notes'), null)}</div>
      <div data-panel="commits" hidden><ul class="content-list">${own.map((c) => commitRow(request, project, c, now))}</ul></div>
      <div data-panel="diffs" hidden><ul class="content-list">${[...new Set(own.map((c) => c.file_path))].map((p) => html`<li><span class="gl-font-monospace">${p}</span></li>`)}</ul></div>
    </div>
    <aside class="right-sidebar issuable-sidebar" aria-label="Merge request details">
      ${sidebarBlock({ className: 'assignee', title: 'Assignee', value: peopleValue(request, assignees, 'None'), editMenu: people('assignee', assignees) })}
      ${sidebarBlock({ className: 'reviewer', title: reviewers.length > 1 ? `${reviewers.length} Reviewers` : 'Reviewer', value: peopleValue(request, reviewers, 'None'), editMenu: people('reviewer', reviewers) })}
      ${sidebarBlock({
        className: 'labels',
        title: 'Labels',
        value:
          labels.length > 0
            ? html`${labels.map((l) => labelBadge(l))}`
            : html`<span class="no-value">None</span>`,
        editMenu: canEdit
          ? html`${projectLabels(db, project.id).map((l) =>
              menuButton(
                action('labels'),
                { label: l.title },
                html`${labelBadge(l)}`,
                labels.some((x) => x.id === l.id),
              ),
            )}`
          : undefined,
      })}
      ${sidebarBlock({ className: 'milestone', title: 'Milestone', value: mr.milestone_title ? html`${mr.milestone_title}` : html`<span class="no-value">None</span>` })}
    </aside></div>`;
  return renderProjectPage(request, project, {
    title: `${mr.title} (!${mr.iid})`,
    section: 'merge_requests',
    crumbs: [
      ['Merge requests', request.href(projectPath(project, '/-/merge_requests'))],
      [`!${mr.iid}`, null],
    ],
    body,
  });
}

function back(request: RequestContext, context: ProjectContext, mr: MergeRequestRow): SiteResponse {
  return redirect(request.href(projectPath(context.project, `/-/merge_requests/${mr.iid}`)));
}

const comment: MrHandler = (request, context, mr) => {
  const body = field(request, 'note');
  if (!body) setFlash(request, 'alert', "Note can't be blank.");
  else {
    request.db.transaction(() => {
      const target = noteTarget('MergeRequest', mr);
      addEvent(
        request.db,
        target,
        context.user.id,
        'commented on',
        addNote(request.db, target, context.user.id, body, false),
      );
    });
  }
  return back(request, context, mr);
};

function transition(
  to: 'merged' | 'closed' | 'opened',
  from: 'opened' | 'closed',
  minimum: number,
): MrHandler {
  return (request, context, mr) => {
    const allowed =
      context.access >= minimum || (to !== 'merged' && mr.author_username === context.user.username);
    if (mr.state !== from || !allowed) return back(request, context, mr);
    const db = request.db;
    db.transaction(() => {
      const target = noteTarget('MergeRequest', mr);
      const at = addNote(db, target, context.user.id, to === 'opened' ? 'reopened' : to, true);
      db.run(
        'UPDATE merge_requests SET state = ?, merged_at = ? WHERE id = ?',
        to,
        to === 'merged' ? at : null,
        mr.id,
      );
      addEvent(db, target, context.user.id, to === 'opened' ? 'reopened' : to, at);
      if (to === 'merged') {
        const head = db.get<{ file_path: string }>(
          'SELECT file_path FROM commits WHERE project_id = ? AND branch = ? ORDER BY authored_at DESC LIMIT 1',
          mr.project_id,
          mr.source_branch,
        );
        const sha = randomSha(new Rng(`${mr.id}:${at}`));
        db.run(
          `INSERT INTO commits (project_id, sha, branch, title, body, author_name, author_email, file_path, additions, deletions, authored_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?)`,
          mr.project_id,
          sha,
          mr.target_branch,
          `Merge branch '${mr.source_branch}' into '${mr.target_branch}'`,
          `${mr.title}\n\nSee merge request ${context.project.namespace_path}/${context.project.path}!${mr.iid}`,
          context.user.name,
          context.user.email,
          head?.file_path ?? 'README.md',
          at,
        );
        db.run(
          'UPDATE branches SET commit_sha = ? WHERE project_id = ? AND name = ?',
          sha,
          mr.project_id,
          mr.target_branch,
        );
      }
    });
    return back(request, context, mr);
  };
}

function sidebarEdit(
  edit: (request: RequestContext, context: ProjectContext, mr: MergeRequestRow) => void,
): MrHandler {
  return (request, context, mr) => {
    if (context.access >= 20) request.db.transaction(() => edit(request, context, mr));
    return back(request, context, mr);
  };
}

export function addMergeRequestRoutes(router: Router): void {
  const path = '/:namespace/:project/-/merge_requests/:iid';
  router
    .get('/:namespace/:project/-/merge_requests', withProject(listPage))
    .get('/:namespace/:project/-/merge_requests/new', withProject(newPage))
    .post('/:namespace/:project/-/merge_requests', withProject(create))
    .get(path, withMr(page))
    .post(`${path}/notes`, withMr(comment))
    .post(`${path}/merge`, withMr(transition('merged', 'opened', 30)))
    .post(`${path}/close`, withMr(transition('closed', 'opened', 20)))
    .post(`${path}/reopen`, withMr(transition('opened', 'closed', 20)))
    .post(
      `${path}/assignees`,
      withMr(
        sidebarEdit((r, c, m) =>
          toggleAssignee(r.db, noteTarget('MergeRequest', m), c.user.id, field(r, 'username'), 'assignee'),
        ),
      ),
    )
    .post(
      `${path}/reviewers`,
      withMr(
        sidebarEdit((r, c, m) =>
          toggleAssignee(r.db, noteTarget('MergeRequest', m), c.user.id, field(r, 'username'), 'reviewer'),
        ),
      ),
    )
    .post(
      `${path}/labels`,
      withMr(
        sidebarEdit((r, c, m) =>
          toggleLabel(r.db, noteTarget('MergeRequest', m), c.user.id, field(r, 'label')),
        ),
      ),
    );
}
