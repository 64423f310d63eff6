// State changes on orders, checked on the order page as WebArena does (`#order_status` after "Cancel
// order 302"): cancel, hold, add a comment that notifies the customer, change the address.
import type { Observation } from '../../../core/index.js';
import { ADDRESSES } from '../../magento/people.js';
import { click, exit, typeInto } from '../../oracle/actions.js';
import type { SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollToElement } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { type AdminOrderRow, adminOrders } from '../queries/admin-orders.js';
import { ADMIN, ADMIN_DB, SELECTABLE_STATES } from './admin-data.js';
import { choose, fill, openMenu, openRow, press, searchGrid } from './admin-steps.js';

/** Sales > Orders, search the order number, open the order. */
export function* openOrder(first: Observation, search: string, incrementId: string): SolverStep<Observation> {
  const grid = yield* searchGrid(yield* openMenu(first, 'Sales', 'Orders'), search);
  return yield* openRow(grid, [`^${incrementId}`], 'View');
}

const orderPage = (o: AdminOrderRow) => `${ADMIN}/sales/order/view/order_id/${o.id}/`;
const openOrders = (db: Parameters<typeof adminOrders>[0]) =>
  adminOrders(db).filter((o) => o.status === 'pending' || o.status === 'processing');

type NumberVars = { number: number };

export const cancelOrder = defineTemplate<NumberVars>({
  key: 'shopping_admin/cancel-order',
  id: 1136,
  sites: ['shopping_admin'],
  intentTemplate: 'Cancel order {{number}}',
  complexity: 1,
  instances: ({ db }) =>
    openOrders(db(ADMIN_DB)).map((o) => ({
      vars: { number: Number(o.increment_id) },
      startUrl: ADMIN,
      eval: programHtmlEval({
        url: orderPage(o),
        locator: outerTextOf('#order_status'),
        required_contents: { exact_match: 'Canceled' },
      }),
    })),
  *solve(task, first) {
    const { number } = task.instantiation_dict as NumberVars;
    const order = String(number).padStart(9, '0');
    const page = yield* openOrder(first, String(number), order);
    const confirm = yield* press(page, 'Cancel');
    yield* clickElement(confirm, { role: 'button', text: 'OK' });
    yield exit('');
  },
});

type OrderVars = { order: string };

export const holdOrder = defineTemplate<OrderVars>({
  key: 'shopping_admin/hold-order',
  id: 1137,
  sites: ['shopping_admin'],
  intentTemplate: 'Put order #{{order}} on hold',
  complexity: 1,
  instances: ({ db }) =>
    openOrders(db(ADMIN_DB)).map((o) => ({
      vars: { order: o.increment_id },
      startUrl: ADMIN,
      eval: programHtmlEval({
        url: orderPage(o),
        locator: outerTextOf('#order_status'),
        required_contents: { exact_match: 'On Hold' },
      }),
    })),
  *solve(task, first) {
    const { order } = task.instantiation_dict as OrderVars;
    yield* press(yield* openOrder(first, order, order), 'Hold');
    yield exit('');
  },
});

const COMMENTS = [
  'Your order has been packed and will ship tomorrow.',
  'We are waiting for the payment to clear.',
  'One item is back-ordered; expect a delay of five days.',
  'The order is ready to be shipped soon!',
  'We called the customer to confirm the delivery address.',
  'Gift wrapping was added at no extra cost.',
  'The customer asked us to leave the parcel at the front desk.',
  'A replacement item was sent for the damaged one.',
];

type CommentVars = { order: string; comment: string };

export const commentOnOrder = defineTemplate<CommentVars>({
  key: 'shopping_admin/comment-on-order',
  id: 1138,
  sites: ['shopping_admin'],
  intentTemplate: 'Add the comment "{{comment}}" to order #{{order}} and notify the customer by email',
  complexity: 3,
  instances: ({ db, rng }) =>
    rng.sample(adminOrders(db(ADMIN_DB)), 60).map((o) => {
      const comment = rng.pick(COMMENTS);
      return {
        vars: { order: o.increment_id, comment },
        startUrl: ADMIN,
        eval: programHtmlEval({
          url: orderPage(o),
          locator: outerTextOf('#order_history_block .note-list-item'),
          required_contents: { must_include: [comment, 'Customer Notified'] },
        }),
      };
    }),
  *solve(task, first) {
    const { order, comment } = task.instantiation_dict as CommentVars;
    const page = yield* openOrder(first, order, order);
    const [box] = yield* scrollToElement(page, { role: 'textbox', context: /^Comment/ });
    const typed = yield typeInto(box, comment);
    const [notify] = yield* scrollToElement(typed, {
      role: 'checkbox',
      context: /^Notify Customer by Email/,
    });
    yield* press(yield click(notify), 'Submit Comment');
    yield exit('');
  },
});

const STREETS = [
  '456 Oak Avenue',
  '12 Harbor Lane',
  '890 Pine Street',
  '77 Elm Court',
  '1501 Maple Drive',
  '3 Willow Way',
  '240 Cedar Road',
  '68 Birch Boulevard',
];

type AddressVars = { order: string; street: string; city: string; state: string; zip: string };

export const changeOrderAddress = defineTemplate<AddressVars>({
  key: 'shopping_admin/change-order-address',
  id: 1139,
  sites: ['shopping_admin'],
  intentTemplate: 'Modify the address of order #{{order}} to {{street}}, {{city}}, {{state}}, {{zip}}',
  complexity: 4,
  instances: ({ db, rng }) => {
    const places = ADDRESSES.filter(([, , state]) => SELECTABLE_STATES.includes(state));
    return rng.sample(adminOrders(db(ADMIN_DB)), 40).flatMap((o) => {
      const [, city, state, zip] = rng.pick(places.filter(([, c]) => !o.address.includes(c)));
      const street = rng.pick(STREETS);
      return [
        {
          vars: { order: o.increment_id, street, city, state, zip },
          startUrl: ADMIN,
          eval: programHtmlEval({
            url: orderPage(o),
            locator: outerTextOf('.order-shipping-address address'),
            required_contents: { must_include: [street, city, state, zip] },
          }),
        },
      ];
    });
  },
  *solve(task, first) {
    const { order, street, city, state, zip } = task.instantiation_dict as AddressVars;
    const page = yield* openOrder(first, order, order);
    let form = yield* clickElement(page, { role: 'link', attributes: { title: 'Edit Shipping Address' } });
    form = yield* fill(form, 'Street Address', street);
    form = yield* fill(form, 'City', city);
    form = yield* choose(form, 'State/Province', state);
    form = yield* fill(form, 'Zip/Postal Code', zip);
    yield* press(form, 'Save Order Address');
    yield exit('');
  },
});
