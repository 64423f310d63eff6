// Customers > Edit and Add New Customer: the tabbed customer page (Customer View, Account
// Information, Addresses, Orders), saving the account, and saving an address from its modal.
import { randomBytes } from 'node:crypto';
import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { CUSTOMER_GROUPS } from '../../magento/admin-schema.js';
import { hashPassword } from '../../magento/generate-people.js';
import { customerOrders } from '../../magento/order-queries.js';
import { REGIONS } from '../../magento/people.js';
import { STORE_NOW } from '../../magento/store-format.js';
import { addMessage } from '../admin-session.js';
import { adminCustomer } from '../queries/admin-customers.js';
import { renderAdminPage } from '../views/admin-layout.js';
import {
  accountFields,
  addressPanel,
  type CustomerAddressRow,
  customerSummary,
  ordersPanel,
} from '../views/customer-edit-view.js';

function tabs(entries: readonly (readonly [string, string])[]): SafeHtml {
  return html`<div class="admin__page-nav" data-tab-group="customer">
    <span class="admin__page-nav-title">Customer Information</span>
    <ul class="admin__page-nav-items">${entries.map(
      ([key, label], i) =>
        html`<li><button type="button"${i === 0 ? html` class="_active"` : ''} data-tab-target="${key}">${label}</button></li>`,
    )}</ul>
  </div>`;
}

function panel(key: string, content: SafeHtml, shown: boolean): SafeHtml {
  return html`<div data-tab-panel="${key}" data-tab-group-of="customer"${shown ? '' : html` hidden`}>${content}</div>`;
}

function saveButtons(request: RequestContext): SafeHtml {
  return html`<a class="action-default action-back" id="back" href="${request.href('/customer/index/')}">Back</a>
    <button class="action-default" type="submit" form="customer_form" name="back" value="edit" id="save_and_continue">Save and Continue Edit</button>
    <button class="action-primary" type="submit" form="customer_form" id="save">Save Customer</button>`;
}

function editPage(request: RequestContext): SiteResponse {
  const customer = adminCustomer(request.db, Number(request.params.id));
  if (!customer) {
    addMessage(request, 'error', 'Something went wrong while editing the customer.');
    return redirect(request.href('/customer/index/'));
  }
  const addresses = request.db.all<CustomerAddressRow>(
    'SELECT * FROM addresses WHERE customer_id = ? ORDER BY id',
    customer.id,
  );
  const billing = addresses.find((a) => a.is_default_billing) ?? addresses[0];
  return renderAdminPage(request, {
    title: customer.name,
    trail: ['Customers', 'Customers'],
    actions: saveButtons(request),
    body: html`<div class="admin__page-columns">
  ${tabs([
    ['view', 'Customer View'],
    ['account', 'Account Information'],
    ['addresses', 'Addresses'],
    ['orders', 'Orders'],
  ])}
  <div>
    ${panel('view', customerSummary(customer, billing), true)}
    ${panel(
      'account',
      html`<form id="customer_form" method="post" action="${request.href('/customer/index/save/')}"><input type="hidden" name="customer[entity_id]" value="${customer.id}">${accountFields(customer)}</form>`,
      false,
    )}
    ${panel('addresses', addressPanel(request, customer.id, addresses), false)}
    ${panel('orders', ordersPanel(request, customerOrders(request.db, customer.id)), false)}
  </div>
</div>`,
  });
}

function newPage(request: RequestContext): SiteResponse {
  return renderAdminPage(request, {
    title: 'New Customer',
    trail: ['Customers', 'Customers'],
    actions: saveButtons(request),
    body: html`<form id="customer_form" method="post" action="${request.href('/customer/index/save/')}">${accountFields(undefined)}</form>`,
  });
}

function save(request: RequestContext): SiteResponse {
  const get = (name: string) => (request.form.get(`customer[${name}]`) ?? '').trim();
  const idText = get('entity_id');
  const id = idText ? Number(idText) : null;
  const email = get('email').toLowerCase();
  const groupId = Number(get('group_id') || '1');
  const back = request.href(id === null ? '/customer/index/new/' : `/customer/index/edit/id/${id}/`);
  const problem =
    !get('firstname') || !get('lastname') || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)
      ? 'Please fill in First Name, Last Name and a valid Email.'
      : !(groupId in CUSTOMER_GROUPS)
        ? 'Please choose a customer group.'
        : request.db.get('SELECT 1 FROM customers WHERE lower(email) = ? AND id IS NOT ?', email, id)
          ? 'A customer with the same email address already exists in an associated website.'
          : null;
  if (problem || (id !== null && !adminCustomer(request.db, id))) {
    addMessage(request, 'error', problem ?? 'Something went wrong while saving the customer.');
    return redirect(back);
  }
  const newsletter = request.form.get('customer[newsletter]') === '1' ? 1 : 0;
  let savedId = id;
  if (id === null) {
    // An account made in the back office has no password until the customer resets it.
    const salt = randomBytes(4).toString('hex');
    savedId = request.db.run(
      `INSERT INTO customers (email, password_hash, password_salt, first_name, last_name, newsletter, created_at, group_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      email,
      hashPassword(randomBytes(16).toString('hex'), salt),
      salt,
      get('firstname'),
      get('lastname'),
      newsletter,
      STORE_NOW,
      groupId,
    ).lastInsertRowid;
  } else {
    request.db.run(
      'UPDATE customers SET email = ?, first_name = ?, last_name = ?, newsletter = ?, group_id = ? WHERE id = ?',
      email,
      get('firstname'),
      get('lastname'),
      newsletter,
      groupId,
      id,
    );
  }
  addMessage(request, 'success', 'You saved the customer.');
  return redirect(
    request.href(
      request.form.get('back') === 'edit' ? `/customer/index/edit/id/${savedId}/` : '/customer/index/',
    ),
  );
}

function saveAddress(request: RequestContext): SiteResponse {
  const addressId = Number(request.params.id);
  const customerId = Number(request.params.customer);
  const back = request.href(`/customer/index/edit/id/${customerId}/`);
  const names = ['firstname', 'lastname', 'street][0', 'city', 'region', 'postcode', 'telephone'];
  const values = names.map((n) => (request.form.get(`address[${n}]`) ?? '').trim());
  if (values.some((v) => !v) || !REGIONS.includes(values[4]!)) {
    addMessage(request, 'error', 'Please fill in every required field of the address.');
    return redirect(back);
  }
  const { changes } = request.db.run(
    `UPDATE addresses SET first_name = ?, last_name = ?, street = ?, city = ?, region = ?, postcode = ?, telephone = ?
     WHERE id = ? AND customer_id = ?`,
    ...values,
    addressId,
    customerId,
  );
  addMessage(
    request,
    changes ? 'success' : 'error',
    changes ? 'You saved the address.' : 'The address does not exist.',
  );
  return redirect(back);
}

export function addCustomerEditRoutes(router: Router): void {
  router
    .get('/customer/index/edit/id/:id', editPage)
    .get('/customer/index/new', newPage)
    .post('/customer/index/save', save)
    .post('/customer/address/save/id/:id/customer_id/:customer', saveAddress);
}
