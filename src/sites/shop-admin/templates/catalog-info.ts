// Information seeking in the catalogue and its reviews: a product's stock, how many reviews a product
// received, how many reviews mention a term (WebArena's "number of reviews … that mention term"), and,
// for training only, whether a product's stock exceeds a number (yes or no).
import { exit } from '../../oracle/actions.js';
import { OracleError } from '../../oracle/solver.js';
import { scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval, yesOrNoEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { adminReviews } from '../queries/admin-reviews.js';
import { ADMIN, ADMIN_DB, distinctProducts } from './admin-data.js';
import { fillAndSubmit, findGridRow, openMenu, recordCount, searchGrid } from './admin-steps.js';

type ProductVars = { product: string };

export const productStock = defineTemplate<ProductVars>({
  key: 'shopping_admin/product-stock',
  id: 1105,
  sites: ['shopping_admin'],
  intentTemplate: 'How many units of "{{product}}" do we have in stock?',
  complexity: 1,
  instances: ({ db }) =>
    distinctProducts(db(ADMIN_DB)).map((p) => ({
      vars: { product: p.name },
      startUrl: ADMIN,
      eval: stringMatchEval({ must_include: [String(p.qty)] }),
    })),
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    const grid = yield* searchGrid(yield* openMenu(first, 'Catalog', 'Products'), product);
    const [row] = yield* findGridRow(grid, (r) => r.Name === product, `the row of ${product}`);
    yield exit(row.Quantity ?? '');
  },
});

type AboveVars = { product: string; units: number };

/** Round thresholds the yes/no stock question asks about. */
const STOCK_THRESHOLDS = [10, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 300, 350, 400, 500, 600, 750];

export const productStockAbove = defineTemplate<AboveVars>({
  key: 'shopping_admin/product-in-stock-yes-no',
  id: 1146,
  sites: ['shopping_admin'],
  intentTemplate: 'Do we have more than {{units}} units of "{{product}}" in stock? Answer yes or no.',
  complexity: 1,
  counts: { train: 12, test: 0 },
  instances: ({ db, rng }) => {
    const instances: { vars: AboveVars; startUrl: string; eval: ReturnType<typeof stringMatchEval> }[] = [];
    for (const p of rng.shuffle(distinctProducts(db(ADMIN_DB)))) {
      // Yes and no equally often: the answer alternates, and a product without a threshold that
      // gives it is skipped. Thresholds stay at least 10 units and a fifth of the stock away.
      const yes = instances.length % 2 === 0;
      const margin = Math.max(10, Math.ceil(p.qty / 5));
      const fits = STOCK_THRESHOLDS.filter((n) => (yes ? n <= p.qty - margin : n >= p.qty + margin));
      if (fits.length === 0) continue;
      instances.push({
        vars: { product: p.name, units: rng.pick(fits) },
        startUrl: ADMIN,
        eval: yesOrNoEval(yes),
      });
    }
    return instances;
  },
  *solve(task, first) {
    const { product, units } = task.instantiation_dict as AboveVars;
    const grid = yield* searchGrid(yield* openMenu(first, 'Catalog', 'Products'), product);
    const [row] = yield* findGridRow(grid, (r) => r.Name === product, `the row of ${product}`);
    const quantity = (row.Quantity ?? '').replaceAll(',', '');
    if (!/^\d+(\.\d+)?$/.test(quantity)) throw new OracleError(`"${row.Quantity}" is not a quantity`);
    yield exit(Number(quantity) > Number(units) ? 'yes' : 'no');
  },
});

export const productReviewCount = defineTemplate<ProductVars>({
  key: 'shopping_admin/product-review-count',
  id: 1107,
  sites: ['shopping_admin'],
  intentTemplate: 'How many reviews has our store received for "{{product}}", whatever their status?',
  complexity: 1,
  instances: ({ db }) => {
    const reviews = adminReviews(db(ADMIN_DB));
    return distinctProducts(db(ADMIN_DB)).flatMap((p) => {
      const count = reviews.filter((r) => r.product_id === p.id).length;
      return count === 0
        ? []
        : [
            {
              vars: { product: p.name },
              startUrl: ADMIN,
              eval: stringMatchEval({ must_include: [String(count)] }),
            },
          ];
    });
  },
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    const grid = yield* fillAndSubmit(yield* openMenu(first, 'Marketing', 'All Reviews'), 'Product', product);
    const [count] = yield* scrollUntil(grid, recordCount, 'the record count');
    yield exit(count);
  },
});

type TermVars = { term: string };

/** Words of at least five letters that reviews use, as candidate search terms. */
function reviewWords(details: readonly string[]): string[] {
  const words = new Set<string>();
  for (const detail of details)
    for (const word of detail.toLowerCase().match(/[a-z]{5,}/g) ?? []) words.add(word);
  return [...words].sort();
}

export const reviewsMentioning = defineTemplate<TermVars>({
  key: 'shopping_admin/reviews-mentioning-term',
  id: 1108,
  sites: ['shopping_admin'],
  intentTemplate: 'Tell me the number of reviews that our store received by far that mention term "{{term}}"',
  complexity: 1,
  testOnly: true,
  counts: { test: 3 },
  instances: ({ db, rng }) => {
    const details = adminReviews(db(ADMIN_DB)).map((r) => r.detail.toLowerCase());
    // The review grid's Review filter matches text anywhere in a review, as the count here does.
    const counted = reviewWords(details)
      .map((term) => ({ term, count: details.filter((d) => d.includes(term)).length }))
      .filter((t) => t.count >= 2 && t.count <= 40);
    return rng.sample(counted, 40).map(({ term, count }) => ({
      vars: { term },
      startUrl: ADMIN,
      eval: stringMatchEval({ must_include: [String(count)] }),
    }));
  },
  *solve(task, first) {
    const { term } = task.instantiation_dict as TermVars;
    const grid = yield* fillAndSubmit(yield* openMenu(first, 'Marketing', 'All Reviews'), 'Review', term);
    const [count] = yield* scrollUntil(grid, recordCount, 'the record count');
    yield exit(count);
  },
});
