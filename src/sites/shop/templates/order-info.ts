// Questions about Emma's past orders (total, date, status, an item's SKU) and opening an order,
// answered from My Orders and the order page, like WebArena's "Check order number 154 …" intents.
import type { Observation } from '../../../core/index.js';
import { ORDER_STATUS_LABELS } from '../../magento/order-queries.js';
import { formatLongDate, formatMoney, formatShortDate } from '../../magento/store-format.js';
import { click, exit } from '../../oracle/actions.js';
import { OracleError, type SolverStep } from '../../oracle/solver.js';
import { scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval, urlMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { emmaOrders, orderNumber, SHOP, SHOP_DB } from './shop-data.js';
import { findOrderControl, openMyOrders, PRICE, textAfter } from './shop-steps.js';

type OrderVars = { order: number };

/** From the start page to an order's page. */
function* openOrder(first: Observation, order: number): SolverStep<Observation> {
  const orders = yield* openMyOrders(first);
  const [view] = yield* findOrderControl(
    orders,
    (context) => context.includes(String(order).padStart(9, '0')),
    'View Order',
  );
  return yield click(view);
}

function* grandTotal(page: Observation): SolverStep<string> {
  const [total] = yield* scrollUntil(page, (o) => textAfter(o, 'Grand Total', PRICE), 'the grand total');
  return total;
}

export const orderTotal = defineTemplate<OrderVars>({
  key: 'shopping/order-total',
  id: 1005,
  sites: ['shopping'],
  intentTemplate: 'Check my order number {{order}} and tell me its grand total.',
  complexity: 1,
  instances: ({ db }) =>
    emmaOrders(db(SHOP_DB)).map((o) => ({
      vars: { order: orderNumber(o) },
      startUrl: SHOP,
      eval: stringMatchEval({ must_include: [formatMoney(o.grand_total_cents).slice(1)] }),
    })),
  *solve(task, first) {
    const page = yield* openOrder(first, (task.instantiation_dict as OrderVars).order);
    yield exit(yield* grandTotal(page));
  },
});

export const orderDate = defineTemplate<OrderVars>({
  key: 'shopping/order-date',
  id: 1006,
  sites: ['shopping'],
  intentTemplate: 'On what date did I place order number {{order}}?',
  complexity: 1,
  instances: ({ db }) =>
    emmaOrders(db(SHOP_DB)).map((o) => ({
      vars: { order: orderNumber(o) },
      startUrl: SHOP,
      eval: stringMatchEval({
        must_include: [`${formatShortDate(o.created_at)} |OR| ${formatLongDate(o.created_at)}`],
      }),
    })),
  *solve(task, first) {
    const page = yield* openOrder(first, (task.instantiation_dict as OrderVars).order);
    const [date] = yield* scrollUntil(page, (o) => textAfter(o, 'Order Date:'), 'the order date');
    yield exit(date);
  },
});

const STATUS_LABELS = new Set(Object.values(ORDER_STATUS_LABELS));

export const orderStatus = defineTemplate<OrderVars>({
  key: 'shopping/order-status',
  id: 1007,
  sites: ['shopping'],
  intentTemplate: 'What is the status of my order number {{order}}?',
  complexity: 1,
  instances: ({ db }) =>
    emmaOrders(db(SHOP_DB)).map((o) => ({
      vars: { order: orderNumber(o) },
      startUrl: SHOP,
      eval: stringMatchEval({ must_include: [ORDER_STATUS_LABELS[o.status]!] }),
    })),
  *solve(task, first) {
    const page = yield* openOrder(first, (task.instantiation_dict as OrderVars).order);
    const [status] = yield* scrollUntil(
      page,
      (o) => o.texts.map((t) => t.text).find((t) => STATUS_LABELS.has(t)),
      'the order status',
    );
    yield exit(status);
  },
});

export const openOrderPage = defineTemplate<OrderVars>({
  key: 'shopping/open-order',
  id: 1013,
  sites: ['shopping'],
  intentTemplate: 'Find my order number {{order}} and show me its details.',
  complexity: 1,
  instances: ({ db }) =>
    emmaOrders(db(SHOP_DB)).map((o) => ({
      vars: { order: orderNumber(o) },
      startUrl: SHOP,
      eval: urlMatchEval(`${SHOP}/sales/order/view/order_id/${o.id}/`),
    })),
  *solve(task, first) {
    yield* openOrder(first, (task.instantiation_dict as OrderVars).order);
    yield exit('');
  },
});

type StatusVars = { status: string };

export const latestOrderByStatus = defineTemplate<StatusVars>({
  key: 'shopping/latest-order-total-by-status',
  id: 1026,
  sites: ['shopping'],
  intentTemplate: 'What was the grand total of my most recent {{status}} order?',
  complexity: 2,
  instances: ({ db }) => {
    const orders = emmaOrders(db(SHOP_DB));
    const statuses = [...new Set(orders.map((o) => o.status))];
    return statuses.map((status) => {
      const latest = orders.find((o) => o.status === status)!;
      return {
        vars: { status: ORDER_STATUS_LABELS[status]!.toLowerCase() },
        startUrl: SHOP,
        eval: stringMatchEval({ must_include: [formatMoney(latest.grand_total_cents).slice(1)] }),
      };
    });
  },
  *solve(task, first) {
    const { status } = task.instantiation_dict as StatusVars;
    const orders = yield* openMyOrders(first);
    // My Orders lists the newest first: the first row with the status is the most recent one.
    const label = new RegExp(`\\b${status}\\b`, 'i');
    const [view] = yield* findOrderControl(orders, (context) => label.test(context), 'View Order');
    yield exit(yield* grandTotal(yield click(view)));
  },
});

type SkuVars = { product: string; order: number };

export const orderItemSku = defineTemplate<SkuVars>({
  key: 'shopping/order-item-sku',
  id: 1031,
  sites: ['shopping'],
  intentTemplate: 'What is the SKU of the "{{product}}" I bought in order number {{order}}?',
  complexity: 2,
  testOnly: true,
  instances: ({ db }) =>
    emmaOrders(db(SHOP_DB)).flatMap((o) =>
      o.items.map((i) => ({
        vars: { product: i.name, order: orderNumber(o) },
        startUrl: SHOP,
        eval: stringMatchEval({ must_include: [i.sku] }),
      })),
    ),
  *solve(task, first) {
    const { product, order } = task.instantiation_dict as SkuVars;
    const page = yield* openOrder(first, order);
    const [sku] = yield* scrollUntil(
      page,
      (o) => textAfter(o, product, /^B0[0-9A-Z]{8}$/),
      `the SKU of ${product}`,
    );
    if (!sku) throw new OracleError(`no SKU after "${product}"`);
    yield exit(sku);
  },
});
