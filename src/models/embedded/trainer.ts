// The optimisation loop every embedded learner shares: seeded shuffling into minibatches, the loss's
// gradient, global-norm clipping and an Adam(W) step. The model supplies only "loss of a minibatch".
import type { TrainOptions, TrainReport } from '../learner.js';
import { seededRandom, shuffled } from './random.js';
import { tf } from './tf-runtime.js';

/** Adam with decoupled weight decay (Loshchilov & Hutter 2019, Algorithm 2); decay 0 = Adam. */
class AdamW {
  private readonly m: tf.Variable[];
  private readonly v: tf.Variable[];
  private t = 0;

  constructor(
    private readonly params: readonly tf.Variable[],
    private readonly learningRate: number,
    private readonly weightDecay: number,
    private readonly beta1 = 0.9,
    private readonly beta2 = 0.999,
    private readonly epsilon = 1e-8,
  ) {
    this.m = params.map((p) => tf.variable(tf.zerosLike(p), false));
    this.v = params.map((p) => tf.variable(tf.zerosLike(p), false));
  }

  step(grads: readonly tf.Tensor[]): void {
    this.t += 1;
    const correction1 = 1 - this.beta1 ** this.t;
    const correction2 = 1 - this.beta2 ** this.t;
    tf.tidy(() => {
      this.params.forEach((p, i) => {
        const g = grads[i]!;
        const m = this.m[i]!.mul(this.beta1).add(g.mul(1 - this.beta1));
        const v = this.v[i]!.mul(this.beta2).add(g.square().mul(1 - this.beta2));
        this.m[i]!.assign(m);
        this.v[i]!.assign(v);
        const update = m.div(correction1).div(v.div(correction2).sqrt().add(this.epsilon));
        const decayed = this.weightDecay > 0 ? p.mul(1 - this.learningRate * this.weightDecay) : p;
        p.assign(decayed.sub(update.mul(this.learningRate)));
      });
    });
  }

  dispose(): void {
    for (const x of [...this.m, ...this.v]) x.dispose();
  }
}

/** Checks TrainOptions, naming the bad field. */
export function checkTrainOptions(options: TrainOptions): void {
  const positive = {
    epochs: options.epochs,
    batchSize: options.batchSize,
    learningRate: options.learningRate,
  };
  for (const [name, value] of Object.entries(positive)) {
    if (!(value > 0) || !Number.isFinite(value))
      throw new Error(`train options: ${name} must be > 0 (got ${value})`);
  }
  if (!Number.isInteger(options.epochs) || !Number.isInteger(options.batchSize)) {
    throw new Error(
      `train options: epochs and batchSize must be integers (got ${options.epochs}, ${options.batchSize})`,
    );
  }
  if (!(options.maxGradNorm > 0))
    throw new Error(`train options: maxGradNorm must be > 0 (got ${options.maxGradNorm})`);
}

/**
 * Minimises `lossOf(minibatch)` over `params`. `lossOf` runs inside the gradient tape and returns
 * a scalar; everything it allocates is freed after the step.
 */
export async function optimize<E>(
  params: readonly tf.Variable[],
  examples: readonly E[],
  options: TrainOptions,
  lossOf: (batch: readonly E[]) => tf.Scalar,
): Promise<Omit<TrainReport, 'outsideCandidates'>> {
  checkTrainOptions(options);
  const started = performance.now();
  const random = seededRandom(options.seed);
  const adam = new AdamW(params, options.learningRate, options.weightDecay ?? 0);
  const stepsPerEpoch = Math.ceil(examples.length / options.batchSize);
  const totalSteps = stepsPerEpoch * options.epochs;
  const losses: number[] = [];
  const gradNorms: number[] = [];
  let examplesSeen = 0;
  try {
    for (let epoch = 0; epoch < options.epochs && !options.signal?.aborted; epoch++) {
      const order = shuffled(examples, random);
      for (let start = 0; start < order.length && !options.signal?.aborted; start += options.batchSize) {
        const batch = order.slice(start, start + options.batchSize);
        const { loss, norm } = step(params, adam, () => lossOf(batch), options.maxGradNorm);
        losses.push(loss);
        gradNorms.push(norm);
        examplesSeen += batch.length;
        options.onStep?.({ step: losses.length, totalSteps, epoch, loss, gradNorm: norm });
        // Let timers and I/O run between steps (progress lines, abort signals).
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    adam.dispose();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    steps: losses.length,
    examplesSeen,
    losses,
    gradNorms,
    seconds,
    examplesPerSecond: examplesSeen / seconds,
  };
}

function step(
  params: readonly tf.Variable[],
  adam: AdamW,
  lossFn: () => tf.Scalar,
  maxGradNorm: number,
): { loss: number; norm: number } {
  const { value, grads } = tf.variableGrads(lossFn, params as tf.Variable[]);
  const ordered = params.map((p) => grads[p.name] ?? tf.zerosLike(p));
  try {
    const loss = value.dataSync()[0]!;
    if (!Number.isFinite(loss))
      throw new Error(`the loss is ${loss}; check the loss function and its inputs`);
    const normTensor = tf.tidy(() => tf.sqrt(tf.addN(ordered.map((g) => g.square().sum()))));
    const norm = normTensor.dataSync()[0]!;
    normTensor.dispose();
    // Global-norm clipping as torch.nn.utils.clip_grad_norm_: scale by max / (norm + 1e-6) when above.
    const scale = norm > maxGradNorm ? maxGradNorm / (norm + 1e-6) : 1;
    const clipped = scale === 1 ? ordered : ordered.map((g) => g.mul(scale));
    adam.step(clipped);
    if (clipped !== ordered) for (const g of clipped) g.dispose();
    return { loss, norm };
  } finally {
    value.dispose();
    for (const g of ordered) g.dispose();
  }
}
