// Feature matrices built row by row: each row is a fixed number of dense values plus a fixed number
// of bag slots. The writer checks that every row has exactly its declared width, so a feature added
// in one place and forgotten in another fails at once instead of shifting columns silently.

/** A block of rows: `dense` is rows × width, `bags` is rows × slots (indices into a BagTable). */
export interface FeatureRows {
  rows: number;
  width: number;
  slots: number;
  dense: Float32Array;
  bags: Int32Array;
}

/** Appends rows of dense values and bag slots. */
export class RowWriter {
  private readonly dense: Float32Array;
  private readonly bags: Int32Array;
  private denseAt = 0;
  private bagAt = 0;
  rows = 0;

  /** `capacity` is the number of rows that will be written. */
  constructor(
    readonly width: number,
    readonly slots: number,
    readonly capacity: number,
  ) {
    this.dense = new Float32Array(capacity * width);
    this.bags = new Int32Array(capacity * slots);
  }

  /** Appends one dense value to the current row (booleans as 0/1). */
  value(v: number | boolean): this {
    if (this.denseAt < this.dense.length) this.dense[this.denseAt] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
    this.denseAt += 1;
    return this;
  }

  /** Appends a one-hot block: 1 at `index` among `size` (all zeros when index < 0). */
  oneHot(index: number, size: number): this {
    for (let i = 0; i < size; i++) this.value(i === index ? 1 : 0);
    return this;
  }

  /** Appends one bag index to the current row. */
  bag(index: number): this {
    if (this.bagAt < this.bags.length) this.bags[this.bagAt] = index;
    this.bagAt += 1;
    return this;
  }

  /** Closes the current row, checking its width. */
  endRow(): void {
    const width = this.denseAt - this.rows * this.width;
    const slots = this.bagAt - this.rows * this.slots;
    if (width !== this.width || slots !== this.slots) {
      throw new Error(
        `feature row ${this.rows} has ${width} values and ${slots} bags; the layout declares ${this.width} and ${this.slots}`,
      );
    }
    this.rows += 1;
    if (this.rows > this.capacity) throw new Error(`more than the ${this.capacity} feature rows declared`);
  }

  build(): FeatureRows {
    if (this.rows !== this.capacity)
      throw new Error(`${this.rows} feature rows written, ${this.capacity} declared`);
    return { rows: this.rows, width: this.width, slots: this.slots, dense: this.dense, bags: this.bags };
  }
}

/** Clamps to [lo, hi]. */
export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** a / b, or 0 when b is 0. */
export function ratio(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}
