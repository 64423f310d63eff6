// A project's overview (README, star, clone, languages, files), stars and starrers, its activity feed,
// the General settings (name, description, topics, visibility), and empty CI/CD and wiki pages.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { siteNow, tick } from '../data/site-time.js';
import { hasStarred, projectLanguages } from '../queries/project-queries.js';
import { findFile, listBranches, listCommits, listTree } from '../queries/repository-queries.js';
import { EVENT_SELECT, type EventRow, eventList } from '../views/event-list.js';
import { icon } from '../views/icons.js';
import { renderMarkdown } from '../views/markdown.js';
import { projectPath, renderProjectPage } from '../views/project-frame.js';
import { lastCommitBox, treeTable } from '../views/repository-views.js';
import { avatar, userLink, visibilityIcon } from '../views/widgets.js';
import { type ProjectContext, withProject } from './route-helpers.js';

const LANGUAGE_COLORS = [
  '#f1e05a',
  '#3572a5',
  '#e34c26',
  '#563d7c',
  '#b07219',
  '#89e051',
  '#f34b7d',
  '#701516',
];

function overview(request: RequestContext, { user, project }: ProjectContext): SiteResponse {
  const db = request.db;
  const now = siteNow(db);
  const branch = project.default_branch;
  const starred = hasStarred(db, project.id, user.id);
  const { commits, total } = listCommits(db, project.id, { branch }, branch, 1, 1);
  const branches = listBranches(db, project.id, branch).length;
  const readme = findFile(db, project.id, 'README.md');
  const languages = projectLanguages(db, project.id);
  const p = (rest = '') => request.href(projectPath(project, rest));
  const body = html`<div class="project-home-panel">
    <div class="project-title-row">${avatar(project.name, project.avatar_color, 64)}
      <div><h1 class="project-title" data-testid="project-name-content">${project.name} ${visibilityIcon(project.visibility)}</h1>
        <div class="issuable-meta">Project ID: ${project.id}</div></div>
      <div class="project-repo-buttons">
        <div class="count-badge"><form action="${p('/toggle_star')}" method="post" style="margin:0"><button class="btn star-btn" type="submit" title="${starred ? 'Unstar project' : 'Star project'}">${icon(starred ? 'star-filled' : 'star')}${starred ? 'Unstar' : 'Star'}</button></form>
          <a class="count-badge-count star-count" href="${p('/-/starrers')}" title="Starrers">${project.star_count}</a></div>
        <div class="count-badge"><a class="btn" href="${p('/-/forks/new')}">${icon('fork')}Fork</a><a class="count-badge-count" href="${p('/-/forks')}" title="Forks">${project.forks_count}</a></div>
        <div class="dropdown clone-dropdown"><button class="btn btn-confirm" type="button" data-toggle="dropdown">Clone ${icon('chevron-down')}</button>
          <div class="dropdown-menu clone-panel">
            <div class="label-bold">Clone with SSH</div><span class="clone-url" id="ssh_project_clone">ssh://git@localhost:2222/${project.namespace_path}/${project.path}.git</span>
            <div class="label-bold">Clone with HTTP</div><span class="clone-url" id="http_project_clone">${request.url.origin}/${project.namespace_path}/${project.path}.git</span>
          </div></div>
      </div></div>
    <div class="home-panel-description-markdown" itemprop="description">${project.description ? html`<p>${project.description}</p>` : html`<p class="no-value" style="color:#999">No description</p>`}</div>
    ${project.topics ? html`<div class="project-topics">${project.topics.split(',').map((t) => html`<span class="gl-badge">${t}</span> `)}</div>` : ''}
    <div class="project-stats" style="margin-top:10px">
      <a href="${p(`/-/commits/${branch}`)}">${icon('commit')}<strong>${total}</strong> Commits</a>
      <a href="${p('/-/branches')}">${icon('branch')}<strong>${branches}</strong> Branches</a>
      <span>${icon('doc')}<strong>0</strong> Tags</span>
      <a href="${p('/-/project_members')}">${icon('users')}Members</a>
    </div>
    <div class="language-bar">${languages.map((l, i) => html`<span style="width:${l.percent}%;background:${LANGUAGE_COLORS[i % LANGUAGE_COLORS.length]}" title="${l.language} ${l.percent}%"></span>`)}</div>
    <div class="language-legend">${languages.map((l) => html`<span class="language">${l.language} ${l.percent}%</span>`)}</div>
  </div>
  ${commits[0] ? lastCommitBox(request, project, commits[0], now) : ''}
  ${treeTable(request, project, branch, listTree(db, project.id, ''), now)}
  ${readme ? html`<article class="file-holder readme-holder-wrapper"><div class="file-title"><strong>${icon('doc')} README.md</strong></div><div class="readme-holder">${renderMarkdown(readme.content)}</div></article>` : ''}`;
  return renderProjectPage(request, project, { title: project.name, section: 'project', body });
}

function toggleStar(request: RequestContext, { user, project }: ProjectContext): SiteResponse {
  const db = request.db;
  db.transaction(() => {
    if (hasStarred(db, project.id, user.id)) {
      db.run('DELETE FROM stars WHERE project_id = ? AND user_id = ?', project.id, user.id);
      db.run('UPDATE projects SET star_count = max(0, star_count - 1) WHERE id = ?', project.id);
    } else {
      db.run(
        'INSERT INTO stars (user_id, project_id, created_at) VALUES (?, ?, ?)',
        user.id,
        project.id,
        tick(db),
      );
      db.run('UPDATE projects SET star_count = star_count + 1 WHERE id = ?', project.id);
    }
  });
  return redirect(request.href(projectPath(project)));
}

function starrers(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const people = request.db.all<{ username: string; name: string; avatar_color: string; created_at: string }>(
    'SELECT u.username, u.name, u.avatar_color, s.created_at FROM stars s JOIN users u ON u.id = s.user_id WHERE s.project_id = ? ORDER BY s.created_at DESC',
    project.id,
  );
  return renderProjectPage(request, project, {
    title: 'Starrers',
    section: 'project',
    crumbs: [['Starrers', null]],
    body: html`<h2>Starrers <span class="gl-badge">${project.star_count}</span></h2>
      <ul class="content-list">${people.map((u) => html`<li class="group-row">${avatar(u.name, u.avatar_color, 32, true)}<div>${userLink(request, u)}<div class="issuable-meta">@${u.username}</div></div></li>`)}</ul>`,
  });
}

function activity(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const events = request.db.all<EventRow>(
    `${EVENT_SELECT} WHERE e.project_id = ? ORDER BY e.created_at DESC, e.id DESC LIMIT 40`,
    project.id,
  );
  return renderProjectPage(request, project, {
    title: 'Activity',
    section: 'project',
    item: 'Activity',
    crumbs: [['Activity', null]],
    body: html`<h2>Activity</h2>${eventList(request, events, siteNow(request.db))}`,
  });
}

function emptyPage(
  title: string,
  section: 'cicd' | 'wiki' | 'project',
  item: string | undefined,
  text: string,
) {
  return withProject((request, { project }) =>
    renderProjectPage(request, project, {
      title,
      section,
      item,
      crumbs: [[title, null]],
      body: html`<div class="empty-state"><h4>${title}</h4><p>${text}</p></div>`,
    }),
  );
}

export function addProjectRoutes(router: Router): void {
  router
    .get('/:namespace/:project', withProject(overview))
    .post('/:namespace/:project/toggle_star', withProject(toggleStar))
    .get('/:namespace/:project/-/starrers', withProject(starrers))
    .get('/:namespace/:project/-/activity', withProject(activity))
    .get(
      '/:namespace/:project/-/pipelines',
      emptyPage(
        'Pipelines',
        'cicd',
        'Pipelines',
        'There are currently no pipelines. Add a .gitlab-ci.yml file to get started.',
      ),
    )
    .get('/:namespace/:project/-/jobs', emptyPage('Jobs', 'cicd', 'Jobs', 'No jobs to show.'))
    .get(
      '/:namespace/:project/-/wikis/home',
      emptyPage(
        'Wiki',
        'wiki',
        undefined,
        'The wiki lets you write documentation for your project. This project has no wiki pages yet.',
      ),
    )
    .get(
      '/:namespace/:project/-/forks',
      emptyPage('Forks', 'project', undefined, 'No forks are visible to you.'),
    )
    .get(
      '/:namespace/:project/-/forks/new',
      emptyPage('Fork project', 'project', undefined, 'Forking is turned off on this instance.'),
    );
}
