import { beforeAll, describe, expect, it } from 'vitest';
import { initTfjs, matMul, probeTfjs, stopGradient, tf } from './tf-runtime.js';

beforeAll(async () => {
  await initTfjs();
});

const values = (t: tf.Tensor) => [...t.dataSync()];

describe('tfjs runtime', () => {
  it('runs on the WASM backend and reports it', async () => {
    const probe = await probeTfjs();
    expect(probe.backend).toBe('wasm');
    expect(tf.getBackend()).toBe('wasm');
    expect(probe.matmulGflops).toBeGreaterThan(0);
  });

  it('leaves no handler of the WASM runtime on the process (it would print its whole source on a crash)', () => {
    const handlers = [...process.listeners('uncaughtException'), ...process.listeners('unhandledRejection')];
    expect(handlers.some((l) => String(l).includes('ExitStatus') || String(l).includes('throw reason'))).toBe(
      false,
    );
  });

  it('sums gathered rows back into their segments (the gather gradient WASM lacks)', () => {
    const x = tf.tensor2d([1, 2, 3, 4, 5, 6], [3, 2]);
    const summed = tf.unsortedSegmentSum(x, tf.tensor1d([2, 0, 2], 'int32'), 4);
    expect(values(summed)).toEqual([3, 4, 0, 0, 6, 8, 0, 0]);
  });

  it('gathers rows like the stock kernel, and other axes through it', () => {
    const table = tf.tensor2d([10, 11, 20, 21, 30, 31], [3, 2]);
    expect(values(tf.gather(table, tf.tensor1d([2, 0, 2], 'int32')))).toEqual([30, 31, 10, 11, 30, 31]);
    expect(tf.gather(table, tf.tensor2d([[1], [0]], [2, 1], 'int32')).shape).toEqual([2, 1, 2]);
    expect(values(tf.gather(table, tf.tensor1d([1], 'int32'), 1))).toEqual([11, 21, 31]);
    expect(() => tf.gather(table, tf.tensor1d([3], 'int32'))).toThrow(/index 3 is not in \[0, 2\]/);
  });

  it('gives matMul the same gradient as tf.matMul, and stopGradient none', () => {
    const a = tf.randomNormal([5, 4], 0, 1, 'float32', 1);
    const b = tf.randomNormal([4, 3], 0, 1, 'float32', 2);
    const f = (mm: (x: tf.Tensor2D, y: tf.Tensor2D) => tf.Tensor) => (x: tf.Tensor, y: tf.Tensor) =>
      mm(x as tf.Tensor2D, y as tf.Tensor2D)
        .square()
        .sum();
    const ours = tf.grads(f(matMul))([a, b]);
    const stock = tf.grads(f((x, y) => tf.matMul(x, y)))([a, b]);
    ours.forEach((g, i) => {
      expect(values(g).map((v) => v.toFixed(4))).toEqual(values(stock[i]!).map((v) => v.toFixed(4)));
    });
    const detached = tf.grad((x: tf.Tensor) => stopGradient(x).mul(x).sum())(tf.tensor1d([1, 2, 3]));
    expect(values(detached)).toEqual([1, 2, 3]);
  });
});
