import { describe, expect, it } from 'vitest';
import { BagBuilder, dropWords, textKeys } from './bags.js';
import { textInfo } from './context-analysis.js';
import { seededRandom } from './random.js';
import { numberShape } from './tokenize.js';

describe('textKeys', () => {
  it('keys words by their stem and numbers by their shape, so two ratings share one vector', () => {
    expect(textKeys(textInfo('Rated 4.1 by 8 reviews'))).toEqual(['rated', '#d.d', '#d', 'review']);
    expect(textKeys(textInfo('4.6'))).toEqual(textKeys(textInfo('3.7')));
    expect(textKeys(textInfo('$44.99'))).not.toEqual(textKeys(textInfo('4.1')));
  });

  it('shapes separators and long digit runs', () => {
    expect(numberShape('1,299.00')).toBe('#d,ddd.dd');
    expect(numberShape('2023')).toBe('#dddd');
    expect(numberShape('000000184')).toBe('#d+');
  });

  it('gives prices of one shape the same bag', () => {
    const bags = new BagBuilder(4096, 8);
    expect(bags.addText(textInfo('$44.99'))).toBe(bags.addText(textInfo('$12.50')));
  });
});

describe('dropWords', () => {
  const table = () => {
    const bags = new BagBuilder(4096, 4);
    bags.addText(textInfo('red wool socks'));
    bags.addText(textInfo('blue cotton shirt pocket'));
    return bags.build();
  };

  it('keeps every word at rate 0 and none at rate 1, and leaves the empty bag empty', () => {
    const full = table();
    expect(dropWords(full, 0, seededRandom(1))).toEqual(full);
    const none = dropWords(full, 1, seededRandom(1));
    expect([...none.tokens].every((t) => t === 0)).toBe(true);
    expect([...none.weights].every((w) => w === 0)).toBe(true);
  });

  it('re-averages the words a bag keeps, and does not touch the table it was given', () => {
    const full = table();
    const before = [...full.tokens];
    const dropped = dropWords(full, 0.5, seededRandom(3));
    expect([...full.tokens]).toEqual(before);
    for (let b = 1; b < dropped.count; b++) {
      const row = [...dropped.weights.slice(b * 4, (b + 1) * 4)];
      const kept = row.filter((w) => w > 0);
      for (const w of kept) expect(w).toBeCloseTo(1 / kept.length, 6);
      for (let k = 0; k < 4; k++) {
        const token = dropped.tokens[b * 4 + k]!;
        expect(token === 0 || token === full.tokens[b * 4 + k]).toBe(true);
        expect(token !== 0).toBe(row[k]! > 0);
      }
    }
    expect([...dropped.tokens]).not.toEqual(before);
  });
});
