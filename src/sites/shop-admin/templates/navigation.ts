// Navigation: filtered grids and reports the agent must bring up (WebArena's "Lookup orders that are
// canceled", "Create a shipping report from … to …"), and a product's edit page.
import { ORDER_STATUS_LABELS } from '../../magento/order-queries.js';
import { exit } from '../../oracle/actions.js';
import { outerTextOf, urlAndProgramHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { formatPickerDate, formatTypedDate } from '../admin-format.js';
import { adminCustomers } from '../queries/admin-customers.js';
import { adminOrders } from '../queries/admin-orders.js';
import { REPORT_PERIODS } from '../queries/admin-reports.js';
import { ADMIN, ADMIN_DB, distinctProducts, inputValueOf, SELECTABLE_STATES } from './admin-data.js';
import { choose, fill, openMenu, openRow, press, searchGrid } from './admin-steps.js';
import { reportRanges } from './report-info.js';

const ACTIVE_FILTERS = outerTextOf('div.admin__data-grid-filters-current');

type CustomerStatusVars = { customer: string; status: string };

export const customerOrdersByStatus = defineTemplate<CustomerStatusVars>({
  key: 'shopping_admin/customer-orders-by-status',
  id: 1120,
  sites: ['shopping_admin'],
  intentTemplate: 'Show me the {{status}} orders of {{customer}}',
  complexity: 2,
  instances: ({ db }) => {
    const seen = new Set<string>();
    return adminOrders(db(ADMIN_DB)).flatMap((o) => {
      const label = ORDER_STATUS_LABELS[o.status]!;
      const key = `${o.billing_name}|${label}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [
        {
          vars: { customer: o.billing_name, status: label.toLowerCase() },
          startUrl: ADMIN,
          eval: urlAndProgramHtmlEval(`${ADMIN}/sales/order/`, {
            url: 'last',
            locator: ACTIVE_FILTERS,
            required_contents: { must_include: [o.billing_name, label] },
          }),
        },
      ];
    });
  },
  *solve(task, first) {
    const { customer, status } = task.instantiation_dict as CustomerStatusVars;
    let page = yield* press(yield* openMenu(first, 'Sales', 'Orders'), 'Filters');
    page = yield* fill(page, 'Bill-to Name', customer);
    page = yield* choose(
      page,
      'Status',
      status.replace(/^./, (c) => c.toUpperCase()),
    );
    yield* press(page, 'Apply Filters');
    yield exit('');
  },
});

type ReportVars = { from: string; to: string; period: string };

export const ordersReport = defineTemplate<ReportVars>({
  key: 'shopping_admin/orders-report',
  id: 1121,
  sites: ['shopping_admin'],
  intentTemplate: 'Create an orders report from {{from}} to {{to}}, shown by {{period}}',
  complexity: 3,
  instances: ({ rng }) =>
    reportRanges().map((range) => {
      const [period, label] = rng.pick(REPORT_PERIODS);
      return {
        vars: {
          from: formatTypedDate(range.from),
          to: formatTypedDate(range.to),
          period: label.toLowerCase(),
        },
        startUrl: ADMIN,
        eval: urlAndProgramHtmlEval(
          `${ADMIN}/reports/report_sales/sales`,
          {
            url: 'last',
            locator: inputValueOf('[id="sales_report_from"]'),
            required_contents: { exact_match: formatPickerDate(range.from) },
          },
          {
            url: 'last',
            locator: inputValueOf('[id="sales_report_to"]'),
            required_contents: { exact_match: formatPickerDate(range.to) },
          },
          {
            url: 'last',
            locator: inputValueOf('[id="sales_report_period_type"]'),
            required_contents: { exact_match: period },
          },
        ),
      };
    }),
  *solve(task, first) {
    const { from, to, period } = task.instantiation_dict as ReportVars;
    let page = yield* openMenu(first, 'Reports', 'Orders');
    page = yield* choose(
      page,
      'Period',
      period.replace(/^./, (c) => c.toUpperCase()),
    );
    page = yield* fill(page, 'From', from);
    page = yield* fill(page, 'To', to);
    yield* press(page, 'Show Report');
    yield exit('');
  },
});

type ShippingVars = { from: string; to: string };

export const shippingReport = defineTemplate<ShippingVars>({
  key: 'shopping_admin/shipping-report',
  id: 1122,
  sites: ['shopping_admin'],
  intentTemplate: 'Create a shipping report from {{from}} to {{to}}',
  complexity: 2,
  testOnly: true,
  counts: { test: 2 },
  instances: () =>
    reportRanges().map((range) => ({
      vars: { from: formatTypedDate(range.from), to: formatTypedDate(range.to) },
      startUrl: ADMIN,
      eval: urlAndProgramHtmlEval(
        `${ADMIN}/reports/report_sales/shipping`,
        {
          url: 'last',
          locator: inputValueOf('[id="sales_report_from"]'),
          required_contents: { exact_match: formatPickerDate(range.from) },
        },
        {
          url: 'last',
          locator: inputValueOf('[id="sales_report_to"]'),
          required_contents: { exact_match: formatPickerDate(range.to) },
        },
      ),
    })),
  *solve(task, first) {
    const { from, to } = task.instantiation_dict as ShippingVars;
    let page = yield* openMenu(first, 'Reports', 'Shipping');
    page = yield* fill(page, 'From', from);
    page = yield* fill(page, 'To', to);
    yield* press(page, 'Show Report');
    yield exit('');
  },
});

type SkuVars = { sku: string };

export const openProductBySku = defineTemplate<SkuVars>({
  key: 'shopping_admin/open-product-by-sku',
  id: 1123,
  sites: ['shopping_admin'],
  intentTemplate: 'Open the edit page of the product with SKU {{sku}}',
  complexity: 1,
  instances: ({ db }) =>
    distinctProducts(db(ADMIN_DB)).map((p) => ({
      vars: { sku: p.sku },
      startUrl: ADMIN,
      eval: urlAndProgramHtmlEval(`${ADMIN}/catalog/product/edit/id/${p.id}/`, {
        url: 'last',
        locator: inputValueOf('[name="product[sku]"]'),
        required_contents: { exact_match: p.sku },
      }),
    })),
  *solve(task, first) {
    const { sku } = task.instantiation_dict as SkuVars;
    const grid = yield* searchGrid(yield* openMenu(first, 'Catalog', 'Products'), sku);
    yield* openRow(grid, [sku], 'Edit');
    yield exit('');
  },
});

type StateVars = { state: string };

export const customersInState = defineTemplate<StateVars>({
  key: 'shopping_admin/customers-in-state',
  id: 1124,
  sites: ['shopping_admin'],
  intentTemplate: 'Show all customers who live in {{state}}',
  complexity: 1,
  instances: ({ db }) =>
    [...new Set(adminCustomers(db(ADMIN_DB)).map((c) => c.region))]
      .filter((state) => SELECTABLE_STATES.includes(state))
      .sort()
      .map((state) => ({
        vars: { state },
        startUrl: ADMIN,
        eval: urlAndProgramHtmlEval(`${ADMIN}/customer/index/`, {
          url: 'last',
          locator: ACTIVE_FILTERS,
          required_contents: { must_include: [state] },
        }),
      })),
  *solve(task, first) {
    const { state } = task.instantiation_dict as StateVars;
    let page = yield* press(yield* openMenu(first, 'Customers', 'All Customers'), 'Filters');
    page = yield* fill(page, 'State/Province', state);
    yield* press(page, 'Apply Filters');
    yield exit('');
  },
});
