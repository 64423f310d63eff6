// Generates product reviews: how many a product gets, who wrote them and when, ratings around the
// product's own quality, and text made of the leaf category's praise and complaints.
import type Database from 'better-sqlite3';
import type { Rng } from '../data/rng.js';
import type { GeneratedProduct } from './generate-catalog.js';
import { randomTimestamp } from './generate-catalog.js';
import { FIRST_NAMES, LAST_NAMES, NICKNAMES } from './people.js';
import { capitalize } from './store-format.js';

const TITLES: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: [
    'Love it!',
    'Great value',
    'Highly recommend',
    'Exactly what I needed',
    'Five stars',
    'Better than expected',
    'Works perfectly',
    'Great quality',
  ],
  mixed: [
    'Decent for the price',
    'Good but not great',
    'It is okay',
    'Some issues',
    'Mixed feelings',
    'Does the job',
  ],
  bad: [
    'Disappointed',
    'Would not buy again',
    'Poor quality',
    'Stopped working',
    'Not as described',
    'Waste of money',
  ],
};

function reviewCount(rng: Rng): number {
  return rng.weighted([
    [0, 1],
    [rng.int(1, 3), 3],
    [rng.int(4, 8), 4.5],
    [rng.int(9, 14), 1.5],
  ] as const);
}

function nickname(rng: Rng): string {
  if (rng.chance(0.35)) return rng.pick(NICKNAMES);
  const first = rng.pick(FIRST_NAMES);
  return rng.chance(0.5) ? `${first} ${rng.pick(LAST_NAMES)}` : first;
}

function reviewText(rng: Rng, product: GeneratedProduct, rating: number): { title: string; detail: string } {
  const { pros, cons } = product.leaf;
  if (rating >= 4) {
    const [a, b] = rng.sample(pros, 2);
    return {
      title: rng.pick(TITLES.good),
      detail: `${capitalize(a!)}. Also, ${b}. ${rating === 5 ? 'Would buy again.' : 'Very happy overall.'}`,
    };
  }
  if (rating === 3) {
    return { title: rng.pick(TITLES.mixed), detail: `${capitalize(rng.pick(pros))}, but ${rng.pick(cons)}.` };
  }
  const [a, b] = rng.sample(cons, 2);
  return { title: rng.pick(TITLES.bad), detail: `${capitalize(a!)}. On top of that, ${b}.` };
}

/** Inserts reviews for every product; some customers' own reviews link to their account. */
export function generateReviews(
  db: Database.Database,
  rng: Rng,
  products: readonly GeneratedProduct[],
): void {
  const insert = db.prepare(
    `INSERT INTO reviews (product_id, customer_id, nickname, title, detail, rating, status, created_at)
     VALUES (?, NULL, ?, ?, ?, ?, ?, ?)`,
  );
  for (const product of products) {
    const quality = 2.3 + rng.next() * 2.6;
    const count = reviewCount(rng);
    const rows: [string, string, string, number, string, string][] = [];
    const authors = new Set<string>();
    while (rows.length < count) {
      const author = nickname(rng);
      if (authors.has(author)) continue;
      authors.add(author);
      const rating = Math.max(1, Math.min(5, Math.round(quality + (rng.next() - 0.5) * 2.6)));
      const { title, detail } = reviewText(rng, product, rating);
      const status = rng.weighted([
        ['approved', 95],
        ['pending', 4],
        ['not_approved', 1],
      ] as const);
      rows.push([author, title, detail, rating, status, randomTimestamp(rng, '2021-03-01', 800)]);
    }
    // Oldest first, so review ids follow dates like in a live store.
    rows.sort((x, y) => x[5].localeCompare(y[5]));
    for (const row of rows) insert.run(product.id, ...row);
  }
}
