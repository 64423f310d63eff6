import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORM_BAG_DROPOUT } from '../../core/index.js';
import { EMPTY_BAG } from './bags.js';
import { loadRewardModel, saveCheckpoint } from './checkpoint.js';
import { seededRandom } from './random.js';
import {
  bagFreeWeightFor,
  DEFAULT_REWARD_NETWORK,
  dropBagSlots,
  EmbeddedRewardModel,
  outcomeRows,
} from './reward-model.js';
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
      trained(DEFAULT_ORM_BAG_DROPOUT),
      trained(DEFAULT_ORM_BAG_DROPOUT),
      trained(0),
      trained(undefined),
    ]);
    expect(DEFAULT_ORM_BAG_DROPOUT).toBe(0.6);
    expect(words(a)).toEqual(words(b));
    expect(words(byDefault)).toEqual(words(a));
    expect(words(none)).not.toEqual(words(a));
    // Training sets the bag-free share from its dropout, whatever the model was created with.
    expect(a.network.config.bagFreeWeight).toBe(0.5);
    expect(none.network.config.bagFreeWeight).toBe(0);
    const [f0, f1] = none.members.map((m) => m.probabilities(rows));
    (await none.scores(inputs)).forEach((score, i) => {
      expect(score).toBeCloseTo((f0![i]! + f1![i]!) / 2, 6);
    });
  });

  it('scores half on the full rows and half on the rows without word bags, by default', async () => {
    const model = await trained(0.5);
    expect(model.network.config.bagFreeWeight).toBe(bagFreeWeightFor(0.5));
    expect(bagFreeWeightFor(0.5)).toBe(0.5);
    expect(bagFreeWeightFor(0)).toBe(0);
    const bagFree = dropBagSlots(rows, 1, () => 0);
    const [f0, f1] = model.members.map((m) => m.probabilities(rows));
    const [b0, b1] = model.members.map((m) => m.probabilities(bagFree));
    const scores = await model.scores(inputs);
    scores.forEach((score, i) => {
      expect(score).toBeCloseTo((f0![i]! + f1![i]! + b0![i]! + b1![i]!) / 4, 6);
    });
    // The two readings differ, so the mix is not the full reading alone.
    expect(scores.some((s, i) => Math.abs(s - (f0![i]! + f1![i]!) / 2) > 1e-3)).toBe(true);
  });

  it('reads only the full rows with no bag-free share, as checkpoints from before it load', async () => {
    const model = await trained(0.5);
    const dir = mkdtempSync(join(tmpdir(), 'webrl-orm-'));
    try {
      saveCheckpoint(dir, model);
      expect((await loadRewardModel(dir)).network.config.bagFreeWeight).toBe(0.5);
      const manifest = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8'));
      delete manifest.config.bagFreeWeight;
      writeFileSync(join(dir, 'model.json'), JSON.stringify(manifest));
      const loaded = await loadRewardModel(dir);
      expect(loaded.network.config.bagFreeWeight).toBe(0);
      const [f0, f1] = model.members.map((m) => m.probabilities(rows));
      (await loaded.scores(inputs)).forEach((score, i) => {
        expect(score).toBeCloseTo((f0![i]! + f1![i]!) / 2, 6);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
