// Pieces of an issue or merge request page: the discussion (`#notes-list`, each comment's
// `.timeline-discussion-body`, as WebArena's locators read them), the comment form, and the right
// sidebar's blocks with their Edit dropdowns.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { NoteRow } from '../queries/note-queries.js';
import { renderMarkdown } from './markdown.js';
import { avatar, timeTag } from './widgets.js';

/** The discussion: comments and system notes, oldest first. */
export function notesList(request: RequestContext, notes: readonly NoteRow[], now: string): SafeHtml {
  return html`<ul class="notes main-notes-list timeline" id="notes-list">${notes.map((note) =>
    note.system
      ? html`<li class="note system-note timeline-entry" id="note_${note.id}"><div class="note-header">${avatar(note.author_name, note.author_color, 16, true)}
          <a class="author-name" href="${request.href(`/${note.author_username}`)}">${note.author_name}</a> ${note.body} ${timeTag(note.created_at, now)}</div></li>`
      : html`<li class="note timeline-entry note-wrapper" id="note_${note.id}">
          <div class="note-header">${avatar(note.author_name, note.author_color, 24, true)} <a class="author-name" href="${request.href(`/${note.author_username}`)}">${note.author_name}</a>
            <span class="note-headline-light">@${note.author_username} · ${timeTag(note.created_at, now)}</span></div>
          <div class="timeline-discussion-body"><div class="note-body"><div class="note-text md">${renderMarkdown(note.body)}</div></div></div></li>`,
  )}</ul>`;
}

/** The comment box; `closeLabel` adds GitLab's "Comment & close" button. */
export function commentForm(action: string, closeLabel: string | null): SafeHtml {
  return html`<div class="comment-form"><form action="${action}" method="post" class="new-note">
    <label class="label-bold" for="note-body">Add a comment</label>
    <textarea class="form-control" id="note-body" name="note" placeholder="Write a comment or drag your files here…" aria-label="Comment"></textarea>
    <div class="form-actions"><button class="btn btn-confirm" type="submit" data-testid="comment-button">Comment</button>
      ${closeLabel ? html`<button class="btn" type="submit" name="and_close" value="1">${closeLabel}</button>` : ''}</div>
  </form></div>`;
}

/** One sidebar block: title with an Edit dropdown, and its current value. */
export function sidebarBlock(options: {
  className: string;
  title: string;
  value: SafeHtml;
  editMenu?: SafeHtml;
  testId?: string;
}): SafeHtml {
  return html`<div class="block ${options.className}"${options.testId ? html` data-testid="${options.testId}"` : ''}>
    <div class="title"><span>${options.title}</span>${
      options.editMenu
        ? html`<span class="dropdown"><button class="btn-link edit-link" type="button" data-toggle="dropdown" title="Edit ${options.title.toLowerCase()}">Edit</button>
      <ul class="dropdown-menu">${options.editMenu}</ul></span>`
        : ''
    }</div>
    <div class="value">${options.value}</div></div>`;
}

/** A one-button form inside an Edit dropdown. */
export function menuButton(
  action: string,
  fields: Record<string, string>,
  label: SafeHtml | string,
  checked = false,
): SafeHtml {
  return html`<li><form action="${action}" method="post">${Object.entries(fields).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}
    <button type="submit" class="dropdown-item${checked ? ' is-checked' : ''}">${checked ? '✓ ' : ''}${label}</button></form></li>`;
}

/** People with links, or the "None" text. */
export function peopleValue(
  request: RequestContext,
  people: readonly { username: string; name: string; avatar_color: string }[],
  none: SafeHtml | string,
): SafeHtml {
  if (people.length === 0) return html`<span class="no-value">${none}</span>`;
  return html`${people.map(
    (p) =>
      html`<div class="gl-avatar-labeled" style="margin:4px 0">${avatar(p.name, p.avatar_color, 24, true)}<a class="author-link" href="${request.href(`/${p.username}`)}"><span class="author">${p.name}</span> <span class="username" style="color:#666">@${p.username}</span></a></div>`,
  )}`;
}
