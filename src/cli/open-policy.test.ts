import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPolicy, EmbeddedRewardModel, saveCheckpoint } from '../models/index.js';
import { checkEmbeddedPolicy, checkpointDirOf, loadEmbeddedPolicy } from './open-policy.js';

const root = mkdtempSync(join(tmpdir(), 'webrl-open-policy-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const evalHint = 'pass a checkpoint folder, a run directory, oracle, or openai:<url>#<model>';

describe('checkpointDirOf', () => {
  it("takes a checkpoint folder as it is, and a run directory's latest phase that has an actor", async () => {
    const run = join(root, 'run');
    const first = join(run, 'phase-00-sft', 'checkpoints', 'actor');
    const second = join(run, 'phase-02', 'checkpoints', 'actor');
    saveCheckpoint(first, await EmbeddedPolicy.create());
    saveCheckpoint(second, await EmbeddedPolicy.create());
    // A phase that stopped before its actor was saved.
    mkdirSync(join(run, 'phase-03', 'checkpoints'), { recursive: true });
    expect(checkpointDirOf(first)).toBe(first);
    expect(checkpointDirOf(run)).toBe(second);
  });

  it("names the policy/ inside webrl sft's --out folder, and ends with what the command takes", async () => {
    const out = join(root, 'sft-out');
    saveCheckpoint(join(out, 'policy'), await EmbeddedPolicy.create());
    expect(() => checkpointDirOf(out)).toThrow(
      `--policy ${out}: no checkpoint there (no model.json, and no phase-XX/checkpoints/actor/model.json; ${join(out, 'policy')} holds one); ${evalHint}`,
    );
    expect(() => checkpointDirOf(join(root, 'none'), 'a policy checkpoint folder')).toThrow(
      /; pass a policy checkpoint folder$/,
    );
  });
});

describe('checkEmbeddedPolicy and loadEmbeddedPolicy', () => {
  it('refuse a checkpoint of another model, naming --policy and what to pass', async () => {
    const orm = join(root, 'orm');
    saveCheckpoint(orm, await EmbeddedRewardModel.create({ network: { members: 1 } }));
    const message = `--policy ${orm}: the checkpoint at ${orm} holds a reward-model, not a policy; ${evalHint}`;
    expect(() => checkEmbeddedPolicy(orm)).toThrow(message);
    await expect(loadEmbeddedPolicy(orm)).rejects.toThrow(message);
  });

  it('refuse a model.json whose weights file is missing, and a damaged model.json, naming --policy', async () => {
    const copied = join(root, 'copied');
    const manifest = saveCheckpoint(copied, await EmbeddedPolicy.create());
    rmSync(join(copied, manifest.weightsFile));
    expect(() => checkEmbeddedPolicy(copied)).toThrow(
      `--policy ${copied}: ${join(copied, 'model.json')} names the weights file ${manifest.weightsFile}, which is missing; a checkpoint folder holds model.json and the weights-<hash>.bin file it names; ${evalHint}`,
    );
    writeFileSync(join(copied, 'model.json'), '{');
    expect(() => checkEmbeddedPolicy(copied)).toThrow(new RegExp(`^--policy ${copied}: .*not valid JSON`));
  });

  it("loads a run directory's actor", async () => {
    const run = join(root, 'loaded-run');
    saveCheckpoint(join(run, 'phase-00-sft', 'checkpoints', 'actor'), await EmbeddedPolicy.create());
    const policy = await loadEmbeddedPolicy(run);
    expect(policy).toBeInstanceOf(EmbeddedPolicy);
    await policy.close?.();
  });
});
