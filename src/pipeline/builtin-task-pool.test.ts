import { describe, expect, it } from 'vitest';
import type { TaskConfig } from '../core/index.js';
import { builtinTaskPool } from './builtin-task-pool.js';

function task(
  intent: string,
  template: string,
  complexity: number,
  site = 'shopping',
  type = 'string_match',
) {
  return {
    sites: [site],
    task_id: 0,
    require_login: true,
    storage_state: null,
    start_url: '__SHOPPING__',
    geolocation: null,
    intent_template: '',
    instantiation_dict: {},
    intent,
    require_reset: true,
    eval: { eval_types: [type], reference_answers: null, reference_url: '', program_html: [] },
    intent_template_id: 1,
    webrl: { template, split: 'train', complexity },
  } as TaskConfig;
}

describe('builtin task pool', () => {
  it('finds same-template instances, siblings of the same kind and one-step-harder templates on the same site', () => {
    const pool = builtinTaskPool({
      train: [task('price of A', 'shop/price', 1), task('rating of A', 'shop/rating', 1)],
      pool: [
        task('price of B', 'shop/price', 1),
        task('price and rating of B', 'shop/price-rating', 2),
        task('add B to cart', 'shop/cart', 1, 'shopping', 'program_html'),
        task('post about B', 'forum/post', 1, 'reddit'),
        task('three things about B', 'shop/three', 3),
      ],
    });
    const relatives = pool.relativesOf(task('price of A', 'shop/price', 1));
    expect(relatives.sameTemplate.map((t) => t.intent)).toEqual(['price of B']);
    expect(relatives.siblings.map((t) => t.intent)).toEqual(['rating of A']);
    expect(relatives.harder.map((t) => t.intent)).toEqual(['price and rating of B']);
  });
});
