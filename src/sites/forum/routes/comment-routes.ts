// Comments: posting a comment or a reply, a comment's permalink page (with a visible reply form),
// and the author's edit and delete.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { FORUM_NOW } from '../data/forum-time.js';
import { currentMember, setFlash } from '../forum-session.js';
import { type CommentNode, type CommentRow, commentTree, findComment } from '../queries/comment-queries.js';
import { createComment, deleteComment } from '../queries/forum-writes.js';
import { commentArticle, commentForm, commentPath } from '../views/comment-view.js';
import { renderPage } from '../views/layout.js';
import { submissionArticle, submissionPath } from '../views/submission-view.js';
import { notFoundPage } from './not-found.js';
import { isResponse, memberOrLogin } from './require-member.js';
import { routeSubmission, submissionSidebar } from './submission-routes.js';

function routeComment(request: RequestContext, viewerId: number): CommentRow | undefined {
  const comment = findComment(request.db, Number(request.params.cid), viewerId);
  return comment && comment.submission_id === Number(request.params.id) ? comment : undefined;
}

function postComment(request: RequestContext): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const submission = routeSubmission(request, member.id);
  if (!submission) return notFoundPage(request);
  const parent = request.params.cid === undefined ? null : routeComment(request, member.id);
  if (parent === undefined || parent?.soft_deleted)
    return notFoundPage(request, 'That comment does not exist.');
  const body = (request.form.get('comment[comment]') ?? '').trim();
  if (body === '') {
    setFlash(request, 'error', 'The comment must not be empty.');
    return redirect(request.href(parent ? commentPath(parent) : submissionPath(submission)));
  }
  const id = createComment(request.db, {
    submissionId: submission.id,
    userId: member.id,
    parentId: parent?.id ?? null,
    body,
  });
  return redirect(request.href(`${submissionPath(submission)}#comment_${id}`));
}

function findNode(nodes: CommentNode[], id: number): CommentNode | undefined {
  for (const node of nodes) {
    if (node.comment.id === id) return node;
    const inner = findNode(node.replies, id);
    if (inner) return inner;
  }
  return undefined;
}

function permalinkPage(request: RequestContext): SiteResponse {
  const member = currentMember(request);
  const viewerId = member?.id ?? 0;
  const submission = routeSubmission(request, viewerId);
  const comment = submission ? routeComment(request, viewerId) : undefined;
  if (!submission || !comment) return notFoundPage(request, 'That comment does not exist.');
  const node = findNode(commentTree(request.db, submission.id, viewerId), comment.id)!;
  return renderPage(request, {
    title: `Comment on ${submission.title}`,
    forumName: submission.forum_name,
    body: html`${submissionArticle(request, submission, { showBody: false, showForum: true, viewerId })}
<p><a href="${request.href(submissionPath(submission))}">View all comments</a></p>
${member && !comment.soft_deleted ? commentForm(request, commentPath(comment), { id: `reply_form_${comment.id}`, label: `Reply to ${comment.username}` }) : ''}
<div class="submission-comments">${commentArticle(request, node, { viewerId, recurse: true, showContext: false })}</div>`,
    sidebar: submissionSidebar(request, submission, member),
  });
}

function ownComment(request: RequestContext) {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const submission = routeSubmission(request, member.id);
  const comment = submission ? routeComment(request, member.id) : undefined;
  if (!submission || !comment || comment.soft_deleted) return notFoundPage(request);
  if (comment.user_id !== member.id) {
    return renderPage(request, {
      title: 'Access denied',
      status: 403,
      body: html`<h1 class="page-heading">Access denied</h1><p>You can only change your own comments.</p>`,
    });
  }
  return { member, submission, comment };
}

function editComment(request: RequestContext): SiteResponse {
  const own = ownComment(request);
  if ('status' in own) return own;
  const { comment, submission } = own;
  if (request.method === 'POST') {
    const body = (request.form.get('comment[comment]') ?? '').trim();
    if (body !== '') {
      request.db.run('UPDATE comments SET body = ?, edited_at = ? WHERE id = ?', body, FORUM_NOW, comment.id);
      setFlash(request, 'success', 'The comment was edited.');
      return redirect(request.href(`${submissionPath(submission)}#comment_${comment.id}`));
    }
    setFlash(request, 'error', 'The comment must not be empty.');
  }
  return renderPage(request, {
    title: 'Edit comment',
    forumName: submission.forum_name,
    body: html`<h1 class="page-heading">Edit comment</h1>${commentForm(request, `${commentPath(comment)}/edit`, { id: 'edit_comment', label: 'Comment', value: comment.body, button: 'Save' })}`,
  });
}

function deleteOwn(request: RequestContext): SiteResponse {
  const own = ownComment(request);
  if ('status' in own) return own;
  deleteComment(request.db, own.comment.id, own.submission.id);
  setFlash(request, 'success', 'The comment was deleted.');
  return redirect(request.href(submissionPath(own.submission)));
}

export function addCommentRoutes(router: Router): void {
  router
    .post('/f/:forum/:id/:slug/comment', postComment)
    .post('/f/:forum/:id/:slug/comment/:cid', postComment)
    .get('/f/:forum/:id/:slug/comment/:cid', permalinkPage)
    .get('/f/:forum/:id/:slug/comment/:cid/edit', editComment)
    .post('/f/:forum/:id/:slug/comment/:cid/edit', editComment)
    .post('/f/:forum/:id/:slug/comment/:cid/delete_own', deleteOwn);
}
