import { describe, expect, it } from 'vitest';
import { contentStems, tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('stems plurals, and whole numbers without their leading zeros, so "order 220" meets #000000220', () => {
    const stems = (text: string) => tokenize(text).map((t) => t.stem);
    expect(stems('orders categories boxes')).toEqual(['order', 'category', 'box']);
    expect(stems('#000000220 0 007 4.50')).toEqual(['220', '0', '7', '4.50']);
    const shared = [...contentStems(tokenize('order number 220'))].filter((s) =>
      contentStems(tokenize('000000220 2/1/23 $41.98 Closed')).has(s),
    );
    expect(shared).toEqual(['220']);
  });
});
