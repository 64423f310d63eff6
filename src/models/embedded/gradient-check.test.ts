// Analytic gradients of the policy's log-probabilities (tfjs tape, custom kernels included) against
// central finite differences of the plain scoring path, on a small network in float32.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentContext } from '../../core/index.js';
import { mergePolicyFeatures } from './policy-batch.js';
import { batchShape } from './policy-distribution.js';
import { PolicyNetwork } from './policy-network.js';
import { type LocatedResponse, locateResponse, scoreResponsesWith } from './policy-scoring.js';
import { seededRandom } from './random.js';
import { contextOf, productPage, products, shopPage } from './test-pages.js';
import { initTfjs, tf } from './tf-runtime.js';

const items = products(seededRandom(21), 6);
// A click, a Type with an argument, a select option and an answer: every path of the network.
const examples: { context: AgentContext; response: string }[] = [
  {
    context: contextOf(`Open ${items[1]!.name}`, shopPage(items)),
    response: 'do(action="Click", element="13")',
  },
  {
    context: contextOf(`Search for "${items[2]!.name}"`, shopPage(items)),
    response: `do(action="Search", argument="${items[2]!.name}", element="2")`,
  },
  {
    context: contextOf('Pick the colour White', productPage(items[0]!)),
    response: 'do(action="Select Dropdown Option", argument="White", element="2")',
  },
  {
    context: contextOf(`What does ${items[0]!.name} cost?`, productPage(items[0]!)),
    response: `exit(message="${items[0]!.price}")`,
  },
];

describe('policy gradients', () => {
  let network: PolicyNetwork;
  beforeAll(async () => {
    await initTfjs();
    network = new PolicyNetwork({ buckets: 64, dim: 4, maxTokens: 4, hidden: 6, seed: 3 });
  });

  it('match finite differences of log π for every parameter tensor', () => {
    const located = examples.map((e) => locateResponse(network, e.context, e.response)) as LocatedResponse[];
    expect(located.every((l) => l !== null)).toBe(true);
    const batch = mergePolicyFeatures(
      located.map((l) => l.features),
      located.map((l) => (l.hasArgs ? [l.head] : [])),
      batchShape(network),
    );
    const targets = located.map((l) => ({ head: l.head, arg: l.arg }));
    const params = network.store.list();
    const { value, grads } = tf.variableGrads(
      () => network.targetLogProbs(batch, targets).sum() as tf.Scalar,
      params,
    );
    const objective = () => scoreResponsesWith(network, examples).logProbs.reduce((a, b) => a + b, 0);
    // The tape's value is the same function as the plain scoring path.
    expect(value.dataSync()[0]!).toBeCloseTo(objective(), 3);

    const random = seededRandom(9);
    const epsilon = 1e-2;
    let compared = 0;
    let kinks = 0;
    network.store.names().forEach((name, p) => {
      const variable = params[p]!;
      const analytic = grads[variable.name]!.dataSync();
      const values = variable.dataSync().slice() as Float32Array;
      // The entries with the largest gradients, plus a few random ones (most word rows are unused).
      const byMagnitude = [...analytic.keys()].sort(
        (a, b) => Math.abs(analytic[b]!) - Math.abs(analytic[a]!),
      );
      const picks = new Set([
        ...byMagnitude.slice(0, 4),
        ...Array.from({ length: 3 }, () => Math.floor(random() * values.length)),
      ]);
      for (const i of picks) {
        const at = (delta: number) => {
          const shifted = values.slice();
          shifted[i] = values[i]! + delta;
          variable.assign(tf.tensor(shifted, variable.shape));
          return objective();
        };
        const [up, here, down] = [at(epsilon), at(0), at(-epsilon)];
        variable.assign(tf.tensor(values, variable.shape));
        // A ReLU kink within ε of a row's pre-activation makes the one-sided slopes differ; finite
        // differences say nothing there, so such an entry is counted and left out.
        const forward = (up - here) / epsilon;
        const backward = (here - down) / epsilon;
        if (Math.abs(forward - backward) > 2e-3 + 0.03 * Math.abs(forward + backward)) {
          kinks += 1;
          continue;
        }
        const numeric = (up - down) / (2 * epsilon);
        expect(
          Math.abs(analytic[i]! - numeric),
          `${name}[${i}]: analytic ${analytic[i]} vs numeric ${numeric}`,
        ).toBeLessThan(2e-3 + 0.03 * Math.abs(numeric));
        compared += 1;
      }
    });
    expect(compared).toBeGreaterThan(40);
    expect(kinks).toBeLessThanOrEqual(3);
  });
});
