// The frame of every project page: GitLab's project sidebar (sections with hover fly-outs; the
// active one expanded) and breadcrumbs `Namespace / project / Section`.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { ProjectRow } from '../queries/project-queries.js';
import { icon } from './icons.js';
import { renderPage } from './layout.js';
import { avatar } from './widgets.js';

/** Top-level sections of the project sidebar. */
export type ProjectSection =
  | 'project'
  | 'repository'
  | 'issues'
  | 'merge_requests'
  | 'cicd'
  | 'wiki'
  | 'settings';

interface SidebarSection {
  key: ProjectSection;
  label: string;
  icon: string;
  href: string;
  count?: number;
  items: readonly (readonly [string, string])[];
}

/** The site path of a project page: `projectPath(p, '/-/issues')`. */
export function projectPath(project: ProjectRow, rest = ''): string {
  return `/${project.namespace_path}/${project.path}${rest}`;
}

function sections(project: ProjectRow): SidebarSection[] {
  const p = (rest: string) => projectPath(project, rest);
  const branch = project.default_branch;
  return [
    {
      key: 'project',
      label: 'Project information',
      icon: 'home',
      href: p(''),
      items: [
        ['Activity', p('/-/activity')],
        ['Labels', p('/-/labels')],
        ['Members', p('/-/project_members')],
      ],
    },
    {
      key: 'repository',
      label: 'Repository',
      icon: 'doc',
      href: p(`/-/tree/${branch}`),
      items: [
        ['Files', p(`/-/tree/${branch}`)],
        ['Commits', p(`/-/commits/${branch}`)],
        ['Branches', p('/-/branches')],
        ['Contributors', p(`/-/graphs/${branch}`)],
      ],
    },
    {
      key: 'issues',
      label: 'Issues',
      icon: 'issues',
      href: p('/-/issues'),
      count: project.open_issues,
      items: [
        ['List', p('/-/issues')],
        ['Labels', p('/-/labels')],
        ['Milestones', p('/-/milestones')],
      ],
    },
    {
      key: 'merge_requests',
      label: 'Merge requests',
      icon: 'git-merge',
      href: p('/-/merge_requests'),
      count: project.open_merge_requests,
      items: [],
    },
    {
      key: 'cicd',
      label: 'CI/CD',
      icon: 'rocket',
      href: p('/-/pipelines'),
      items: [
        ['Pipelines', p('/-/pipelines')],
        ['Jobs', p('/-/jobs')],
      ],
    },
    { key: 'wiki', label: 'Wiki', icon: 'book', href: p('/-/wikis/home'), items: [] },
    {
      key: 'settings',
      label: 'Settings',
      icon: 'settings',
      href: p('/-/edit'),
      items: [
        ['General', p('/-/edit')],
        ['Members', p('/-/project_members')],
      ],
    },
  ];
}

function sidebar(
  request: RequestContext,
  project: ProjectRow,
  active: ProjectSection,
  activeItem?: string,
): SafeHtml {
  return html`<aside class="nav-sidebar" aria-label="Project navigation">
  <div class="context-header"><a href="${request.href(projectPath(project))}" title="${project.name}">${avatar(project.name, project.avatar_color, 32)}<span class="sidebar-context-title">${project.name}</span></a></div>
  <ul class="sidebar-top-level-items">
    ${sections(project).map(
      (s) => html`<li class="${s.key === active ? 'active' : ''}">
      <a href="${request.href(s.href)}">${icon(s.icon)}<span class="nav-item-name">${s.label}</span>${s.count !== undefined ? html`<span class="count">${s.count}</span>` : ''}</a>
      <ul class="sidebar-sub-level-items">
        <li class="fly-out-top-item">${s.label}</li>
        ${s.items.map(([label, href]) => html`<li class="${s.key === active && label === activeItem ? 'active' : ''}"><a href="${request.href(href)}">${label}</a></li>`)}
      </ul></li>`,
    )}
  </ul></aside>`;
}

/** What a project page puts in the frame. */
export interface ProjectPageOptions {
  title: string;
  section: ProjectSection;
  /** The active sub-item of the section ("Commits", "Members"). */
  item?: string;
  /** Breadcrumbs after the project's own. */
  crumbs?: readonly (readonly [string, string | null])[];
  body: SafeHtml;
  status?: number;
}

/** Renders a page of a project. */
export function renderProjectPage(
  request: RequestContext,
  project: ProjectRow,
  options: ProjectPageOptions,
): SiteResponse {
  return renderPage(request, {
    title: `${options.title} · ${project.namespace_name} / ${project.name}`,
    sidebar: sidebar(request, project, options.section, options.item),
    projectPath: `${project.namespace_path}/${project.path}`,
    breadcrumbs: [
      [project.namespace_name, request.href(`/${project.namespace_path}`)],
      [project.name, request.href(projectPath(project))],
      ...(options.crumbs ?? []),
    ],
    body: options.body,
    status: options.status,
  });
}
