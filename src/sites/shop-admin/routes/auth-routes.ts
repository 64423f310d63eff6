// Signing in and out of the back office. As in Magento, any admin URL opened without a session shows
// the login form, and signing in there lands on the page that was asked for.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { htmlResponse, redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { addMessage, checkAdminPassword, takeMessage } from '../admin-session.js';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

const LOGO = html`<svg viewBox="0 0 40 46" width="44" height="51" aria-hidden="true"><path d="M20 0 40 11.5v23L34 38V15L20 7 6 15v23l-6-3.5v-23z" fill="#f26322"/><path d="M23 42.5 20 46l-3-3.5V19l3-1.7 3 1.7z" fill="#f26322"/></svg>`;

/** The login form, posted back to the URL it was shown at. */
export function loginPage(request: RequestContext, error?: string): SiteResponse {
  const message = error ? { kind: 'error', text: error } : takeMessage(request);
  const action = `${request.url.pathname}${request.url.search}`;
  return htmlResponse(
    html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Magento Admin</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${request.href('/static/admin.css')}"></head>
<body class="adminhtml-auth-login"><div class="login-wrapper">
<form class="login-form" method="post" action="${action}" id="login-form" autocomplete="off">
  <span class="logo">${LOGO}</span>
  <fieldset class="admin__fieldset"><legend class="admin__legend">Welcome, please sign in</legend>
    ${message ? html`<div class="messages"><div class="message message-${message.kind} ${message.kind}" role="alert">${message.text}</div></div>` : ''}
    <div class="admin__field _required field-username"><label for="username" class="admin__field-label">Username</label>
      <div class="admin__field-control"><input id="username" class="admin__control-text" type="text" name="login[username]" autofocus placeholder="user name" aria-label="Username" required></div></div>
    <div class="admin__field _required field-password"><label for="login" class="admin__field-label">Password</label>
      <div class="admin__field-control"><input id="login" class="admin__control-text" type="password" name="login[password]" placeholder="password" aria-label="Password" required></div></div>
    <div class="form-actions"><button class="action-login action-primary" type="submit">Sign in</button><span class="action-forgotpassword">Forgot your password? Ask the store owner.</span></div>
  </fieldset>
  <p class="login-footer">Copyright © 2023 Magento Commerce Inc. All rights reserved.</p>
</form></div></body></html>`,
  );
}

/** Handles the login form: signs in and reloads the page that was asked for. */
export function loginPost(request: RequestContext): SiteResponse {
  const username = checkAdminPassword(
    request,
    request.form.get('login[username]') ?? '',
    request.form.get('login[password]') ?? '',
  );
  if (!username) return loginPage(request, SIGN_IN_FAILED);
  request.login(username);
  const path = request.path.includes('auth/logout')
    ? request.href('/admin/dashboard/')
    : `${request.url.pathname}${request.url.search}`;
  return redirect(path);
}

function logout(request: RequestContext): SiteResponse {
  request.logout();
  addMessage(request, 'success', 'You have logged out.');
  return redirect(request.href('/'));
}

export function addAuthRoutes(router: Router): void {
  router.get('/admin/auth/logout', logout);
}
