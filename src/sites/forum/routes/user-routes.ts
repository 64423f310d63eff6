// Member profiles: `/user/<name>` (submissions and comments, newest first), `/user/<name>/submissions`
// and `/user/<name>/comments`, with the sidebar Postmill shows (`.user-bio__biography`, join date).
import type { SiteDb } from '../../data/site-db.js';
import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { formatLongDate } from '../data/forum-time.js';
import { currentMember, type MemberRow } from '../forum-session.js';
import { listComments } from '../queries/comment-queries.js';
import { listSubmissions } from '../queries/submission-queries.js';
import { commentArticle } from '../views/comment-view.js';
import { paragraphs, renderPage } from '../views/layout.js';
import { pagination } from '../views/listing-view.js';
import { submissionArticle } from '../views/submission-view.js';
import { notFoundPage } from './not-found.js';
import { pageParam } from './require-member.js';

type ProfileRow = Pick<MemberRow, 'id' | 'username' | 'biography' | 'created_at'>;

export function findProfile(db: SiteDb, username: string): ProfileRow | undefined {
  return db.get<ProfileRow>(
    'SELECT id, username, biography, created_at FROM users WHERE username = ? COLLATE NOCASE',
    username,
  );
}

/** The profile sidebar. */
export function userSidebar(request: RequestContext, user: ProfileRow): SafeHtml {
  const href = request.href;
  const viewer = currentMember(request);
  const counts = request.db.get<{ submissions: number; comments: number }>(
    `SELECT (SELECT COUNT(*) FROM submissions WHERE user_id = ?) AS submissions,
            (SELECT COUNT(*) FROM comments WHERE user_id = ? AND soft_deleted = 0) AS comments`,
    user.id,
    user.id,
  )!;
  const moderates = request.db.all<{ name: string }>(
    'SELECT f.name FROM moderators m JOIN forums f ON f.id = m.forum_id WHERE m.user_id = ? ORDER BY f.name COLLATE NOCASE',
    user.id,
  );
  return html`<section class="sidebar__section">
  <h1 class="sidebar__title"><a href="${href(`/user/${user.username}`)}" class="user-bio__user-link">${user.username}</a></h1>
  <p><small class="fg-muted">Registered on ${formatLongDate(user.created_at)}</small></p>
  ${user.biography ? html`<div class="user-bio__biography">${paragraphs(user.biography)}</div>` : ''}
  <p class="user-stats">${counts.submissions} submissions &middot; ${counts.comments} comments</p>
</section>
${
  viewer && viewer.id === user.id
    ? html`<section class="sidebar__section"><h1 class="sidebar__title">Toolbox</h1><ul class="unlistify sidebar__list">
  <li><a href="${href(`/user/${user.username}/edit_biography`)}">Edit biography</a></li>
  <li><a href="${href(`/user/${user.username}/account`)}">Account</a></li>
  <li><a href="${href(`/user/${user.username}/preferences`)}">Preferences</a></li>
</ul></section>`
    : ''
}
${
  moderates.length > 0
    ? html`<section class="sidebar__section"><h1 class="sidebar__title">${user.username} is a moderator on:</h1><ul class="sidebar__list">${moderates.map((m) => html`<li><a href="${href(`/f/${m.name}`)}">${m.name}</a></li>`)}</ul></section>`
    : ''
}`;
}

function tabs(request: RequestContext, user: ProfileRow, active: 'overview' | 'submissions' | 'comments') {
  const tab = (name: typeof active, label: string, path: string) =>
    html`<li><a href="${request.href(path)}" class="tab${name === active ? ' tab--active' : ''}">${label}</a></li>`;
  return html`<ul class="unlistify nav listing-nav">${tab('overview', 'Overview', `/user/${user.username}`)}${tab('submissions', 'Submissions', `/user/${user.username}/submissions`)}${tab('comments', 'Comments', `/user/${user.username}/comments`)}</ul>`;
}

function profilePage(request: RequestContext, active: 'overview' | 'submissions' | 'comments'): SiteResponse {
  const user = findProfile(request.db, request.params.name!);
  if (!user) return notFoundPage(request, `There is no user named ${request.params.name}.`);
  const viewerId = currentMember(request)?.id ?? 0;
  const page = pageParam(request);
  const pageSize = 25;
  let items: SafeHtml[] = [];
  let hasMore = false;
  if (active === 'submissions') {
    const listing = listSubmissions(request.db, {
      where: 's.user_id = ?',
      params: [user.id],
      sort: 'new',
      time: 'all',
      page,
      viewerId,
    });
    items = listing.rows.map((row) =>
      submissionArticle(request, row, { showBody: false, showForum: true, viewerId }),
    );
    hasMore = listing.hasMore;
  } else if (active === 'comments') {
    const listing = listComments(
      request.db,
      'c.user_id = ? AND c.soft_deleted = 0',
      [user.id],
      viewerId,
      page,
      pageSize,
    );
    items = listing.rows.map((comment) =>
      commentArticle(request, { comment, replies: [] }, { viewerId, recurse: false, showContext: true }),
    );
    hasMore = listing.hasMore;
  } else {
    // The overview interleaves the newest submissions and comments.
    const limit = page * pageSize + 1;
    const submissions = listSubmissions(request.db, {
      where: 's.user_id = ?',
      params: [user.id],
      sort: 'new',
      time: 'all',
      page: 1,
      viewerId: viewerId,
    }).rows;
    const comments = listComments(
      request.db,
      'c.user_id = ? AND c.soft_deleted = 0',
      [user.id],
      viewerId,
      1,
      limit,
    ).rows;
    const merged = [
      ...submissions.map((row) => ({
        at: row.created_at,
        id: row.id,
        view: submissionArticle(request, row, { showBody: false, showForum: true, viewerId }),
      })),
      ...comments.map((comment) => ({
        at: comment.created_at,
        id: comment.id,
        view: commentArticle(
          request,
          { comment, replies: [] },
          { viewerId, recurse: false, showContext: true },
        ),
      })),
    ].sort((a, b) => b.at - a.at || b.id - a.id);
    items = merged.slice((page - 1) * pageSize, page * pageSize).map((m) => m.view);
    hasMore = merged.length > page * pageSize;
  }
  const path = active === 'overview' ? `/user/${user.username}` : `/user/${user.username}/${active}`;
  return renderPage(request, {
    title:
      active === 'overview'
        ? user.username
        : `${active === 'submissions' ? 'Submissions' : 'Comments'} by ${user.username}`,
    active: viewerId === user.id ? 'user' : undefined,
    body: html`<h1 class="page-heading">${user.username}</h1>${tabs(request, user, active)}
${items.length > 0 ? items : html`<p class="empty">This user has no ${active === 'overview' ? 'posts' : active} yet.</p>`}
${pagination(page, hasMore, (p) => request.href(`${path}?page=${p}`))}`,
    sidebar: userSidebar(request, user),
  });
}

export function addUserRoutes(router: Router): void {
  router
    .get('/user/:name', (r) => profilePage(r, 'overview'))
    .get('/user/:name/submissions', (r) => profilePage(r, 'submissions'))
    .get('/user/:name/comments', (r) => profilePage(r, 'comments'))
    .get('/u/:name', (r) => profilePage(r, 'overview'));
}
