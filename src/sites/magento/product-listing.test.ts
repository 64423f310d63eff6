import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePristineDatabase } from '../data/pristine-cache.js';
import { SiteDb } from '../data/site-db.js';
import { magentoDatabase } from './magento-database.js';
import { listProducts } from './product-listing.js';

const dir = mkdtempSync(join(tmpdir(), 'webrl-listing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function openCopy(): SiteDb {
  const path = join(dir, `copy-${Math.random()}.sqlite`);
  copyFileSync(ensurePristineDatabase(magentoDatabase, { dataDir: dir, seed: 0 }), path);
  return SiteDb.open(path);
}

const byPrice = { order: 'price', dir: 'asc', page: 1, limit: 12 } as const;

describe('listProducts', () => {
  it('sorts by price and filters by price range, brand and rating as the URL says', () => {
    const db = openCopy();
    const listing = listProducts(db, { ...byPrice, price: { from: 20, to: 30 }, minRating: 3 });
    const prices = listing.items.map((p) => p.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((c) => c >= 2000 && c < 3000)).toBe(true);
    expect(listing.items.every((p) => (p.rating ?? 0) >= 3)).toBe(true);
    const brand = listing.items[0]!.brand;
    expect(listProducts(db, { ...byPrice, brand }).items.every((p) => p.brand === brand)).toBe(true);
    db.close();
  });

  it('sees a write to the catalogue on the very next listing', () => {
    const db = openCopy();
    const cheapest = listProducts(db, byPrice).items[0]!;
    db.run('UPDATE products SET status = 2 WHERE id = ?', cheapest.id);
    expect(listProducts(db, byPrice).items[0]!.id).not.toBe(cheapest.id);
    db.run('UPDATE products SET status = 1, name = ? WHERE id = ?', 'Renamed Bargain', cheapest.id);
    expect(listProducts(db, byPrice).items[0]!.name).toBe('Renamed Bargain');
    db.close();
  });
});
