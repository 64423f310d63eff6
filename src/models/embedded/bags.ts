// Bags of hashed words: how texts enter the networks. A bag is up to `maxTokens` embedding rows,
// averaged; equal bags are stored once per batch, and rows of the feature matrices point at them.
import type { TextInfo } from './context-analysis.js';
import { bucketOf, numberShape } from './tokenize.js';

/** The bag table of a batch: `tokens[b*K+k]` is row k of bag b (0 = padding), `weights` averages. */
export interface BagTable {
  count: number;
  maxTokens: number;
  tokens: Int32Array;
  weights: Float32Array;
}

/** Index of the empty bag, whose embedding is the zero vector. */
export const EMPTY_BAG = 0;

/** Collects bags, deduplicated by content. Bag 0 is the empty bag. */
export class BagBuilder {
  private readonly keys = new Map<string, number>();
  private readonly texts = new Map<TextInfo, number>();
  private readonly rows: number[][] = [[]];

  constructor(
    readonly buckets: number,
    readonly maxTokens: number,
  ) {}

  /** Adds a bag of keys (words, `k:price`-style markers) and returns its index. */
  add(keys: readonly string[]): number {
    if (keys.length === 0) return EMPTY_BAG;
    const kept = keys.slice(0, this.maxTokens);
    const id = kept.join('\u0001');
    const known = this.keys.get(id);
    if (known !== undefined) return known;
    const index = this.rows.length;
    this.rows.push(kept.map((k) => bucketOf(k, this.buckets)));
    this.keys.set(id, index);
    return index;
  }

  /** Adds a text's content stems (all its words when it has no content words). */
  addText(text: TextInfo): number {
    let index = this.texts.get(text);
    if (index === undefined) {
      index = this.add(textKeys(text));
      this.texts.set(text, index);
    }
    return index;
  }

  /** Appends another batch item's bags, returning how far its indices shift. */
  append(table: BagTable): number {
    const offset = this.rows.length - 1;
    for (let b = 1; b < table.count; b++) {
      const row: number[] = [];
      for (let k = 0; k < table.maxTokens; k++) {
        const token = table.tokens[b * table.maxTokens + k]!;
        if (token !== 0) row.push(token);
      }
      this.rows.push(row);
    }
    return offset;
  }

  get size(): number {
    return this.rows.length;
  }

  build(): BagTable {
    const K = this.maxTokens;
    const tokens = new Int32Array(this.rows.length * K);
    const weights = new Float32Array(this.rows.length * K);
    this.rows.forEach((row, b) => {
      row.forEach((token, k) => {
        tokens[b * K + k] = token;
        weights[b * K + k] = 1 / row.length;
      });
    });
    return { count: this.rows.length, maxTokens: K, tokens, weights };
  }
}

/**
 * A copy of a bag table with each word dropped with probability `rate`, the rest re-averaged (a bag
 * that loses every word becomes the zero vector, like the empty bag). Bag 0 stays empty.
 */
export function dropWords(table: BagTable, rate: number, random: () => number): BagTable {
  const K = table.maxTokens;
  const tokens = table.tokens.slice();
  const weights = new Float32Array(table.weights.length);
  for (let b = 1; b < table.count; b++) {
    let kept = 0;
    for (let k = b * K; k < (b + 1) * K; k++) {
      if (tokens[k] !== 0 && random() < rate) tokens[k] = 0;
      if (tokens[k] !== 0) kept += 1;
    }
    for (let k = b * K; k < (b + 1) * K; k++) if (tokens[k] !== 0) weights[k] = 1 / kept;
  }
  return { count: table.count, maxTokens: K, tokens, weights };
}

const keyCache = new WeakMap<TextInfo, string[]>();

/**
 * The keys of a text: content stems in order (repeats kept once), or every word if none. A number
 * is keyed by its shape (`4.1` → `#d.d`): its value means something only against the page and the
 * instruction, which the dense features compare exactly, while a vector per value lets the networks
 * learn the answers of the training tasks by heart (measured: 30-epoch SFT on 992 demonstrations,
 * greedy on builtin:test, 45.5 % with a vector per number, 51.5 % with shapes).
 */
export function textKeys(text: TextInfo): string[] {
  const cached = keyCache.get(text);
  if (cached) return cached;
  const content = text.tokens.filter((t) => !t.isStopword);
  const chosen = content.length > 0 ? content : text.tokens;
  const keys = [...new Set(chosen.map((t) => (t.isNumber ? numberShape(t.norm) : t.stem)))];
  keyCache.set(text, keys);
  return keys;
}
