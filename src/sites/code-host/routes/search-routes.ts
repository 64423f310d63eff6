// Global search (/search?search=…&scope=projects|issues|merge_requests|users), the new project form
// (/projects/new, a blank project with an optional README), help pages, and the namespace pages at
// /<name> that are either a user's profile or a group's overview.

import { Rng } from '../../data/rng.js';
import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { setFlash, type UserRow } from '../code-host-session.js';
import { randomSha } from '../data/random-time.js';
import { siteNow, tick } from '../data/site-time.js';
import { listProjects } from '../queries/project-queries.js';
import { renderPage } from '../views/layout.js';
import { projectList } from '../views/project-list.js';
import { avatar, timeTag } from '../views/widgets.js';
import { findGroup, groupPage } from './group-routes.js';
import { withUser } from './route-helpers.js';
import { userProfile } from './user-routes.js';

const SCOPES = [
  ['projects', 'Projects'],
  ['issues', 'Issues'],
  ['merge_requests', 'Merge requests'],
  ['users', 'Users'],
] as const;

function searchPage(request: RequestContext, user: UserRow): SiteResponse {
  const term = (request.query.get('search') ?? '').trim();
  const scope = SCOPES.find(([key]) => key === request.query.get('scope'))?.[0] ?? 'projects';
  const db = request.db;
  const like = `%${term}%`;
  const visible = `(p.visibility != 'private' OR EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = p.id AND pm.user_id = ${user.id}))`;
  const issuables = (table: string) =>
    db.all<{ iid: number; title: string; state: string; path: string; created_at: string }>(
      `SELECT x.iid, x.title, x.state, p.namespace_path || '/' || p.path AS path, x.created_at FROM ${table} x JOIN projects p ON p.id = x.project_id
       WHERE ${visible} AND (x.title LIKE ? OR x.description LIKE ?) ORDER BY x.created_at DESC LIMIT 50`,
      like,
      like,
    );
  const projects = term
    ? listProjects(db, { userId: user.id, scope: 'all', name: term, sort: 'stars_desc' }, 1, 50).projects
    : [];
  const results = {
    projects: projects.length,
    issues: term ? issuables('issues') : [],
    merge_requests: term ? issuables('merge_requests') : [],
    users: term
      ? db.all<{ username: string; name: string; avatar_color: string }>(
          'SELECT username, name, avatar_color FROM users WHERE username LIKE ? OR name LIKE ? ORDER BY lower(name) LIMIT 50',
          like,
          like,
        )
      : [],
  };
  const count = (key: (typeof SCOPES)[number][0]) =>
    key === 'projects' ? results.projects : results[key].length;
  const now = siteNow(db);
  const tab = (key: string) => request.href(`/search?${new URLSearchParams({ search: term, scope: key })}`);
  const list =
    scope === 'projects'
      ? projectList(request, projects, user.id)
      : scope === 'users'
        ? html`<ul class="content-list">${results.users.map((u) => html`<li class="group-row">${avatar(u.name, u.avatar_color, 32, true)}<div><a href="${request.href(`/${u.username}`)}">${u.name}</a><div class="issuable-meta">@${u.username}</div></div></li>`)}</ul>`
        : html`<ul class="content-list search-results">${results[scope].map(
            (
              r,
            ) => html`<li style="display:block"><a class="issue-title-text" href="${request.href(`/${r.path}/-/${scope}/${r.iid}`)}">${r.title}</a>
              <div class="issuable-info">${r.path}${scope === 'issues' ? '#' : '!'}${r.iid} · ${r.state === 'opened' ? 'Open' : r.state === 'merged' ? 'Merged' : 'Closed'} · created ${timeTag(r.created_at, now)}</div></li>`,
          )}</ul>`;
  return renderPage(request, {
    title: term ? `${term} · Search` : 'Search',
    breadcrumbs: [['Search', null]],
    body: html`<form action="${request.href('/search')}" method="get" style="display:flex;gap:8px;margin-bottom:12px"><input type="hidden" name="scope" value="${scope}">
      <input class="form-control" type="search" name="search" value="${term}" placeholder="Search for projects, issues, etc." aria-label="Search for projects, issues, etc." style="max-width:520px"><button class="btn btn-confirm" type="submit">Search</button></form>
      ${
        term
          ? html`<ul class="nav-links search-filter" style="border-bottom:1px solid #eee;margin-bottom:8px">${SCOPES.map(
              ([key, label]) =>
                html`<li class="${key === scope ? 'active' : ''}"><a href="${tab(key)}">${label} <span class="badge">${count(key)}</span></a></li>`,
            )}</ul>
      <p class="issuable-meta">Showing ${count(scope)} ${SCOPES.find(([k]) => k === scope)![1].toLowerCase()} for "${term}"</p>${list}`
          : html`<div class="empty-state"><p>Type something to search.</p></div>`
      }`,
  });
}

function newProjectPage(request: RequestContext, user: UserRow): SiteResponse {
  const radio = (value: string, label: string, help: string, checked = false) =>
    html`<label style="display:block;margin:6px 0"><input type="radio" name="visibility" value="${value}"${checked ? html` checked` : ''}> <strong>${label}</strong> <span class="form-text">${help}</span></label>`;
  return renderPage(request, {
    title: 'New Project',
    breadcrumbs: [
      ['Projects', request.href('/dashboard/projects')],
      ['New project', null],
    ],
    body: html`<h1 class="page-title">Create blank project</h1><p>Create a blank project to store your files, plan your work, and collaborate on code, among other things.</p>
    <form action="${request.href('/projects')}" method="post" style="max-width:640px">
      <div class="form-group"><label for="project_name">Project name</label><input class="form-control" id="project_name" name="name" placeholder="My awesome project" required></div>
      <div class="row-2"><div class="form-group"><label for="project_namespace">Project URL</label><select class="form-control" id="project_namespace" name="namespace"><option>${user.username}</option></select></div>
        <div class="form-group"><label for="project_path">Project slug</label><input class="form-control" id="project_path" name="path" placeholder="my-awesome-project"></div></div>
      <div class="form-group"><div class="label-bold">Visibility Level</div>
        ${radio('private', 'Private', 'Project access must be granted explicitly to each user.', true)}
        ${radio('internal', 'Internal', 'The project can be accessed by any logged in user except external users.')}
        ${radio('public', 'Public', 'The project can be accessed without any authentication.')}</div>
      <label><input type="checkbox" name="initialize_with_readme" value="1" checked> Initialize repository with a README</label>
      <div class="form-actions"><button class="btn btn-confirm" type="submit">Create project</button><a class="btn" href="${request.href('/dashboard/projects')}">Cancel</a></div>
    </form>`,
  });
}

function createProject(request: RequestContext, user: UserRow): SiteResponse {
  const name = (request.form.get('name') ?? '').trim();
  const path = ((request.form.get('path') ?? '').trim() || name)
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const visibility = request.form.get('visibility') ?? 'private';
  const db = request.db;
  const problem = !name
    ? "Name can't be blank"
    : !path
      ? 'Path is invalid'
      : !['private', 'internal', 'public'].includes(visibility)
        ? 'Visibility level is invalid'
        : db.get(
              'SELECT 1 FROM projects WHERE namespace_path = ? AND lower(path) = lower(?)',
              user.username,
              path,
            )
          ? 'Path has already been taken'
          : null;
  if (problem) {
    setFlash(request, 'alert', `The form contains the following error: ${problem}`);
    return redirect(request.href('/projects/new'));
  }
  db.transaction(() => {
    const now = tick(db);
    const { lastInsertRowid: id } = db.run(
      `INSERT INTO projects (namespace_path, namespace_kind, path, name, description, visibility, default_branch, topics, star_count, forks_count, avatar_color, created_at, last_activity_at)
       VALUES (?, 'user', ?, ?, '', ?, 'main', '', 0, 0, '#e8f0fe', ?, ?)`,
      user.username,
      path,
      name,
      visibility,
      now,
      now,
    );
    db.run(
      'INSERT INTO project_members (project_id, user_id, access_level, created_at) VALUES (?, ?, 50, ?)',
      id,
      user.id,
      now,
    );
    db.run(
      "INSERT INTO events (author_id, project_id, action, created_at) VALUES (?, ?, 'created', ?)",
      user.id,
      id,
      now,
    );
    for (const title of ['bug', 'enhancement', 'documentation', 'question'])
      db.run("INSERT INTO labels (project_id, title, color) VALUES (?, ?, '#428bca')", id, title);
    const sha = randomSha(new Rng(`${id}:${now}`));
    const readme = request.form.get('initialize_with_readme') === '1';
    db.run(
      `INSERT INTO commits (project_id, sha, branch, title, author_name, author_email, file_path, additions, deletions, authored_at) VALUES (?, ?, 'main', 'Initial commit', ?, ?, 'README.md', ?, 0, ?)`,
      id,
      sha,
      user.name,
      user.email,
      readme ? 3 : 0,
      now,
    );
    db.run(
      'INSERT INTO branches (project_id, name, commit_sha, is_protected) VALUES (?, ?, ?, 1)',
      id,
      'main',
      sha,
    );
    if (readme)
      db.run(
        'INSERT INTO files (project_id, path, content, last_commit_sha) VALUES (?, ?, ?, ?)',
        id,
        'README.md',
        `# ${name}\n\n`,
        sha,
      );
  });
  setFlash(request, 'notice', `Project '${name}' was successfully created.`);
  return redirect(request.href(`/${user.username}/${path}`));
}

function helpPage(request: RequestContext): SiteResponse {
  return renderPage(request, {
    title: 'Help',
    breadcrumbs: [['Help', null]],
    body: html`<h1 class="page-title">GitLab Community Edition 15.7</h1><p>This GitLab instance hosts the projects of WebArena-style tasks. Use the search bar to find projects, or explore all public projects.</p>
      <ul><li><a href="${request.href('/explore')}">Explore projects</a></li><li><a href="${request.href('/dashboard/todos')}">Your to-do list</a></li></ul>`,
  });
}

const namespacePage = withUser((request, user) => {
  const group = findGroup(request, request.params.namespace!);
  if (group) return groupPage(request, user, group);
  request.params.username = request.params.namespace!;
  return userProfile(request);
});

export function addSearchRoutes(router: Router): void {
  router
    .get('/search', withUser(searchPage))
    .get('/projects/new', withUser(newProjectPage))
    .post('/projects', withUser(createProject))
    .get('/help', helpPage)
    .get('/help/*', helpPage);
}

/** `/<name>`: a group's overview or a user's profile; registered last, after every fixed path. */
export function addNamespaceRoutes(router: Router): void {
  router.get('/:namespace', namespacePage);
}
