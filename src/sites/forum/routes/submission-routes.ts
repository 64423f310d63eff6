// Submissions: the submission page with its comment thread (`/f/<forum>/<id>/<slug>`), the submit
// form (`/submit/<forum>`), and the author's edit and delete.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { FORUM_NOW } from '../data/forum-time.js';
import { currentMember, type MemberRow, setFlash } from '../forum-session.js';
import { commentTree } from '../queries/comment-queries.js';
import {
  findForum,
  isModerator,
  isSubscribed,
  listForums,
  moderatorNames,
} from '../queries/forum-queries.js';
import { createSubmission, deleteSubmission } from '../queries/forum-writes.js';
import { findSubmission, type SubmissionRow } from '../queries/submission-queries.js';
import { commentArticle, commentForm } from '../views/comment-view.js';
import { renderPage } from '../views/layout.js';
import { forumSidebar } from '../views/sidebars.js';
import { submissionArticle, submissionPath } from '../views/submission-view.js';
import { notFoundPage } from './not-found.js';
import { isResponse, memberOrLogin } from './require-member.js';

/** The submission named by the route (`:forum` and `:id` or `:second`), if it lives in that forum. */
export function routeSubmission(request: RequestContext, viewerId: number): SubmissionRow | undefined {
  const id = Number(request.params.id ?? request.params.second);
  const row = Number.isInteger(id) ? findSubmission(request.db, id, viewerId) : undefined;
  return row && row.forum_name.toLowerCase() === request.params.forum!.toLowerCase() ? row : undefined;
}

export function submissionSidebar(request: RequestContext, row: SubmissionRow, member: MemberRow | null) {
  const forum = findForum(request.db, row.forum_name)!;
  return forumSidebar(request, forum, {
    subscribed: member ? isSubscribed(request.db, member.id, forum.id) : null,
    moderators: moderatorNames(request.db, forum.id),
    isModerator: member ? isModerator(request.db, member.id, forum.id) : false,
  });
}

export function submissionPage(request: RequestContext): SiteResponse {
  const member = currentMember(request);
  const viewerId = member?.id ?? 0;
  const row = routeSubmission(request, viewerId);
  if (!row) return notFoundPage(request, 'That submission does not exist or was deleted.');
  const tree = commentTree(request.db, row.id, viewerId);
  const path = submissionPath(row);
  return renderPage(request, {
    title: row.title,
    forumName: row.forum_name,
    body: html`${submissionArticle(request, row, { showBody: true, showForum: true, viewerId })}
<header class="comments-header"><h2>Comments</h2></header>
${
  member
    ? commentForm(request, `${path}/comment`, {
        id: `reply_to_submission_${row.id}`,
        label: 'Comment on this submission',
      })
    : html`<p class="alert alert--notice"><a href="${request.href('/login')}">Log in</a> or <a href="${request.href('/registration')}">sign up</a> to comment.</p>`
}
<div class="submission-comments">${tree.map((node) => commentArticle(request, node, { viewerId, recurse: true, showContext: false }))}</div>
${tree.length === 0 ? html`<p class="empty">There are no comments yet.</p>` : ''}`,
    sidebar: submissionSidebar(request, row, member),
  });
}

interface SubmissionFields {
  url: string;
  title: string;
  body: string;
  forum: string;
}

function submissionForm(
  request: RequestContext,
  action: string,
  fields: SubmissionFields,
  editing: boolean,
  error?: string,
) {
  const forums = listForums(request.db, 'by_name');
  return html`<form action="${request.href(action)}" method="post" class="form submission-form">
  ${error ? html`<p class="form-error" role="alert">${error}</p>` : ''}
  <div class="form__row"><label for="submission_url">URL</label><input type="url" id="submission_url" name="submission[url]" value="${fields.url}" placeholder="https://"></div>
  <div class="form__row"><label for="submission_title">Title</label><textarea id="submission_title" name="submission[title]" rows="2" required>${fields.title}</textarea></div>
  <div class="form__row"><label for="submission_body">Body</label><textarea id="submission_body" name="submission[body]" rows="8">${fields.body}</textarea>
    <p class="form__help">Plain text; a new line starts a new paragraph.</p></div>
  ${
    editing
      ? ''
      : html`<div class="form__row"><label for="submission_forum">Forum</label><select id="submission_forum" name="submission[forum]" required>
    <option value="">Choose one...</option>
    ${forums.map((f) => html`<option value="${f.name}"${f.name.toLowerCase() === fields.forum.toLowerCase() ? html` selected` : ''}>${f.name}</option>`)}
  </select></div>`
  }
  <button type="submit" class="button">${editing ? 'Save' : 'Submit'}</button>
</form>`;
}

function readFields(request: RequestContext): SubmissionFields {
  const get = (name: string) => (request.form.get(`submission[${name}]`) ?? '').trim();
  return {
    url: get('url'),
    title: get('title').replace(/\s+/g, ' '),
    body: get('body'),
    forum: get('forum'),
  };
}

function fieldError(fields: SubmissionFields): string | null {
  if (fields.title === '') return 'The title must not be empty.';
  if (fields.title.length > 300) return 'The title must be at most 300 characters.';
  if (fields.url !== '' && !/^https?:\/\/\S+$/i.test(fields.url))
    return 'The URL must start with http:// or https://.';
  return null;
}

function submitPage(request: RequestContext): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const preset = request.params.forum ?? '';
  const fields = {
    url: '',
    title: '',
    body: '',
    forum: preset && findForum(request.db, preset) ? findForum(request.db, preset)!.name : '',
  };
  return renderPage(request, {
    title: 'Create submission',
    active: 'submit',
    body: html`<h1 class="page-heading">Create submission</h1>${submissionForm(request, request.path, fields, false)}`,
  });
}

function submit(request: RequestContext): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const fields = readFields(request);
  const forum = fields.forum ? findForum(request.db, fields.forum) : undefined;
  const error = fieldError(fields) ?? (forum ? null : 'Choose a forum to post in.');
  if (error || !forum) {
    return renderPage(request, {
      title: 'Create submission',
      status: 400,
      body: html`<h1 class="page-heading">Create submission</h1>${submissionForm(request, request.path, fields, false, error ?? undefined)}`,
    });
  }
  const id = createSubmission(request.db, {
    forumId: forum.id,
    userId: member.id,
    title: fields.title,
    url: fields.url || null,
    body: fields.body || null,
  });
  return redirect(request.href(submissionPath({ forum_name: forum.name, id, title: fields.title })));
}

function ownSubmission(request: RequestContext): { member: MemberRow; row: SubmissionRow } | SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const row = routeSubmission(request, member.id);
  if (!row) return notFoundPage(request);
  if (row.user_id !== member.id) {
    return renderPage(request, {
      title: 'Access denied',
      status: 403,
      body: html`<h1 class="page-heading">Access denied</h1><p>You can only change your own submissions.</p>`,
    });
  }
  return { member, row };
}

function editPage(request: RequestContext): SiteResponse {
  const own = ownSubmission(request);
  if ('status' in own) return own;
  const { row, member } = own;
  const fields = { url: row.url ?? '', title: row.title, body: row.body ?? '', forum: row.forum_name };
  if (request.method === 'POST') {
    const posted = { ...readFields(request), forum: row.forum_name };
    const error = fieldError(posted);
    if (!error) {
      request.db.run(
        'UPDATE submissions SET title = ?, url = ?, body = ?, edited_at = ? WHERE id = ?',
        posted.title,
        posted.url || null,
        posted.body || null,
        FORUM_NOW,
        row.id,
      );
      setFlash(request, 'success', 'The submission was edited.');
      return redirect(request.href(submissionPath({ ...row, title: posted.title })));
    }
    return renderPage(request, {
      title: 'Edit submission',
      status: 400,
      body: html`<h1 class="page-heading">Edit submission</h1>${submissionForm(request, request.path, posted, true, error)}`,
    });
  }
  return renderPage(request, {
    title: 'Edit submission',
    forumName: row.forum_name,
    body: html`<h1 class="page-heading">Edit submission</h1>${submissionForm(request, request.path, fields, true)}`,
    sidebar: submissionSidebar(request, row, member),
  });
}

function deleteOwn(request: RequestContext): SiteResponse {
  const own = ownSubmission(request);
  if ('status' in own) return own;
  deleteSubmission(request.db, own.row.id);
  setFlash(request, 'success', 'The submission was deleted.');
  return redirect(request.href(`/f/${own.row.forum_name}`));
}

export function addSubmissionRoutes(router: Router): void {
  router
    .get('/submit', submitPage)
    .post('/submit', submit)
    .get('/submit/:forum', submitPage)
    .post('/submit/:forum', submit)
    .get('/f/:forum/:id/:slug', submissionPage)
    .get('/f/:forum/:id/:slug/edit', editPage)
    .post('/f/:forum/:id/:slug/edit', editPage)
    .post('/f/:forum/:id/:slug/delete', deleteOwn);
}
