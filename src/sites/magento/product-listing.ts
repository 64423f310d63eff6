// The product listing behind category and search pages: filter (category, text, brand, colour,
// price range, rating), sort (position, name, price, rating, relevance), paginate, and count the
// layered-navigation facets of what remains. 400 products filter in well under a millisecond in JS.
import type { SiteDb } from '../data/site-db.js';
import { enabledProducts, type ProductRow } from './catalog-queries.js';

export const SORT_ORDERS = ['position', 'name', 'price', 'rating', 'relevance'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** What a listing page asks for (the URL's query parameters, parsed). */
export interface ListingQuery {
  categoryIds?: readonly number[];
  text?: string;
  brand?: string;
  color?: string;
  /** Dollars: from inclusive, to exclusive (Magento's `price=10-20`); null `to` is open-ended. */
  price?: { from: number; to: number | null };
  /** Minimum mean rating, e.g. 4 for "4 stars & up". */
  minRating?: number;
  order: SortOrder;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
}

export interface PriceBucket {
  from: number;
  to: number | null;
  count: number;
}

export interface Listing {
  items: ProductRow[];
  total: number;
  page: number;
  pages: number;
  facets: {
    brands: [string, number][];
    colors: [string, number][];
    prices: PriceBucket[];
    ratings: [number, number][];
  };
}

const PRICE_BOUNDS = [0, 10, 20, 30, 50, 100, 200, 500, 1000];
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'to']);

/** Search terms of a query: lower-case words, stop words dropped. */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9'.]+/)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
}

/** Relevance of a product to a query: a phrase hit in the name counts most, then words in the name, then in the description. */
export function relevance(product: ProductRow, text: string): number {
  const name = product.name.toLowerCase();
  const description = product.description.toLowerCase();
  const words = new Set(name.split(/[^a-z0-9'.]+/));
  let score = name.includes(text.toLowerCase().trim()) ? 10 : 0;
  for (const term of searchTerms(text)) {
    if (words.has(term)) score += 2;
    else if (name.includes(term)) score += 1;
    else if (description.includes(term)) score += 0.5;
  }
  return score;
}

/** What a listing filters: every enabled product and its colours. */
export interface CatalogSnapshot {
  products: ProductRow[];
  colors: Map<number, string[]>;
}

const snapshots = new WeakMap<SiteDb, { changes: number; snapshot: CatalogSnapshot }>();

/**
 * The catalogue a listing filters. Every catalogue page needs it, so it is kept per connection and
 * read again only after a write: SQLite's total_changes() counts this connection's changed rows,
 * and a slot's sites share one connection (a reset opens a new one, which starts a new cache).
 */
export function catalogSnapshot(db: SiteDb): CatalogSnapshot {
  const changes = db.get<{ n: number }>('SELECT total_changes() AS n')!.n;
  const cached = snapshots.get(db);
  if (cached?.changes === changes) return cached.snapshot;
  const snapshot = { products: enabledProducts(db), colors: colorsByProduct(db) };
  snapshots.set(db, { changes, snapshot });
  return snapshot;
}

function colorsByProduct(db: SiteDb): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const row of db.all<{ product_id: number; value: string }>(
    "SELECT product_id, value FROM product_options WHERE kind = 'color' ORDER BY product_id, position",
  )) {
    const list = map.get(row.product_id) ?? [];
    list.push(row.value);
    map.set(row.product_id, list);
  }
  return map;
}

function counts(values: string[]): [string, number][] {
  const map = new Map<string, number>();
  for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
  return [...map].sort((a, b) => a[0].localeCompare(b[0]));
}

/** Runs a listing query (on `snapshot` when given, else on the database as it is now). */
export function listProducts(
  db: SiteDb,
  query: ListingQuery,
  snapshot: CatalogSnapshot = catalogSnapshot(db),
): Listing {
  const { colors } = snapshot;
  const inCategory = query.categoryIds ? new Set(query.categoryIds) : null;
  const scores = new Map<number, number>();
  let rows = snapshot.products.filter((p) => !inCategory || inCategory.has(p.category_id));
  if (query.text?.trim()) {
    const text = query.text;
    for (const p of rows) scores.set(p.id, relevance(p, text));
    rows = rows.filter((p) => scores.get(p.id)! > 0);
  }
  if (query.brand) rows = rows.filter((p) => p.brand === query.brand);
  if (query.color) rows = rows.filter((p) => colors.get(p.id)?.includes(query.color!));
  if (query.price) {
    const { from, to } = query.price;
    rows = rows.filter((p) => p.price_cents >= from * 100 && (to === null || p.price_cents < to * 100));
  }
  if (query.minRating) rows = rows.filter((p) => (p.rating ?? 0) >= query.minRating!);

  const sign = query.dir === 'desc' ? -1 : 1;
  const byId = (a: ProductRow, b: ProductRow) => a.id - b.id;
  const compare: Record<SortOrder, (a: ProductRow, b: ProductRow) => number> = {
    position: (a, b) => sign * byId(a, b),
    name: (a, b) => sign * a.name.localeCompare(b.name) || byId(a, b),
    price: (a, b) => sign * (a.price_cents - b.price_cents) || byId(a, b),
    rating: (a, b) => sign * ((a.rating ?? 0) - (b.rating ?? 0)) || byId(a, b),
    relevance: (a, b) => sign * (scores.get(a.id)! - scores.get(b.id)!) || byId(a, b),
  };
  rows.sort(compare[query.order === 'relevance' && scores.size === 0 ? 'position' : query.order]);

  const pages = Math.max(1, Math.ceil(rows.length / query.limit));
  const page = Math.min(Math.max(1, query.page), pages);
  const prices: PriceBucket[] = [];
  for (let i = 0; i < PRICE_BOUNDS.length; i++) {
    const from = PRICE_BOUNDS[i]!;
    const to = PRICE_BOUNDS[i + 1] ?? null;
    const count = rows.filter(
      (p) => p.price_cents >= from * 100 && (to === null || p.price_cents < to * 100),
    ).length;
    if (count > 0) prices.push({ from, to, count });
  }
  return {
    items: rows.slice((page - 1) * query.limit, page * query.limit),
    total: rows.length,
    page,
    pages,
    facets: {
      brands: counts(rows.map((p) => p.brand)),
      colors: counts(rows.flatMap((p) => colors.get(p.id) ?? [])),
      prices,
      ratings: [4, 3, 2, 1].map(
        (min) => [min, rows.filter((p) => (p.rating ?? 0) >= min).length] as [number, number],
      ),
    },
  };
}
