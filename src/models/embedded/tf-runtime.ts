// tfjs set up the way this project measured it to be fast (reference/platform.md §1): the WASM
// backend (SIMD, one thread), a JS UnsortedSegmentSum kernel (the gradient of gather, missing on
// WASM), and a matmul whose gradient avoids WASM's slow transposed-matmul path. Every embedded
// model calls `initTfjs()` first; it fails loudly instead of silently falling back to `cpu`.
import { createRequire } from 'node:module';
import type * as Tfjs from '@tensorflow/tfjs';

// Required rather than imported: Node's import of a CommonJS package first scans its whole source
// for export names, about 0.3 s at every start for tfjs's 1.3 MB bundle, which require skips.
const require = createRequire(import.meta.url);
const tf = require('@tensorflow/tfjs') as typeof Tfjs;
require('@tensorflow/tfjs-backend-wasm');

/** The types of tfjs used here, under the same name as the value (`tf.Tensor2D`). */
declare namespace tf {
  type DataType = Tfjs.DataType;
  type GradSaveFunc = Tfjs.GradSaveFunc;
  type KernelConfig = Tfjs.KernelConfig;
  type Scalar = Tfjs.Scalar;
  type Tensor<R extends Tfjs.Rank = Tfjs.Rank> = Tfjs.Tensor<R>;
  type Tensor1D = Tfjs.Tensor1D;
  type Tensor2D = Tfjs.Tensor2D;
  type TensorInfo = Tfjs.TensorInfo;
  type Variable<R extends Tfjs.Rank = Tfjs.Rank> = Tfjs.Variable<R>;
}

/** What `initTfjs` found. */
export interface TfjsRuntimeInfo {
  backend: string;
  simd: boolean;
  version: string;
  /** Milliseconds the backend took to start (0 when it was already running). */
  startMs: number;
}

/** Thrown when tfjs cannot run on the WASM backend. */
export class TfjsBackendError extends Error {
  override readonly name = 'TfjsBackendError';
}

let ready: Promise<TfjsRuntimeInfo> | undefined;

/** Starts tfjs on the WASM backend once per process and registers the kernels the models need. */
export function initTfjs(): Promise<TfjsRuntimeInfo> {
  ready ??= start();
  return ready;
}

async function start(): Promise<TfjsRuntimeInfo> {
  const started = performance.now();
  let ok = false;
  const before = processListeners();
  try {
    ok = await tf.setBackend('wasm');
  } catch (error) {
    throw new TfjsBackendError(`tfjs could not start its WASM backend: ${(error as Error).message}`, {
      cause: error,
    });
  }
  await tf.ready();
  removeEmscriptenListeners(before);
  // A failed WASM start leaves tfjs on the ~20x slower pure-JS backend without an error (platform.md §1.2).
  if (!ok || tf.getBackend() !== 'wasm') {
    throw new TfjsBackendError(
      `tfjs is running on the "${tf.getBackend()}" backend, not "wasm"; reinstall @tensorflow/tfjs-backend-wasm 4.22.0 (npm ci) and check that its .wasm files exist`,
    );
  }
  registerUnsortedSegmentSum();
  registerFastGather();
  return {
    backend: tf.getBackend(),
    simd: tf.env().getBool('WASM_HAS_SIMD_SUPPORT') as boolean,
    version: tf.version.tfjs,
    startMs: performance.now() - started,
  };
}

const PROCESS_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

type Listener = (...args: unknown[]) => void;

function listenersOf(event: (typeof PROCESS_EVENTS)[number]): Listener[] {
  return process.listeners(event as 'uncaughtException') as unknown as Listener[];
}

function processListeners(): Map<string, Listener[]> {
  return new Map(PROCESS_EVENTS.map((event) => [event, listenersOf(event)]));
}

// The WASM module's Emscripten runtime adds process handlers that rethrow every uncaught error from
// inside its minified source, so Node prints a 100 kB line of it above any crash of the program.
// Node's own defaults do the same job (report and exit), so the added handlers are removed.
function removeEmscriptenListeners(before: Map<string, Listener[]>): void {
  for (const event of PROCESS_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)!.includes(listener)) process.removeListener(event, listener);
    }
  }
}

/** What `probeTfjs` measured. */
export interface TfjsProbe extends TfjsRuntimeInfo {
  /** float32 matmul throughput of a 256³ product, after warm-up. */
  matmulGflops: number;
}

/**
 * Starts tfjs, checks that a gather's gradient (the custom kernel) is right, and times a matmul:
 * what `webrl doctor` reports. Throws TfjsBackendError when anything is off.
 */
export async function probeTfjs(): Promise<TfjsProbe> {
  const info = await initTfjs();
  const gradient = tf.tidy(() => {
    const table = tf.variable(tf.ones([4, 2]), true);
    const { grads } = tf.variableGrads(
      () => tf.gather(table, tf.tensor1d([1, 1, 3], 'int32')).sum() as tf.Scalar,
      [table],
    );
    const values = [...grads[table.name]!.dataSync()];
    table.dispose();
    return values;
  });
  if (gradient.join(',') !== '0,0,2,2,0,0,1,1') {
    throw new TfjsBackendError(
      `the gather gradient kernel is wrong: got [${gradient}], expected [0,0,2,2,0,0,1,1]`,
    );
  }
  const n = 256;
  const a = tf.randomNormal([n, n]);
  const b = tf.randomNormal([n, n]);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const c = tf.matMul(a, b);
    c.dataSync();
    best = Math.min(best, performance.now() - started);
    c.dispose();
  }
  a.dispose();
  b.dispose();
  return { ...info, matmulGflops: (2 * n ** 3) / (best * 1e6) };
}

interface WasmBackendApi {
  makeOutput(shape: number[], dtype: tf.DataType): tf.TensorInfo;
  typedArrayFromHeap(info: tf.TensorInfo): Float32Array | Int32Array | Uint8Array;
}

// The gradient of tf.gather. WASM has no kernel for it; this sums rows of x into their segments.
// Heap views are taken after makeOutput, because an allocation may grow and detach the heap.
function registerUnsortedSegmentSum(): void {
  if (tf.getKernel('UnsortedSegmentSum', 'wasm')) return;
  tf.registerKernel({
    kernelName: 'UnsortedSegmentSum',
    backendName: 'wasm',
    kernelFunc: ({ inputs, attrs, backend }) => {
      const { x, segmentIds } = inputs as { x: tf.TensorInfo; segmentIds: tf.TensorInfo };
      const numSegments = (attrs as { numSegments: number }).numSegments;
      const api = backend as unknown as WasmBackendApi;
      const rowShape = x.shape.slice(segmentIds.shape.length);
      const out = api.makeOutput([numSegments, ...rowShape], x.dtype);
      const values = api.typedArrayFromHeap(x);
      const ids = api.typedArrayFromHeap(segmentIds);
      const sums = api.typedArrayFromHeap(out);
      const rowSize = rowShape.reduce((a, b) => a * b, 1);
      sums.fill(0);
      for (let i = 0; i < ids.length; i++) {
        const segment = ids[i]!;
        if (segment < 0 || segment >= numSegments) continue;
        const from = i * rowSize;
        const to = segment * rowSize;
        for (let j = 0; j < rowSize; j++) sums[to + j]! += values[from + j]!;
      }
      return out;
    },
  });
}

// WASM's GatherV2 checks every index through a JS closure (~0.6 µs each: 3 ms for the 4k word
// lookups of one step). Row gathers along axis 0 are plain copies between heap views; every other
// case goes to the stock kernel.
function registerFastGather(): void {
  const stock = tf.getKernel('GatherV2', 'wasm');
  if (!stock || (stock as { webrlFast?: boolean }).webrlFast) return;
  tf.unregisterKernel('GatherV2', 'wasm');
  const config: tf.KernelConfig & { webrlFast: boolean } = {
    kernelName: 'GatherV2',
    backendName: 'wasm',
    webrlFast: true,
    setupFunc: stock.setupFunc,
    kernelFunc: (args) => {
      const { x, indices } = args.inputs as { x: tf.TensorInfo; indices: tf.TensorInfo };
      const { axis, batchDims } = args.attrs as { axis: number; batchDims: number };
      if (axis !== 0 || batchDims !== 0 || x.dtype === 'string' || indices.dtype !== 'int32') {
        return stock.kernelFunc(args);
      }
      const api = args.backend as unknown as WasmBackendApi;
      const rowSize = x.shape.slice(1).reduce((a, b) => a * b, 1);
      const rows = x.shape[0]!;
      const out = api.makeOutput([...indices.shape, ...x.shape.slice(1)], x.dtype);
      const source = api.typedArrayFromHeap(x);
      const ids = api.typedArrayFromHeap(indices);
      const target = api.typedArrayFromHeap(out);
      for (let i = 0; i < ids.length; i++) {
        const row = ids[i]!;
        if (row < 0 || row >= rows) throw new Error(`GatherV2: index ${row} is not in [0, ${rows - 1}]`);
        const from = row * rowSize;
        const to = i * rowSize;
        for (let j = 0; j < rowSize; j++) target[to + j] = source[from + j]!;
      }
      return out;
    },
  };
  tf.registerKernel(config);
}

/**
 * a·b for 2-D tensors, with a gradient that uses only plain matmuls on explicit transposes: WASM's
 * transposed matmul variants (which tfjs's own gradient uses) run 8–20× slower (platform.md §1.4).
 */
export const matMul = customGradient((a: tf.Tensor, b: tf.Tensor, save: tf.GradSaveFunc) => {
  save([a, b]);
  return {
    value: tf.matMul(a as tf.Tensor2D, b as tf.Tensor2D),
    gradFunc: (dy: tf.Tensor, saved: tf.Tensor[]) => {
      const [sa, sb] = saved as [tf.Tensor2D, tf.Tensor2D];
      return [tf.matMul(dy as tf.Tensor2D, sb.transpose()), tf.matMul(sa.transpose(), dy as tf.Tensor2D)];
    },
  };
}) as (a: tf.Tensor2D, b: tf.Tensor2D) => tf.Tensor2D;

/** The values of x with a zero gradient (torch's detach). */
export const stopGradient = customGradient((x: tf.Tensor) => ({
  value: x.clone(),
  gradFunc: (dy: tf.Tensor) => tf.zerosLike(dy),
})) as (x: tf.Tensor) => tf.Tensor;

type GradientResult = {
  value: tf.Tensor;
  gradFunc: (dy: tf.Tensor, saved: tf.Tensor[]) => tf.Tensor | tf.Tensor[];
};

/** tf.customGrad with the argument types tfjs's typings cannot express (tensors, then `save`). */
export function customGradient(
  f: (...args: never[]) => GradientResult,
): (...inputs: tf.Tensor[]) => tf.Tensor {
  return tf.customGrad(f as unknown as Parameters<typeof tf.customGrad>[0]) as (
    ...inputs: tf.Tensor[]
  ) => tf.Tensor;
}

export { tf };
