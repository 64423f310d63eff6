// Information seeking in the catalogue and its reviews: a product's stock, how many reviews a product
// received, how many reviews mention a term (WebArena's "number of reviews … that mention term").
import { exit } from '../../oracle/actions.js';
import { scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval } from '../../tasks/eval-specs.js';
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
