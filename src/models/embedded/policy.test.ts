import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type AgentContext, formatAction } from '../../core/index.js';
import { analyzeContext } from './context-analysis.js';
import { EmbeddedPolicy } from './policy.js';
import { FLOOR_LOG_PROB } from './policy-scoring.js';
import { seededRandom } from './random.js';
import { contextOf, productPage, products, shopPage } from './test-pages.js';

const items = products(seededRandom(11), 12);
const context = contextOf(`What is the price of ${items[2]!.name}?`, shopPage(items));
let policy: EmbeddedPolicy;

beforeAll(async () => {
  policy = await EmbeddedPolicy.create({ network: { seed: 5 } });
});
afterAll(async () => {
  await policy.close();
});

function logSumExp(values: number[]): number {
  const max = Math.max(...values);
  return max + Math.log(values.reduce((s, v) => s + Math.exp(v - max), 0));
}

describe('EmbeddedPolicy', () => {
  it('gives log-probabilities that sum to one over all candidates', () => {
    for (const ctx of [
      context,
      contextOf('Set the colour to Green and add 2 to the cart', productPage(items[0]!)),
    ]) {
      const { choices } = policy.distribution(ctx);
      expect(choices.length).toBeGreaterThan(100);
      expect(logSumExp(choices.map((c) => c.logProb))).toBeCloseTo(0, 9);
      expect(new Set(choices.map((c) => c.response)).size).toBe(choices.length);
    }
  });

  it('answers with formatAction of the chosen action, byte for byte, and log π of it', async () => {
    const out = await policy.act(context, { temperature: 1, random: seededRandom(1) });
    expect(out.action).not.toBeNull();
    expect(out.response).toBe(formatAction(out.action!));
    expect(out.tokens).toBe(1);
    const [scored] = await policy.scoreResponses([{ context, response: out.response }]);
    expect(scored!.logProb).toBeCloseTo(out.logProb, 5);
  });

  it('acts greedily at temperature 0: the most probable candidate', async () => {
    const { choices } = policy.distribution(context);
    const best = choices.reduce((a, b) => (b.logProb > a.logProb ? b : a));
    const out = await policy.act(context, { temperature: 0 });
    expect(out.response).toBe(best.response);
  });

  it('samples repeatably under a seed at temperature 1', async () => {
    const draw = async (seed: number) => {
      const random = seededRandom(seed);
      const out: string[] = [];
      for (let i = 0; i < 40; i++) out.push((await policy.act(context, { temperature: 1, random })).response);
      return out;
    };
    const sample = await draw(3);
    expect(await draw(3)).toEqual(sample);
    expect(new Set(sample).size).toBeGreaterThan(10);
  });

  it('samples in proportion to π at temperature 1 (head, then argument)', async () => {
    const small = contextOf(`What is the price of ${items[0]!.name}?`, productPage(items[0]!));
    const probability = new Map(
      policy.distribution(small).choices.map((c) => [c.response, Math.exp(c.logProb)]),
    );
    const random = seededRandom(8);
    const counts = new Map<string, number>();
    const draws = 800;
    for (let i = 0; i < draws; i++) {
      const out = await policy.act(small, { temperature: 1, random });
      expect(out.logProb).toBeCloseTo(Math.log(probability.get(out.response)!), 5);
      counts.set(out.response, (counts.get(out.response) ?? 0) + 1);
    }
    const top = [...probability.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    for (const [response, p] of top)
      expect(Math.abs((counts.get(response) ?? 0) / draws - p)).toBeLessThan(0.05);
  }, 240_000);

  it('scores responses like its distribution, and gives the floor to responses outside it', async () => {
    const { choices } = policy.distribution(context);
    const picked = [choices[0]!, choices[choices.length - 1]!, choices[Math.floor(choices.length / 2)]!];
    const scored = await policy.scoreResponses([
      ...picked.map((c) => ({ context, response: c.response })),
      { context, response: `# Element: a comment line\n${picked[0]!.response}` },
      { context, response: 'do(action="Click", element="999")' },
      { context, response: 'not an action' },
    ]);
    for (const [i, c] of picked.entries()) expect(scored[i]!.logProb).toBeCloseTo(c.logProb, 5);
    expect(scored[3]!.logProb).toBeCloseTo(picked[0]!.logProb, 5);
    expect(scored[4]!.logProb).toBe(FLOOR_LOG_PROB);
    expect(scored[5]!.logProb).toBe(FLOOR_LOG_PROB);
    expect(policy.outsideCandidates).toBeGreaterThanOrEqual(2);
  });

  it('builds its inputs from the agent context alone', () => {
    // The analysis every embedded model starts from takes only what an LLM agent sees.
    expectTypeOf(analyzeContext).parameters.toEqualTypeOf<[AgentContext]>();
    // Two tasks with the same instruction and page but different answers and evaluators: the
    // policy cannot tell them apart, even when a caller leaks the task into the context object.
    const leak = (answer: string) =>
      ({
        ...context,
        task: { eval: { reference_answers: { exact_match: answer } }, answer },
      }) as AgentContext;
    const a = policy.distribution(leak(items[2]!.price)).choices.map((c) => [c.response, c.logProb]);
    const b = policy.distribution(leak('$0.00')).choices.map((c) => [c.response, c.logProb]);
    expect(a).toEqual(b);
  });

  it('keeps a snapshot fixed while the original trains', async () => {
    const reference = policy.snapshot();
    const response = (await policy.act(context, { temperature: 0 })).response;
    const before = (await reference.scoreResponses([{ context, response }]))[0]!.logProb;
    await policy
      .learner()
      .train(
        [{ context, response: 'exit(message="N/A")' }],
        (ops, batch) => ops.neg(ops.mean(batch.logProb)),
        { epochs: 3, batchSize: 1, learningRate: 0.05, maxGradNorm: 1, seed: 1 },
      );
    const [after] = await reference.scoreResponses([{ context, response }]);
    const [moved] = await policy.scoreResponses([{ context, response }]);
    expect(after!.logProb).toBe(before);
    expect(moved!.logProb).not.toBe(before);
    await reference.close();
  });
});
