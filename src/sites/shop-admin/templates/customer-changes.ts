// State changes on customers: move a customer to another group, change their address (WebArena's
// address edits), create an account — checked on the customer's edit page.
import type { Observation } from '../../../core/index.js';
import { CUSTOMER_GROUPS } from '../../magento/admin-schema.js';
import { ADDRESSES, FIRST_NAMES, LAST_NAMES } from '../../magento/people.js';
import { exit } from '../../oracle/actions.js';
import type { SolverStep } from '../../oracle/solver.js';
import { clickElement } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { adminCustomers } from '../queries/admin-customers.js';
import { ADMIN, ADMIN_DB, inputValueOf, SELECTABLE_STATES, uniqueValues } from './admin-data.js';
import { choose, fill, openMenu, openRow, press, searchGrid } from './admin-steps.js';

/** Customers > All Customers, search the name, open the customer, open a tab of the page. */
function* openCustomerTab(first: Observation, customer: string, tab: string): SolverStep<Observation> {
  const grid = yield* searchGrid(yield* openMenu(first, 'Customers', 'All Customers'), customer);
  const page = yield* openRow(grid, [customer], 'Edit');
  return yield* clickElement(page, { role: 'button', text: tab });
}

function namedCustomers(db: Parameters<typeof adminCustomers>[0]) {
  const customers = adminCustomers(db);
  const unique = uniqueValues(customers.map((c) => c.name));
  return customers.filter((c) => unique.has(c.name));
}

type GroupVars = { customer: string; group: string };

export const changeCustomerGroup = defineTemplate<GroupVars>({
  key: 'shopping_admin/change-customer-group',
  id: 1141,
  sites: ['shopping_admin'],
  intentTemplate: 'Assign the customer group {{group}} to {{customer}}',
  complexity: 1,
  instances: ({ db, rng }) =>
    namedCustomers(db(ADMIN_DB)).map((c) => {
      const [groupId, group] = rng.pick(
        Object.entries(CUSTOMER_GROUPS).filter(([id]) => Number(id) !== c.group_id),
      );
      return {
        vars: { customer: c.name, group },
        startUrl: ADMIN,
        eval: programHtmlEval({
          url: `${ADMIN}/customer/index/edit/id/${c.id}/`,
          locator: inputValueOf('[name="customer[group_id]"]'),
          required_contents: { exact_match: groupId },
        }),
      };
    }),
  *solve(task, first) {
    const { customer, group } = task.instantiation_dict as GroupVars;
    const form = yield* openCustomerTab(first, customer, 'Account Information');
    yield* press(yield* choose(form, 'Group', group), 'Save Customer');
    yield exit('');
  },
});

const STREETS = [
  '17 Lakeview Terrace',
  '905 Sunset Boulevard',
  '48 Meadow Lane',
  '2210 River Road',
  '6 Orchard Street',
  '731 Highland Avenue',
];

type AddressVars = { customer: string; street: string; city: string; state: string; zip: string };

export const changeCustomerAddress = defineTemplate<AddressVars>({
  key: 'shopping_admin/change-customer-address',
  id: 1142,
  sites: ['shopping_admin'],
  intentTemplate:
    '{{customer}} moved to {{street}}, {{city}}, {{state}}, {{zip}}; update the address in their account',
  complexity: 4,
  instances: ({ db, rng }) => {
    const places = ADDRESSES.filter(([, , state]) => SELECTABLE_STATES.includes(state));
    return namedCustomers(db(ADMIN_DB)).map((c) => {
      const [, city, state, zip] = rng.pick(places.filter(([, placeCity]) => placeCity !== c.city));
      const street = rng.pick(STREETS);
      return {
        vars: { customer: c.name, street, city, state, zip },
        startUrl: ADMIN,
        eval: programHtmlEval({
          url: `${ADMIN}/customer/index/edit/id/${c.id}/`,
          locator: outerTextOf('.customer-default-billing-address address'),
          required_contents: { must_include: [street, city, state, zip] },
        }),
      };
    });
  },
  *solve(task, first) {
    const { customer, street, city, state, zip } = task.instantiation_dict as AddressVars;
    const tab = yield* openCustomerTab(first, customer, 'Addresses');
    let form = yield* clickElement(tab, {
      role: 'button',
      text: 'Edit',
      attributes: { title: /^Edit address/ },
    });
    form = yield* fill(form, 'Street Address', street);
    form = yield* fill(form, 'City', city);
    form = yield* choose(form, 'State/Province', state);
    form = yield* fill(form, 'Zip/Postal Code', zip);
    yield* press(form, 'Save');
    yield exit('');
  },
});

type NewCustomerVars = { first: string; last: string; email: string };

export const createCustomer = defineTemplate<NewCustomerVars>({
  key: 'shopping_admin/create-customer',
  id: 1144,
  sites: ['shopping_admin'],
  intentTemplate: 'Create a customer account for {{first}} {{last}} with the email {{email}}',
  complexity: 3,
  instances: ({ db, rng }) => {
    const emails = new Set(adminCustomers(db(ADMIN_DB)).map((c) => c.email));
    // The store is reset before every task, so the new account always gets the next id.
    const nextId = (db(ADMIN_DB).get<{ n: number }>('SELECT MAX(id) AS n FROM customers')?.n ?? 0) + 1;
    const edit = `${ADMIN}/customer/index/edit/id/${nextId}/`;
    const people = new Map<string, NewCustomerVars>();
    for (let attempt = 0; attempt < 200 && people.size < 40; attempt++) {
      const [first, last] = [rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)];
      const email =
        `${first}.${last}${rng.int(10, 99)}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`.toLowerCase();
      if (!emails.has(email)) people.set(email, { first, last, email });
    }
    return [...people.values()].map((vars) => ({
      vars,
      startUrl: ADMIN,
      eval: programHtmlEval(
        {
          url: edit,
          locator: inputValueOf('[name="customer[firstname]"]'),
          required_contents: { exact_match: vars.first },
        },
        {
          url: edit,
          locator: inputValueOf('[name="customer[lastname]"]'),
          required_contents: { exact_match: vars.last },
        },
        {
          url: edit,
          locator: inputValueOf('[name="customer[email]"]'),
          required_contents: { exact_match: vars.email },
        },
      ),
    }));
  },
  *solve(task, first) {
    const { first: firstName, last, email } = task.instantiation_dict as NewCustomerVars;
    let form = yield* press(yield* openMenu(first, 'Customers', 'All Customers'), 'Add New Customer');
    form = yield* fill(form, 'First Name', firstName);
    form = yield* fill(form, 'Last Name', last);
    form = yield* fill(form, 'Email', email);
    yield* press(form, 'Save Customer');
    yield exit('');
  },
});
