// The building blocks of the embedded networks: named, seeded parameters; bag embeddings (the mean
// of hashed word vectors); and a row scorer, an MLP over a row's dense features, its bag vectors and
// element-wise products of bag pairs (the instruction against a candidate's words).
import type { BagTable } from './bags.js';
import { normalSample } from './random.js';
import { customGradient, matMul, tf } from './tf-runtime.js';

/** Stored weights: name → shape and values. */
export type WeightMap = Map<string, { shape: number[]; values: Float32Array }>;

let variableCounter = 0;

/** Named trainable variables, created in a fixed order from one seeded random source. */
export class ParameterStore {
  private readonly variables = new Map<string, tf.Variable>();

  constructor(private readonly random: () => number) {}

  /** A variable drawn from N(0, std²). */
  normal(name: string, shape: number[], std: number): tf.Variable {
    const size = shape.reduce((a, b) => a * b, 1);
    const values = new Float32Array(size);
    for (let i = 0; i < size; i++) values[i] = normalSample(this.random) * std;
    return this.add(name, tf.tensor(values, shape));
  }

  zeros(name: string, shape: number[]): tf.Variable {
    return this.add(name, tf.zeros(shape));
  }

  private add(name: string, initial: tf.Tensor): tf.Variable {
    if (this.variables.has(name)) throw new Error(`parameter "${name}" is defined twice`);
    variableCounter += 1;
    // tfjs variable names are global; ours are per model.
    const variable = tf.variable(initial, true, `webrl_${variableCounter}_${name}`);
    initial.dispose();
    this.variables.set(name, variable);
    return variable;
  }

  /** The variables in creation order. */
  list(): tf.Variable[] {
    return [...this.variables.values()];
  }

  /** Logical name of each variable, in creation order. */
  names(): string[] {
    return [...this.variables.keys()];
  }

  /** Copies the current values out. */
  read(): WeightMap {
    const out: WeightMap = new Map();
    for (const [name, v] of this.variables)
      out.set(name, { shape: v.shape, values: v.dataSync() as Float32Array });
    return out;
  }

  /** Overwrites every variable; names and shapes must match exactly. */
  write(weights: WeightMap): void {
    for (const [name, v] of this.variables) {
      const w = weights.get(name);
      if (!w) throw new Error(`weights lack parameter "${name}"`);
      if (w.shape.join('x') !== v.shape.join('x')) {
        throw new Error(
          `parameter "${name}" has shape [${w.shape}] in the weights but [${v.shape}] in the model`,
        );
      }
      v.assign(tf.tensor(w.values, w.shape));
    }
    for (const name of weights.keys()) {
      if (!this.variables.has(name)) throw new Error(`weights hold unknown parameter "${name}"`);
    }
  }

  dispose(): void {
    for (const v of this.variables.values()) v.dispose();
    this.variables.clear();
  }
}

/**
 * Mean of the word vectors of each bag: [bags, dim]; bag 0 (empty) gives zeros. One JS loop each
 * way instead of gather → [bags, K, dim] → weighted sum, which allocates and walks K times more.
 */
export function bagEmbeddings(table: tf.Tensor2D, bags: BagTable): tf.Tensor2D {
  const [rows, dim] = table.shape;
  const K = bags.maxTokens;
  const embed = customGradient((t: tf.Tensor) => {
    const values = t.dataSync() as Float32Array;
    const out = new Float32Array(bags.count * dim);
    for (let b = 0; b < bags.count; b++) {
      for (let k = 0; k < K; k++) {
        const w = bags.weights[b * K + k]!;
        if (w === 0) continue;
        const from = bags.tokens[b * K + k]! * dim;
        for (let j = 0; j < dim; j++) out[b * dim + j]! += w * values[from + j]!;
      }
    }
    return {
      value: tf.tensor2d(out, [bags.count, dim]),
      gradFunc: (dy: tf.Tensor) => {
        const upstream = dy.dataSync() as Float32Array;
        const grad = new Float32Array(rows * dim);
        for (let b = 0; b < bags.count; b++) {
          for (let k = 0; k < K; k++) {
            const w = bags.weights[b * K + k]!;
            if (w === 0) continue;
            const to = bags.tokens[b * K + k]! * dim;
            for (let j = 0; j < dim; j++) grad[to + j]! += w * upstream[b * dim + j]!;
          }
        }
        return tf.tensor2d(grad, [rows, dim]);
      },
    };
  });
  return embed(table) as tf.Tensor2D;
}

/** Shape of a row scorer. */
export interface RowScorerShape {
  /** Dense features per row. */
  width: number;
  /** Bag vectors per row. */
  slots: number;
  /** Element-wise products of bag pairs per row. */
  pairs: number;
  /** Word vector size. */
  dim: number;
  /** Hidden units. */
  hidden: number;
  /** Outputs per row (1 for a score, 1 per critic head …). */
  outputs: number;
}

/** A row block: dense features as a tensor, bag indices (into the batch's bag vectors) as arrays. */
export interface RowTensors {
  rows: number;
  dense: tf.Tensor2D;
  /** [rows·slots] bag indices. */
  slots: Int32Array;
  /** [rows·pairs] bag indices of each product's two sides. */
  pairLeft: Int32Array;
  pairRight: Int32Array;
}

/**
 * Each row's bag vectors followed by its bag products: [rows, (slots + pairs)·dim]. One JS loop
 * each way, in place of three gathers, a product and two reshapes on the tape (each WASM op costs
 * ~25 µs of dispatch, and these are the many small ones).
 */
function rowInputs(bagVectors: tf.Tensor2D, input: RowTensors, slots: number, pairs: number): tf.Tensor2D {
  const [bags, dim] = bagVectors.shape;
  const width = (slots + pairs) * dim;
  const { rows, pairLeft, pairRight } = input;
  const op = customGradient((vectors: tf.Tensor) => {
    const v = vectors.dataSync() as Float32Array;
    const out = new Float32Array(rows * width);
    for (let r = 0; r < rows; r++) {
      const base = r * width;
      for (let s = 0; s < slots; s++) {
        const from = input.slots[r * slots + s]! * dim;
        for (let j = 0; j < dim; j++) out[base + s * dim + j] = v[from + j]!;
      }
      for (let p = 0; p < pairs; p++) {
        const left = pairLeft[r * pairs + p]! * dim;
        const right = pairRight[r * pairs + p]! * dim;
        const at = base + (slots + p) * dim;
        for (let j = 0; j < dim; j++) out[at + j] = v[left + j]! * v[right + j]!;
      }
    }
    return {
      value: tf.tensor2d(out, [rows, width]),
      gradFunc: (dy: tf.Tensor) => {
        const g = dy.dataSync() as Float32Array;
        const grad = new Float32Array(bags * dim);
        for (let r = 0; r < rows; r++) {
          const base = r * width;
          for (let s = 0; s < slots; s++) {
            const to = input.slots[r * slots + s]! * dim;
            for (let j = 0; j < dim; j++) grad[to + j]! += g[base + s * dim + j]!;
          }
          for (let p = 0; p < pairs; p++) {
            const left = pairLeft[r * pairs + p]! * dim;
            const right = pairRight[r * pairs + p]! * dim;
            const at = base + (slots + p) * dim;
            for (let j = 0; j < dim; j++) {
              grad[left + j]! += g[at + j]! * v[right + j]!;
              grad[right + j]! += g[at + j]! * v[left + j]!;
            }
          }
        }
        return tf.tensor2d(grad, [bags, dim]);
      },
    };
  });
  return op(bagVectors) as tf.Tensor2D;
}

/** One hidden layer MLP over [dense ; bag vectors ; bag products] → outputs. */
export class RowScorer {
  private readonly denseWeights: tf.Variable;
  private readonly bagWeights: tf.Variable | undefined;
  private readonly hiddenBias: tf.Variable;
  private readonly outWeights: tf.Variable;
  private readonly outBias: tf.Variable;

  constructor(
    store: ParameterStore,
    prefix: string,
    readonly shape: RowScorerShape,
  ) {
    const { width, slots, pairs, dim, hidden, outputs } = shape;
    const fanIn = width + (slots + pairs) * dim;
    // He initialisation for the ReLU layer, small output weights so initial scores are near uniform.
    const std = Math.sqrt(2 / fanIn);
    this.denseWeights = store.normal(`${prefix}.dense`, [width, hidden], std);
    this.bagWeights =
      slots + pairs > 0
        ? store.normal(`${prefix}.bags`, [(slots + pairs) * dim, hidden], std * 2)
        : undefined;
    this.hiddenBias = store.zeros(`${prefix}.hiddenBias`, [hidden]);
    this.outWeights = store.normal(`${prefix}.out`, [hidden, outputs], 0.1 / Math.sqrt(hidden));
    this.outBias = store.zeros(`${prefix}.outBias`, [outputs]);
  }

  /** Scores rows: [rows, outputs]. Call inside tf.tidy. */
  apply(bagVectors: tf.Tensor2D, input: RowTensors): tf.Tensor2D {
    const { slots, pairs } = this.shape;
    let pre = matMul(input.dense, this.denseWeights as tf.Tensor2D);
    if (this.bagWeights) {
      pre = pre.add(matMul(rowInputs(bagVectors, input, slots, pairs), this.bagWeights as tf.Tensor2D));
    }
    const hidden = tf.relu(pre.add(this.hiddenBias)) as tf.Tensor2D;
    return matMul(hidden, this.outWeights as tf.Tensor2D).add(this.outBias) as tf.Tensor2D;
  }
}
