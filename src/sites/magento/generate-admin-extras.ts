// Fills the shop admin's additions to the store database: every customer's group (most are General,
// as in a real store) and each product's stock status, which starts as "in stock" exactly when the
// quantity is positive.
import type Database from 'better-sqlite3';
import type { Rng } from '../data/rng.js';

/** Runs after the storefront generators, on their rows. */
export function generateAdminExtras(db: Database.Database, rng: Rng): void {
  const setGroup = db.prepare('UPDATE customers SET group_id = ? WHERE id = ?');
  const customers = db.prepare('SELECT id FROM customers ORDER BY id').all() as { id: number }[];
  for (const { id } of customers) {
    // WebArena's Emma Lopez stays in the General group.
    const group =
      id === 1
        ? 1
        : rng.weighted([
            [1, 7],
            [2, 1.5],
            [3, 1.5],
          ] as const);
    setGroup.run(group, id);
  }
  db.exec('UPDATE products SET is_in_stock = CASE WHEN qty > 0 THEN 1 ELSE 0 END');
}
