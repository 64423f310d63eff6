// The shop admin's oracles, one task of each kind, run through real episodes in Chromium and scored
// by the evaluators (the full sets: `webrl tasks verify builtin:test:shopping_admin`). This lives in
// pipeline/ because sites/ may not import the browser, env or eval folders.
import { shopAdminSite } from '../sites/index.js';
import { describeOracleEpisodes } from './oracle-episodes.test-support.js';

/** One test task of each kind: a grid lookup, a report, a filtered grid, and edits of a product, an order, a review and a customer. */
const TEMPLATES = [
  'shopping_admin/product-stock',
  'shopping_admin/bestseller-at-rank',
  'shopping_admin/customer-orders-by-status',
  'shopping_admin/set-product-price',
  'shopping_admin/cancel-order',
  'shopping_admin/set-review-status',
  'shopping_admin/change-customer-address',
];

describeOracleEpisodes({
  title: 'the shop admin’s oracles',
  sites: [shopAdminSite],
  oracleSite: shopAdminSite,
  templates: TEMPLATES,
  taskSet: 'builtin:test:shopping_admin',
  timeoutMs: 300_000,
});
