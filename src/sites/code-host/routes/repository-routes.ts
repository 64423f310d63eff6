// The repository pages at GitLab's URLs: the file browser (/-/tree/<branch>/<path>), a file
// (/-/blob/…), its raw text (/-/raw/…), commits (/-/commits/<branch>, filtered by author or path), one
// commit (/-/commit/<sha>) with its diff, branches, and contributors (/-/graphs/<branch>).

import { Rng } from '../../data/rng.js';
import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse, textResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { commitDayHeader, siteNow } from '../data/site-time.js';
import {
  findCommit,
  findFile,
  hasBranch,
  isFolder,
  listBranches,
  listCommits,
  listContributors,
  listTree,
} from '../queries/repository-queries.js';
import { icon } from '../views/icons.js';
import { renderMarkdown } from '../views/markdown.js';
import { projectPath, renderProjectPage } from '../views/project-frame.js';
import { commitRow, fileBlob, lastCommitBox, pathCrumbs, treeTable } from '../views/repository-views.js';
import { avatar, pagination, timeTag } from '../views/widgets.js';
import { notFoundPage, type ProjectContext, pageParam, withProject } from './route-helpers.js';

/** Splits `feature/x/src/a.js` into the longest branch name it starts with and the path after it. */
function splitRef(request: RequestContext, projectId: number): { branch: string; path: string } | null {
  const parts = (request.params['*'] ?? '').split('/').filter(Boolean);
  for (let i = parts.length; i >= 1; i--) {
    const branch = parts.slice(0, i).join('/');
    if (hasBranch(request.db, projectId, branch)) return { branch, path: parts.slice(i).join('/') };
  }
  return null;
}

function branchSelect(
  request: RequestContext,
  context: ProjectContext,
  branch: string,
  page: string,
): ReturnType<typeof html> {
  const branches = listBranches(request.db, context.project.id, context.project.default_branch);
  return html`<select class="form-control" aria-label="Switch branch" title="Switch branch" data-navigate style="width:200px">${branches.map(
    (b) =>
      html`<option data-href="${request.href(projectPath(context.project, `/-/${page}/${b.name}`))}"${b.name === branch ? html` selected` : ''}>${b.name}</option>`,
  )}</select>`;
}

function tree(request: RequestContext, context: ProjectContext): SiteResponse {
  const { project } = context;
  const ref = splitRef(request, project.id);
  if (!ref) return notFoundPage(request);
  const { branch, path } = ref;
  if (path && !isFolder(request.db, project.id, path)) {
    return findFile(request.db, project.id, path)
      ? redirect(request.href(projectPath(project, `/-/blob/${branch}/${path}`)))
      : notFoundPage(request);
  }
  const now = siteNow(request.db);
  const { commits } = listCommits(
    request.db,
    project.id,
    { branch, ...(path ? { path } : {}) },
    project.default_branch,
    1,
    1,
  );
  const readme = findFile(request.db, project.id, path ? `${path}/README.md` : 'README.md');
  return renderProjectPage(request, project, {
    title: path || 'Files',
    section: 'repository',
    item: 'Files',
    crumbs: [['Repository', null]],
    body: html`<div class="tree-controls" style="display:flex;gap:12px;align-items:center">${branchSelect(request, context, branch, 'tree')}${pathCrumbs(request, project, branch, path)}
      <a class="btn" style="margin-left:auto" href="${request.href(projectPath(project, `/-/commits/${branch}${path ? `/${path}` : ''}`))}">History</a></div>
      ${commits[0] ? lastCommitBox(request, project, commits[0], now) : ''}
      ${treeTable(request, project, branch, listTree(request.db, project.id, path), now)}
      ${readme ? html`<article class="file-holder"><div class="file-title"><strong>README.md</strong></div><div class="readme-holder">${renderMarkdown(readme.content)}</div></article>` : ''}`,
  });
}

function blob(request: RequestContext, context: ProjectContext): SiteResponse {
  const { project } = context;
  const ref = splitRef(request, project.id);
  const file = ref ? findFile(request.db, project.id, ref.path) : undefined;
  if (!ref || !file) return notFoundPage(request);
  const { branch, path } = ref;
  const commit = findCommit(request.db, project.id, file.last_commit_sha)!;
  const now = siteNow(request.db);
  const lines = file.content.replace(/\n$/, '').split('\n').length;
  const rendered = path.endsWith('.md')
    ? html`<div class="readme-holder">${renderMarkdown(file.content)}</div>`
    : fileBlob(file.content);
  return renderProjectPage(request, project, {
    title: path,
    section: 'repository',
    item: 'Files',
    crumbs: [
      ['Repository', request.href(projectPath(project, `/-/tree/${branch}`))],
      [path.split('/').pop()!, null],
    ],
    body: html`<div style="display:flex;gap:12px;align-items:center">${branchSelect(request, context, branch, 'tree')}${pathCrumbs(request, project, branch, path)}</div>
      ${lastCommitBox(request, project, commit, now)}
      <article class="file-holder"><div class="file-title"><span><strong class="file-title-name" data-testid="file-title-content">${path.split('/').pop()}</strong> <span class="issuable-meta">${lines} lines · ${Buffer.byteLength(file.content)} B</span></span>
        <span style="display:flex;gap:6px"><a class="btn btn-sm" href="${request.href(projectPath(project, `/-/raw/${branch}/${path}`))}">Open raw</a><a class="btn btn-sm" href="${request.href(projectPath(project, `/-/commits/${branch}/${path}`))}">History</a></span></div>
        ${rendered}</article>`,
  });
}

function raw(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const ref = splitRef(request, project.id);
  const file = ref ? findFile(request.db, project.id, ref.path) : undefined;
  return file ? textResponse(file.content) : notFoundPage(request);
}

function commits(request: RequestContext, context: ProjectContext): SiteResponse {
  const { project } = context;
  const ref = request.params['*']
    ? splitRef(request, project.id)
    : { branch: project.default_branch, path: '' };
  if (!ref) return notFoundPage(request);
  const branch = ref.branch;
  const path = ref.path || undefined;
  const author = request.query.get('author') ?? undefined;
  const search = request.query.get('search') ?? undefined;
  const page = pageParam(request);
  const { commits, total } = listCommits(
    request.db,
    project.id,
    { branch, author, path, search },
    project.default_branch,
    page,
  );
  const authors = listContributors(request.db, project.id, branch, project.default_branch)
    .map((c) => c.name)
    .sort((a, b) => a.localeCompare(b));
  const now = siteNow(request.db);
  const base = projectPath(project, `/-/commits/${branch}${path ? `/${path}` : ''}`);
  const days = new Map<string, typeof commits>();
  for (const commit of commits) {
    const day = commitDayHeader(commit.authored_at);
    days.set(day, [...(days.get(day) ?? []), commit]);
  }
  const authorHref = (name: string | null) => {
    const params = new URLSearchParams();
    if (name) params.set('author', name);
    if (search) params.set('search', search);
    const query = params.toString();
    return request.href(`${base}${query ? `?${query}` : ''}`);
  };
  return renderProjectPage(request, project, {
    title: 'Commits',
    section: 'repository',
    item: 'Commits',
    crumbs: [
      ['Repository', request.href(projectPath(project, `/-/tree/${branch}`))],
      ['Commits', null],
    ],
    body: html`<div class="top-area" style="padding-bottom:10px">${branchSelect(request, context, branch, 'commits')}${path ? html`<span class="gl-badge">${path}</span>` : ''}
      <select class="form-control" aria-label="Author" title="Author" data-navigate style="width:220px"><option data-href="${authorHref(null)}">All authors</option>${authors.map(
        (name) =>
          html`<option data-href="${authorHref(name)}"${name === author ? html` selected` : ''}>${name}</option>`,
      )}</select>
      <form class="nav-controls" method="get" action="${request.href(base)}">${author ? html`<input type="hidden" name="author" value="${author}">` : ''}<input class="form-control" type="search" name="search" placeholder="Search by message" aria-label="Search by message" value="${search ?? ''}" style="width:240px"></form></div>
      <p class="issuable-meta">${total} commits${author ? html` by ${author}` : ''}</p>
      ${commits.length === 0 ? html`<div class="empty-state"><p>No commits found.</p></div>` : ''}
      <ol class="content-list commit-list" style="display:block">${[...days].map(
        ([
          day,
          list,
        ]) => html`<li class="commit-header js-commit-header" style="display:flex"><span class="day">${day}</span><span class="commits-count">${list.length} ${list.length === 1 ? 'commit' : 'commits'}</span></li>
          <li style="display:block;padding:0;border:0"><ul class="content-list">${list.map((c) => commitRow(request, project, c, now))}</ul></li>`,
      )}</ol>
      ${pagination(request, page, total, 40)}`,
  });
}

/** A small diff derived from the commit's hash (the repository keeps only the latest file contents). */
function diffFor(
  sha: string,
  content: string,
  additions: number,
  deletions: number,
): { line: string; kind: '+' | '-' | ' ' }[] {
  const rng = new Rng(sha);
  const lines = content.replace(/\n$/, '').split('\n');
  const at = rng.int(0, Math.max(0, lines.length - 4));
  const shown = lines.slice(at, at + Math.min(8, Math.max(3, additions)));
  const out: { line: string; kind: '+' | '-' | ' ' }[] = [];
  shown.forEach((line, i) => {
    if (i < Math.min(deletions, 3)) out.push({ line: `${line.replace(/\w+/, 'old')}`, kind: '-' });
    out.push({ line, kind: i % 2 === 0 ? '+' : ' ' });
  });
  return out;
}

function commit(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const found = findCommit(request.db, project.id, request.params.sha!);
  if (!found) return notFoundPage(request);
  const now = siteNow(request.db);
  const file = findFile(request.db, project.id, found.file_path);
  const diff = diffFor(found.sha, file?.content ?? '', found.additions, found.deletions);
  return renderProjectPage(request, project, {
    title: found.title,
    section: 'repository',
    item: 'Commits',
    crumbs: [
      ['Commits', request.href(projectPath(project, `/-/commits/${found.branch}`))],
      [found.sha.slice(0, 8), null],
    ],
    body: html`<div class="detail-page-header"><span>Commit <span class="commit-sha gl-font-monospace" data-testid="commit-sha">${found.sha.slice(0, 8)}</span>
      authored ${timeTag(found.authored_at, now)} by <strong class="commit-author-name">${found.author_name}</strong></span>
</div>
      <h3 class="commit-title" style="margin-top:14px">${found.title}</h3>${found.body ? html`<pre class="commit-description">${found.body}</pre>` : ''}
      <p class="issuable-meta">${icon('branch')} ${found.branch} · ${found.sha}</p>
      <p><strong>1 changed file</strong> with <span style="color:#108548">${found.additions} additions</span> and <span style="color:#dd2b0e">${found.deletions} deletions</span></p>
      <div class="file-holder"><div class="file-title"><strong>${found.file_path}</strong></div><div class="file-content"><table><tbody>${diff.map(
        (d) =>
          html`<tr class="${d.kind === '+' ? 'diff-line-add' : d.kind === '-' ? 'diff-line-del' : ''}"><td class="line-numbers">${d.kind}</td><td class="line">${d.line}</td></tr>`,
      )}</tbody></table></div></div>`,
  });
}

function branches(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const now = siteNow(request.db);
  const list = listBranches(request.db, project.id, project.default_branch);
  return renderProjectPage(request, project, {
    title: 'Branches',
    section: 'repository',
    item: 'Branches',
    crumbs: [
      ['Repository', request.href(projectPath(project, `/-/tree/${project.default_branch}`))],
      ['Branches', null],
    ],
    body: html`<h2>Branches <span class="gl-badge">${list.length}</span></h2><ul class="content-list all-branches">${list.map(
      (
        b,
      ) => html`<li class="branch-item"><div style="flex:1">${icon('branch')} <a class="item-title ref-name" href="${request.href(projectPath(project, `/-/tree/${b.name}`))}">${b.name}</a>
        ${b.name === project.default_branch ? html`<span class="gl-badge">default</span>` : ''}${b.is_protected ? html`<span class="gl-badge">protected</span>` : ''}
        <div class="issuable-meta"><span class="commit-sha-group">${b.commit.sha.slice(0, 8)}</span> · <a href="${request.href(projectPath(project, `/-/commit/${b.commit.sha}`))}" class="commit-row-message">${b.commit.title}</a> · ${timeTag(b.commit.authored_at, now)}</div></div>
        ${b.name === project.default_branch ? '' : html`<a class="btn btn-sm" href="${request.href(projectPath(project, `/-/merge_requests/new?source_branch=${encodeURIComponent(b.name)}`))}">Merge request</a>`}</li>`,
    )}</ul>`,
  });
}

function contributors(request: RequestContext, { project }: ProjectContext): SiteResponse {
  const ref = splitRef(request, project.id);
  if (!ref) return notFoundPage(request);
  const branch = ref.branch;
  const people = listContributors(request.db, project.id, branch, project.default_branch);
  return renderProjectPage(request, project, {
    title: 'Contributors',
    section: 'repository',
    item: 'Contributors',
    crumbs: [
      ['Repository', request.href(projectPath(project, `/-/tree/${branch}`))],
      ['Contributors', null],
    ],
    body: html`<h2>Contributors</h2><p class="issuable-meta">Commits to ${branch}, by author.</p>
      <ol class="contributors-list" style="list-style:none;padding:0">${people.map(
        (
          c,
        ) => html`<li class="person">${avatar(c.name, '#e8f0fe', 32, true)}<div style="flex:1"><h4 style="margin:0">${c.name}</h4>
          <div class="issuable-meta">${c.email}</div></div><span class="commits-count"><strong>${c.commits}</strong> ${c.commits === 1 ? 'commit' : 'commits'}</span>
          <span class="issuable-meta">(${c.additions} ++ / ${c.deletions} --)</span></li>`,
      )}</ol>`,
  });
}

export function addRepositoryRoutes(router: Router): void {
  router
    .get('/:namespace/:project/-/tree/*', withProject(tree))
    .get('/:namespace/:project/-/blob/*', withProject(blob))
    .get('/:namespace/:project/-/raw/*', withProject(raw))
    .get('/:namespace/:project/-/commits', withProject(commits))
    .get('/:namespace/:project/-/commits/*', withProject(commits))
    .get('/:namespace/:project/-/commit/:sha', withProject(commit))
    .get('/:namespace/:project/-/branches', withProject(branches))
    .get('/:namespace/:project/-/graphs/*', withProject(contributors));
}
