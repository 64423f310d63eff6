// Browsing a category through the hover menu: read its cheapest price, sort it, filter it by price,
// brand or rating, open its most expensive product — WebArena's "Show me products under $30 in men
// shoes" and "List products from living room furniture category by descending price" intents.
import type { TaskConfig } from '../../../core/index.js';
import type { SiteDb } from '../../data/site-db.js';
import { formatMoney } from '../../magento/store-format.js';
import { exit } from '../../oracle/actions.js';
import { oracleFact } from '../../oracle/solver.js';
import { clickElement, scrollUntil } from '../../oracle/steps.js';
import { stringMatchEval, urlMatchEval } from '../../tasks/eval-specs.js';
import { defineTemplate, type TaskInstance } from '../../tasks/task-template.js';
import {
  cached,
  categoryListing,
  productsUnder,
  SHOP,
  SHOP_DB,
  type ShopCategory,
  shopCategories,
  shopProducts,
} from './shop-data.js';
import { firstText, openCategory, PRICE, productLinks, sortListing } from './shop-steps.js';

type CategoryVars = { category: string };

/** Categories with products whose name is unique (so the intent names one category). */
function namedCategories(db: SiteDb): ShopCategory[] {
  return cached(db, 'named-categories', () => {
    const all = shopCategories(db);
    const products = shopProducts(db);
    return all.filter(
      (c) => productsUnder(products, c).length > 0 && all.filter((o) => o.name === c.name).length === 1,
    );
  });
}

/** The products a category page lists, sorted by price as the page sorts them (ties by position). */
function byPrice(
  db: SiteDb,
  category: ShopCategory,
  dir: 'asc' | 'desc',
  filters: { minRating?: number } = {},
) {
  return categoryListing(db, category, 'price', dir, filters).items;
}

/** An instance about a category; the oracle learns the menu path to hover through. */
function categoryInstance<V extends CategoryVars>(
  category: ShopCategory,
  vars: V,
  evalSpec: TaskInstance['eval'],
) {
  return { vars, startUrl: SHOP, eval: evalSpec, oracle: { menuPath: category.path.join(' > ') } };
}

function menuPath(task: TaskConfig): string[] {
  return oracleFact(task, 'menuPath').split(' > ');
}

function categoryUrl(category: ShopCategory, query = ''): string {
  return `${SHOP}/${category.url_path}.html${query}`;
}

export const cheapestInCategory = defineTemplate<CategoryVars>({
  key: 'shopping/category-cheapest-price',
  id: 1008,
  sites: ['shopping'],
  intentTemplate: 'What is the price of the cheapest product in the "{{category}}" category?',
  complexity: 2,
  instances: ({ db }) =>
    namedCategories(db(SHOP_DB)).map((c) =>
      categoryInstance(
        c,
        { category: c.name },
        stringMatchEval({
          must_include: [formatMoney(byPrice(db(SHOP_DB), c, 'asc')[0]!.price_cents).slice(1)],
        }),
      ),
    ),
  *solve(task, first) {
    const listing = yield* openCategory(first, menuPath(task));
    const sorted = yield* sortListing(listing, 'Price', 'asc');
    const [price] = yield* scrollUntil(sorted, (o) => firstText(o, PRICE), 'the first price');
    yield exit(price);
  },
});

const DIRECTIONS = { 'low to high': 'asc', 'high to low': 'desc' } as const;
type SortVars = CategoryVars & { direction: keyof typeof DIRECTIONS };

export const categoryByPrice = defineTemplate<SortVars>({
  key: 'shopping/category-sorted-by-price',
  id: 1009,
  sites: ['shopping'],
  intentTemplate: 'Show me the "{{category}}" products sorted by price from {{direction}}.',
  complexity: 2,
  instances: ({ db }) =>
    namedCategories(db(SHOP_DB)).flatMap((c) =>
      (Object.keys(DIRECTIONS) as SortVars['direction'][]).map((direction) =>
        categoryInstance(
          c,
          { category: c.name, direction },
          urlMatchEval(
            categoryUrl(
              c,
              `?product_list_order=price${DIRECTIONS[direction] === 'desc' ? '&product_list_dir=desc' : ''}`,
            ),
          ),
        ),
      ),
    ),
  *solve(task, first) {
    const { direction } = task.instantiation_dict as SortVars;
    const listing = yield* openCategory(first, menuPath(task));
    yield* sortListing(listing, 'Price', DIRECTIONS[direction]);
    yield exit('');
  },
});

type RangeVars = CategoryVars & { from: number; to: number };

export const categoryPriceRange = defineTemplate<RangeVars>({
  key: 'shopping/category-price-range',
  id: 1011,
  sites: ['shopping'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: "${{from}}" is a dollar sign before a WebArena slot.
  intentTemplate: 'Show me products in the "{{category}}" category priced between ${{from}} and ${{to}}.',
  complexity: 2,
  instances: ({ db }) =>
    namedCategories(db(SHOP_DB)).flatMap((c) =>
      categoryListing(db(SHOP_DB), c, 'position', 'asc')
        .facets.prices.filter((b) => b.to !== null)
        .map((b) =>
          categoryInstance(
            c,
            { category: c.name, from: b.from, to: b.to! },
            urlMatchEval(categoryUrl(c, `?price=${b.from}-${b.to}`)),
          ),
        ),
    ),
  *solve(task, first) {
    const { from, to } = task.instantiation_dict as RangeVars;
    const listing = yield* openCategory(first, menuPath(task));
    // The layered navigation labels the range "$20.00 - $29.99".
    yield* clickElement(listing, {
      role: 'link',
      text: `${formatMoney(from * 100)} - ${formatMoney(to * 100 - 1)}`,
    });
    yield exit('');
  },
});

type BrandVars = CategoryVars & { brand: string };

export const categoryBrand = defineTemplate<BrandVars>({
  key: 'shopping/category-brand-filter',
  id: 1014,
  sites: ['shopping'],
  intentTemplate: 'Show me the {{brand}} products in the "{{category}}" category.',
  complexity: 2,
  instances: ({ db }) =>
    namedCategories(db(SHOP_DB)).flatMap((c) =>
      [...new Set(productsUnder(shopProducts(db(SHOP_DB)), c).map((p) => p.brand))]
        .sort()
        .map((brand) =>
          categoryInstance(
            c,
            { category: c.name, brand },
            urlMatchEval(categoryUrl(c, `?${new URLSearchParams({ brand })}`)),
          ),
        ),
    ),
  *solve(task, first) {
    const { brand } = task.instantiation_dict as BrandVars;
    const listing = yield* openCategory(first, menuPath(task));
    yield* clickElement(listing, { role: 'link', text: brand, where: (e) => /\(\d+\)/.test(e.context) });
    yield exit('');
  },
});

export const mostExpensiveProduct = defineTemplate<CategoryVars>({
  key: 'shopping/category-most-expensive',
  id: 1012,
  sites: ['shopping'],
  intentTemplate: 'Show me the most expensive product in the "{{category}}" category.',
  complexity: 2,
  instances: ({ db }) =>
    namedCategories(db(SHOP_DB)).map((c) =>
      categoryInstance(
        c,
        { category: c.name },
        urlMatchEval(`${SHOP}/${byPrice(db(SHOP_DB), c, 'desc')[0]!.url_key}.html`),
      ),
    ),
  *solve(task, first) {
    const listing = yield* openCategory(first, menuPath(task));
    const sorted = yield* sortListing(listing, 'Price', 'desc');
    const [top] = yield* scrollUntil(sorted, (o) => productLinks(o)[0], 'the first product');
    yield* clickElement(sorted, { role: 'link', text: top.text, attributes: { title: top.text } });
    yield exit('');
  },
});

type RatedVars = CategoryVars & { stars: number };

export const cheapestWellRated = defineTemplate<RatedVars>({
  key: 'shopping/category-cheapest-rated',
  id: 1032,
  sites: ['shopping'],
  intentTemplate:
    'What is the price of the cheapest product rated {{stars}} stars and up in the "{{category}}" category?',
  complexity: 3,
  testOnly: true,
  instances: ({ db }) =>
    namedCategories(db(SHOP_DB)).flatMap((c) =>
      [4, 3].flatMap((stars) => {
        const cheapest = byPrice(db(SHOP_DB), c, 'asc', { minRating: stars })[0];
        return cheapest
          ? [
              categoryInstance(
                c,
                { category: c.name, stars },
                stringMatchEval({ must_include: [formatMoney(cheapest.price_cents).slice(1)] }),
              ),
            ]
          : [];
      }),
    ),
  *solve(task, first) {
    const { stars } = task.instantiation_dict as RatedVars;
    const listing = yield* openCategory(first, menuPath(task));
    const filtered = yield* clickElement(listing, { role: 'link', text: `${stars} stars & up` });
    const sorted = yield* sortListing(filtered, 'Price', 'asc');
    const [price] = yield* scrollUntil(sorted, (o) => firstText(o, PRICE), 'the first price');
    yield exit(price);
  },
});
