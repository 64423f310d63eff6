import { describe, expect, it } from 'vitest';
import { contextAt, type Trajectory } from '../../core/index.js';
import { EmbeddedPolicy } from './policy.js';
import { seededRandom } from './random.js';
import { demonstrationExamples, trainSft } from './sft.js';
import { HELD_OUT_TEMPLATE, SYNTHETIC_TEMPLATES, syntheticDemonstrations } from './synthetic-tasks.js';

/** Share of demonstration steps where the greedy policy gives the demonstrated response. */
async function stepAccuracy(policy: EmbeddedPolicy, demos: readonly Trajectory[]): Promise<number> {
  let right = 0;
  let total = 0;
  for (const demo of demos) {
    for (let i = 0; i < demo.steps.length; i++) {
      const out = await policy.act(contextAt(demo, i), { temperature: 0 });
      if (out.response === demo.steps[i]!.response) right += 1;
      total += 1;
    }
  }
  return right / total;
}

describe('trainSft', () => {
  it('turns every parsable demonstration step into an example with its own history', () => {
    const demos = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 3, seededRandom(1));
    const examples = demonstrationExamples(demos);
    expect(examples).toHaveLength(demos.reduce((n, d) => n + d.steps.length, 0));
    expect(examples[1]!.context.history.map((h) => h.response)).toEqual([demos[0]!.steps[0]!.response]);
  });

  it('imitates demonstrations and generalises to unseen products and an unseen phrasing', async () => {
    const train = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 60, seededRandom(2));
    const unseen = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 30, seededRandom(3));
    const paraphrased = syntheticDemonstrations([HELD_OUT_TEMPLATE], 10, seededRandom(4));
    const policy = await EmbeddedPolicy.create({ network: { seed: 1 } });
    const before = await stepAccuracy(policy, unseen);
    const report = await trainSft(policy, train, { epochs: 20 });
    const seen = await stepAccuracy(policy, train);
    const generalised = await stepAccuracy(policy, unseen);
    const heldOut = await stepAccuracy(policy, paraphrased);
    expect(report.losses.at(-1)!).toBeLessThan(report.losses[0]! / 10);
    expect(before).toBeLessThan(0.2);
    expect(seen).toBeGreaterThan(0.95);
    expect(generalised).toBeGreaterThan(0.9);
    // A phrasing never trained on ("How much does X cost?"): most steps still right.
    expect(heldOut).toBeGreaterThan(0.4);
  }, 300_000);
});
