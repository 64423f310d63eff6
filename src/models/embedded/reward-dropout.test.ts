import { describe, expect, it } from 'vitest';
import { DEFAULT_ORM_BAG_DROPOUT } from '../../core/config/train-config.js';
import { EMPTY_BAG } from './bags.js';
import { seededRandom } from './random.js';
import { DEFAULT_REWARD_NETWORK, dropBagSlots, EmbeddedRewardModel, outcomeRows } from './reward-model.js';
import { rewardInputOf, trainRewardModel } from './reward-training.js';
import { SYNTHETIC_TEMPLATES, syntheticDemonstrations } from './synthetic-tasks.js';

const demos = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 8, seededRandom(4));
const inputs = demos.map(rewardInputOf);
const labelled = demos.flatMap((trajectory) => [
  { trajectory, label: 1 },
  { trajectory: { ...trajectory, steps: trajectory.steps.slice(0, -1), answer: null }, label: 0 },
]);
const options = { epochs: 2, seed: 7 };

async function trained(bagDropout?: number) {
  const model = await EmbeddedRewardModel.create({ network: { members: 2 } });
  await trainRewardModel(model, labelled, bagDropout === undefined ? options : { ...options, bagDropout });
  return model;
}

const words = (model: EmbeddedRewardModel) => [...model.readWeights().get('member1/words')!.values];

describe('bag dropout of the reward model', () => {
  const rows = outcomeRows(inputs, DEFAULT_REWARD_NETWORK);
  const filled = rows.rows.bags.filter((b) => b !== EMPTY_BAG).length;

  it('empties about the asked share of the filled slots, never the instruction bags, in a copy', () => {
    const before = rows.rows.bags.slice();
    const dropped = dropBagSlots(rows, 0.5, seededRandom(1));
    const kept = dropped.rows.bags.filter((b) => b !== EMPTY_BAG).length;
    expect(filled).toBeGreaterThan(50);
    expect(kept / filled).toBeGreaterThan(0.3);
    expect(kept / filled).toBeLessThan(0.7);
    // A kept slot keeps its own bag; nothing else of the rows changes.
    dropped.rows.bags.forEach((b, i) => {
      if (b !== EMPTY_BAG) expect(b).toBe(before[i]);
    });
    expect(dropped.intentBags).toEqual(rows.intentBags);
    expect(dropped.rows.dense).toEqual(rows.rows.dense);
    expect(rows.rows.bags).toEqual(before);
    expect(dropBagSlots(rows, 0, seededRandom(1)).rows.bags).toEqual(before);
    expect(dropBagSlots(rows, 1, seededRandom(1)).rows.bags.every((b) => b === EMPTY_BAG)).toBe(true);
  });

  it('trains repeatably with the same seed, differently from no dropout, and is the default', async () => {
    const [a, b, none, byDefault] = await Promise.all([
      trained(0.5),
      trained(0.5),
      trained(0),
      trained(undefined),
    ]);
    expect(DEFAULT_ORM_BAG_DROPOUT).toBe(0.5);
    expect(words(a)).toEqual(words(b));
    expect(words(byDefault)).toEqual(words(a));
    expect(words(none)).not.toEqual(words(a));
    // Scoring sees every bag: the members' mean on the full rows.
    const [p0, p1] = a.members.map((m) => m.probabilities(rows));
    (await a.scores(inputs)).forEach((score, i) => {
      expect(score).toBeCloseTo((p0![i]! + p1![i]!) / 2, 6);
    });
  });
});
