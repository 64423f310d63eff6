// The address fields shared by checkout and the address book, and reading them back from a form.
import type { SiteDb } from '../../data/site-db.js';
import { html, type SafeHtml } from '../../http/html.js';

export interface AddressInput {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  telephone: string;
}

/** The customer's default shipping address (or blanks). */
export function defaultAddress(db: SiteDb, customerId: number): AddressInput {
  const row = db.get<Record<string, string>>(
    'SELECT * FROM addresses WHERE customer_id = ? ORDER BY is_default_shipping DESC, id LIMIT 1',
    customerId,
  );
  return {
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    street: row?.street ?? '',
    city: row?.city ?? '',
    region: row?.region ?? '',
    postcode: row?.postcode ?? '',
    country: row?.country ?? 'United States',
    telephone: row?.telephone ?? '',
  };
}

/** Reads the fields `addressFields` renders. */
export function readAddress(form: URLSearchParams): AddressInput {
  const get = (name: string) => (form.get(name) ?? '').trim();
  return {
    firstName: get('firstname'),
    lastName: get('lastname'),
    street: get('street'),
    city: get('city'),
    region: get('region'),
    postcode: get('postcode'),
    country: get('country') || 'United States',
    telephone: get('telephone'),
  };
}

function field(name: string, label: string, value: string): SafeHtml {
  return html`<div class="field required"><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${value}" title="${label}" required></div>`;
}

/** The form fields of an address (Magento's labels). */
export function addressFields(address: AddressInput, regions: readonly string[]): SafeHtml {
  return html`${field('firstname', 'First Name', address.firstName)}${field('lastname', 'Last Name', address.lastName)}
${field('street', 'Street Address', address.street)}${field('city', 'City', address.city)}
<div class="field required"><label for="region">State/Province</label><select id="region" name="region" title="State/Province" required><option value="">Please select a region, state or province.</option>${regions.map(
    (r) => html`<option value="${r}" ${r === address.region ? 'selected' : ''}>${r}</option>`,
  )}</select></div>
${field('postcode', 'Zip/Postal Code', address.postcode)}
<div class="field required"><label for="country">Country</label><select id="country" name="country" title="Country"><option value="United States" selected>United States</option></select></div>
${field('telephone', 'Phone Number', address.telephone)}`;
}

/** An address as the address book and order pages print it, one line per row. */
export function addressLines(a: AddressInput): string[] {
  return [
    `${a.firstName} ${a.lastName}`,
    a.street,
    `${a.city}, ${a.region}, ${a.postcode}`,
    a.country,
    `T: ${a.telephone}`,
  ];
}
