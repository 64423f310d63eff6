import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.js';

/** A promise plus its resolve function, to hold tasks open until the test lets them go. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('ConcurrencyLimit', () => {
  it('runs at most `max` tasks at once and starts waiters first in, first out', async () => {
    const limit = new ConcurrencyLimit(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        peak = Math.max(peak, limit.active);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.waiting).toBe(2);
    gates[1]!.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(limit.active).toBe(0);
  });

  it('frees the slot when a task throws', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('drops an aborted waiter from the queue and rejects it with the abort reason', async () => {
    const limit = new ConcurrencyLimit(1);
    const held = gate();
    const first = limit.run(() => held.promise);
    const controller = new AbortController();
    const second = limit.run(async () => 'never', controller.signal);
    expect(limit.waiting).toBe(1);
    controller.abort(new Error('stopped'));
    await expect(second).rejects.toThrow('stopped');
    expect(limit.waiting).toBe(0);
    held.open();
    await first;
  });

  it('rejects a limit below 1', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow('concurrency limit must be an integer >= 1 (got 0)');
  });
});
