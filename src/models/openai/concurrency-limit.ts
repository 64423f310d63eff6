// At most N requests of a role in flight: a first-in, first-out semaphore whose waiters can be
// aborted.

/** Runs async work with at most `max` tasks running at once. */
export class ConcurrencyLimit {
  private running = 0;
  private readonly queue: { start: () => void; reject: (reason: unknown) => void }[] = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) {
      throw new RangeError(`concurrency limit must be an integer >= 1 (got ${max})`);
    }
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `task` once a slot is free; an abort while waiting rejects with the signal's reason. */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.max) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running++;
          resolve();
        },
        reject,
      };
      const onAbort = () => {
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private release(): void {
    this.running--;
    this.queue.shift()?.start();
  }
}
