// Log in (`/login`, posting to `/login_check` with "Username" and "Password", as WebArena's
// auto-login fills it), log out (`/log_out`) and sign up (`/registration`).

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { FORUM_NOW } from '../data/forum-time.js';
import { hashPassword } from '../data/generate-users.js';
import { setFlash } from '../forum-session.js';
import { renderPage } from '../views/layout.js';

function loginPage(request: RequestContext, error?: string, username = ''): SiteResponse {
  if (request.user && !error) return redirect(request.href('/'));
  return renderPage(request, {
    title: 'Log in',
    active: 'login',
    status: error ? 400 : 200,
    body: html`<h1 class="page-heading">Log in</h1>
<form action="${request.href('/login_check')}" method="post" class="form login-form">
  ${error ? html`<p class="form-error" role="alert">${error}</p>` : ''}
  <div class="form__row"><label for="login-username">Username</label><input type="text" id="login-username" name="_username" value="${username}" required autocomplete="username"></div>
  <div class="form__row"><label for="login-password">Password</label><input type="password" id="login-password" name="_password" required autocomplete="current-password"></div>
  <div class="form__row checkbox-row"><input type="checkbox" id="login-remember-me" name="_remember_me" value="on"> <label for="login-remember-me">Remember me</label></div>
  <button type="submit" class="button">Log in</button>
</form>
<p>Don't have an account? <a href="${request.href('/registration')}">Sign up</a>.</p>`,
  });
}

function loginCheck(request: RequestContext): SiteResponse {
  const username = (request.form.get('_username') ?? '').trim();
  const password = request.form.get('_password') ?? '';
  const row = request.db.get<{ username: string; password_hash: string; password_salt: string }>(
    'SELECT username, password_hash, password_salt FROM users WHERE username = ? COLLATE NOCASE',
    username,
  );
  if (!row || hashPassword(password, row.password_salt) !== row.password_hash) {
    return loginPage(request, 'Invalid credentials.', username);
  }
  request.login(row.username);
  return redirect(request.href('/'));
}

function logout(request: RequestContext): SiteResponse {
  request.logout();
  return redirect(request.href('/'));
}

function registrationPage(request: RequestContext, error?: string): SiteResponse {
  return renderPage(request, {
    title: 'Sign up',
    active: 'registration',
    status: error ? 400 : 200,
    body: html`<h1 class="page-heading">Sign up</h1>
<form action="${request.href('/registration')}" method="post" class="form">
  ${error ? html`<p class="form-error" role="alert">${error}</p>` : ''}
  <div class="form__row"><label for="user_username">Username</label><input type="text" id="user_username" name="user[username]" required>
    <p class="form__help">3 to 25 letters, digits, underscores or dashes.</p></div>
  <div class="form__row"><label for="user_password_first">Password</label><input type="password" id="user_password_first" name="user[password][first]" required></div>
  <div class="form__row"><label for="user_password_second">Repeat password</label><input type="password" id="user_password_second" name="user[password][second]" required></div>
  <div class="form__row"><label for="user_email">Email (optional)</label><input type="email" id="user_email" name="user[email]"></div>
  <button type="submit" class="button">Sign up</button>
</form>`,
  });
}

function register(request: RequestContext): SiteResponse {
  const username = (request.form.get('user[username]') ?? '').trim();
  const password = request.form.get('user[password][first]') ?? '';
  const email = (request.form.get('user[email]') ?? '').trim();
  const error = !/^[\w-]{3,25}$/.test(username)
    ? 'The username must be 3 to 25 letters, digits, underscores or dashes.'
    : request.db.get('SELECT 1 FROM users WHERE username = ? COLLATE NOCASE', username)
      ? 'That username is taken.'
      : password.length < 8
        ? 'The password must be at least 8 characters long.'
        : password !== request.form.get('user[password][second]')
          ? 'The passwords do not match.'
          : null;
  if (error) return registrationPage(request, error);
  const salt = username.length.toString(16).padStart(8, '0');
  request.db.run(
    'INSERT INTO users (username, email, password_hash, password_salt, created_at) VALUES (?, ?, ?, ?, ?)',
    username,
    email === '' ? null : email,
    hashPassword(password, salt),
    salt,
    FORUM_NOW,
  );
  request.login(username);
  setFlash(request, 'success', 'Your account has been registered.');
  return redirect(request.href('/'));
}

export function addAuthRoutes(router: Router): void {
  router
    .get('/login', (r) => loginPage(r))
    .post('/login_check', loginCheck)
    .get('/log_out', logout)
    .post('/log_out', logout)
    .get('/registration', (r) => registrationPage(r))
    .post('/registration', register);
}
