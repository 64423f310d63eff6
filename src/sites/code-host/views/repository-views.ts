// Pieces of the repository pages: the file tree table, a file with line numbers, a commit row, and
// the "last commit" box above a tree.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { ProjectRow } from '../queries/project-queries.js';
import type { CommitRow, TreeEntry } from '../queries/repository-queries.js';
import { icon } from './icons.js';
import { projectPath } from './project-frame.js';
import { avatar, timeTag } from './widgets.js';

/** A file path as breadcrumb links: `project / src / index.js`. */
export function pathCrumbs(
  request: RequestContext,
  project: ProjectRow,
  branch: string,
  path: string,
): SafeHtml {
  const parts = path ? path.split('/') : [];
  return html`<nav class="repo-breadcrumb" style="font-weight:600"><a href="${request.href(projectPath(project, `/-/tree/${branch}`))}">${project.name}</a>${parts.map(
    (part, i) =>
      html` / <a href="${request.href(projectPath(project, `/-/${i === parts.length - 1 && !path.endsWith('/') ? 'blob' : 'tree'}/${branch}/${parts.slice(0, i + 1).join('/')}`))}">${part}</a>`,
  )}</nav>`;
}

/** The tree table. */
export function treeTable(
  request: RequestContext,
  project: ProjectRow,
  branch: string,
  entries: readonly TreeEntry[],
  now: string,
): SafeHtml {
  return html`<table class="table tree-table" data-testid="file-tree-table">
  <thead><tr><th>Name</th><th>Last commit</th><th style="text-align:right">Last update</th></tr></thead>
  <tbody>${entries.map(
    (
      e,
    ) => html`<tr class="tree-item"><td class="tree-item-file-name"><a href="${request.href(projectPath(project, `/-/${e.kind}/${branch}/${e.path}`))}" title="${e.name}">${icon(e.kind === 'tree' ? 'folder' : 'doc')}${e.name}</a></td>
      <td class="tree-commit"><a href="${request.href(projectPath(project, `/-/commit/${e.commit.sha}`))}" style="color:#666">${e.commit.title}</a></td>
      <td style="text-align:right;color:#666">${timeTag(e.commit.authored_at, now)}</td></tr>`,
  )}</tbody></table>`;
}

/** The box naming the latest commit of a tree. */
export function lastCommitBox(
  request: RequestContext,
  project: ProjectRow,
  commit: CommitRow,
  now: string,
): SafeHtml {
  return html`<div class="commit-row" style="border:1px solid #eee;border-radius:4px;margin:12px 0" data-testid="last-commit">
    ${avatar(commit.author_name, '#e8f0fe', 32, true)}
    <div class="commit-content"><a class="commit-row-message" href="${request.href(projectPath(project, `/-/commit/${commit.sha}`))}">${commit.title}</a>
      <div class="issuable-meta"><span class="commit-author-name">${commit.author_name}</span> authored ${timeTag(commit.authored_at, now)}</div></div>
    <span class="commit-sha-group">${commit.sha.slice(0, 8)}</span></div>`;
}

/** One commit of a commit list. */
export function commitRow(
  request: RequestContext,
  project: ProjectRow,
  commit: CommitRow,
  now: string,
): SafeHtml {
  const author = commit.author_username
    ? html`<a class="commit-author-link" href="${request.href(`/${commit.author_username}`)}">${commit.author_name}</a>`
    : html`<span class="commit-author-name">${commit.author_name}</span>`;
  return html`<li class="commit-row commit">
    ${avatar(commit.author_name, '#e8f0fe', 32, true)}
    <div class="commit-content"><a class="commit-row-message item-title" href="${request.href(projectPath(project, `/-/commit/${commit.sha}`))}">${commit.title}</a>
      <div class="committer issuable-meta">${author} authored ${timeTag(commit.authored_at, now)}</div></div>
    <span class="commit-sha-group" title="Commit SHA">${commit.sha.slice(0, 8)}</span></li>`;
}

/** A file's content with line numbers. */
export function fileBlob(content: string): SafeHtml {
  const lines = content.replace(/\n$/, '').split('\n');
  return html`<div class="file-content code"><table><tbody>${lines.map(
    (line, i) =>
      html`<tr><td class="line-numbers" id="L${i + 1}">${i + 1}</td><td class="line">${line}</td></tr>`,
  )}</tbody></table></div>`;
}
