// The store database shared by the shop and the shop admin (like Magento's single database behind
// the storefront and the back office): schema plus everything the generator fills in.

import { Rng } from '../data/rng.js';
import type { SiteDatabase } from '../data/site-database.js';
import { ADMIN_SCHEMA_ADDITIONS } from './admin-schema.js';
import { generateAdminExtras } from './generate-admin-extras.js';
import { generateCatalog } from './generate-catalog.js';
import { generateOrders } from './generate-orders.js';
import { generatePeople } from './generate-people.js';
import { generateReviews } from './generate-reviews.js';
import { MAGENTO_SCHEMA } from './schema.js';
import { STORE_NOW } from './store-format.js';

/** Customers besides Emma Lopez. */
const OTHER_CUSTOMERS = 79;

export const magentoDatabase: SiteDatabase = {
  name: 'magento',
  version: '2',
  generate(db, seed) {
    const rng = new Rng(seed);
    db.exec(MAGENTO_SCHEMA);
    db.exec(ADMIN_SCHEMA_ADDITIONS);
    db.transaction(() => {
      const products = generateCatalog(db, rng.derive('catalog'));
      generateReviews(db, rng.derive('reviews'), products);
      const customers = generatePeople(db, rng.derive('people'), OTHER_CUSTOMERS + 1);
      generateOrders(db, rng.derive('orders'), customers, products);
      generateStoreExtras(db, rng.derive('extras'));
      generateAdminExtras(db, rng.derive('admin'));
    })();
  },
};

/** Emma's wish list (WebArena's account has a few items) and the popular search terms report. */
function generateStoreExtras(db: import('better-sqlite3').Database, rng: Rng): void {
  const enabled = db.prepare('SELECT id, name FROM products WHERE status = 1 ORDER BY id').all() as {
    id: number;
    name: string;
  }[];
  const wish = db.prepare('INSERT INTO wishlist_items (customer_id, product_id, added_at) VALUES (1, ?, ?)');
  for (const product of rng.sample(enabled, 3)) wish.run(product.id, '2023-05-20 18:30:00');
  const terms = new Map<string, number>();
  for (const product of rng.sample(enabled, 45)) {
    const words = product.name
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((w) => w.length > 3);
    const term = words.slice(1, 3).join(' ');
    if (term && !terms.has(term)) terms.set(term, rng.int(1, 320));
  }
  const insertTerm = db.prepare(
    'INSERT INTO search_terms (query, results, uses, updated_at) VALUES (?, ?, ?, ?)',
  );
  const countMatches = db.prepare(
    "SELECT COUNT(*) AS n FROM products WHERE status = 1 AND name LIKE '%' || ? || '%'",
  );
  for (const [term, uses] of terms) {
    insertTerm.run(term, (countMatches.get(term) as { n: number }).n, uses, STORE_NOW);
  }
}
