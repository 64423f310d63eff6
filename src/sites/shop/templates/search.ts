// Searching the store, like WebArena's 'Search for "switch accessories"' and 'Show me the "chairs"
// listings by ascending price' intents: the query goes to the header's search box.
import { exit } from '../../oracle/actions.js';
import { urlMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { SHOP, SHOP_DB, shopProducts } from './shop-data.js';
import { searchStore, sortListing } from './shop-steps.js';

type QueryVars = { query: string };

/** Queries people type: popular search terms and the catalogue's product kinds. */
function queries(db: Parameters<typeof shopProducts>[0]): string[] {
  const terms = db.all<{ query: string }>('SELECT query FROM search_terms ORDER BY id').map((r) => r.query);
  // The product kind: the last two words before the first ", ", " with " or " for " of a name.
  const kinds = shopProducts(db).map((p) =>
    p.name
      .split(/,| with | for /)[0]!
      .split(' ')
      .slice(-2)
      .join(' ')
      .toLowerCase(),
  );
  return [...new Set([...terms, ...kinds])].filter((q) => /^[a-z0-9' -]{4,}$/.test(q));
}

function searchUrl(query: string, extra = ''): string {
  return `${SHOP}/catalogsearch/result/?${new URLSearchParams({ q: query })}${extra}`;
}

export const searchFor = defineTemplate<QueryVars>({
  key: 'shopping/search',
  id: 1010,
  sites: ['shopping'],
  intentTemplate: 'Search for "{{query}}".',
  complexity: 1,
  instances: ({ db }) =>
    queries(db(SHOP_DB)).map((query) => ({
      vars: { query },
      startUrl: SHOP,
      eval: urlMatchEval(searchUrl(query)),
    })),
  *solve(task, first) {
    yield* searchStore(first, (task.instantiation_dict as QueryVars).query);
    yield exit('');
  },
});

export const searchByPriceDescending = defineTemplate<QueryVars>({
  key: 'shopping/search-sorted-by-price',
  id: 1033,
  sites: ['shopping'],
  intentTemplate: 'Search for "{{query}}" and sort the results by price from high to low.',
  complexity: 2,
  testOnly: true,
  instances: ({ db }) =>
    queries(db(SHOP_DB)).map((query) => ({
      vars: { query },
      startUrl: SHOP,
      eval: urlMatchEval(searchUrl(query, '&product_list_order=price&product_list_dir=desc')),
    })),
  *solve(task, first) {
    const results = yield* searchStore(first, (task.instantiation_dict as QueryVars).query);
    yield* sortListing(results, 'Price', 'desc');
    yield exit('');
  },
});
