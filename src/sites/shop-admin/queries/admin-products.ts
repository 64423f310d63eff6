// The back office's view of the catalogue: every product with the columns of Magento's product grid
// (type, attribute set, stock), keyword search, filters, sort and pages; read by the product grid and
// by the task templates, so both agree on what the grid shows.
import type { SiteDb } from '../../data/site-db.js';
import type { GridState } from '../views/grid-state.js';
import { containsText as contains, inRange, keywordTerms, matchesKeyword, pageOf } from './grid-match.js';

/** A product as the product grid lists it. */
export interface AdminProductRow {
  id: number;
  name: string;
  sku: string;
  brand: string;
  price_cents: number;
  qty: number;
  is_in_stock: number;
  status: number;
  category_id: number;
  url_key: string;
  weight_lbs: number;
  /** `Simple Product`, or `Configurable Product` for products with colour or size options. */
  type: string;
  /** The attribute set: the product's top-level category, as stores often set them up. */
  attribute_set: string;
}

export const PRODUCT_TYPES = ['Simple Product', 'Configurable Product'] as const;
export const PRODUCT_STATUS_LABELS: Readonly<Record<number, string>> = { 1: 'Enabled', 2: 'Disabled' };

const PRODUCT_SELECT = `
  WITH RECURSIVE top(id, name) AS (
    SELECT id, name FROM categories WHERE parent_id IS NULL
    UNION ALL SELECT c.id, top.name FROM categories c JOIN top ON c.parent_id = top.id)
  SELECT p.id, p.name, p.sku, p.brand, p.price_cents, p.qty, p.is_in_stock, p.status, p.category_id, p.url_key, p.weight_lbs,
    CASE WHEN EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
      THEN 'Configurable Product' ELSE 'Simple Product' END AS type,
    top.name AS attribute_set
  FROM products p JOIN top ON top.id = p.category_id`;

/** Every product, by id. */
export function adminProducts(db: SiteDb): AdminProductRow[] {
  return db.all<AdminProductRow>(`${PRODUCT_SELECT} ORDER BY p.id`);
}

/** One product with its description (what the edit form shows), or undefined. */
export function adminProduct(
  db: SiteDb,
  id: number,
): (AdminProductRow & { description: string }) | undefined {
  const product = db.get<AdminProductRow>(`${PRODUCT_SELECT} WHERE p.id = ?`, id);
  if (!product) return undefined;
  return {
    ...product,
    description: db.get<{ description: string }>('SELECT description FROM products WHERE id = ?', id)!
      .description,
  };
}

/** The attribute sets in use (top-level category names), sorted. */
export function attributeSets(db: SiteDb): string[] {
  return db
    .all<{ name: string }>('SELECT name FROM categories WHERE parent_id IS NULL ORDER BY name')
    .map((r) => r.name);
}

const SORTS: Record<string, (a: AdminProductRow, b: AdminProductRow) => number> = {
  entity_id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name),
  type_id: (a, b) => a.type.localeCompare(b.type),
  attribute_set_id: (a, b) => a.attribute_set.localeCompare(b.attribute_set),
  sku: (a, b) => a.sku.localeCompare(b.sku),
  price: (a, b) => a.price_cents - b.price_cents,
  qty: (a, b) => a.qty - b.qty,
  status: (a, b) => a.status - b.status,
};

export const PRODUCT_SORT_FIELDS = Object.keys(SORTS);

/** Filters, sorts and pages the products as the product grid's state asks. */
export function queryProductGrid(db: SiteDb, state: GridState): { rows: AdminProductRow[]; total: number } {
  const f = state.filters;
  const terms = keywordTerms(state.search);
  const rows = adminProducts(db).filter(
    (p) =>
      matchesKeyword(terms, [p.name, p.sku, p.brand]) &&
      inRange(p.id, f['entity_id][from'], f['entity_id][to']) &&
      inRange(p.price_cents / 100, f['price][from'], f['price][to']) &&
      inRange(p.qty, f['qty][from'], f['qty][to']) &&
      contains(p.name, f.name) &&
      contains(p.sku, f.sku) &&
      contains(p.brand, f.brand) &&
      (f.type_id === undefined || p.type === f.type_id) &&
      (f.attribute_set_id === undefined || p.attribute_set === f.attribute_set_id) &&
      (f.status === undefined || String(p.status) === f.status),
  );
  const compare = SORTS[state.sortField] ?? SORTS.entity_id!;
  const sign = state.sortDirection === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * compare(a, b) || a.id - b.id);
  return pageOf(rows, state);
}
