// The panels of Customers > Edit: Customer View (summary), Account Information (the form), Addresses
// (each with an "Edit" modal holding the address form) and Orders.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { CUSTOMER_GROUPS } from '../../magento/admin-schema.js';
import { ORDER_STATUS_LABELS, type OrderRow } from '../../magento/order-queries.js';
import { REGIONS } from '../../magento/people.js';
import { formatMoney } from '../../magento/store-format.js';
import { formatAdminDateTime } from '../admin-format.js';
import { type AdminCustomerRow, GROUP_OPTIONS } from '../queries/admin-customers.js';
import { selectField, textField } from './form-fields.js';

/** A stored address of a customer. */
export interface CustomerAddressRow {
  id: number;
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  telephone: string;
  is_default_billing: number;
  is_default_shipping: number;
}

function addressLines(a: CustomerAddressRow): SafeHtml {
  // A newline after each <br>, so the lines stay apart in textContent (a hidden tab has no innerText).
  return html`${a.first_name} ${a.last_name}<br>
${a.street}<br>
${a.city}, ${a.region}, ${a.postcode}<br>
${a.country}<br>
T: ${a.telephone}`;
}

/** Customer View: the summary panel. */
export function customerSummary(
  customer: AdminCustomerRow,
  billing: CustomerAddressRow | undefined,
): SafeHtml {
  return html`<section class="admin__page-section customer-personal-information">
    <div class="admin__page-section-title"><span class="title">Personal Information</span></div>
    <table class="admin__table-secondary"><tbody>
      <tr><th>Last Logged In:</th><td>Never (Offline)</td></tr>
      <tr><th>Account Lock:</th><td>Unlocked</td></tr>
      <tr><th>Confirmed email:</th><td>Confirmed</td></tr>
      <tr><th>Account Created:</th><td>${formatAdminDateTime(customer.created_at)}</td></tr>
      <tr><th>Account Created in:</th><td>Default Store View</td></tr>
      <tr><th>Customer Group:</th><td>${CUSTOMER_GROUPS[customer.group_id] ?? 'General'}</td></tr>
    </tbody></table>
  </section>
  <section class="admin__page-section customer-default-billing-address">
    <div class="admin__page-section-title"><span class="title">Default Billing Address</span></div>
    <address>${billing ? addressLines(billing) : 'The customer does not have default billing address'}</address>
  </section>`;
}

/** Account Information: the customer form's fields (submitted with the page's Save buttons). */
export function accountFields(customer: AdminCustomerRow | undefined): SafeHtml {
  return html`<fieldset class="admin__fieldset"><legend class="admin__legend">Account Information</legend>
    ${selectField('group_id', 'customer[group_id]', 'Group', GROUP_OPTIONS, String(customer?.group_id ?? 1))}
    ${textField('firstname', 'customer[firstname]', 'First Name', customer?.first_name ?? '', { required: true })}
    ${textField('lastname', 'customer[lastname]', 'Last Name', customer?.last_name ?? '', { required: true })}
    ${textField('email', 'customer[email]', 'Email', customer?.email ?? '', { required: true, type: 'email' })}
    <div class="admin__field"><label class="admin__field-label" for="newsletter">Newsletter</label>
      <div class="admin__field-control admin__field-option"><input type="checkbox" id="newsletter" name="customer[newsletter]" value="1"${customer?.newsletter ? html` checked` : ''}><label for="newsletter">Newsletter Subscription</label></div></div>
  </fieldset>`;
}

function addressModal(request: RequestContext, customerId: number, a: CustomerAddressRow): SafeHtml {
  const id = (name: string) => `address_${a.id}_${name}`;
  return html`<div class="modal-overlay" id="address-modal-${a.id}" hidden><div class="modal-popup" role="dialog" aria-modal="true" aria-label="Edit Address">
    <h2 class="modal-title">Edit Address</h2>
    <form method="post" action="${request.href(`/customer/address/save/id/${a.id}/customer_id/${customerId}/`)}">
      ${textField(id('firstname'), 'address[firstname]', 'First Name', a.first_name, { required: true })}
      ${textField(id('lastname'), 'address[lastname]', 'Last Name', a.last_name, { required: true })}
      ${textField(id('street'), 'address[street][0]', 'Street Address', a.street, { required: true })}
      ${textField(id('city'), 'address[city]', 'City', a.city, { required: true })}
      ${selectField(
        id('region'),
        'address[region]',
        'State/Province',
        REGIONS.map((r) => [r, r] as const),
        a.region,
        { required: true },
      )}
      ${textField(id('postcode'), 'address[postcode]', 'Zip/Postal Code', a.postcode, { required: true })}
      ${textField(id('telephone'), 'address[telephone]', 'Phone Number', a.telephone, { required: true })}
      <div class="modal-footer">
        <button class="action-default" type="button" data-modal-close>Cancel</button>
        <button class="action-primary" type="submit" title="Save Address">Save</button>
      </div>
    </form>
  </div></div>`;
}

/** Addresses: each address with its default flags and an Edit button opening its form. */
export function addressPanel(
  request: RequestContext,
  customerId: number,
  addresses: readonly CustomerAddressRow[],
): SafeHtml {
  return html`<section class="admin__page-section customer-addresses">
    <div class="admin__page-section-title"><span class="title">Customer's Addresses</span></div>
    ${
      addresses.length === 0
        ? html`<p>The customer does not have any addresses.</p>`
        : html`<table class="admin__table-primary"><thead><tr><th>Address</th><th>Default</th><th>Action</th></tr></thead><tbody>${addresses.map(
            (a) => html`<tr><td><address>${addressLines(a)}</address></td>
              <td>${[a.is_default_billing ? 'Default Billing Address' : '', a.is_default_shipping ? 'Default Shipping Address' : ''].filter(Boolean).join(', ')}</td>
              <td><button class="action-default" type="button" data-modal-open="address-modal-${a.id}" title="Edit address ${a.street}">Edit</button></td></tr>`,
          )}</tbody></table>`
    }
    ${addresses.map((a) => addressModal(request, customerId, a))}
  </section>`;
}

/** Orders: the customer's orders, newest first. */
export function ordersPanel(request: RequestContext, orders: readonly OrderRow[]): SafeHtml {
  return html`<section class="admin__page-section customer-orders">
    <div class="admin__page-section-title"><span class="title">Orders</span></div>
    <table class="admin__table-primary"><thead><tr><th>Order</th><th>Purchased</th><th>Bill-to Name</th><th>Order Total</th><th>Status</th><th>Action</th></tr></thead>
    <tbody>${orders.map(
      (
        o,
      ) => html`<tr><td>${o.increment_id}</td><td>${formatAdminDateTime(o.created_at)}</td><td>${o.ship_first_name} ${o.ship_last_name}</td>
        <td>${formatMoney(o.grand_total_cents)}</td><td>${ORDER_STATUS_LABELS[o.status] ?? o.status}</td>
        <td><a href="${request.href(`/sales/order/view/order_id/${o.id}/`)}">View</a></td></tr>`,
    )}</tbody></table>
  </section>`;
}
