// Comments as Postmill renders them (`article.comment#comment_<id>` with `.comment__body`, the
// reply link that opens an inline form, the author's edit and delete controls, `.comment__vote`,
// and `.comment__replies` nesting), plus the comment form itself.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { formatLongDate, isoDate, relativeTime } from '../data/forum-time.js';
import type { CommentNode, CommentRow } from '../queries/comment-queries.js';
import { paragraphs } from './layout.js';
import { submissionPath } from './submission-view.js';
import { voteForm } from './vote-form.js';

/** `/f/<forum>/<id>/<slug>/comment/<comment id>`: the permalink, and where replies are posted. */
export function commentPath(comment: CommentRow): string {
  return `${submissionPath({ forum_name: comment.forum_name, id: comment.submission_id, title: comment.submission_title })}/comment/${comment.id}`;
}

/** The form that posts a comment on a submission (`parent` null) or a reply to a comment. */
export function commentForm(
  request: RequestContext,
  action: string,
  options: { id: string; label: string; hidden?: boolean; value?: string; button?: string },
): SafeHtml {
  return html`<form action="${request.href(action)}" method="post" class="comment-form" id="${options.id}"${options.hidden ? html` hidden` : ''}>
  <div class="form__row"><label for="${options.id}_comment">${options.label}</label>
  <textarea name="comment[comment]" id="${options.id}_comment" rows="4" required>${options.value ?? ''}</textarea></div>
  <button type="submit" class="button">${options.button ?? 'Post'}</button>
</form>`;
}

/** How comments are shown. */
export interface CommentViewOptions {
  viewerId: number;
  /** Recurse into replies (the submission page) or not (user pages, search). */
  recurse: boolean;
  /** A line naming the submission above the comment (user pages, comment lists). */
  showContext: boolean;
}

export function commentArticle(
  request: RequestContext,
  node: CommentNode,
  options: CommentViewOptions,
  level = 1,
): SafeHtml {
  const { comment } = node;
  const href = request.href;
  const path = commentPath(comment);
  const own = options.viewerId !== 0 && comment.user_id === options.viewerId && !comment.soft_deleted;
  const replyFormId = `reply_to_comment_${comment.id}`;
  const isOp = comment.user_id === comment.submission_user_id;
  const classes = `comment comment--${level > 1 ? 'nested' : 'top-level'}${comment.soft_deleted ? ' comment--soft-deleted' : ''}`;
  return html`<article class="${classes}" id="comment_${comment.id}" data-level="${level}">
  ${
    options.showContext
      ? html`<p class="comment__context">${comment.username} replied to <a href="${href(submissionPath({ forum_name: comment.forum_name, id: comment.submission_id, title: comment.submission_title }))}">${comment.submission_title}</a> in <a href="${href(`/f/${comment.forum_name}`)}">${comment.forum_name}</a></p>`
      : ''
  }
  <div class="comment__row">
    <div class="comment__main">
      <header class="comment__header"><h1 class="comment__info">${
        comment.soft_deleted
          ? '[deleted]'
          : html`<a href="${href(`/user/${comment.username}`)}" class="comment__author">${comment.username}</a>${isOp ? html` <small class="comment__op-text" title="Original poster">OP</small>` : ''}`
      } <time datetime="${isoDate(comment.created_at)}" title="${formatLongDate(comment.created_at)}" class="fg-muted">${relativeTime(comment.created_at)}</time>${
        comment.edited_at ? html` <span class="comment__edited-at fg-muted">(edited)</span>` : ''
      }</h1></header>
      <div class="comment__body break-text">${comment.soft_deleted ? html`<p>[deleted]</p>` : paragraphs(comment.body)}</div>
      <nav class="comment__nav"><ul class="unlistify">
        ${options.viewerId !== 0 && !comment.soft_deleted ? html`<li><a href="${href(path)}" class="comment__reply-link" data-form-id="${replyFormId}">Reply</a></li>` : ''}
        <li><a href="${href(path)}" class="comment__permalink">Permalink</a></li>
        ${
          own
            ? html`<li><a href="${href(`${path}/edit`)}" class="comment__edit-link">Edit</a></li>
        <li><form action="${href(`${path}/delete_own`)}" method="post"><button type="submit" class="unbuttonize comment__delete-button">Delete</button></form></li>`
            : ''
        }
      </ul></nav>
      ${options.viewerId !== 0 && !comment.soft_deleted && options.recurse ? commentForm(request, path, { id: replyFormId, label: `Reply to ${comment.username}`, hidden: true }) : ''}
    </div>
    <div class="comment__vote">${voteForm(request, 'comment', comment.id, comment.upvotes - comment.downvotes, comment.choice)}</div>
  </div>
  ${
    options.recurse && node.replies.length > 0
      ? html`<div class="comment__replies">${node.replies.map((reply) => commentArticle(request, reply, options, level + 1))}</div>`
      : ''
  }
</article>`;
}
