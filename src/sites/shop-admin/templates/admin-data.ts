// What the shop admin's templates draw instances from, read from the pristine store database through
// the same queries the back-office pages use, plus the names of things as intents spell them.
import type { SiteDb } from '../../data/site-db.js';
import { REGIONS } from '../../magento/people.js';
import { optionSelectedBy } from '../../tasks/eval-specs.js';
import { type AdminProductRow, adminProducts } from '../queries/admin-products.js';

/** The store database's name (`magentoDatabase.name`). */
export const ADMIN_DB = 'magento';

/** The placeholder of the admin's base URL (it includes `/admin`). */
export const ADMIN = '__SHOPPING_ADMIN__';

/** Products whose name is not part of another product's name, so a keyword search row is unambiguous. */
export function distinctProducts(db: SiteDb): AdminProductRow[] {
  const products = adminProducts(db);
  const names = products.map((p) => p.name.toLowerCase());
  return products.filter((p) => names.filter((n) => n.includes(p.name.toLowerCase())).length === 1);
}

/** US states a Select action picks by their own name (not "Arkansas" for "Kansas"). */
export const SELECTABLE_STATES = REGIONS.filter((r) => optionSelectedBy(REGIONS, r) === r);

/** Values that occur exactly once in `values`. */
export function uniqueValues<T>(values: readonly T[]): Set<T> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n === 1).map(([v]) => v));
}

/** The program_html locator reading an element's `value` (WebArena's edit-form checks). */
export function inputValueOf(selector: string): string {
  return `document.querySelector('${selector}').value`;
}
