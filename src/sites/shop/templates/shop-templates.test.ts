import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskConfig } from '../../../core/index.js';
import { ensurePristineDatabase } from '../../data/pristine-cache.js';
import { SiteDb } from '../../data/site-db.js';
import { magentoDatabase } from '../../magento/magento-database.js';
import { loadBuiltinTaskSets } from '../../tasks/load-builtin-tasks.js';
import { shopSite } from '../shop-site.js';
import { shopProducts } from './shop-data.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-shop-tasks-'));
let train: TaskConfig[];
let test: TaskConfig[];

beforeAll(() => {
  ({ train, test } = loadBuiltinTaskSets({ sites: [shopSite], dataDir, seed: 0 }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the shop task sets', () => {
  it('give exactly 45 test tasks, none of the training-only templates', () => {
    expect(test).toHaveLength(45);
    const trainingOnly = shopSite.templates.filter((t) => t.counts?.test === 0).map((t) => t.key);
    expect(trainingOnly).toContain('shopping/price-below-yes-no');
    expect(test.filter((t) => trainingOnly.includes(t.webrl!.template))).toEqual([]);
  });

  it('ask the yes-or-no price question in training, with both answers, each true of the product’s price', () => {
    const db = SiteDb.open(ensurePristineDatabase(magentoDatabase, { dataDir, seed: 0 }), { readonly: true });
    try {
      const priceOf = new Map(shopProducts(db).map((p) => [p.name, p.price_cents]));
      const tasks = train.filter((t) => t.webrl!.template === 'shopping/price-below-yes-no');
      expect(tasks).toHaveLength(12);
      const answers = tasks.map((t) => t.eval.reference_answers!.must_include![0]);
      expect(new Set(answers)).toEqual(new Set(['yes', 'no']));
      for (const [i, task] of tasks.entries()) {
        expect(task.intent).toMatch(/^Does ".+" cost less than \$\d+\? Answer yes or no\.$/);
        expect(task.eval.eval_types).toEqual(['string_match']);
        const { product, amount } = task.instantiation_dict as { product: string; amount: number };
        const cents = priceOf.get(product)!;
        expect(answers[i], task.intent).toBe(cents < amount * 100 ? 'yes' : 'no');
        // Never a near call: the amount is at least a fifth away from the price.
        expect(Math.abs(amount * 100 - cents), task.intent).toBeGreaterThanOrEqual(0.2 * cents);
      }
    } finally {
      db.close();
    }
  });
});
