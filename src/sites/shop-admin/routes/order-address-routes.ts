// Sales > Orders > View > Address "Edit": the order address form and its save, at
// /admin/sales/order/address/address_id/<id>/. The store keeps one address per order (billing and
// shipping are the same), so the address id is the order id.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { orderById } from '../../magento/order-queries.js';
import { REGIONS } from '../../magento/people.js';
import { addMessage } from '../admin-session.js';
import { renderAdminPage } from '../views/admin-layout.js';
import { selectField, textField } from '../views/form-fields.js';

const FIELDS = ['firstname', 'lastname', 'street[0]', 'city', 'region', 'postcode', 'telephone'] as const;

function editPage(request: RequestContext): SiteResponse {
  const order = orderById(request.db, Number(request.params.id));
  if (!order) {
    addMessage(request, 'error', "We can't find an order address.");
    return redirect(request.href('/sales/order/'));
  }
  return renderAdminPage(request, {
    title: `Edit Order ${order.increment_id} Address`,
    trail: ['Orders', 'Operations', 'Sales'],
    actions: html`<a class="action-default action-back" href="${request.href(`/sales/order/view/order_id/${order.id}/`)}">Back</a>
      <a class="action-default" href="${request.href(`/sales/order/address/address_id/${order.id}/`)}">Reset</a>
      <button class="action-primary" type="submit" form="edit_form" id="save">Save Order Address</button>`,
    body: html`<form id="edit_form" method="post" action="${request.href(`/sales/order/addressSave/address_id/${order.id}/`)}">
  <fieldset class="admin__fieldset"><legend class="admin__legend">Order Address Information</legend>
    ${textField('firstname', 'firstname', 'First Name', order.ship_first_name, { required: true })}
    ${textField('lastname', 'lastname', 'Last Name', order.ship_last_name, { required: true })}
    ${textField('street0', 'street[0]', 'Street Address', order.ship_street, { required: true })}
    ${textField('city', 'city', 'City', order.ship_city, { required: true })}
    ${selectField('country_id', 'country_id', 'Country', [['US', 'United States']], 'US', { required: true })}
    ${selectField(
      'region',
      'region',
      'State/Province',
      REGIONS.map((r) => [r, r] as const),
      order.ship_region,
      { required: true },
    )}
    ${textField('postcode', 'postcode', 'Zip/Postal Code', order.ship_postcode, { required: true })}
    ${textField('telephone', 'telephone', 'Phone Number', order.ship_telephone, { required: true })}
  </fieldset>
</form>`,
  });
}

function save(request: RequestContext): SiteResponse {
  const order = orderById(request.db, Number(request.params.id));
  if (!order) return redirect(request.href('/sales/order/'));
  const values = FIELDS.map((name) => (request.form.get(name) ?? '').trim());
  if (values.some((v) => !v) || !REGIONS.includes(values[4]!)) {
    addMessage(request, 'error', 'Please fill in every required field of the address.');
    return redirect(request.href(`/sales/order/address/address_id/${order.id}/`));
  }
  request.db.run(
    `UPDATE orders SET ship_first_name = ?, ship_last_name = ?, ship_street = ?, ship_city = ?, ship_region = ?, ship_postcode = ?,
       ship_telephone = ? WHERE id = ?`,
    ...values,
    order.id,
  );
  addMessage(request, 'success', 'You updated the order address.');
  return redirect(request.href(`/sales/order/view/order_id/${order.id}/`));
}

export function addOrderAddressRoutes(router: Router): void {
  router
    .get('/sales/order/address/address_id/:id', editPage)
    .post('/sales/order/addressSave/address_id/:id', save);
}
