// Group pages: the overview at /<group> (its projects), its members at /groups/<group>/-/group_members,
// and the /groups/<group> alias GitLab also answers.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import type { UserRow } from '../code-host-session.js';
import { roleName } from '../data/access-level.js';
import { listProjects, PROJECT_SORTS } from '../queries/project-queries.js';
import { icon } from '../views/icons.js';
import { renderPage } from '../views/layout.js';
import { projectFilterForm, projectList } from '../views/project-list.js';
import { avatar, sortDropdown } from '../views/widgets.js';
import { notFoundPage, withUser } from './route-helpers.js';

interface GroupRow {
  id: number;
  path: string;
  name: string;
  description: string;
  avatar_color: string;
}

/** The group with a path, or undefined. */
export function findGroup(request: RequestContext, path: string): GroupRow | undefined {
  return request.db.get<GroupRow>(
    'SELECT id, path, name, description, avatar_color FROM groups WHERE path = ?',
    path,
  );
}

function groupSidebar(
  request: RequestContext,
  group: GroupRow,
  active: 'overview' | 'members',
): ReturnType<typeof html> {
  return html`<aside class="nav-sidebar" aria-label="Group navigation">
    <div class="context-header"><a href="${request.href(`/${group.path}`)}">${avatar(group.name, group.avatar_color, 32)}<span class="sidebar-context-title">${group.name}</span></a></div>
    <ul class="sidebar-top-level-items">
      <li class="${active === 'overview' ? 'active' : ''}"><a href="${request.href(`/${group.path}`)}">${icon('home')}<span class="nav-item-name">Group information</span></a><ul class="sidebar-sub-level-items"><li class="fly-out-top-item">Group information</li><li><a href="${request.href(`/groups/${group.path}/-/group_members`)}">Members</a></li></ul></li>
      <li><a href="${request.href(`/groups/${group.path}/-/issues`)}">${icon('issues')}<span class="nav-item-name">Issues</span></a><ul class="sidebar-sub-level-items"></ul></li>
      <li class="${active === 'members' ? 'active' : ''}"><a href="${request.href(`/groups/${group.path}/-/group_members`)}">${icon('users')}<span class="nav-item-name">Members</span></a><ul class="sidebar-sub-level-items"></ul></li>
    </ul></aside>`;
}

/** The overview of a group: its projects. */
export function groupPage(request: RequestContext, user: UserRow, group: GroupRow): SiteResponse {
  const sort = request.query.get('sort') ?? 'latest_activity_desc';
  const { projects } = listProjects(
    request.db,
    {
      userId: user.id,
      scope: 'namespace',
      namespace: group.path,
      name: request.query.get('name') ?? undefined,
      sort,
    },
    1,
    100,
  );
  return renderPage(request, {
    title: group.name,
    sidebar: groupSidebar(request, group, 'overview'),
    breadcrumbs: [[group.name, null]],
    body: html`<div class="group-home-panel" style="display:flex;gap:16px;align-items:center;padding:12px 0">${avatar(group.name, group.avatar_color, 64)}
      <div><h1 style="margin:0">${group.name}</h1><div class="issuable-meta">Group ID: ${group.id}</div><p>${group.description}</p></div></div>
      <div class="top-area"><ul class="nav-links"><li class="active"><a href="${request.href(`/${group.path}`)}">Subgroups and projects</a></li></ul>
        <div class="nav-controls">${projectFilterForm(request, request.href(`/${group.path}`))}${sortDropdown(request, PROJECT_SORTS, sort)}</div></div>
      ${projectList(request, projects, user.id)}`,
  });
}

const groupMembers = withUser((request) => {
  const group = findGroup(request, request.params.group!);
  if (!group) return notFoundPage(request);
  const members = request.db.all<{
    username: string;
    name: string;
    avatar_color: string;
    access_level: number;
  }>(
    'SELECT u.username, u.name, u.avatar_color, m.access_level FROM group_members m JOIN users u ON u.id = m.user_id WHERE m.group_id = ? ORDER BY m.access_level DESC, lower(u.name)',
    group.id,
  );
  return renderPage(request, {
    title: `Members · ${group.name}`,
    sidebar: groupSidebar(request, group, 'members'),
    breadcrumbs: [
      [group.name, request.href(`/${group.path}`)],
      ['Members', null],
    ],
    body: html`<h1 class="page-title">Group members</h1><table class="table"><thead><tr><th>Account</th><th>Max role</th></tr></thead><tbody>${members.map(
      (
        m,
      ) => html`<tr><td data-label="Account"><div class="gl-avatar-labeled">${avatar(m.name, m.avatar_color, 32, true)}<div><a class="gl-avatar-labeled-label" href="${request.href(`/${m.username}`)}">${m.name}</a><span class="gl-avatar-labeled-sublabel">@${m.username}</span></div></div></td>
        <td class="col-max-role" data-label="Max role"><span>${roleName(m.access_level)}</span></td></tr>`,
    )}</tbody></table>`,
  });
});

export function addGroupRoutes(router: Router): void {
  router
    .get(
      '/groups/new',
      withUser((request) =>
        renderPage(request, {
          title: 'New group',
          breadcrumbs: [['New group', null]],
          body: html`<div class="empty-state"><h4>New group</h4><p>Only administrators can create groups on this instance.</p></div>`,
        }),
      ),
    )
    .get('/groups/:group', (request) => redirect(request.href(`/${request.params.group}`)))
    .get('/groups/:group/-/group_members', groupMembers)
    .get('/groups/:group/-/issues', (request) =>
      redirect(request.href(`/dashboard/issues?${new URLSearchParams({ scope: 'all', state: 'opened' })}`)),
    );
}
