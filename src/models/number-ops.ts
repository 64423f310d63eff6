// LossOps on plain numbers: a loss written for the learner evaluated without tfjs, so rl/ can test
// each loss against an independent plain-loop computation. Vectors are number arrays; a scalar is
// an array of length 1 and broadcasts.
import {
  type ExampleNumbers,
  exampleColumns,
  type LossOps,
  type PolicyLoss,
  type PolicyLossBatch,
  type ValueLoss,
  type ValueLossBatch,
} from './learner.js';

type Vector = readonly number[];

function zip(a: Vector, b: Vector, f: (x: number, y: number) => number): number[] {
  if (a.length !== b.length && a.length !== 1 && b.length !== 1) {
    throw new Error(`cannot broadcast vectors of lengths ${a.length} and ${b.length}`);
  }
  const n = Math.max(a.length, b.length);
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = f(a[a.length === 1 ? 0 : i]!, b[b.length === 1 ? 0 : i]!);
  return out;
}

const logSigmoid = (x: number) => (x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x)));

/** LossOps over number arrays (no gradients). */
export const numberOps: LossOps<Vector> = {
  constant: (value) => [value],
  add: (a, b) => zip(a, b, (x, y) => x + y),
  sub: (a, b) => zip(a, b, (x, y) => x - y),
  mul: (a, b) => zip(a, b, (x, y) => x * y),
  div: (a, b) => zip(a, b, (x, y) => x / y),
  neg: (x) => x.map((v) => -v),
  exp: (x) => x.map(Math.exp),
  log: (x) => x.map(Math.log),
  abs: (x) => x.map(Math.abs),
  square: (x) => x.map((v) => v * v),
  sigmoid: (x) => x.map((v) => 1 / (1 + Math.exp(-v))),
  logSigmoid: (x) => x.map(logSigmoid),
  minimum: (a, b) => zip(a, b, Math.min),
  maximum: (a, b) => zip(a, b, Math.max),
  clip: (x, min, max) => x.map((v) => Math.min(max, Math.max(min, v))),
  smoothL1: (input, target, threshold = 1) =>
    zip(input, target, (x, y) => {
      const d = Math.abs(x - y);
      return d < threshold ? (0.5 * d * d) / threshold : d - 0.5 * threshold;
    }),
  greaterEqual: (a, b) => zip(a, b, (x, y) => (x >= y ? 1 : 0)),
  where: (mask, a, b) => {
    const chosen = zip(mask, a, (m, x) => m * x);
    return zip(
      chosen,
      zip(mask, b, (m, y) => (1 - m) * y),
      (x, y) => x + y,
    );
  },
  stopGradient: (x) => x,
  mean: (x) => [x.reduce((s, v) => s + v, 0) / x.length],
  sum: (x) => [x.reduce((s, v) => s + v, 0)],
};

/** Evaluates a policy loss on plain numbers: `logProb` and `tokens` per example, plus their columns. */
export function evaluatePolicyLoss(
  loss: PolicyLoss,
  examples: readonly (ExampleNumbers & { logProb: number; tokens?: number })[],
): number {
  const batch: PolicyLossBatch<Vector> = Object.assign(
    exampleColumns<Vector>(examples, (v) => v),
    {
      size: examples.length,
      logProb: examples.map((e) => e.logProb),
      tokens: examples.map((e) => e.tokens ?? 1),
    },
  );
  return scalarOf(loss(numberOps, batch));
}

/** Evaluates a value loss on plain numbers: per-head logits of s (and s' when given) per example. */
export function evaluateValueLoss(
  loss: ValueLoss,
  examples: readonly (ExampleNumbers & { logits: readonly number[]; nextLogits?: readonly number[] })[],
): number {
  const heads = (pick: (e: (typeof examples)[number]) => readonly number[] | undefined, what: string) => {
    const count = examples.length === 0 ? 0 : (pick(examples[0]!)?.length ?? 0);
    return Array.from({ length: count }, (_, k) =>
      examples.map((e, i) => {
        const value = pick(e)?.[k];
        if (value === undefined) throw new Error(`the loss reads ${what} but example ${i} has no head ${k}`);
        return value;
      }),
    );
  };
  const minSigmoid = (logits: Vector[]) =>
    logits.reduce<Vector>((m, l) => numberOps.minimum(m, numberOps.sigmoid(l)), [Number.POSITIVE_INFINITY]);
  const batch = exampleColumns<Vector>(examples, (v) => v) as ValueLossBatch<Vector>;
  Object.defineProperties(batch, {
    size: { value: examples.length },
    logits: { get: () => heads((e) => e.logits, 'logits') },
    value: { get: () => minSigmoid(heads((e) => e.logits, 'value')) },
    nextLogits: { get: () => heads((e) => e.nextLogits, 'nextLogits') },
    nextValue: { get: () => minSigmoid(heads((e) => e.nextLogits, 'nextValue')) },
  });
  return scalarOf(loss(numberOps, batch));
}

function scalarOf(result: Vector): number {
  if (result.length !== 1)
    throw new Error(`a loss must reduce to a scalar; got a vector of ${result.length}`);
  return result[0]!;
}
