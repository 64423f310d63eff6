// A list of projects as GitLab shows them on the dashboard, explore, group and profile pages: avatar,
// `Namespace / name`, visibility, your role, description, star / fork / merge request / issue counts
// and when it was last updated.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { roleName } from '../data/access-level.js';
import { siteNow } from '../data/site-time.js';
import type { ProjectRow } from '../queries/project-queries.js';
import { icon } from './icons.js';
import { projectPath } from './project-frame.js';
import { avatar, timeTag, visibilityIcon } from './widgets.js';

/** The list; `userId` shows the user's role badge on projects they belong to. */
export function projectList(
  request: RequestContext,
  projects: readonly ProjectRow[],
  userId: number,
): SafeHtml {
  if (projects.length === 0) {
    return html`<div class="empty-state"><h4>No projects found</h4><p>Try another filter, or explore public projects.</p></div>`;
  }
  const roles = new Map(
    request.db
      .all<{ project_id: number; access_level: number }>(
        'SELECT project_id, access_level FROM project_members WHERE user_id = ?',
        userId,
      )
      .map((r) => [r.project_id, r.access_level]),
  );
  const now = siteNow(request.db);
  return html`<ul class="content-list projects-list">${projects.map((project) => {
    const href = (rest = '') => request.href(projectPath(project, rest));
    const role = roles.get(project.id);
    return html`<li class="project-row">
      ${avatar(project.name, project.avatar_color, 48)}
      <div class="project-details">
        <div class="project-title-line"><a class="project" href="${href()}"><span class="namespace-name">${project.namespace_name} /</span> <span class="project-name">${project.name}</span></a>
          ${visibilityIcon(project.visibility)}${role ? html`<span class="user-access-role">${roleName(role)}</span>` : ''}</div>
        ${project.description ? html`<p class="description">${project.description}</p>` : ''}
      </div>
      <div class="project-controls" data-testid="project_controls">
        <a href="${href('/-/starrers')}" title="Stars">${icon('star')}${project.star_count}</a>
        <a href="${href('/-/forks')}" title="Forks">${icon('fork')}${project.forks_count}</a>
        <a href="${href('/-/merge_requests')}" title="Merge requests">${icon('git-merge')}${project.open_merge_requests}</a>
        <a href="${href('/-/issues')}" title="Issues">${icon('issues')}${project.open_issues}</a>
        <span class="updated">Updated ${timeTag(project.last_activity_at, now)}</span>
      </div></li>`;
  })}</ul>`;
}

/** The "Filter by name" box of project lists (keeps the sort). */
export function projectFilterForm(request: RequestContext, action: string): SafeHtml {
  const sort = request.query.get('sort');
  return html`<form class="project-filter-form" action="${action}" method="get">
    <input type="search" name="name" placeholder="Filter by name" aria-label="Filter by name" value="${request.query.get('name') ?? ''}" class="form-control" style="width:260px">
    ${sort ? html`<input type="hidden" name="sort" value="${sort}">` : ''}
  </form>`;
}
