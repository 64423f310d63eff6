import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from './rng.js';

describe('Rng', () => {
  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const seqA = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(seqA);
  });

  it('keeps int() within its inclusive bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const value = new Rng(seed).int(min, min + span);
        return value >= min && value <= min + span && Number.isInteger(value);
      }),
    );
  });

  it('shuffles into a permutation of the input', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer()), (seed, items) => {
        const shuffled = new Rng(seed).shuffle(items);
        return JSON.stringify([...shuffled].sort()) === JSON.stringify([...items].sort());
      }),
    );
  });

  it('derives independent but reproducible streams by name', () => {
    expect(new Rng(1).derive('reviews').nextUint32()).toBe(new Rng(1).derive('reviews').nextUint32());
    expect(new Rng(1).derive('reviews').nextUint32()).not.toBe(new Rng(1).derive('orders').nextUint32());
  });
});
