// User profiles at GitLab's URLs (/<username>, /users/<username>/activity|projects|contributed|starred|
// followers|following) with the cover block WebArena's locators read (`.cover-status`,
// `.profile-header [itemprop="url"]`, `.user-profile`), and following / unfollowing.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { findUser, type UserRow } from '../code-host-session.js';
import { mediumDate, siteNow, tick } from '../data/site-time.js';
import { listProjects } from '../queries/project-queries.js';
import { EVENT_SELECT, type EventRow, eventList } from '../views/event-list.js';
import { renderPage } from '../views/layout.js';
import { projectList } from '../views/project-list.js';
import { avatar } from '../views/widgets.js';
import { notFoundPage, withUser } from './route-helpers.js';

/** Emoji GitLab's status picker offers, by name. */
export const STATUS_EMOJI: Readonly<Record<string, string>> = {
  speech_balloon: '💬',
  palm_tree: '🌴',
  house: '🏠',
  thermometer: '🤒',
  calendar: '📆',
  coffee: '☕',
};

type Tab = 'overview' | 'activity' | 'projects' | 'contributed' | 'starred' | 'followers' | 'following';

const TABS: [Tab, string, (u: string) => string][] = [
  ['overview', 'Overview', (u) => `/${u}`],
  ['activity', 'Activity', (u) => `/users/${u}/activity`],
  ['contributed', 'Contributed projects', (u) => `/users/${u}/contributed`],
  ['projects', 'Personal projects', (u) => `/users/${u}/projects`],
  ['starred', 'Starred projects', (u) => `/users/${u}/starred`],
  ['followers', 'Followers', (u) => `/users/${u}/followers`],
  ['following', 'Following', (u) => `/users/${u}/following`],
];

function people(
  request: RequestContext,
  rows: readonly { username: string; name: string; avatar_color: string; bio: string }[],
): SafeHtml {
  if (rows.length === 0) return html`<div class="empty-state"><p>Nobody here yet.</p></div>`;
  return html`<ul class="content-list user-list">${rows.map(
    (
      u,
    ) => html`<li class="group-row">${avatar(u.name, u.avatar_color, 48, true)}<div><a class="user-name" href="${request.href(`/${u.username}`)}">${u.name}</a>
      <div class="issuable-meta">@${u.username}</div><div style="color:#666">${u.bio}</div></div></li>`,
  )}</ul>`;
}

function tabBody(request: RequestContext, viewer: UserRow, user: UserRow, tab: Tab): SafeHtml {
  const db = request.db;
  const now = siteNow(db);
  const events = () =>
    db.all<EventRow>(
      `${EVENT_SELECT} WHERE e.author_id = ? ORDER BY e.created_at DESC, e.id DESC LIMIT 30`,
      user.id,
    );
  switch (tab) {
    case 'overview':
      return html`<div class="row-2"><div><h4>Activity</h4>${eventList(request, events().slice(0, 10), now)}</div>
        <div><h4>Personal projects</h4>${projectList(request, listProjects(db, { userId: viewer.id, scope: 'namespace', namespace: user.username }, 1, 10).projects, viewer.id)}</div></div>`;
    case 'activity':
      return eventList(request, events(), now);
    case 'projects':
      return projectList(
        request,
        listProjects(db, { userId: viewer.id, scope: 'namespace', namespace: user.username }, 1, 100)
          .projects,
        viewer.id,
      );
    case 'contributed': {
      const ids = db
        .all<{ project_id: number }>('SELECT DISTINCT project_id FROM events WHERE author_id = ?', user.id)
        .map((r) => r.project_id);
      const all = listProjects(db, { userId: viewer.id, scope: 'all', sort: 'stars_desc' }, 1, 1000).projects;
      return projectList(
        request,
        all.filter((p) => ids.includes(p.id)),
        viewer.id,
      );
    }
    case 'starred':
      return projectList(
        request,
        listProjects(db, { userId: viewer.id, scope: 'starred', starredBy: user.id }, 1, 100).projects,
        viewer.id,
      );
    case 'followers':
      return people(
        request,
        db.all(
          'SELECT u.username, u.name, u.avatar_color, u.bio FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.followee_id = ? ORDER BY lower(u.name)',
          user.id,
        ),
      );
    case 'following':
      return people(
        request,
        db.all(
          'SELECT u.username, u.name, u.avatar_color, u.bio FROM follows f JOIN users u ON u.id = f.followee_id WHERE f.follower_id = ? ORDER BY lower(u.name)',
          user.id,
        ),
      );
  }
}

function profilePage(tab: Tab) {
  return withUser((request, viewer) => {
    const user = findUser(request, request.params.username!);
    if (!user) return notFoundPage(request);
    const db = request.db;
    const count = (sql: string) => db.get<{ n: number }>(sql, user.id)!.n;
    const followers = count('SELECT count(*) AS n FROM follows WHERE followee_id = ?');
    const following = count('SELECT count(*) AS n FROM follows WHERE follower_id = ?');
    const isFollowing =
      db.get('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?', viewer.id, user.id) !==
      undefined;
    const website = user.website.replace(/^https?:\/\//, '').replace(/\/$/, '');
    const body = html`<div class="user-profile">
      <div class="cover-block user-cover-block"><div class="profile-header">
        ${avatar(user.name, user.avatar_color, 96, true)}
        <div class="user-info"><div class="cover-title" data-testid="user-name">${user.name}</div>
          ${user.status_message ? html`<div class="cover-status"><gl-emoji title="${user.status_emoji}">${STATUS_EMOJI[user.status_emoji] ?? '💬'}</gl-emoji>${user.status_message}</div>` : ''}
          <p class="cover-desc"><span class="middle-dot-divider">@${user.username}</span> · <span>Member since ${mediumDate(user.created_at)}</span></p>
          <div class="profile-links">${user.location ? html`<span>${user.location}</span>` : ''}${user.job_title || user.organization ? html`<span>${[user.job_title, user.organization].filter(Boolean).join(' at ')}</span>` : ''}
            ${website ? html`<a itemprop="url" href="${user.website}" rel="nofollow noreferrer noopener" title="${user.website}">${website}</a>` : ''}</div>
          ${user.bio ? html`<p class="profile-user-bio">${user.bio}</p>` : ''}
          <p class="issuable-meta"><a href="${request.href(`/users/${user.username}/followers`)}">${followers} followers</a> · <a href="${request.href(`/users/${user.username}/following`)}">${following} following</a></p>
        </div></div>
        <div class="cover-controls" style="display:flex;gap:8px;justify-content:center">${
          viewer.id === user.id
            ? html`<a class="btn" href="${request.href('/-/profile')}" title="Edit profile">Edit profile</a>`
            : html`<form action="${request.href(`/users/${user.username}/${isFollowing ? 'unfollow' : 'follow'}`)}" method="post"><button class="btn ${isFollowing ? '' : 'btn-confirm'}" type="submit">${isFollowing ? 'Unfollow' : 'Follow'}</button></form>`
        }</div>
      </div>
      <ul class="nav-links user-profile-nav" style="justify-content:center;border-bottom:1px solid #eee;margin-bottom:12px">${TABS.map(
        ([key, label, href]) =>
          html`<li class="${key === tab ? 'active' : ''}"><a href="${request.href(href(user.username))}">${label}</a></li>`,
      )}</ul>
      <div class="user-profile-content">${tabBody(request, viewer, user, tab)}</div></div>`;
    return renderPage(request, {
      title: `${user.name} (@${user.username})`,
      body,
      breadcrumbs: [
        [user.name, request.href(`/${user.username}`)],
        [TABS.find(([k]) => k === tab)![1], null],
      ],
    });
  });
}

function follow(on: boolean) {
  return withUser((request, viewer) => {
    const user = findUser(request, request.params.username!);
    if (!user) return notFoundPage(request);
    if (user.id !== viewer.id) {
      if (on)
        request.db.run(
          'INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)',
          viewer.id,
          user.id,
          tick(request.db),
        );
      else
        request.db.run('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?', viewer.id, user.id);
    }
    return redirect(request.href(`/${user.username}`));
  });
}

/** The profile page of `/<username>`, when a user has that name (groups share the URL space). */
export const userProfile = profilePage('overview');

export function addUserRoutes(router: Router): void {
  router.get('/users/:username', (request): SiteResponse | Promise<SiteResponse> =>
    redirect(request.href(`/${request.params.username}`)),
  );
  for (const [tab, , href] of TABS.slice(1)) router.get(href(':username'), profilePage(tab));
  router.post('/users/:username/follow', follow(true)).post('/users/:username/unfollow', follow(false));
}
