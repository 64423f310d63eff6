// A submission as Postmill renders it (`article.submission` with `.submission__inner`, the title,
// the "Submitted by … in …" line, the body on its own page, the comment link, the author's edit and
// delete controls, and `.submission__vote`), so WebArena's locators read our pages like theirs.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { formatLongDate, isoDate, relativeTime } from '../data/forum-time.js';
import { slugify } from '../data/slugify.js';
import type { SubmissionRow } from '../queries/submission-queries.js';
import { paragraphs } from './layout.js';
import { voteForm } from './vote-form.js';

/** The submission's own page: `/f/<forum>/<id>/<slug>`. */
export function submissionPath(row: { forum_name: string; id: number; title: string }): string {
  return `/f/${row.forum_name}/${row.id}/${slugify(row.title)}`;
}

/** "No comments", "1 comment", "12 comments". */
export function commentCountLabel(count: number): string {
  return count === 0 ? 'No comments' : count === 1 ? '1 comment' : `${count} comments`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** How a submission is shown. */
export interface SubmissionViewOptions {
  /** The body and image (the submission's own page and search results). */
  showBody: boolean;
  /** "in <forum>" on the info line (front page, user pages, search). */
  showForum: boolean;
  /** The viewer's id (0 for a visitor): the author sees Edit and Delete. */
  viewerId: number;
}

export function submissionArticle(
  request: RequestContext,
  row: SubmissionRow,
  options: SubmissionViewOptions,
): SafeHtml {
  const href = request.href;
  const path = submissionPath(row);
  const classes = [
    'submission',
    row.url ? 'submission--has-url' : '',
    row.body !== null ? 'submission--has-body' : '',
    options.showBody ? 'submission--expanded' : 'submission--collapsed',
  ].filter(Boolean);
  const isImage = row.url !== null && /\.(jpe?g|png|gif)$/i.test(row.url);
  const own = options.viewerId !== 0 && options.viewerId === row.user_id;
  return html`<article class="${classes.join(' ')}" id="submission_${row.id}">
  <div class="submission__row">
    <div class="submission__inner">
      <header class="submission__header">
        <h1 class="submission__title break-text"><a href="${row.url ?? href(path)}" class="submission__link">${row.title}</a>${
          row.url
            ? html` <a href="${href(`/search?q=${encodeURIComponent(hostOf(row.url))}`)}" class="submission__host text-xs">${hostOf(row.url)}</a>`
            : ''
        }</h1>
        <p class="submission__info"><span class="text-sm fg-muted">Submitted by <a href="${href(`/user/${row.username}`)}" class="submission__submitter">${row.username}</a> <time datetime="${isoDate(row.created_at)}" title="${formatLongDate(row.created_at)}" class="submission__timestamp">${relativeTime(row.created_at)}</time>${
          options.showForum
            ? html` in <a href="${href(`/f/${row.forum_name}`)}" class="submission__forum">${row.forum_name}</a>`
            : ''
        }${row.edited_at ? html` <span class="submission__info-edited-at">(edited ${relativeTime(row.edited_at)})</span>` : ''}</span></p>
      </header>
      ${options.showBody && isImage ? html`<p class="submission__image"><a href="${row.url!}" title="Open image">${row.url!.split('/').pop()}</a></p>` : ''}
      ${options.showBody && row.body !== null ? html`<div class="submission__body break-text">${paragraphs(row.body)}</div>` : ''}
      <nav class="submission__nav"><ul class="unlistify">
        <li><a href="${href(path)}" class="submission__comments-link text-sm">${commentCountLabel(row.comment_count)}</a></li>
        ${
          own
            ? html`<li><a href="${href(`${path}/edit`)}" class="text-sm">Edit</a></li>
        <li><form action="${href(`${path}/delete`)}" method="post"><button type="submit" class="unbuttonize text-sm">Delete</button></form></li>`
            : ''
        }
      </ul></nav>
    </div>
    <div class="submission__vote">${voteForm(request, 'submission', row.id, row.upvotes - row.downvotes, row.choice)}</div>
  </div>
</article>`;
}
