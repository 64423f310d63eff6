// The user's own settings at GitLab's URLs: Edit profile (/-/profile: name, status, website, location,
// job title, organization, bio), the "Set status" modal's target, access tokens with the feed token,
// and preferences.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { setFlash, type UserRow } from '../code-host-session.js';
import { renderPage } from '../views/layout.js';
import { withUser } from './route-helpers.js';
import { STATUS_EMOJI } from './user-routes.js';

function settingsSidebar(request: RequestContext, active: string): SafeHtml {
  const items: [string, string][] = [
    ['Profile', '/-/profile'],
    ['Access Tokens', '/-/profile/personal_access_tokens'],
    ['Preferences', '/-/profile/preferences'],
  ];
  return html`<aside class="nav-sidebar" aria-label="User settings"><div class="context-header"><a href="${request.href('/-/profile')}"><span class="sidebar-context-title">User Settings</span></a></div>
    <ul class="sidebar-top-level-items">${items.map(([label, href]) => html`<li class="${label === active ? 'active' : ''}"><a href="${request.href(href)}"><span class="nav-item-name">${label}</span></a><ul class="sidebar-sub-level-items"></ul></li>`)}</ul></aside>`;
}

function field(name: string, label: string, value: string, help = ''): SafeHtml {
  return html`<div class="form-group"><label for="user_${name}">${label}</label><input class="form-control" id="user_${name}" name="${name}" value="${value}" style="max-width:520px">${help ? html`<p class="form-text">${help}</p>` : ''}</div>`;
}

function profilePage(request: RequestContext, user: UserRow): SiteResponse {
  const body = html`<h2>Edit Profile</h2>
  <form action="${request.href('/-/profile')}" method="post" class="edit-user">
    <section class="settings-section"><h4>Current status</h4><p class="form-text">This emoji and message will appear on your profile and throughout the interface.</p>
      <div class="form-group"><label for="user_status_emoji">Status emoji</label><select class="form-control" id="user_status_emoji" name="status_emoji" style="width:200px">${Object.keys(STATUS_EMOJI).map((e) => html`<option${e === user.status_emoji ? html` selected` : ''}>${e}</option>`)}</select></div>
      ${field('status_message', 'Your status', user.status_message, "What's your status?")}</section>
    <section class="settings-section"><h4>Main settings</h4>
      ${field('name', 'Full name', user.name, 'Enter your name, so people you know can recognize you.')}
      ${field('website_url', 'Website url', user.website, 'Your website, e.g. https://example.com')}
      ${field('location', 'Location', user.location)}
      ${field('job_title', 'Job title', user.job_title)}
      ${field('organization', 'Organization', user.organization)}
      <div class="form-group"><label for="user_bio">Bio</label><textarea class="form-control" id="user_bio" name="bio" style="max-width:520px">${user.bio}</textarea></div></section>
    <div class="form-actions"><button class="btn btn-confirm" type="submit">Update profile settings</button><a class="btn" href="${request.href(`/${user.username}`)}">Cancel</a></div>
  </form>`;
  return renderPage(request, {
    title: 'Profile',
    sidebar: settingsSidebar(request, 'Profile'),
    breadcrumbs: [
      ['User Settings', request.href('/-/profile')],
      ['Edit Profile', null],
    ],
    body,
  });
}

function updateProfile(request: RequestContext, user: UserRow): SiteResponse {
  const get = (name: string, current: string) => {
    const value = request.form.get(name);
    return value === null ? current : value.trim();
  };
  const name = get('name', user.name);
  if (!name) {
    setFlash(request, 'alert', "Name can't be blank");
    return redirect(request.href('/-/profile'));
  }
  let website = get('website_url', user.website);
  if (website && !/^https?:\/\//.test(website)) website = `https://${website}`;
  request.db.run(
    `UPDATE users SET name = ?, website = ?, location = ?, job_title = ?, organization = ?, bio = ?, status_emoji = ?, status_message = ? WHERE id = ?`,
    name,
    website,
    get('location', user.location),
    get('job_title', user.job_title),
    get('organization', user.organization),
    get('bio', user.bio),
    get('status_emoji', user.status_emoji) || 'speech_balloon',
    get('status_message', user.status_message),
    user.id,
  );
  setFlash(request, 'notice', 'Profile was successfully updated');
  return redirect(request.href('/-/profile'));
}

function setStatus(request: RequestContext, user: UserRow): SiteResponse {
  const clear = request.form.get('clear') === '1';
  const message = clear ? '' : (request.form.get('message') ?? '').trim();
  const emoji = request.form.get('emoji') ?? 'speech_balloon';
  request.db.run(
    'UPDATE users SET status_message = ?, status_emoji = ? WHERE id = ?',
    message,
    message ? emoji : '',
    user.id,
  );
  return redirect(request.headers.referer ?? request.href(`/${user.username}`));
}

function tokensPage(request: RequestContext, user: UserRow): SiteResponse {
  const body = html`<h2>Personal Access Tokens</h2><p>You can generate a personal access token for each application you use that needs access to the GitLab API.</p>
    <div class="empty-state" style="padding:16px 0"><p>This user has no active personal access tokens.</p></div>
    <section class="settings-section"><h4>Feed token</h4><p class="form-text">Your feed token authenticates you when your RSS reader loads a personalized RSS feed or when your calendar application loads a personalized calendar. It is visible in those feed URLs.</p>
      <label class="label-bold" for="feed_token">Feed token</label><span class="clone-url" id="feed_token" style="max-width:420px">${user.feed_token}</span></section>`;
  return renderPage(request, {
    title: 'Personal Access Tokens',
    sidebar: settingsSidebar(request, 'Access Tokens'),
    breadcrumbs: [
      ['User Settings', request.href('/-/profile')],
      ['Access Tokens', null],
    ],
    body,
  });
}

function preferencesPage(request: RequestContext): SiteResponse {
  const body = html`<h2>Preferences</h2><section class="settings-section"><h4>Color theme</h4><p>Indigo (the only theme on this instance).</p></section>
    <section class="settings-section"><h4>Behavior</h4><p>Homepage: Your Projects (default).</p></section>`;
  return renderPage(request, {
    title: 'Preferences',
    sidebar: settingsSidebar(request, 'Preferences'),
    breadcrumbs: [
      ['User Settings', request.href('/-/profile')],
      ['Preferences', null],
    ],
    body,
  });
}

export function addProfileRoutes(router: Router): void {
  router
    .get('/-/profile', withUser(profilePage))
    .post('/-/profile', withUser(updateProfile))
    .post('/-/profile/status', withUser(setStatus))
    .get('/-/profile/personal_access_tokens', withUser(tokensPage))
    .get('/-/profile/preferences', withUser(preferencesPage))
    .get('/profile', (request) => redirect(request.href('/-/profile')));
}
