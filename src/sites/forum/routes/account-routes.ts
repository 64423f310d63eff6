// A member's own settings: biography (`/user/<name>/edit_biography`), account (e-mail, password;
// `/user/<name>/account`) and preferences (`/user/<name>/preferences`: front page, default sort, …).

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { hashPassword } from '../data/generate-users.js';
import { type MemberRow, setFlash } from '../forum-session.js';
import { SORT_LABELS, SORT_MODES } from '../queries/submission-queries.js';
import { renderPage } from '../views/layout.js';
import { isResponse, memberOrLogin } from './require-member.js';
import { findProfile, userSidebar } from './user-routes.js';

/** The member, when the URL names their own account; else the response to send. */
function self(request: RequestContext): MemberRow | SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  if (member.username.toLowerCase() !== (request.params.name ?? '').toLowerCase()) {
    return renderPage(request, {
      title: 'Access denied',
      status: 403,
      body: html`<h1 class="page-heading">Access denied</h1><p>You can only change your own account.</p>`,
    });
  }
  return member;
}

function page(request: RequestContext, member: MemberRow, title: string, body: SafeHtml): SiteResponse {
  return renderPage(request, {
    title,
    active: 'user',
    body: html`<h1 class="page-heading">${title}</h1>${body}`,
    sidebar: userSidebar(request, findProfile(request.db, member.username)!),
  });
}

function biography(request: RequestContext): SiteResponse {
  const member = self(request);
  if (isResponse(member)) return member;
  if (request.method === 'POST') {
    const text = (request.form.get('user_biography[biography]') ?? '').trim();
    request.db.run('UPDATE users SET biography = ? WHERE id = ?', text === '' ? null : text, member.id);
    setFlash(request, 'success', 'Your biography was updated.');
    return redirect(request.href(`/user/${member.username}`));
  }
  return page(
    request,
    member,
    'Edit biography',
    html`<form action="${request.href(`/user/${member.username}/edit_biography`)}" method="post" class="form">
  <div class="form__row"><label for="user_biography_biography">Biography</label><textarea id="user_biography_biography" name="user_biography[biography]" rows="5">${member.biography ?? ''}</textarea>
  <p class="form__help">Shown on your profile page.</p></div>
  <button type="submit" class="button">Save</button>
</form>`,
  );
}

function account(request: RequestContext): SiteResponse {
  const member = self(request);
  if (isResponse(member)) return member;
  if (request.method === 'POST') {
    const email = (request.form.get('user[email]') ?? '').trim();
    const password = request.form.get('user[password][first]') ?? '';
    const repeat = request.form.get('user[password][second]') ?? '';
    if (email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      setFlash(request, 'error', 'This value is not a valid email address.');
    } else if (password !== '' && (password.length < 8 || password !== repeat)) {
      setFlash(request, 'error', 'The passwords must match and be at least 8 characters long.');
    } else {
      request.db.run('UPDATE users SET email = ? WHERE id = ?', email === '' ? null : email, member.id);
      if (password !== '') {
        const salt = member.username.length.toString(16).padStart(8, '0');
        request.db.run(
          'UPDATE users SET password_hash = ?, password_salt = ? WHERE id = ?',
          hashPassword(password, salt),
          salt,
          member.id,
        );
      }
      setFlash(request, 'success', 'Your account was updated.');
    }
    return redirect(request.href(`/user/${member.username}/account`));
  }
  return page(
    request,
    member,
    'Account',
    html`<form action="${request.href(`/user/${member.username}/account`)}" method="post" class="form">
  <div class="form__row"><label for="user_username">Username</label><input type="text" id="user_username" value="${member.username}" readonly></div>
  <div class="form__row"><label for="user_email">Email</label><input type="email" id="user_email" name="user[email]" value="${member.email ?? ''}"></div>
  <div class="form__row"><label for="user_password_first">New password</label><input type="password" id="user_password_first" name="user[password][first]"></div>
  <div class="form__row"><label for="user_password_second">Repeat password</label><input type="password" id="user_password_second" name="user[password][second]"></div>
  <button type="submit" class="button">Save</button>
</form>
<h2>Delete account</h2><p>Deleting your account removes your profile. <a href="${request.href(`/user/${member.username}/delete_account`)}" class="button button--danger">Delete account</a></p>`,
  );
}

function deleteAccount(request: RequestContext): SiteResponse {
  const member = self(request);
  if (isResponse(member)) return member;
  return page(
    request,
    member,
    'Delete account',
    html`<p>Account deletion is handled by the administrators of this instance. Contact them to delete your account.</p>`,
  );
}

const FRONT_PAGES = [
  ['default', 'Default (subscribed, else featured)'],
  ['featured', 'Featured forums'],
  ['subscribed', 'Subscribed forums'],
  ['all', 'All forums'],
] as const;

function preferences(request: RequestContext): SiteResponse {
  const member = self(request);
  if (isResponse(member)) return member;
  if (request.method === 'POST') {
    const front = request.form.get('user_settings[frontPage]') ?? 'default';
    const sort = request.form.get('user_settings[frontPageSortMode]') ?? 'hot';
    const flag = (name: string) => (request.form.get(`user_settings[${name}]`) === '1' ? 1 : 0);
    request.db.run(
      'UPDATE users SET front_page = ?, default_sort = ?, night_mode = ?, show_thumbnails = ?, open_external_new_tab = ? WHERE id = ?',
      FRONT_PAGES.some(([v]) => v === front) ? front : 'default',
      (SORT_MODES as readonly string[]).includes(sort) ? sort : 'hot',
      flag('nightMode'),
      flag('showThumbnails'),
      flag('openExternalLinksInNewTab'),
      member.id,
    );
    setFlash(request, 'success', 'Your preferences were saved.');
    return redirect(request.href(`/user/${member.username}/preferences`));
  }
  const checkbox = (name: string, label: string, on: number) =>
    html`<div class="form__row checkbox-row"><input type="checkbox" id="user_settings_${name}" name="user_settings[${name}]" value="1"${on ? html` checked` : ''}> <label for="user_settings_${name}">${label}</label></div>`;
  return page(
    request,
    member,
    'Preferences',
    html`<form action="${request.href(`/user/${member.username}/preferences`)}" method="post" class="form">
  <div class="form__row"><label for="user_settings_frontPage">Front page</label><select id="user_settings_frontPage" name="user_settings[frontPage]">${FRONT_PAGES.map(([value, label]) => html`<option value="${value}"${member.front_page === value ? html` selected` : ''}>${label}</option>`)}</select></div>
  <div class="form__row"><label for="user_settings_frontPageSortMode">Default sort mode</label><select id="user_settings_frontPageSortMode" name="user_settings[frontPageSortMode]">${SORT_MODES.map((mode) => html`<option value="${mode}"${member.default_sort === mode ? html` selected` : ''}>${SORT_LABELS[mode]}</option>`)}</select></div>
  ${checkbox('nightMode', 'Night mode', member.night_mode)}
  ${checkbox('showThumbnails', 'Show thumbnails', member.show_thumbnails)}
  ${checkbox('openExternalLinksInNewTab', 'Open external links in a new tab', member.open_external_new_tab)}
  <button type="submit" class="button">Save</button>
</form>`,
  );
}

export function addAccountRoutes(router: Router): void {
  router
    .get('/user/:name/edit_biography', biography)
    .post('/user/:name/edit_biography', biography)
    .get('/user/:name/account', account)
    .post('/user/:name/account', account)
    .get('/user/:name/delete_account', deleteAccount)
    .get('/user/:name/preferences', preferences)
    .post('/user/:name/preferences', preferences);
}
