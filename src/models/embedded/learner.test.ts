import { beforeAll, describe, expect, it } from 'vitest';
import type { LossOps, PolicyExample, PolicyLoss } from '../learner.js';
import { numberOps } from '../number-ops.js';
import { criticRows, EmbeddedCritic } from './critic.js';
import { EmbeddedPolicy } from './policy.js';
import { seededRandom } from './random.js';
import { tensorOps } from './tensor-ops.js';
import { contextOf, products, shopPage } from './test-pages.js';
import { initTfjs, tf } from './tf-runtime.js';

beforeAll(async () => {
  await initTfjs();
});

const nll: PolicyLoss = (ops, batch) => ops.neg(ops.mean(batch.logProb));
const options = { epochs: 2, batchSize: 3, learningRate: 0.02, maxGradNorm: 1, seed: 4 };

function searchExamples(seed: number, count: number): PolicyExample[] {
  const items = products(seededRandom(seed), count);
  return items.map((p) => ({
    context: contextOf(`Search for "${p.name}"`, shopPage(items)),
    response: `do(action="Search", argument="${p.name}", element="2")`,
  }));
}

describe('tensorOps', () => {
  it('computes what numberOps computes, op by op', () => {
    const a = [0.3, -1.2, 2.5, 0];
    const b = [1.1, 0.4, -0.7, 2];
    const run = <T>(ops: LossOps<T>, x: T, y: T): T[] => [
      ops.add(x, y),
      ops.sub(x, y),
      ops.mul(x, y),
      ops.div(x, ops.add(ops.abs(y), ops.constant(1))),
      ops.exp(x),
      ops.log(ops.add(ops.abs(x), ops.constant(0.5))),
      ops.square(x),
      ops.sigmoid(x),
      ops.logSigmoid(x),
      ops.minimum(x, y),
      ops.maximum(x, y),
      ops.clip(x, -1, 1),
      ops.smoothL1(x, y),
      ops.smoothL1(x, y, 0.5),
      ops.greaterEqual(x, y),
      ops.where(ops.greaterEqual(x, y), x, y),
      ops.stopGradient(x),
      ops.neg(x),
      ops.mean(x),
      ops.sum(y),
    ];
    const plain = run(numberOps, a, b);
    const tensors = run(tensorOps, tf.tensor1d(a) as tf.Tensor, tf.tensor1d(b));
    tensors.forEach((t, i) => {
      const values = [...t.dataSync()];
      plain[i]!.forEach((v, j) => {
        expect(values[j]).toBeCloseTo(v, 5);
      });
    });
  });
});

describe('EmbeddedPolicyLearner', () => {
  it('gives the same weights for the same seed, and other weights for another seed', async () => {
    const examples = searchExamples(1, 6);
    const train = async (seed: number) => {
      const policy = await EmbeddedPolicy.create({ network: { seed: 10 } });
      await policy.learner().train(examples, nll, { ...options, seed });
      const weights = policy.readWeights();
      await policy.close();
      return weights;
    };
    const first = await train(4);
    const again = await train(4);
    const other = await train(5);
    for (const [name, w] of first) expect([...again.get(name)!.values]).toEqual([...w.values]);
    expect([...other.get('head.out')!.values]).not.toEqual([...first.get('head.out')!.values]);
  });

  it('drops words repeatably: the same seed gives the same weights, dropout other weights than none', async () => {
    const examples = searchExamples(2, 6);
    const train = async (wordDropout: number) => {
      const policy = await EmbeddedPolicy.create({ network: { seed: 10 } });
      await policy.learner({ wordDropout }).train(examples, nll, options);
      const words = policy.readWeights().get('words')!;
      await policy.close();
      return [...words.values];
    };
    const dropped = await train(0.5);
    expect(await train(0.5)).toEqual(dropped);
    expect(await train(0)).not.toEqual(dropped);
  });

  it('raises the log-probability of demonstrated actions and reports steps, losses and clipping', async () => {
    const policy = await EmbeddedPolicy.create({ network: { seed: 2 } });
    const examples = searchExamples(2, 9);
    const before = await policy.scoreResponses(examples);
    const report = await policy.learner().train(examples, nll, { ...options, epochs: 4 });
    const after = await policy.scoreResponses(examples);
    expect(report.steps).toBe(12);
    expect(report.examplesSeen).toBe(36);
    expect(report.losses).toHaveLength(12);
    expect(report.losses.at(-1)!).toBeLessThan(report.losses[0]!);
    expect(Math.max(...report.gradNorms)).toBeGreaterThan(options.maxGradNorm);
    const mean = (xs: { logProb: number }[]) => xs.reduce((s, x) => s + x.logProb, 0) / xs.length;
    expect(mean(after)).toBeGreaterThan(mean(before) + 1);
  });

  it('counts examples outside the candidates and trains on the others', async () => {
    const policy = await EmbeddedPolicy.create();
    const examples = [
      ...searchExamples(3, 2),
      { ...searchExamples(3, 1)[0]!, response: 'do(action="Click", element="999")' },
    ];
    const report = await policy.learner().train(examples, nll, { ...options, epochs: 1 });
    expect(report.outsideCandidates).toBe(1);
  });

  it('names the bad option and the forgotten reduction', async () => {
    const policy = await EmbeddedPolicy.create();
    const examples = searchExamples(3, 2);
    await expect(policy.learner().train(examples, nll, { ...options, batchSize: 0 })).rejects.toThrow(
      /batchSize must be > 0 \(got 0\)/,
    );
    await expect(policy.learner().train(examples, (_ops, batch) => batch.logProb, options)).rejects.toThrow(
      /must reduce to a scalar/,
    );
  });
});

describe('EmbeddedCritic learner', () => {
  it('trains both heads on s and s′ and combines them by min', async () => {
    const critic = await EmbeddedCritic.create();
    const items = products(seededRandom(5), 8);
    // Success when the page shows the product the instruction names, failure otherwise.
    const examples = items.map((p, i) => {
      const shown =
        i % 2 === 0
          ? [p, ...items.filter((q) => q !== p).slice(0, 2)]
          : items.filter((q) => q !== p).slice(0, 3);
      const state = contextOf(`Open the page of ${p.name}`, shopPage(shown));
      return { state, nextState: state, label: i % 2 === 0 ? 1 : 0 };
    });
    const bce = <T>(ops: LossOps<T>, logit: T, label: T) =>
      ops.neg(
        ops.add(
          ops.mul(label, ops.logSigmoid(logit)),
          ops.mul(ops.sub(ops.constant(1), label), ops.logSigmoid(ops.neg(logit))),
        ),
      );
    const report = await critic.learner().train(
      examples,
      (ops, batch) => {
        let total = ops.constant(0);
        for (const l of [...batch.logits, ...batch.nextLogits])
          total = ops.add(total, bce(ops, l, batch.label));
        return ops.mean(total);
      },
      { epochs: 30, batchSize: 4, learningRate: 0.01, maxGradNorm: 1, seed: 1 },
    );
    expect(report.losses.at(-1)!).toBeLessThan(report.losses[0]! / 2);
    const values = await critic.values(examples.map((e) => e.state));
    values.forEach((v, i) => {
      expect(v > 0.5).toBe(i % 2 === 0);
    });
    const heads = tf.tidy(() =>
      critic.network
        .logitTensors(
          criticRows(
            examples.map((e) => e.state),
            critic.network.config,
          ),
        )
        .map((t) => [...t.dataSync()]),
    );
    expect(heads).toHaveLength(2);
    values.forEach((v, i) => {
      const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
      expect(v).toBeCloseTo(Math.min(sigmoid(heads[0]![i]!), sigmoid(heads[1]![i]!)), 5);
    });
  }, 120_000);
});
