// Information seeking about orders: an order's grand total, who placed it, and when the latest order
// of a status was placed — read from the order grid and the order page.
import { ORDER_STATUS_LABELS } from '../../magento/order-queries.js';
import { formatMediumDate, formatMoney } from '../../magento/store-format.js';
import { exit } from '../../oracle/actions.js';
import { scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { adminOrders } from '../queries/admin-orders.js';
import { ADMIN, ADMIN_DB } from './admin-data.js';
import { choose, findGridRow, openMenu, openRow, press, searchGrid } from './admin-steps.js';
import { textAfter } from './read-page.js';

type OrderVars = { order: string };

export const orderGrandTotal = defineTemplate<OrderVars>({
  key: 'shopping_admin/order-grand-total',
  id: 1106,
  sites: ['shopping_admin'],
  intentTemplate: 'Tell me the grand total of order {{order}}.',
  complexity: 1,
  instances: ({ db }) =>
    adminOrders(db(ADMIN_DB)).map((o) => ({
      vars: { order: o.increment_id },
      startUrl: ADMIN,
      // `1,233.98`: the grid's amount without the dollar sign, one token as WebArena's tokenizer splits it.
      eval: stringMatchEval({ must_include: [formatMoney(o.grand_total_cents).slice(1)] }),
    })),
  *solve(task, first) {
    const { order } = task.instantiation_dict as OrderVars;
    const grid = yield* searchGrid(yield* openMenu(first, 'Sales', 'Orders'), order);
    const [row] = yield* findGridRow(grid, (r) => r.ID === order, `the row of order ${order}`);
    yield exit(row['Grand Total (Purchased)'] ?? '');
  },
});

export const orderCustomerEmail = defineTemplate<OrderVars>({
  key: 'shopping_admin/order-customer-email',
  id: 1110,
  sites: ['shopping_admin'],
  intentTemplate: 'What is the email address of the customer who placed order #{{order}}?',
  complexity: 1,
  instances: ({ db }) =>
    adminOrders(db(ADMIN_DB)).map((o) => ({
      vars: { order: o.increment_id },
      startUrl: ADMIN,
      eval: stringMatchEval({ must_include: [o.customer_email] }),
    })),
  *solve(task, first) {
    const { order } = task.instantiation_dict as OrderVars;
    const grid = yield* searchGrid(yield* openMenu(first, 'Sales', 'Orders'), order);
    const page = yield* openRow(grid, [`^${order}`], 'View');
    const [email] = yield* scrollUntil(page, (o) => textAfter(o, 'Email', /@/), 'the customer email');
    yield exit(email);
  },
});

type StatusVars = { status: string };

export const latestOrderOfStatus = defineTemplate<StatusVars>({
  key: 'shopping_admin/latest-order-date-of-status',
  id: 1111,
  sites: ['shopping_admin'],
  intentTemplate: 'Get the date of the most recent {{status}} order',
  complexity: 2,
  testOnly: true,
  counts: { test: 2 },
  instances: ({ db }) => {
    const orders = adminOrders(db(ADMIN_DB));
    return Object.entries(ORDER_STATUS_LABELS).flatMap(([status, label]) => {
      const newest = orders
        .filter((o) => o.status === status)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      return newest
        ? [
            {
              vars: { status: label.toLowerCase() },
              startUrl: ADMIN,
              eval: stringMatchEval({ must_include: [formatMediumDate(newest.created_at)] }),
            },
          ]
        : [];
    });
  },
  *solve(task, first) {
    const { status } = task.instantiation_dict as StatusVars;
    let page = yield* press(yield* openMenu(first, 'Sales', 'Orders'), 'Filters');
    page = yield* choose(
      page,
      'Status',
      status.replace(/^./, (c) => c.toUpperCase()),
    );
    page = yield* press(page, 'Apply Filters');
    // The grid lists the newest orders first.
    const [row] = yield* findGridRow(page, (r) => r['Purchase Date'] !== undefined, 'the first order row');
    yield exit(/^[A-Z][a-z]{2} \d{1,2}, \d{4}/.exec(row['Purchase Date']!)?.[0] ?? '');
  },
});
