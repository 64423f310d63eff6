// Small pages and assets: the stylesheet and script, the wiki and about pages, notifications, and
// the site-wide list of recent comments (`/comments`).

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { assetResponse, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { currentMember } from '../forum-session.js';
import { listComments } from '../queries/comment-queries.js';
import { commentArticle } from '../views/comment-view.js';
import { renderPage } from '../views/layout.js';
import { pagination } from '../views/listing-view.js';
import { FORUM_JS } from '../views/script.js';
import { FORUM_CSS } from '../views/stylesheet.js';
import { isResponse, memberOrLogin, pageParam } from './require-member.js';

function recentComments(request: RequestContext): SiteResponse {
  const viewerId = currentMember(request)?.id ?? 0;
  const page = pageParam(request);
  const { rows, hasMore } = listComments(request.db, 'c.soft_deleted = 0', [], viewerId, page, 25);
  return renderPage(request, {
    title: 'Comments',
    body: html`<h1 class="page-heading">Latest comments</h1>
${rows.map((comment) => commentArticle(request, { comment, replies: [] }, { viewerId, recurse: false, showContext: true }))}
${pagination(page, hasMore, (p) => request.href(`/comments?page=${p}`))}`,
  });
}

function wiki(request: RequestContext): SiteResponse {
  return renderPage(request, {
    title: 'Wiki',
    active: 'wiki',
    body: html`<h1 class="page-heading">Wiki</h1>
<p>Welcome to the wiki. This instance runs Postmill, free software for link aggregation and discussion.</p>
<ul><li>Forums are listed under <a href="${request.href('/forums')}">Forums</a>.</li>
<li>Submit links or text posts with the Submit button; vote with the arrows beside each post.</li>
<li>Subscribe to forums to see their posts on your front page.</li></ul>`,
  });
}

function notifications(request: RequestContext): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  return renderPage(request, {
    title: 'Notifications',
    body: html`<h1 class="page-heading">Notifications</h1><p class="empty">You have no notifications.</p>`,
  });
}

export function addMiscRoutes(router: Router): void {
  router
    .get('/static/styles.css', () => assetResponse(FORUM_CSS, 'text/css'))
    .get('/static/forum.js', () => assetResponse(FORUM_JS, 'text/javascript'))
    .get('/comments', recentComments)
    .get('/wiki', wiki)
    .get('/about', wiki)
    .get('/notifications', notifications);
}
