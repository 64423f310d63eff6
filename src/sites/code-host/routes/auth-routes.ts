// Sign in and sign out at GitLab's URLs (/users/sign_in, /users/sign_out), with the test ids
// WebArena's auto-login looks for, and the static assets every page loads.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { assetResponse, htmlResponse, redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { setFlash, takeFlash } from '../code-host-session.js';
import { hashPassword } from '../data/generate-people.js';
import { LOGO } from '../views/icons.js';
import { CODE_HOST_JS } from '../views/script.js';
import { CODE_HOST_CSS } from '../views/stylesheet.js';

function signInPage(request: RequestContext): SiteResponse {
  if (request.user) return redirect(request.href('/'));
  const flash = takeFlash(request);
  return htmlResponse(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in · GitLab</title><link rel="stylesheet" href="${request.href('/assets/application.css')}"></head>
<body style="background:#fafafa"><div style="max-width:420px;margin:60px auto;text-align:center">
  <div style="width:56px;margin:0 auto">${LOGO}</div><h1>GitLab Community Edition</h1>
  ${flash ? html`<div class="flash-${flash.kind}" role="alert">${flash.text}</div>` : ''}
  <form action="${request.href('/users/sign_in')}" method="post" style="text-align:left;background:#fff;border:1px solid #dbdbdb;border-radius:4px;padding:20px;margin-top:16px">
    <div class="form-group"><label for="user_login">Username or email</label><input class="form-control" id="user_login" name="user[login]" data-testid="username-field" autocomplete="username" required></div>
    <div class="form-group"><label for="user_password">Password</label><input class="form-control" id="user_password" name="user[password]" type="password" data-testid="password-field" required></div>
    <label><input type="checkbox" name="user[remember_me]" value="1"> Remember me</label>
    <div class="form-actions"><button class="btn btn-confirm" type="submit" data-testid="sign-in-button" style="width:100%;justify-content:center">Sign in</button></div>
  </form></div></body></html>`);
}

function signIn(request: RequestContext): SiteResponse {
  const login = (request.form.get('user[login]') ?? '').trim();
  const password = request.form.get('user[password]') ?? '';
  const row = request.db.get<{ username: string; password_hash: string; password_salt: string }>(
    'SELECT username, password_hash, password_salt FROM users WHERE username = ? OR lower(email) = lower(?)',
    login,
    login,
  );
  if (!row || hashPassword(password, row.password_salt) !== row.password_hash) {
    setFlash(request, 'alert', 'Invalid login or password.');
    return redirect(request.href('/users/sign_in'));
  }
  request.login(row.username);
  return redirect(request.href('/'));
}

function signOut(request: RequestContext): SiteResponse {
  request.logout();
  return redirect(request.href('/users/sign_in'));
}

export function addAuthRoutes(router: Router): void {
  router
    .get('/assets/application.css', () => assetResponse(CODE_HOST_CSS, 'text/css'))
    .get('/assets/application.js', () => assetResponse(CODE_HOST_JS, 'application/javascript'))
    .get('/users/sign_in', signInPage)
    .post('/users/sign_in', signIn)
    .get('/users/sign_out', signOut)
    .post('/users/sign_out', signOut);
}
