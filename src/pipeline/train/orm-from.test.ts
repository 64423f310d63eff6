// `train.ormFrom`: phase 0 takes an ORM trained elsewhere instead of training its own, as WebRL trains
// its ORM once, apart. Real `webrl train` processes on the built-in sites.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, type MetricRecord, parseRunConfig, readJsonl } from '../../core/index.js';
import { readTraceFolder } from '../../env/index.js';
import {
  EmbeddedPolicy,
  EmbeddedRewardModel,
  loadRewardModel,
  rewardInputOf,
  saveCheckpoint,
} from '../../models/index.js';
import { RunDirectory } from '../run-directory.js';
import { spawnTrain, TINY_TRAIN_CONFIG } from './tiny-train.test-support.js';
import { trainRun } from './train-run.js';

const writeConfig = (path: string, config: object) => writeFileSync(path, JSON.stringify(config));

/** An ORM of two untrained networks: its scores differ from any ORM a run trains. */
async function savedOrm(dir: string): Promise<string> {
  const orm = await EmbeddedRewardModel.create({ name: 'apart', network: { seed: 11, members: 2 } });
  saveCheckpoint(dir, orm, { note: 'trained elsewhere' });
  return dir;
}

describe('webrl train with train.ormFrom', () => {
  it('labels the seed rollouts and every phase with the given ORM, also on an adopted phase 0', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-orm-from-'));
    const baseConfig = join(runsDir, 'base.json');
    writeConfig(baseConfig, { ...TINY_TRAIN_CONFIG, train: { ...TINY_TRAIN_CONFIG.train, phases: 0 } });
    const base = spawnTrain(runsDir, baseConfig, 'base');
    expect(await base.done, base.log()).toBe(0);

    const ormDir = await savedOrm(join(runsDir, 'apart-orm'));
    const childConfig = join(runsDir, 'child.json');
    writeConfig(childConfig, {
      ...TINY_TRAIN_CONFIG,
      train: { ...TINY_TRAIN_CONFIG.train, sftFrom: join(runsDir, 'base'), ormFrom: ormDir },
    });
    const child = spawnTrain(runsDir, childConfig, 'child');
    expect(await child.done, child.log()).toBe(0);
    // Phase 0 is adopted but for its ORM stage, which runs again with the given ORM.
    expect(child.log()).not.toContain('phase-00/sft: started');
    expect(child.log()).toContain('phase-00/orm: started');

    const run = new RunDirectory(join(runsDir, 'child'));
    const adopted = await loadRewardModel(run.checkpointDir(0, 'orm'));
    const given = await loadRewardModel(ormDir);
    const trainedByBase = await loadRewardModel(
      new RunDirectory(join(runsDir, 'base')).checkpointDir(0, 'orm'),
    );
    expect(adopted.members).toHaveLength(2);
    // The adopted run's own training-set count went with its ORM.
    expect(existsSync(join(run.checkpointDir(0, 'orm'), 'training-set.json'))).toBe(false);

    // The run's ORM is the given one: on the demonstrations (which end with an answer) its scores are
    // the given ORM's, not those of the ORM the base run trained.
    const demonstrations = readTraceFolder(run.demonstrationsDir).map(rewardInputOf);
    const givenScores = await given.scores(demonstrations);
    expect(await adopted.scores(demonstrations)).toEqual(givenScores);
    const baseScores = await trainedByBase.scores(demonstrations);
    expect(baseScores.some((score, i) => Math.abs(score - givenScores[i]!) > 1e-4)).toBe(true);
    // The seed rollouts and phase 1's carry its scores. (The tiny run's episodes stop before they
    // answer, and the answer checks cap those at the same low score whatever the ORM.)
    for (const trajectories of [readTraceFolder(run.trainRolloutsDir), readTraceFolder(run.rolloutsDir(1))]) {
      expect(trajectories.length).toBeGreaterThan(0);
      const expected = await given.scores(trajectories.map(rewardInputOf));
      for (const [i, t] of trajectories.entries()) expect(t.ormScore).toBeCloseTo(expected[i]!, 6);
    }

    // Its metrics are the given ORM's, measured on the seed rollouts, and this run's time; the base
    // run's ORM metrics (held-out accuracy, its own time) stay behind.
    const metrics = readJsonl<MetricRecord>(run.metricsPath).records;
    const names = metrics.filter((m) => m.stage === 'phase-00/orm').map((m) => m.name);
    expect(names.sort()).toEqual(['orm/seed_rollout_accuracy', 'time/orm_s']);
    const manifest = JSON.parse(readFileSync(join(run.checkpointDir(0, 'orm'), 'model.json'), 'utf8'));
    expect(manifest.training.from).toBe(ormDir);
    await Promise.all([adopted.close(), given.close(), trainedByBase.close()]);
  }, 600_000);

  it('refuses a missing folder, another kind of model, train.retrainOrm and a served ORM before it creates anything', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-orm-from-bad-'));
    const policyDir = join(runsDir, 'a-policy');
    const policy = await EmbeddedPolicy.create();
    saveCheckpoint(policyDir, policy);
    const ormDir = await savedOrm(join(runsDir, 'an-orm'));
    const cases: [object, string][] = [
      [{ ormFrom: join(runsDir, 'nowhere') }, `train.ormFrom: no checkpoint at ${join(runsDir, 'nowhere')}`],
      [
        { ormFrom: policyDir },
        `train.ormFrom: the checkpoint at ${policyDir} holds a policy, not a reward-model`,
      ],
      [{ ormFrom: ormDir, retrainOrm: true }, 'set train.retrainOrm to false or drop train.ormFrom'],
    ];
    for (const [train, message] of cases) {
      const config = parseRunConfig({ name: 'bad', runsDir, train });
      const attempt = trainRun({ config });
      await expect(attempt).rejects.toThrow(ConfigError);
      await expect(attempt).rejects.toThrow(message);
    }
    const served = await EmbeddedRewardModel.create({ name: 'served-orm' });
    const attempt = trainRun({
      config: parseRunConfig({ name: 'bad', runsDir, train: { ormFrom: ormDir } }),
      served: { orm: served },
    });
    await expect(attempt).rejects.toThrow('but the ORM is also served (served-orm)');
    expect(existsSync(join(runsDir, 'bad'))).toBe(false);
    await Promise.all([policy.close(), served.close()]);
  });
});
