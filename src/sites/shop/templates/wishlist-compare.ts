// The wish list and the comparison list: add a product to the wish list, remove one from it, and
// add the n-th product of a sorted category to the comparison list ("Arrange beddings from highest
// to lowest and include the 9th item for comparison" in WebArena's training intents).
import { exit } from '../../oracle/actions.js';
import { OracleError, oracleFact } from '../../oracle/solver.js';
import { clickElement, scrollFind } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { categoryListing, productsUnder, SHOP, SHOP_DB, shopCategories, shopProducts } from './shop-data.js';
import { openCategory, openProduct, productLinks, sortListing } from './shop-steps.js';

const WISHLIST = `${SHOP}/wishlist/`;
const WISHLIST_GRID = outerTextOf('.products-grid.wishlist');

function wishlistIds(db: Parameters<typeof shopProducts>[0]): Set<number> {
  return new Set(
    db
      .all<{ product_id: number }>('SELECT product_id FROM wishlist_items WHERE customer_id = 1')
      .map((r) => r.product_id),
  );
}

type ProductVars = { product: string };

export const addToWishlist = defineTemplate<ProductVars>({
  key: 'shopping/add-to-wishlist',
  id: 1017,
  sites: ['shopping'],
  intentTemplate: 'Add "{{product}}" to my wish list.',
  complexity: 1,
  instances: ({ db }) => {
    const wished = wishlistIds(db(SHOP_DB));
    return shopProducts(db(SHOP_DB))
      .filter((p) => !wished.has(p.id))
      .map((p) => ({
        vars: { product: p.name },
        startUrl: SHOP,
        eval: programHtmlEval({
          url: WISHLIST,
          locator: WISHLIST_GRID,
          required_contents: { must_include: [p.name] },
        }),
      }));
  },
  *solve(task, first) {
    const page = yield* openProduct(first, (task.instantiation_dict as ProductVars).product);
    yield* clickElement(page, { role: 'button', attributes: { title: 'Add to Wish List' } });
    yield exit('');
  },
});

export const removeFromWishlist = defineTemplate<ProductVars>({
  key: 'shopping/remove-from-wishlist',
  id: 1030,
  sites: ['shopping'],
  intentTemplate: 'Remove "{{product}}" from my wish list.',
  complexity: 1,
  testOnly: true,
  instances: ({ db }) => {
    const wished = wishlistIds(db(SHOP_DB));
    const products = shopProducts(db(SHOP_DB)).filter((p) => wished.has(p.id));
    return products.map((p) => ({
      vars: { product: p.name },
      startUrl: SHOP,
      eval: programHtmlEval(
        { url: WISHLIST, locator: WISHLIST_GRID, required_contents: { must_exclude: [p.name] } },
        ...products
          .filter((other) => other !== p)
          .map((other) => ({
            url: WISHLIST,
            locator: WISHLIST_GRID,
            required_contents: { must_include: [other.name] },
          })),
      ),
    }));
  },
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    const wishlist = yield* clickElement(first, { role: 'link', text: 'My Wish List' });
    yield* clickElement(wishlist, {
      role: 'button',
      text: 'Remove item',
      where: (e) => e.context.includes(product),
    });
    yield exit('');
  },
});

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const DIRECTIONS = { 'low to high': 'asc', 'high to low': 'desc' } as const;
type CompareVars = { category: string; direction: keyof typeof DIRECTIONS; ordinal: string };

export const compareNth = defineTemplate<CompareVars>({
  key: 'shopping/compare-nth-by-price',
  id: 1023,
  sites: ['shopping'],
  intentTemplate:
    'Sort the "{{category}}" products by price from {{direction}} and add the {{ordinal}} one to the comparison list.',
  complexity: 3,
  instances: ({ db, rng }) => {
    const products = shopProducts(db(SHOP_DB));
    return shopCategories(db(SHOP_DB))
      .filter(
        (c, _, all) =>
          all.filter((o) => o.name === c.name).length === 1 && productsUnder(products, c).length >= 8,
      )
      .flatMap((c) =>
        (Object.keys(DIRECTIONS) as CompareVars['direction'][]).map((direction) => {
          const n = rng.int(1, 8);
          const item = categoryListing(db(SHOP_DB), c, 'price', DIRECTIONS[direction]).items[n - 1]!;
          return {
            vars: { category: c.name, direction, ordinal: ORDINALS[n - 1]! },
            startUrl: SHOP,
            eval: programHtmlEval({
              url: `${SHOP}/catalog/product_compare/`,
              locator: outerTextOf('#product-comparison'),
              required_contents: { must_include: [item.name] },
            }),
            oracle: { menuPath: c.path.join(' > ') },
          };
        }),
      );
  },
  *solve(task, first) {
    const { direction, ordinal } = task.instantiation_dict as CompareVars;
    const n = ORDINALS.indexOf(ordinal) + 1;
    const listing = yield* openCategory(first, oracleFact(task, 'menuPath').split(' > '));
    const sorted = yield* sortListing(listing, 'Price', DIRECTIONS[direction]);
    // Read the product names in page order while scrolling until the n-th one shows.
    const seen: string[] = [];
    const [name, page] = yield* scrollFind(
      sorted,
      (o) => {
        for (const link of productLinks(o)) if (!seen.includes(link.text)) seen.push(link.text);
        return seen[n - 1];
      },
      { downOnly: true },
    );
    if (!name) throw new OracleError(`the listing shows fewer than ${n} products`);
    yield* clickElement(page, {
      role: 'button',
      attributes: { title: 'Add to Compare' },
      where: (e) => e.context.includes(name),
    });
    yield exit('');
  },
});
