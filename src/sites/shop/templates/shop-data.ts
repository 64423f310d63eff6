// What the shop's templates draw instances from: products as the storefront shows them, leaf
// categories with their menu path, Emma's orders. Read from the pristine database.
import type { SiteDb } from '../../data/site-db.js';
import {
  allCategories,
  type CategoryRow,
  categorySubtree,
  enabledProducts,
  type ProductRow,
} from '../../magento/catalog-queries.js';
import { DEFAULT_CUSTOMER } from '../../magento/generate-people.js';
import { type OrderRow, orderItems } from '../../magento/order-queries.js';
import { REGIONS } from '../../magento/people.js';
import { catalogSnapshot, type Listing, listProducts } from '../../magento/product-listing.js';
import { optionSelectedBy } from '../../tasks/eval-specs.js';

/**
 * Memoizes a computation over a pristine database. Templates read the same products and categories
 * many times while instantiating; the pristine file never changes, so each is computed once.
 */
const memo = new WeakMap<SiteDb, Map<string, unknown>>();
export function cached<T>(db: SiteDb, key: string, compute: () => T): T {
  let entries = memo.get(db);
  if (!entries) {
    entries = new Map();
    memo.set(db, entries);
  }
  if (!entries.has(key)) entries.set(key, compute());
  return entries.get(key) as T;
}

/** The shop's database name (`magentoDatabase.name`). */
export const SHOP_DB = 'magento';

/** The placeholder of the shop's base URL in task files. */
export const SHOP = '__SHOPPING__';

/** A product with its options and where it sits in the menu. */
export interface ShopProduct extends ProductRow {
  colors: string[];
  sizes: string[];
  /** Category names from the top level to the product's leaf. */
  categoryPath: string[];
}

/** A category with its names from the top. */
export interface ShopCategory extends CategoryRow {
  path: string[];
  isLeaf: boolean;
}

export function shopCategories(db: SiteDb): ShopCategory[] {
  return cached(db, 'categories', () => loadCategories(db));
}

function loadCategories(db: SiteDb): ShopCategory[] {
  const categories = allCategories(db);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories.map((c) => {
    const path: string[] = [];
    for (
      let cur: CategoryRow | undefined = c;
      cur;
      cur = cur.parent_id === null ? undefined : byId.get(cur.parent_id)
    ) {
      path.unshift(cur.name);
    }
    return { ...c, path, isLeaf: !categories.some((x) => x.parent_id === c.id) };
  });
}

/** Every product the storefront shows, in id order. */
export function shopProducts(db: SiteDb): ShopProduct[] {
  return cached(db, 'products', () => loadProducts(db));
}

function loadProducts(db: SiteDb): ShopProduct[] {
  const categories = new Map(shopCategories(db).map((c) => [c.id, c]));
  const options = db.all<{ product_id: number; kind: string; value: string }>(
    'SELECT product_id, kind, value FROM product_options ORDER BY product_id, kind, position',
  );
  const byProduct = new Map<number, { colors: string[]; sizes: string[] }>();
  for (const o of options) {
    const entry = byProduct.get(o.product_id) ?? { colors: [], sizes: [] };
    (o.kind === 'color' ? entry.colors : entry.sizes).push(o.value);
    byProduct.set(o.product_id, entry);
  }
  return enabledProducts(db).map((p) => ({
    ...p,
    colors: byProduct.get(p.id)?.colors ?? [],
    sizes: byProduct.get(p.id)?.sizes ?? [],
    categoryPath: categories.get(p.category_id)!.path,
  }));
}

/** Products in a category or below it. */
export function productsUnder(products: readonly ShopProduct[], category: ShopCategory): ShopProduct[] {
  return products.filter((p) => category.path.every((name, i) => p.categoryPath[i] === name));
}

/** Option values that a Select action naming them picks exactly (not "Carbon Black" for "Black"). */
export function selectableValues(values: readonly string[], placeholder: string): string[] {
  const options = [placeholder, ...values];
  return values.filter((v) => optionSelectedBy(options, v) === v);
}

/** The product page's option placeholder text. */
export const OPTION_PLACEHOLDER = '-- Please Select --';

/** US states that a Select action picks by name (not "Arkansas" for "Kansas"). */
export const SELECTABLE_REGIONS = selectableValues(REGIONS, 'Please select a region, state or province.');

/** Emma Lopez's orders, newest first, with their items. */
export function emmaOrders(db: SiteDb): (OrderRow & { items: ReturnType<typeof orderItems> })[] {
  return db
    .all<OrderRow>(
      `SELECT o.* FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ? ORDER BY o.created_at DESC, o.id DESC`,
      DEFAULT_CUSTOMER.email,
    )
    .map((o) => ({ ...o, items: orderItems(db, o.id) }));
}

/** The order number as intents say it (`170` for `000000170`). */
export function orderNumber(order: { increment_id: string }): number {
  return Number(order.increment_id);
}

/** A category page's products as the shop lists them (sorted, filtered), for reference answers. */
export function categoryListing(
  db: SiteDb,
  category: ShopCategory,
  order: 'position' | 'price',
  dir: 'asc' | 'desc',
  filters: { minRating?: number } = {},
): Listing {
  const snapshot = cached(db, 'catalog', () => catalogSnapshot(db));
  return cached(db, `listing:${category.id}:${order}:${dir}:${filters.minRating ?? 0}`, () =>
    listProducts(
      db,
      { categoryIds: categorySubtree(db, category.id), order, dir, page: 1, limit: 1000, ...filters },
      snapshot,
    ),
  );
}
