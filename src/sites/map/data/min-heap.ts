// A binary min-heap of (key, id) pairs for Dijkstra: ties on the key go to the lower id, so routes
// are the same on every run.

export class MinHeap {
  private readonly keys: number[] = [];
  private readonly ids: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, id: number): void {
    this.keys.push(key);
    this.ids.push(id);
    let i = this.keys.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** Removes and returns the smallest pair; undefined when empty. */
  pop(): { key: number; id: number } | undefined {
    if (this.keys.length === 0) return undefined;
    const top = { key: this.keys[0]!, id: this.ids[0]! };
    const lastKey = this.keys.pop()!;
    const lastId = this.ids.pop()!;
    if (this.keys.length > 0) {
      this.keys[0] = lastKey;
      this.ids[0] = lastId;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < this.keys.length && this.less(left, smallest)) smallest = left;
        if (right < this.keys.length && this.less(right, smallest)) smallest = right;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return top;
  }

  private less(a: number, b: number): boolean {
    return this.keys[a]! < this.keys[b]! || (this.keys[a] === this.keys[b] && this.ids[a]! < this.ids[b]!);
  }

  private swap(a: number, b: number): void {
    [this.keys[a], this.keys[b]] = [this.keys[b]!, this.keys[a]!];
    [this.ids[a], this.ids[b]] = [this.ids[b]!, this.ids[a]!];
  }
}
