// A forum's pages: its listing (`/f/<forum>` and `/f/<forum>/<sort>`), its comments, subscribing,
// and creating or editing a forum (`/create_forum`, `/f/<forum>/edit`, fields `#forum_description`
// and `#forum_sidebar` as WebArena's checks read them).

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { FORUM_NOW, type TimeFilter } from '../data/forum-time.js';
import { backTo, currentMember, type MemberRow, setFlash } from '../forum-session.js';
import { listComments } from '../queries/comment-queries.js';
import {
  type ForumRow,
  findForum,
  isModerator,
  isSubscribed,
  moderatorNames,
} from '../queries/forum-queries.js';
import { isSortMode, isTimeFilter, listSubmissions } from '../queries/submission-queries.js';
import { commentArticle } from '../views/comment-view.js';
import { renderPage } from '../views/layout.js';
import { listingBody, pagination } from '../views/listing-view.js';
import { forumSidebar } from '../views/sidebars.js';
import { notFoundPage } from './not-found.js';
import { isResponse, memberOrLogin, pageParam } from './require-member.js';
import { submissionPage } from './submission-routes.js';

function sidebarFor(request: RequestContext, forum: ForumRow, member: MemberRow | null) {
  return forumSidebar(request, forum, {
    subscribed: member ? isSubscribed(request.db, member.id, forum.id) : null,
    moderators: moderatorNames(request.db, forum.id),
    isModerator: member ? isModerator(request.db, member.id, forum.id) : false,
  });
}

function forumListing(request: RequestContext, forumName: string, sortSegment: string): SiteResponse {
  const forum = findForum(request.db, forumName);
  if (!forum) return notFoundPage(request, `The forum "${forumName}" does not exist.`);
  if (!isSortMode(sortSegment)) return notFoundPage(request);
  const member = currentMember(request);
  const timeParam = request.query.get('t');
  const time: TimeFilter = isTimeFilter(timeParam) ? timeParam : 'all';
  const page = pageParam(request);
  const viewerId = member?.id ?? 0;
  const { rows, hasMore } = listSubmissions(request.db, {
    where: 's.forum_id = ?',
    params: [forum.id],
    sort: sortSegment,
    time,
    page,
    viewerId,
  });
  return renderPage(request, {
    title: `/f/${forum.name}`,
    forumName: forum.name,
    body: html`<h1 class="page-heading forum-heading">/f/${forum.name}</h1>${listingBody(request, {
      basePath: `/f/${forum.name}`,
      commentsPath: `/f/${forum.name}/comments`,
      sort: sortSegment,
      time,
      timeGiven: timeParam !== null,
      page,
      rows,
      hasMore,
      showForum: false,
      viewerId,
    })}`,
    sidebar: sidebarFor(request, forum, member),
  });
}

function forumComments(request: RequestContext): SiteResponse {
  const forum = findForum(request.db, request.params.forum!);
  if (!forum) return notFoundPage(request);
  const member = currentMember(request);
  const page = pageParam(request);
  const { rows, hasMore } = listComments(request.db, 's.forum_id = ?', [forum.id], member?.id ?? 0, page, 25);
  return renderPage(request, {
    title: `Comments in /f/${forum.name}`,
    forumName: forum.name,
    body: html`<h1 class="page-heading">Comments in /f/${forum.name}</h1>
<ul class="unlistify nav"><li><a href="${request.href(`/f/${forum.name}`)}" class="tab">Submissions</a></li><li><a href="${request.href(`/f/${forum.name}/comments`)}" class="tab tab--active">Comments</a></li></ul>
${rows.map((comment) => commentArticle(request, { comment, replies: [] }, { viewerId: member?.id ?? 0, recurse: false, showContext: true }))}
${pagination(page, hasMore, (p) => request.href(`/f/${forum.name}/comments?page=${p}`))}`,
    sidebar: sidebarFor(request, forum, member),
  });
}

function subscribe(request: RequestContext, on: boolean): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const forum = findForum(request.db, request.params.forum!);
  if (!forum) return notFoundPage(request);
  if (on) {
    request.db.run(
      'INSERT OR IGNORE INTO subscriptions (user_id, forum_id, created_at) VALUES (?, ?, ?)',
      member.id,
      forum.id,
      FORUM_NOW,
    );
  } else {
    request.db.run('DELETE FROM subscriptions WHERE user_id = ? AND forum_id = ?', member.id, forum.id);
  }
  return redirect(backTo(request, request.href(`/f/${forum.name}`)));
}

interface ForumFields {
  name: string;
  title: string;
  description: string;
  sidebar: string;
}

function forumForm(
  request: RequestContext,
  action: string,
  fields: ForumFields,
  creating: boolean,
  error?: string,
) {
  return html`<form action="${request.href(action)}" method="post" class="form">
  ${error ? html`<p class="form-error" role="alert">${error}</p>` : ''}
  <div class="form__row"><label for="forum_name">Name</label><input type="text" id="forum_name" name="forum[name]" value="${fields.name}" required${creating ? '' : html` readonly`}>
    <p class="form__help">3 to 25 letters, digits or underscores; the forum lives at /f/name.</p></div>
  <div class="form__row"><label for="forum_title">Title</label><input type="text" id="forum_title" name="forum[title]" value="${fields.title}" required></div>
  <div class="form__row"><label for="forum_description">Description</label><textarea id="forum_description" name="forum[description]" rows="3">${fields.description}</textarea>
    <p class="form__help">A short description, shown in the forum list.</p></div>
  <div class="form__row"><label for="forum_sidebar">Sidebar</label><textarea id="forum_sidebar" name="forum[sidebar]" rows="6">${fields.sidebar}</textarea></div>
  <button type="submit" class="button">${creating ? 'Create forum' : 'Save'}</button>
</form>`;
}

function readFields(request: RequestContext): ForumFields {
  const get = (name: string) => (request.form.get(`forum[${name}]`) ?? '').trim();
  return { name: get('name'), title: get('title'), description: get('description'), sidebar: get('sidebar') };
}

function createForumPage(request: RequestContext): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const empty = { name: '', title: '', description: '', sidebar: '' };
  return renderPage(request, {
    title: 'Create forum',
    active: 'forums',
    body: html`<h1 class="page-heading">Create forum</h1>${forumForm(request, '/create_forum', empty, true)}`,
  });
}

function createForum(request: RequestContext): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const fields = readFields(request);
  const error = !/^\w{3,25}$/.test(fields.name)
    ? 'The name must be 3 to 25 letters, digits or underscores.'
    : findForum(request.db, fields.name)
      ? 'A forum with that name already exists.'
      : fields.title === ''
        ? 'The title must not be empty.'
        : null;
  if (error) {
    return renderPage(request, {
      title: 'Create forum',
      status: 400,
      body: html`<h1 class="page-heading">Create forum</h1>${forumForm(request, '/create_forum', fields, true, error)}`,
    });
  }
  request.db.transaction(() => {
    const { lastInsertRowid } = request.db.run(
      'INSERT INTO forums (name, title, description, sidebar, created_at) VALUES (?, ?, ?, ?, ?)',
      fields.name,
      fields.title,
      fields.description,
      fields.sidebar,
      FORUM_NOW,
    );
    request.db.run('INSERT INTO moderators (forum_id, user_id) VALUES (?, ?)', lastInsertRowid, member.id);
    request.db.run(
      'INSERT INTO subscriptions (user_id, forum_id, created_at) VALUES (?, ?, ?)',
      member.id,
      lastInsertRowid,
      FORUM_NOW,
    );
  });
  setFlash(request, 'success', 'The forum was created.');
  return redirect(request.href(`/f/${fields.name}`));
}

function editForum(request: RequestContext): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const forum = findForum(request.db, request.params.forum!);
  if (!forum) return notFoundPage(request);
  if (!isModerator(request.db, member.id, forum.id)) {
    return renderPage(request, {
      title: 'Access denied',
      status: 403,
      body: html`<h1 class="page-heading">Access denied</h1><p>Only moderators of /f/${forum.name} can edit it.</p>`,
    });
  }
  if (request.method === 'POST') {
    const fields = readFields(request);
    request.db.run(
      'UPDATE forums SET title = ?, description = ?, sidebar = ? WHERE id = ?',
      fields.title || forum.title,
      fields.description,
      fields.sidebar,
      forum.id,
    );
    setFlash(request, 'success', 'The forum was updated.');
    return redirect(request.href(`/f/${forum.name}/edit`));
  }
  return renderPage(request, {
    title: `Edit forum /f/${forum.name}`,
    forumName: forum.name,
    body: html`<h1 class="page-heading">Edit forum</h1>${forumForm(request, `/f/${forum.name}/edit`, forum, false)}`,
    sidebar: sidebarFor(request, forum, member),
  });
}

export function addForumRoutes(router: Router): void {
  router
    .get('/create_forum', createForumPage)
    .post('/create_forum', createForum)
    .get('/f/:forum', (r) => forumListing(r, r.params.forum!, 'hot'))
    .get('/f/:forum/edit', editForum)
    .post('/f/:forum/edit', editForum)
    .get('/f/:forum/comments', forumComments)
    .post('/f/:forum/subscribe', (r) => subscribe(r, true))
    .post('/f/:forum/unsubscribe', (r) => subscribe(r, false))
    .get('/f/:forum/:second', (r) =>
      /^\d+$/.test(r.params.second!) ? submissionPage(r) : forumListing(r, r.params.forum!, r.params.second!),
    );
}
