// Sign in, sign out and account creation, at Magento's /customer/account/… URLs.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { hashPassword } from '../../magento/generate-people.js';
import { STORE_NOW } from '../../magento/store-format.js';
import { mergeGuestCart, setFlash } from '../shop-session.js';
import { renderPage } from '../views/layout.js';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

function loginPage(request: RequestContext): SiteResponse {
  if (request.user) return redirect(request.href('/customer/account/'));
  return renderPage(request, {
    title: 'Customer Login',
    body: html`<div class="boxes">
  <form class="box form-login" action="${request.href('/customer/account/loginPost/')}" method="post">
    <span class="box-title">Registered Customers</span><p>If you have an account, sign in with your email address.</p>
    <div class="field required"><label for="email">Email</label><input id="email" name="login[username]" type="email" title="Email" required autocomplete="username"></div>
    <div class="field required"><label for="pass">Password</label><input id="pass" name="login[password]" type="password" title="Password" required></div>
    <button class="btn" type="submit" id="send2">Sign In</button>
  </form>
  <div class="box"><span class="box-title">New Customers</span><p>Creating an account has many benefits: check out faster, keep more than one address, track orders and more.</p>
    <a class="btn" href="${request.href('/customer/account/create/')}">Create an Account</a></div>
</div>`,
  });
}

function loginPost(request: RequestContext): SiteResponse {
  const email = (request.form.get('login[username]') ?? '').trim().toLowerCase();
  const password = request.form.get('login[password]') ?? '';
  const row = request.db.get<{ id: number; email: string; password_hash: string; password_salt: string }>(
    'SELECT id, email, password_hash, password_salt FROM customers WHERE lower(email) = ?',
    email,
  );
  if (!row || hashPassword(password, row.password_salt) !== row.password_hash) {
    setFlash(request, 'error', SIGN_IN_FAILED);
    return redirect(request.href('/customer/account/login/'));
  }
  request.login(row.email);
  mergeGuestCart(request, row.id);
  return redirect(request.href('/customer/account/'));
}

function logout(request: RequestContext): SiteResponse {
  request.logout();
  return redirect(request.href('/customer/account/logoutSuccess/'));
}

function logoutSuccess(request: RequestContext): SiteResponse {
  return renderPage(request, {
    title: 'You are signed out',
    body: html`<p>You have signed out and will go to our homepage in 5 seconds.</p><a href="${request.href('/')}">Go to the home page</a>`,
  });
}

function createPage(request: RequestContext): SiteResponse {
  const field = (name: string, label: string, type = 'text') =>
    html`<div class="field required"><label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" title="${label}" required></div>`;
  return renderPage(request, {
    title: 'Create New Customer Account',
    body: html`<form class="box" action="${request.href('/customer/account/createpost/')}" method="post">
  <span class="box-title">Personal Information</span>${field('firstname', 'First Name')}${field('lastname', 'Last Name')}
  <label><input type="checkbox" name="is_subscribed" value="1" title="Sign Up for Newsletter"> Sign Up for Newsletter</label>
  <span class="box-title">Sign-in Information</span>${field('email', 'Email', 'email')}${field('password', 'Password', 'password')}${field('password_confirmation', 'Confirm Password', 'password')}
  <button class="btn" type="submit" title="Create an Account">Create an Account</button></form>`,
  });
}

function createPost(request: RequestContext): SiteResponse {
  const get = (name: string) => (request.form.get(name) ?? '').trim();
  const email = get('email').toLowerCase();
  const password = request.form.get('password') ?? '';
  const problem =
    !get('firstname') || !get('lastname') || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)
      ? 'Please fill in every required field with a valid value.'
      : password.length < 8
        ? 'Minimum length of this field must be equal or greater than 8 symbols.'
        : password !== request.form.get('password_confirmation')
          ? 'Please enter the same value again.'
          : request.db.get('SELECT 1 FROM customers WHERE lower(email) = ?', email)
            ? 'There is already an account with this email address.'
            : null;
  if (problem) {
    setFlash(request, 'error', problem);
    return redirect(request.href('/customer/account/create/'));
  }
  const salt = email.length.toString(16).padStart(8, '0');
  const { lastInsertRowid } = request.db.run(
    `INSERT INTO customers (email, password_hash, password_salt, first_name, last_name, newsletter, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    email,
    hashPassword(password, salt),
    salt,
    get('firstname'),
    get('lastname'),
    request.form.get('is_subscribed') === '1' ? 1 : 0,
    STORE_NOW,
  );
  request.login(email);
  mergeGuestCart(request, lastInsertRowid);
  setFlash(request, 'success', `Thank you for registering with One Stop Market.`);
  return redirect(request.href('/customer/account/'));
}

export function addAuthRoutes(router: Router): void {
  router
    .get('/customer/account/login', loginPage)
    .post('/customer/account/loginPost', loginPost)
    .get('/customer/account/logout', logout)
    .get('/customer/account/logoutSuccess', logoutSuccess)
    .get('/customer/account/create', createPage)
    .post('/customer/account/createpost', createPost);
}
