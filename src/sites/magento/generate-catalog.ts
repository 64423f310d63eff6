// Generates the category tree and the products (names, SKUs, prices, options, stock) from the
// catalogue plan, deterministically from the seed.
import type Database from 'better-sqlite3';
import type { Rng } from '../data/rng.js';
import { LEAVES, type LeafSpec, TOP_CATEGORY_BLURBS } from './catalog-spec.js';
import { urlKey } from './store-format.js';

/** A generated product, as later generators (reviews, orders) need it. */
export interface GeneratedProduct {
  id: number;
  sku: string;
  name: string;
  priceCents: number;
  leaf: LeafSpec;
  colors: string[];
  sizes: string[];
  enabled: boolean;
}

const SKU_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DAY_MS = 86_400_000;

/** A timestamp `days` after `start` ('YYYY-MM-DD') at a random time of day. */
export function randomTimestamp(rng: Rng, start: string, days: number): string {
  const ms =
    Date.parse(`${start}T00:00:00Z`) + rng.int(0, days - 1) * DAY_MS + rng.int(8 * 3600, 22 * 3600) * 1000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Inserts categories (every prefix of every leaf path); returns the leaf category ids by path. */
function insertCategories(db: Database.Database): Map<string, number> {
  const ids = new Map<string, number>();
  const insert = db.prepare(
    'INSERT INTO categories (parent_id, name, url_path, level, position, description) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const positions = new Map<number | null, number>();
  for (const leaf of LEAVES) {
    let parent: number | null = null;
    for (let depth = 1; depth <= leaf.path.length; depth++) {
      const key = leaf.path.slice(0, depth).join(' > ');
      const existing = ids.get(key);
      if (existing !== undefined) {
        parent = existing;
        continue;
      }
      const name = leaf.path[depth - 1]!;
      const position = (positions.get(parent) ?? 0) + 1;
      positions.set(parent, position);
      const description =
        depth === 1
          ? (TOP_CATEGORY_BLURBS[name] ?? '')
          : `Shop ${name.toLowerCase()} from top brands at great prices.`;
      const urlPath = leaf.path.slice(0, depth).map(urlKey).join('/');
      const id: number = Number(
        insert.run(parent, name, urlPath, depth, position, description).lastInsertRowid,
      );
      ids.set(key, id);
      parent = id;
    }
  }
  return ids;
}

function drawPrice(rng: Rng, [min, max]: readonly [number, number], taken: Set<number>): number {
  for (;;) {
    // Log-uniform: cheap items are common, expensive ones rare, as in a real catalogue.
    const dollars = Math.floor(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))));
    const cents =
      dollars * 100 +
      rng.weighted([
        [99, 6],
        [49, 1.5],
        [0, 1],
        [95, 1.5],
      ] as const);
    if (!taken.has(cents)) {
      taken.add(cents);
      return cents;
    }
  }
}

function productName(rng: Rng, leaf: LeafSpec, names: Set<string>) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const [brand, descriptor, noun, feature] = [
      rng.pick(leaf.brands),
      rng.pick(leaf.descriptors),
      rng.pick(leaf.nouns),
      rng.pick(leaf.features),
    ];
    const base = `${brand} ${descriptor} ${noun}`;
    const name = /^(for|with) /.test(feature) ? `${base} ${feature}` : `${base}, ${feature}`;
    if (!names.has(name)) return { name, brand, noun, feature };
  }
  throw new Error(`cannot make a new product name for ${leaf.path.join(' > ')}; widen its vocabulary`);
}

function sku(rng: Rng, skus: Set<string>): string {
  for (;;) {
    let code = 'B0';
    for (let i = 0; i < 8; i++) code += SKU_CHARS[rng.int(0, SKU_CHARS.length - 1)];
    if (!skus.has(code)) {
      skus.add(code);
      return code;
    }
  }
}

/** Inserts categories and products; returns the products in insertion order. */
export function generateCatalog(db: Database.Database, rng: Rng): GeneratedProduct[] {
  const categoryIds = insertCategories(db);
  const insertProduct = db.prepare(
    `INSERT INTO products (sku, name, url_key, category_id, brand, price_cents, description, features, qty, status, weight_lbs, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOption = db.prepare(
    'INSERT INTO product_options (product_id, kind, value, position) VALUES (?, ?, ?, ?)',
  );
  const names = new Set<string>();
  const skus = new Set<string>();
  const products: GeneratedProduct[] = [];
  for (const leaf of LEAVES) {
    const categoryId = categoryIds.get(leaf.path.join(' > '))!;
    const prices = new Set<number>();
    for (let i = 0; i < leaf.count; i++) {
      const { name, brand, noun, feature } = productName(rng, leaf, names);
      names.add(name);
      const features = [
        feature,
        ...rng.sample(
          leaf.features.filter((f) => f !== feature),
          2,
        ),
      ];
      const priceCents = drawPrice(rng, leaf.price, prices);
      const colors = leaf.colors ? rng.sample(leaf.colors, rng.int(1, Math.min(4, leaf.colors.length))) : [];
      const sizes = leaf.sizes ? [...leaf.sizes] : [];
      const enabled = !rng.chance(0.03);
      const description = `The ${brand} ${noun.toLowerCase()} combines ${features.map((f) => f.toLowerCase()).join(', ')}. It comes with a one-year ${brand} warranty and free returns within 30 days.`;
      const code = sku(rng, skus);
      const id = Number(
        insertProduct.run(
          code,
          name,
          urlKey(name),
          categoryId,
          brand,
          priceCents,
          description,
          features.join('\n'),
          rng.chance(0.04) ? 0 : rng.int(5, 500),
          enabled ? 1 : 2,
          Math.round(rng.next() * 200 + 5) / 10,
          randomTimestamp(rng, '2021-01-01', 850),
        ).lastInsertRowid,
      );
      for (const [position, value] of colors.entries()) insertOption.run(id, 'color', value, position);
      for (const [position, value] of sizes.entries()) insertOption.run(id, 'size', value, position);
      products.push({ id, sku: code, name, priceCents, leaf, colors, sizes, enabled });
    }
  }
  return products;
}
