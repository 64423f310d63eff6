// Catalogue reads shared by the shop, the admin and the task templates: categories, products with
// their rating summary, and the filtered, sorted, paginated product listing of category and search pages.
import type { SiteDb } from '../data/site-db.js';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  url_path: string;
  level: number;
  position: number;
  description: string;
}

/** A product with its approved-review summary. */
export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  category_id: number;
  brand: string;
  price_cents: number;
  description: string;
  features: string;
  qty: number;
  status: number;
  weight_lbs: number;
  created_at: string;
  review_count: number;
  /** Mean approved rating (1–5), or null without reviews. */
  rating: number | null;
}

const PRODUCT_SELECT = `
  SELECT p.*, COUNT(r.id) AS review_count, AVG(r.rating) AS rating
  FROM products p LEFT JOIN reviews r ON r.product_id = p.id AND r.status = 'approved'`;

/** All categories in menu order (parents before children, siblings by position). */
export function allCategories(db: SiteDb): CategoryRow[] {
  return db.all<CategoryRow>('SELECT * FROM categories ORDER BY level, position');
}

export function categoryByPath(db: SiteDb, urlPath: string): CategoryRow | undefined {
  return db.get<CategoryRow>('SELECT * FROM categories WHERE url_path = ?', urlPath);
}

export function categoryById(db: SiteDb, id: number): CategoryRow | undefined {
  return db.get<CategoryRow>('SELECT * FROM categories WHERE id = ?', id);
}

/** The category and its ancestors, top level first (for breadcrumbs). */
export function categoryTrail(db: SiteDb, id: number): CategoryRow[] {
  const trail: CategoryRow[] = [];
  let current = categoryById(db, id);
  while (current) {
    trail.unshift(current);
    current = current.parent_id === null ? undefined : categoryById(db, current.parent_id);
  }
  return trail;
}

/** Ids of a category and all its descendants. */
export function categorySubtree(db: SiteDb, id: number): number[] {
  return db
    .all<{ id: number }>(
      `WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
       SELECT id FROM sub`,
      id,
    )
    .map((r) => r.id);
}

export function productByUrlKey(db: SiteDb, urlKey: string): ProductRow | undefined {
  return db.get<ProductRow>(`${PRODUCT_SELECT} WHERE p.url_key = ? GROUP BY p.id`, urlKey);
}

export function productById(db: SiteDb, id: number): ProductRow | undefined {
  return db.get<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = ? GROUP BY p.id`, id);
}

export function productBySku(db: SiteDb, sku: string): ProductRow | undefined {
  return db.get<ProductRow>(`${PRODUCT_SELECT} WHERE p.sku = ? GROUP BY p.id`, sku);
}

/** Every enabled product (what the storefront shows), by id. */
export function enabledProducts(db: SiteDb): ProductRow[] {
  return db.all<ProductRow>(`${PRODUCT_SELECT} WHERE p.status = 1 GROUP BY p.id ORDER BY p.id`);
}

/** A product's colour or size choices, in order. */
export function productOptions(db: SiteDb, productId: number, kind: 'color' | 'size'): string[] {
  return db
    .all<{ value: string }>(
      'SELECT value FROM product_options WHERE product_id = ? AND kind = ? ORDER BY position',
      productId,
      kind,
    )
    .map((r) => r.value);
}

export interface ReviewRow {
  id: number;
  product_id: number;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  status: string;
  created_at: string;
}

/** Approved reviews of a product, newest first (as the product page lists them). */
export function approvedReviews(db: SiteDb, productId: number): ReviewRow[] {
  return db.all<ReviewRow>(
    "SELECT * FROM reviews WHERE product_id = ? AND status = 'approved' ORDER BY created_at DESC, id DESC",
    productId,
  );
}

/** The rating as the store prints it: one decimal (`4.2`). */
export function formatRating(rating: number | null): string {
  return rating === null ? '' : rating.toFixed(1);
}

/** Magento's rating percentage (`84`), as the REST API reports it. */
export function ratingPercent(rating: number): number {
  return Math.round(rating * 20);
}
