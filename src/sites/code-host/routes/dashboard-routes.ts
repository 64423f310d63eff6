// The dashboard and explore pages: your projects, starred projects, all public projects (filter by
// name, sort), your groups and all groups.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import type { UserRow } from '../code-host-session.js';
import {
  countProjects,
  listProjects,
  PROJECT_SORTS,
  type ProjectListQuery,
} from '../queries/project-queries.js';
import { renderPage } from '../views/layout.js';
import { projectFilterForm, projectList } from '../views/project-list.js';
import { avatar, pagination, sortDropdown } from '../views/widgets.js';
import { pageParam, withUser } from './route-helpers.js';

interface Tab {
  label: string;
  href: string;
  count?: number;
  active: boolean;
}

function tabs(request: RequestContext, items: readonly Tab[]): SafeHtml {
  return html`<ul class="nav-links">${items.map(
    (t) =>
      html`<li class="${t.active ? 'active' : ''}"><a href="${request.href(t.href)}">${t.label}${t.count !== undefined ? html` <span class="badge">${t.count}</span>` : ''}</a></li>`,
  )}</ul>`;
}

function projectsPage(
  request: RequestContext,
  user: UserRow,
  options: {
    title: string;
    heading: string;
    query: ProjectListQuery;
    tabs: Tab[];
    subTabs?: Tab[];
    defaultSort: string;
  },
): SiteResponse {
  const sort = request.query.get('sort') ?? options.defaultSort;
  const page = pageParam(request);
  const query = { ...options.query, name: request.query.get('name') ?? undefined, sort };
  const { projects, total } = listProjects(request.db, query, page);
  return renderPage(request, {
    title: options.title,
    breadcrumbs: [
      ['Projects', request.href('/dashboard/projects')],
      [options.heading, null],
    ],
    body: html`<div class="page-title-holder" style="display:flex;align-items:center"><h1 class="page-title">${options.heading}</h1>
      <a class="btn btn-confirm" href="${request.href('/projects/new')}" style="margin-left:auto">New project</a></div>
    <div class="top-area">${tabs(request, options.tabs)}
      <div class="nav-controls">${projectFilterForm(request, request.url.pathname)}${sortDropdown(request, PROJECT_SORTS, sort)}</div></div>
    ${options.subTabs ? html`<div class="top-area">${tabs(request, options.subTabs)}</div>` : ''}
    ${projectList(request, projects, user.id)}
    ${pagination(request, page, total)}`,
  });
}

function dashboardTabs(request: RequestContext, user: UserRow, active: 'yours' | 'starred'): Tab[] {
  return [
    {
      label: 'Yours',
      href: '/dashboard/projects',
      count: countProjects(request.db, { userId: user.id, scope: 'member' }),
      active: active === 'yours',
    },
    {
      label: 'Starred',
      href: '/dashboard/projects/starred',
      count: countProjects(request.db, { userId: user.id, scope: 'starred' }),
      active: active === 'starred',
    },
    { label: 'Explore', href: '/explore', active: false },
  ];
}

const yourProjects = withUser((request, user) => {
  const personal = request.query.get('personal') === 'true';
  return projectsPage(request, user, {
    title: 'Projects',
    heading: 'Projects',
    query: { userId: user.id, scope: 'member', ...(personal ? { personal: user.username } : {}) },
    tabs: dashboardTabs(request, user, 'yours'),
    subTabs: [
      { label: 'All', href: '/dashboard/projects', active: !personal },
      { label: 'Personal', href: '/dashboard/projects?personal=true', active: personal },
    ],
    defaultSort: 'latest_activity_desc',
  });
});

const starredProjects = withUser((request, user) =>
  projectsPage(request, user, {
    title: 'Starred Projects',
    heading: 'Projects',
    query: { userId: user.id, scope: 'starred' },
    tabs: dashboardTabs(request, user, 'starred'),
    defaultSort: 'latest_activity_desc',
  }),
);

function exploreTabs(active: 'all' | 'starred' | 'trending'): Tab[] {
  return [
    { label: 'All', href: '/explore/projects', active: active === 'all' },
    { label: 'Most starred', href: '/explore/projects/starred', active: active === 'starred' },
    { label: 'Trending', href: '/explore/projects/trending', active: active === 'trending' },
  ];
}

const exploreProjects = withUser((request, user) =>
  projectsPage(request, user, {
    title: 'Explore projects',
    heading: 'Explore projects',
    query: { userId: user.id, scope: 'all' },
    tabs: exploreTabs('all'),
    defaultSort: 'latest_activity_desc',
  }),
);

const exploreStarred = withUser((request, user) =>
  projectsPage(request, user, {
    title: 'Explore projects',
    heading: 'Explore projects',
    query: { userId: user.id, scope: 'all' },
    tabs: exploreTabs('starred'),
    defaultSort: 'stars_desc',
  }),
);

const exploreTrending = withUser((request, user) =>
  projectsPage(request, user, {
    title: 'Explore projects',
    heading: 'Explore projects',
    query: { userId: user.id, scope: 'all' },
    tabs: exploreTabs('trending'),
    defaultSort: 'latest_activity_desc',
  }),
);

interface GroupListRow {
  path: string;
  name: string;
  description: string;
  avatar_color: string;
  projects: number;
  members: number;
  access_level: number | null;
}

function groupsPage(request: RequestContext, user: UserRow, mine: boolean): SiteResponse {
  const filter = request.query.get('filter')?.trim() ?? '';
  const groups = request.db.all<GroupListRow>(
    `SELECT g.path, g.name, g.description, g.avatar_color,
       (SELECT count(*) FROM projects p WHERE p.namespace_path = g.path) AS projects,
       (SELECT count(*) FROM group_members m WHERE m.group_id = g.id) AS members,
       (SELECT access_level FROM group_members m WHERE m.group_id = g.id AND m.user_id = ?) AS access_level
     FROM groups g WHERE (? = 0 OR EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.user_id = ?))
       AND (g.name LIKE '%' || ? || '%' OR g.path LIKE '%' || ? || '%') ORDER BY lower(g.name)`,
    user.id,
    mine ? 1 : 0,
    user.id,
    filter,
    filter,
  );
  return renderPage(request, {
    title: mine ? 'Groups' : 'Explore groups',
    breadcrumbs: [
      ['Groups', request.href('/dashboard/groups')],
      [mine ? 'Your groups' : 'Explore groups', null],
    ],
    body: html`<h1 class="page-title">${mine ? 'Groups' : 'Explore groups'}</h1>
    <div class="top-area">${tabs(request, [
      { label: 'Your groups', href: '/dashboard/groups', active: mine },
      { label: 'Explore groups', href: '/explore/groups', active: !mine },
    ])}<div class="nav-controls"><form method="get"><input class="form-control" type="search" name="filter" placeholder="Search by name" aria-label="Search by name" value="${filter}" style="width:240px"></form></div></div>
    <ul class="content-list">${groups.map(
      (
        g,
      ) => html`<li class="group-row">${avatar(g.name, g.avatar_color, 32)}<div style="flex:1"><a class="group-name" href="${request.href(`/${g.path}`)}">${g.name}</a>
        ${g.access_level ? html`<span class="user-access-role">${['', 'Guest', 'Reporter', 'Developer', 'Maintainer', 'Owner'][g.access_level / 10]}</span>` : ''}
        <div class="description" style="color:#666">${g.description}</div></div>
        <span class="gl-badge" title="Projects">${g.projects} projects</span><span class="gl-badge" title="Members">${g.members} members</span></li>`,
    )}</ul>`,
  });
}

export function addDashboardRoutes(router: Router): void {
  router
    .get('/', yourProjects)
    .get('/dashboard', yourProjects)
    .get('/dashboard/projects', yourProjects)
    .get('/dashboard/projects/starred', starredProjects)
    .get('/explore', exploreProjects)
    .get('/explore/projects', exploreProjects)
    .get('/explore/projects/starred', exploreStarred)
    .get('/explore/projects/trending', exploreTrending)
    .get(
      '/dashboard/groups',
      withUser((request, user) => groupsPage(request, user, true)),
    )
    .get(
      '/explore/groups',
      withUser((request, user) => groupsPage(request, user, false)),
    );
}
