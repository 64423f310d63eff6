// train.retrainOrm: after each phase's rollouts the ORM is trained again on phase 0's set and the
// evaluator-labelled rollouts so far, and the next phase's rollouts are labelled by that ORM.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseRunConfig } from '../../core/index.js';
import { readTraceFolder } from '../../env/index.js';
import { EmbeddedRewardModel, loadRewardModel, rewardInputOf } from '../../models/index.js';
import { spawnTrain, TINY_TRAIN_CONFIG } from './tiny-train.test-support.js';
import { trainRun } from './train-run.js';

// Two phases, so that phase 2's rollouts are labelled by the ORM retrained after phase 1; ORMs of
// two networks (train.ormMembers), whatever the default.
const config = {
  ...TINY_TRAIN_CONFIG,
  seed: 5,
  train: { ...TINY_TRAIN_CONFIG.train, phases: 2, ormCorruptions: 2, retrainOrm: true, ormMembers: 2 },
};

const countOf = (counts: Record<string, { positive: number; negative: number }>, source: string) =>
  (counts[source]?.positive ?? 0) + (counts[source]?.negative ?? 0);

describe('train.retrainOrm', () => {
  it('retrains the ORM after each phase on the rollouts so far and labels the next phase with it', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-retrain-orm-'));
    const configPath = join(runsDir, 'tiny.json');
    writeFileSync(configPath, JSON.stringify(config));
    const attempt = spawnTrain(runsDir, configPath, 'retrain');
    expect(await attempt.done, attempt.log()).toBe(0);
    const run = join(runsDir, 'retrain');
    const state = JSON.parse(readFileSync(join(run, 'state.json'), 'utf8'));
    expect(state.completed).toContain('phase-01/orm');
    expect(state.completed).toContain('phase-02/orm');

    // Phase 0 kept its corrupted replays; phase 1's ORM learnt from them, the seed rollouts and phase 1's.
    const corrupted = readTraceFolder(join(run, 'phase-00-sft', 'orm-corruptions', 'truncated'));
    expect(corrupted.length).toBeGreaterThan(0);
    const phase0 = JSON.parse(
      readFileSync(join(run, 'phase-00-sft/checkpoints/orm/training-set.json'), 'utf8'),
    );
    const phase1 = JSON.parse(readFileSync(join(run, 'phase-01/checkpoints/orm/training-set.json'), 'utf8'));
    const phase1Rollouts = readTraceFolder(join(run, 'phase-01', 'rollouts'));
    expect(countOf(phase1, 'truncated')).toBe(countOf(phase0, 'truncated'));
    // Every draw of the corruptions (train.ormCorruptionDraws, 2 by default) was kept, each in its folder.
    const folders = readdirSync(join(run, 'phase-00-sft', 'orm-corruptions'));
    expect(folders).toContain('truncated-2');
    const kept = folders.filter((f) => f.startsWith('truncated'));
    const keptCount = kept.reduce(
      (sum, f) => sum + readTraceFolder(join(run, 'phase-00-sft', 'orm-corruptions', f)).length,
      0,
    );
    expect(keptCount).toBe(countOf(phase0, 'truncated'));
    expect(countOf(phase1, 'policy')).toBe(countOf(phase0, 'policy') + phase1Rollouts.length);

    // Phase 2's rollouts carry the scores of phase 1's ORM, not phase 0's.
    const rollouts = readTraceFolder(join(run, 'phase-02', 'rollouts'));
    expect(rollouts.length).toBeGreaterThan(0);
    const inputs = rollouts.map(rewardInputOf);
    const retrainedOrm = await loadRewardModel(join(run, 'phase-01/checkpoints/orm'));
    const originalOrm = await loadRewardModel(join(run, 'phase-00-sft/checkpoints/orm'));
    expect([retrainedOrm.members.length, originalOrm.members.length]).toEqual([2, 2]);
    const retrained = await retrainedOrm.scores(inputs);
    const original = await originalOrm.scores(inputs);
    const recorded = rollouts.map((t) => t.ormScore);
    for (const [i, score] of recorded.entries()) expect(score).toBeCloseTo(retrained[i]!, 6);
    expect(recorded.some((score, i) => Math.abs(score! - original[i]!) > 1e-6)).toBe(true);
  }, 900_000);

  it('refuses a served ORM, which cannot be retrained here, before it creates anything', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-retrain-served-'));
    const servedRun = parseRunConfig({ name: 'served', runsDir, train: { retrainOrm: true } });
    const orm = await EmbeddedRewardModel.create({ name: 'served-orm' });
    const attempt = trainRun({ config: servedRun, served: { orm } });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow('train.retrainOrm is true, but the ORM is served (served-orm)');
    expect(existsSync(join(runsDir, 'served'))).toBe(false);
  });
});
