// Information seeking about customers: whose phone number it is (after WebArena's "Find the customer
// name and email with phone number …"; one answer, the e-mail, which a grid cell shows whole) and
// which group a customer belongs to.
import { CUSTOMER_GROUPS } from '../../magento/admin-schema.js';
import { exit } from '../../oracle/actions.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { adminCustomers } from '../queries/admin-customers.js';
import { ADMIN, ADMIN_DB, uniqueValues } from './admin-data.js';
import { findGridRow, openMenu, searchGrid } from './admin-steps.js';

type PhoneVars = { phone: string };

export const customerByPhone = defineTemplate<PhoneVars>({
  key: 'shopping_admin/customer-by-phone',
  id: 1103,
  sites: ['shopping_admin'],
  intentTemplate: 'Find the email address of the customer with phone number {{phone}}',
  complexity: 1,
  instances: ({ db }) => {
    const customers = adminCustomers(db(ADMIN_DB));
    const unique = uniqueValues(customers.map((c) => c.telephone));
    return customers
      .filter((c) => c.telephone && unique.has(c.telephone))
      .map((c) => ({
        vars: { phone: c.telephone },
        startUrl: ADMIN,
        eval: stringMatchEval({ must_include: [c.email] }),
      }));
  },
  *solve(task, first) {
    const { phone } = task.instantiation_dict as PhoneVars;
    const grid = yield* searchGrid(yield* openMenu(first, 'Customers', 'All Customers'), phone);
    const [row] = yield* findGridRow(grid, (r) => r.Phone === phone, `the customer with phone ${phone}`);
    yield exit(row.Email ?? '');
  },
});

type CustomerVars = { customer: string };

export const customerGroup = defineTemplate<CustomerVars>({
  key: 'shopping_admin/customer-group',
  id: 1104,
  sites: ['shopping_admin'],
  intentTemplate: 'Which customer group is {{customer}} in?',
  complexity: 1,
  instances: ({ db }) => {
    const customers = adminCustomers(db(ADMIN_DB));
    const unique = uniqueValues(customers.map((c) => c.name));
    return customers
      .filter((c) => unique.has(c.name))
      .map((c) => ({
        vars: { customer: c.name },
        startUrl: ADMIN,
        eval: stringMatchEval({ must_include: [CUSTOMER_GROUPS[c.group_id]!] }),
      }));
  },
  *solve(task, first) {
    const { customer } = task.instantiation_dict as CustomerVars;
    const grid = yield* searchGrid(yield* openMenu(first, 'Customers', 'All Customers'), customer);
    const [row] = yield* findGridRow(grid, (r) => r.Name === customer, `the row of ${customer}`);
    yield exit(row.Group ?? '');
  },
});
