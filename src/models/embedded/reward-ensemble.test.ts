import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRewardModel, readManifest, saveCheckpoint } from './checkpoint.js';
import { seededRandom } from './random.js';
import { EmbeddedRewardModel } from './reward-model.js';
import { rewardInputOf, trainRewardModel } from './reward-training.js';
import { SYNTHETIC_TEMPLATES, syntheticDemonstrations } from './synthetic-tasks.js';

const root = mkdtempSync(join(tmpdir(), 'webrl-reward-ensemble-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const demos = syntheticDemonstrations(SYNTHETIC_TEMPLATES, 12, seededRandom(3));
const inputs = demos.map(rewardInputOf);
// Successes, and the same trajectories cut before their last step as failures.
const labelled = demos.flatMap((trajectory) => [
  { trajectory, label: 1 },
  { trajectory: { ...trajectory, steps: trajectory.steps.slice(0, -1), answer: null }, label: 0 },
]);
const options = { epochs: 2, seed: 5 };

describe('the reward model as an ensemble', () => {
  it('scores the mean of its members, each a network of its own seed', async () => {
    const ensemble = await EmbeddedRewardModel.create({ network: { seed: 3, members: 3 } });
    const singles = await Promise.all(
      [3, 3 + 7919, 3 + 2 * 7919].map((seed) =>
        EmbeddedRewardModel.create({ network: { seed, members: 1 } }),
      ),
    );
    const alone = await Promise.all(singles.map((s) => s.scores(inputs)));
    // The members differ, so an ensemble of copies would not pass.
    expect(alone[1]).not.toEqual(alone[0]);
    const scores = await ensemble.scores(inputs);
    scores.forEach((score, i) => {
      expect(score).toBeCloseTo((alone[0]![i]! + alone[1]![i]! + alone[2]![i]!) / 3, 6);
    });
  });

  it('trains member 0 exactly as one network, and the others on their own minibatch order', async () => {
    const ensemble = await EmbeddedRewardModel.create({ network: { members: 2 } });
    const single = await EmbeddedRewardModel.create({ network: { members: 1 } });
    const steps: number[] = [];
    const report = await trainRewardModel(ensemble, labelled, {
      ...options,
      onStep: (p) => steps.push(p.step / p.totalSteps),
    });
    await trainRewardModel(single, labelled, options);
    const weights = ensemble.readWeights();
    for (const [name, w] of single.readWeights()) expect(weights.get(name)!.values).toEqual(w.values);
    const second = weights.get('member1/words')!.values;
    expect(second).not.toEqual(weights.get('words')!.values);
    // Progress runs over both members, once to the end; the report is per step of one member.
    expect(steps.at(-1)).toBe(1);
    expect(steps.filter((s) => s === 0.5)).toHaveLength(1);
    expect(report.losses).toHaveLength(report.steps);
    expect(report.examplesSeen).toBe(2 * options.epochs * labelled.length);
  });

  it('saves and loads every member, and loads a checkpoint of one network as one network', async () => {
    const ensemble = await EmbeddedRewardModel.create({ network: { members: 3 } });
    await trainRewardModel(ensemble, labelled, options);
    saveCheckpoint(join(root, 'ensemble'), ensemble);
    const loaded = await loadRewardModel(join(root, 'ensemble'));
    expect(loaded.members).toHaveLength(3);
    expect(await loaded.scores(inputs)).toEqual(await ensemble.scores(inputs));

    // A checkpoint from before the ensemble: one network, its names unprefixed, no `members`.
    const single = await EmbeddedRewardModel.create({ network: { members: 1 } });
    await trainRewardModel(single, labelled, options);
    const dir = join(root, 'single');
    saveCheckpoint(dir, single);
    const { members: _, ...olderConfig } = readManifest(dir).config as { members?: number };
    const manifest = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8'));
    writeFileSync(join(dir, 'model.json'), JSON.stringify({ ...manifest, config: olderConfig }));
    const older = await loadRewardModel(dir);
    expect(older.members).toHaveLength(1);
    expect(await older.scores(inputs)).toEqual(await single.scores(inputs));
  });

  it('refuses a member count that is not a whole number ≥ 1', async () => {
    await expect(EmbeddedRewardModel.create({ network: { members: 0 } })).rejects.toThrow(
      /whole number of members ≥ 1; got 0/,
    );
  });
});
