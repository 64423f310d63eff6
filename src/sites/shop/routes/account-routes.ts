// "My Account": the dashboard, account information (name, email), the address book and its edit
// form, and newsletter subscriptions (also the footer's sign-up form).

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { customerOrders } from '../../magento/order-queries.js';
import { REGIONS } from '../../magento/people.js';
import { type CustomerRow, currentCustomer, setFlash } from '../shop-session.js';
import { accountFrame } from '../views/account-frame.js';
import { addressFields, addressLines, defaultAddress, readAddress } from '../views/address-form.js';
import { renderPage } from '../views/layout.js';
import { orderTable } from '../views/order-table.js';
import { requireLogin } from './require-login.js';

const NEWSLETTER_ON = "You are subscribed to 'General Subscription'.";
const NEWSLETTER_OFF = "You aren't subscribed to our newsletter.";

function withCustomer(handler: (request: RequestContext, customer: CustomerRow) => SiteResponse) {
  return (request: RequestContext) => {
    const customer = currentCustomer(request);
    return customer ? handler(request, customer) : requireLogin(request);
  };
}

function addressBox(kind: 'billing' | 'shipping', lines: string[], editHref: string) {
  const title = kind === 'billing' ? 'Default Billing Address' : 'Default Shipping Address';
  return html`<div class="box box-address-${kind}"><span class="box-title">${title}</span>
  <div class="box-content"><address>${lines.map((l) => html`${l}<br>`)}</address></div>
  <a href="${editHref}" class="action edit">Change ${kind === 'billing' ? 'Billing' : 'Shipping'} Address</a></div>`;
}

const dashboard = withCustomer((request, customer) => {
  const address = addressLines(defaultAddress(request.db, customer.id));
  const addressId = request.db.get<{ id: number }>(
    'SELECT id FROM addresses WHERE customer_id = ? ORDER BY id',
    customer.id,
  )?.id;
  const edit = request.href(`/customer/address/edit/id/${addressId}/`);
  const recent = customerOrders(request.db, customer.id).slice(0, 5);
  const content = html`<h2>Account Information</h2><div class="boxes">
  <div class="box box-information"><span class="box-title">Contact Information</span><div class="box-content"><p>${customer.first_name} ${customer.last_name}<br>${customer.email}</p></div>
    <a href="${request.href('/customer/account/edit/')}">Edit</a></div>
  <div class="box box-newsletter"><span class="box-title">Newsletters</span><div class="box-content"><p>${customer.newsletter ? NEWSLETTER_ON : NEWSLETTER_OFF}</p></div>
    <a href="${request.href('/newsletter/manage/')}">Edit</a></div></div>
<h2>Address Book <a class="icon-link" href="${request.href('/customer/address/')}">Manage Addresses</a></h2>
<div class="boxes">${addressBox('billing', address, edit)}${addressBox('shipping', address, edit)}</div>
<h2>Recent Orders <a class="icon-link" href="${request.href('/sales/order/history/')}">View All</a></h2>${orderTable(request, recent)}`;
  return renderPage(request, {
    title: 'My Account',
    breadcrumbs: [['My Account', null]],
    body: accountFrame(request, 'My Account', content),
  });
});

const editPage = withCustomer((request, customer) =>
  renderPage(request, {
    title: 'Edit Account Information',
    breadcrumbs: [
      ['My Account', request.href('/customer/account/')],
      ['Edit Account Information', null],
    ],
    body: accountFrame(
      request,
      'Account Information',
      html`<form action="${request.href('/customer/account/editPost/')}" method="post">
  <div class="field required"><label for="firstname">First Name</label><input id="firstname" name="firstname" value="${customer.first_name}" title="First Name" required></div>
  <div class="field required"><label for="lastname">Last Name</label><input id="lastname" name="lastname" value="${customer.last_name}" title="Last Name" required></div>
  <div class="field required"><label for="email">Email</label><input id="email" name="email" type="email" value="${customer.email}" title="Email" required></div>
  <button class="btn" type="submit" title="Save">Save</button></form>`,
    ),
  }),
);

const editPost = withCustomer((request, customer) => {
  const first = (request.form.get('firstname') ?? '').trim();
  const last = (request.form.get('lastname') ?? '').trim();
  const email = (request.form.get('email') ?? '').trim().toLowerCase();
  if (!first || !last || !email.includes('@')) {
    setFlash(request, 'error', 'Please fill in every required field with a valid value.');
    return redirect(request.href('/customer/account/edit/'));
  }
  request.db.run(
    'UPDATE customers SET first_name = ?, last_name = ?, email = ? WHERE id = ?',
    first,
    last,
    email,
    customer.id,
  );
  // The session names the account by email; keep the customer logged in under the new one.
  if (email !== customer.email) request.login(email);
  setFlash(request, 'success', 'You saved the account information.');
  return redirect(request.href('/customer/account/'));
});

const addressBook = withCustomer((request, customer) => {
  const id = request.db.get<{ id: number }>(
    'SELECT id FROM addresses WHERE customer_id = ? ORDER BY id',
    customer.id,
  )?.id;
  const lines = addressLines(defaultAddress(request.db, customer.id));
  const edit = request.href(`/customer/address/edit/id/${id}/`);
  return renderPage(request, {
    title: 'Address Book',
    breadcrumbs: [
      ['My Account', request.href('/customer/account/')],
      ['Address Book', null],
    ],
    body: accountFrame(
      request,
      'Address Book',
      html`<h2>Default Addresses</h2><div class="boxes">${addressBox('billing', lines, edit)}${addressBox('shipping', lines, edit)}</div>`,
    ),
  });
});

const addressEdit = withCustomer((request, customer) => {
  const owned = request.db.get(
    'SELECT 1 FROM addresses WHERE id = ? AND customer_id = ?',
    Number(request.params.id),
    customer.id,
  );
  if (!owned) return redirect(request.href('/customer/address/'));
  return renderPage(request, {
    title: 'Edit Address',
    breadcrumbs: [
      ['My Account', request.href('/customer/account/')],
      ['Address Book', request.href('/customer/address/')],
      ['Edit Address', null],
    ],
    body: accountFrame(
      request,
      'Address Book',
      html`<form action="${request.href(`/customer/address/formPost/id/${request.params.id}/`)}" method="post">
  <h2>Contact Information</h2>${addressFields(defaultAddress(request.db, customer.id), REGIONS)}
  <button class="btn" type="submit" title="Save Address">Save Address</button></form>`,
    ),
  });
});

const addressPost = withCustomer((request, customer) => {
  const a = readAddress(request.form);
  if (Object.values(a).some((v) => !v)) {
    setFlash(request, 'error', 'Please fill in every required field.');
    return redirect(request.href(`/customer/address/edit/id/${request.params.id}/`));
  }
  request.db.run(
    `UPDATE addresses SET first_name = ?, last_name = ?, street = ?, city = ?, region = ?, postcode = ?, country = ?, telephone = ?
     WHERE id = ? AND customer_id = ?`,
    a.firstName,
    a.lastName,
    a.street,
    a.city,
    a.region,
    a.postcode,
    a.country,
    a.telephone,
    Number(request.params.id),
    customer.id,
  );
  setFlash(request, 'success', 'You saved the address.');
  return redirect(request.href('/customer/address/'));
});

const newsletterPage = withCustomer((request, customer) =>
  renderPage(request, {
    title: 'Newsletter Subscription',
    breadcrumbs: [
      ['My Account', request.href('/customer/account/')],
      ['Newsletter Subscription', null],
    ],
    body: accountFrame(
      request,
      'Newsletter Subscriptions',
      html`<form action="${request.href('/newsletter/manage/save/')}" method="post"><h2>Subscription option</h2>
  <div class="field"><label><input type="checkbox" name="is_subscribed" value="1" id="subscription" title="General Subscription" ${customer.newsletter ? 'checked' : ''}> General Subscription</label></div>
  <button class="btn" type="submit" title="Save">Save</button></form>`,
    ),
  }),
);

const newsletterSave = withCustomer((request, customer) => {
  const subscribed = request.form.get('is_subscribed') === '1';
  request.db.run('UPDATE customers SET newsletter = ? WHERE id = ?', subscribed ? 1 : 0, customer.id);
  setFlash(
    request,
    'success',
    subscribed ? 'We have saved your subscription.' : 'We have removed your newsletter subscription.',
  );
  return redirect(request.href('/customer/account/'));
});

function footerSubscribe(request: RequestContext): SiteResponse {
  const email = (request.form.get('email') ?? '').trim().toLowerCase();
  if (!email.includes('@')) {
    setFlash(request, 'error', 'Please enter a valid email address.');
  } else {
    request.db.run('UPDATE customers SET newsletter = 1 WHERE lower(email) = ?', email);
    setFlash(request, 'success', 'Thank you for your subscription.');
  }
  return redirect(request.href('/'));
}

export function addAccountRoutes(router: Router): void {
  router
    .get('/customer/account', dashboard)
    .get('/customer/account/index', dashboard)
    .get('/customer/account/edit', editPage)
    .post('/customer/account/editPost', editPost)
    .get('/customer/address', addressBook)
    .get('/customer/address/edit/id/:id', addressEdit)
    .post('/customer/address/formPost/id/:id', addressPost)
    .get('/newsletter/manage', newsletterPage)
    .post('/newsletter/manage/save', newsletterSave)
    .post('/newsletter/subscriber/new', footerSubscribe);
}
