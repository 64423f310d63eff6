// `train.sftFrom`: a run that starts from another run's phase 0, as bench/compare starts every
// algorithm from one SFT checkpoint and ORM. Real `webrl train` processes on the built-in sites.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEvalSummary } from '../eval-summary.js';
import { RunDirectory } from '../run-directory.js';
import { TINY_TRAIN_CONFIG, spawnTrain as train } from './tiny-train.test-support.js';

const writeConfig = (path: string, config: object) => writeFileSync(path, JSON.stringify(config));
const evalIds = (run: RunDirectory, phase: number) =>
  readEvalSummary(run.evalDir(phase))!.results.map((r) => r.taskId);

describe('webrl train with train.sftFrom', () => {
  it('adopts the other run’s phase 0 and evaluates every phase on that phase 0’s test tasks', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-sft-from-'));
    const baseConfig = join(runsDir, 'base.json');
    writeConfig(baseConfig, { ...TINY_TRAIN_CONFIG, train: { ...TINY_TRAIN_CONFIG.train, phases: 0 } });
    const base = train(runsDir, baseConfig, 'base');
    expect(await base.done, base.log()).toBe(0);

    // Another test subset size than the base run's: the adopted evaluation decides, not this config.
    const childConfig = join(runsDir, 'child.json');
    const baseDir = join(runsDir, 'base');
    writeConfig(childConfig, {
      ...TINY_TRAIN_CONFIG,
      train: { ...TINY_TRAIN_CONFIG.train, evalTasks: 3, sftFrom: baseDir },
    });
    const child = train(runsDir, childConfig, 'child');
    expect(await child.done, child.log()).toBe(0);
    expect(child.log()).toContain(`phase 0 adopted from ${baseDir}`);
    // Phase 0 ran once, in the base run: the child's log never starts its stages.
    expect(child.log()).not.toContain('phase-00/demonstrations: started');

    const baseRun = new RunDirectory(baseDir);
    const childRun = new RunDirectory(join(runsDir, 'child'));
    expect(evalIds(baseRun, 0)).toHaveLength(2);
    expect(evalIds(childRun, 0)).toEqual(evalIds(baseRun, 0));
    expect(evalIds(childRun, 1)).toEqual(evalIds(baseRun, 0));
    const state = JSON.parse(readFileSync(childRun.statePath, 'utf8'));
    expect(state.completed).toEqual(
      expect.arrayContaining(['phase-00/sft', 'phase-00/orm', 'phase-01/actor']),
    );
  }, 600_000);

  it('refuses a train.sftFrom that is no run before making the run folder, saying what it must be', async () => {
    const runsDir = mkdtempSync(join(tmpdir(), 'webrl-sft-from-'));
    const config = join(runsDir, 'child.json');
    const missing = join(runsDir, 'never-ran');
    writeConfig(config, { ...TINY_TRAIN_CONFIG, train: { ...TINY_TRAIN_CONFIG.train, sftFrom: missing } });
    const child = train(runsDir, config, 'child');
    expect(await child.done).not.toBe(0);
    expect(child.log()).toContain(`error: train.sftFrom is "${missing}", but no folder is there`);
    expect(child.log()).toContain('webrl train --phases 0');
    // Refused before the run folder is made: the same command runs once train.sftFrom is fixed.
    expect(existsSync(join(runsDir, 'child'))).toBe(false);
  }, 120_000);
});
