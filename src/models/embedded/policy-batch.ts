// Several steps' policy features merged into one batch: bag tables concatenated, rows re-pointed at
// the merged bags, and the segments (which rows form one softmax) recorded. Pure JS arrays; the
// network turns them into tensors.
import { BagBuilder, type BagTable } from './bags.js';
import type { FeatureRows } from './feature-rows.js';
import type { PolicyFeatures } from './policy-features.js';

/** Rows with their bag slots and the bag pairs the network multiplies. */
export interface BatchRows {
  rows: number;
  width: number;
  slots: number;
  pairs: number;
  dense: Float32Array;
  slotBags: Int32Array;
  pairLeft: Int32Array;
  pairRight: Int32Array;
}

/** A run of rows forming one softmax: the heads of one step, or the arguments of one head. */
export interface Segment {
  item: number;
  /** For argument segments: the head the arguments complete. */
  head: number;
  start: number;
  count: number;
}

export interface PolicyBatch {
  size: number;
  bags: BagTable;
  heads: BatchRows;
  headSegments: Segment[];
  args: BatchRows;
  argSegments: Segment[];
}

// Which bag slots meet which: heads compare each of their bags with the instruction; arguments
// compare text, context and kind with the instruction, and text and context with the field's label.
// Head slots: text, context, attributes, action/kind, URL, frame. Argument slots: text, context,
// kind, field label, frame, answer shape. The frame (what kind of task) meets the action, the answer
// kind and the answer's shape (a price for "what is the price", a count for "how many").
const HEAD_PAIRS: readonly [number | 'intent', number | 'intent'][] = [
  [0, 'intent'],
  [1, 'intent'],
  [2, 'intent'],
  [3, 'intent'],
  [4, 'intent'],
  [3, 5],
  [0, 5],
];
const ARG_PAIRS: readonly [number | 'intent', number | 'intent'][] = [
  [0, 'intent'],
  [1, 'intent'],
  [2, 'intent'],
  [0, 3],
  [1, 3],
  [2, 4],
  [1, 4],
  [5, 4],
  [5, 'intent'],
];
export const HEAD_PAIR_COUNT = HEAD_PAIRS.length;
export const ARG_PAIR_COUNT = ARG_PAIRS.length;

class RowsBuilder {
  private readonly blocks: { block: FeatureRows; bagOffset: number; intentBag: number }[] = [];
  rows = 0;
  constructor(
    readonly width: number,
    readonly slots: number,
    readonly pairs: readonly [number | 'intent', number | 'intent'][],
  ) {}

  append(block: FeatureRows, bagOffset: number, intentBag: number): void {
    this.blocks.push({ block, bagOffset, intentBag });
    this.rows += block.rows;
  }

  build(): BatchRows {
    const { width, slots, pairs, rows } = this;
    const dense = new Float32Array(rows * width);
    const slotBags = new Int32Array(rows * slots);
    const pairLeft = new Int32Array(rows * pairs.length);
    const pairRight = new Int32Array(rows * pairs.length);
    let row = 0;
    for (const { block, bagOffset, intentBag } of this.blocks) {
      if (block.rows === 0) continue;
      if (block.width !== width || block.slots !== slots) {
        throw new Error(
          `feature block has ${block.width}x${block.slots} columns; the batch expects ${width}x${slots}`,
        );
      }
      dense.set(block.dense, row * width);
      for (let r = 0; r < block.rows; r++, row++) {
        for (let s = 0; s < slots; s++) {
          const bag = block.bags[r * slots + s]!;
          slotBags[row * slots + s] = bag === 0 ? 0 : bag + bagOffset;
        }
        pairs.forEach(([left, right], p) => {
          pairLeft[row * pairs.length + p] = left === 'intent' ? intentBag : slotBags[row * slots + left]!;
          pairRight[row * pairs.length + p] = right === 'intent' ? intentBag : slotBags[row * slots + right]!;
        });
      }
    }
    return { rows, width, slots, pairs: pairs.length, dense, slotBags, pairLeft, pairRight };
  }
}

/**
 * Merges steps into one batch. `argHeads[i]` lists the heads of item i whose argument rows to
 * include (each must have been featurised).
 */
export function mergePolicyFeatures(
  items: readonly PolicyFeatures[],
  argHeads: readonly (readonly number[])[],
  shape: {
    buckets: number;
    maxTokens: number;
    headWidth: number;
    headSlots: number;
    argWidth: number;
    argSlots: number;
  },
): PolicyBatch {
  const bags = new BagBuilder(shape.buckets, shape.maxTokens);
  const heads = new RowsBuilder(shape.headWidth, shape.headSlots, HEAD_PAIRS);
  const args = new RowsBuilder(shape.argWidth, shape.argSlots, ARG_PAIRS);
  const headSegments: Segment[] = [];
  const argSegments: Segment[] = [];
  items.forEach((features, item) => {
    const offset = bags.append(features.bags);
    const intentBag = features.intentBag === 0 ? 0 : features.intentBag + offset;
    headSegments.push({ item, head: -1, start: heads.rows, count: features.heads.rows });
    heads.append(features.heads, offset, intentBag);
    for (const head of argHeads[item] ?? []) {
      const block = features.args.get(head);
      if (!block) throw new Error(`arguments of head ${head} of batch item ${item} were not featurised`);
      argSegments.push({ item, head, start: args.rows, count: block.rows });
      args.append(block, offset, intentBag);
    }
  });
  return {
    size: items.length,
    bags: bags.build(),
    heads: heads.build(),
    headSegments,
    args: args.build(),
    argSegments,
  };
}
