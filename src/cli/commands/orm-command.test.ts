import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderLockPath, machineName, TrainConfig } from '../../core/index.js';
import { EmbeddedPolicy, EmbeddedRewardModel, loadRewardModel, saveCheckpoint } from '../../models/index.js';
import { readEnvironment } from '../environment.js';
import { ormCommand } from './orm-command.js';

const root = mkdtempSync(join(tmpdir(), 'webrl-orm-command-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const bin = join(import.meta.dirname, '../../../bin/webrl.js');

/** `webrl orm …` as a user runs it, on one task and one slot. */
function orm(...args: string[]) {
  const result = spawnSync('node', [bin, 'orm', ...args, '--limit', '1', '--slots', '1'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('webrl orm and the paths it writes', () => {
  const file = join(root, 'afile');
  writeFileSync(file, 'kept');

  it('train refuses an --out under a file before it labels anything', () => {
    const out = join(file, 'sub');
    expect(orm('train', '--epochs', '1', '--out', out)).toEqual({
      status: 2,
      stderr: `error: --out ${out}: ${file} is a file, not a folder; pass --out a folder for the checkpoint (<out>/model/)\n`,
    });
    expect(readFileSync(file, 'utf8')).toBe('kept');
  }, 150_000);

  it('train refuses an --out whose model/ holds a checkpoint before it labels anything, and keeps it', async () => {
    const out = join(root, 'trained-before');
    const dir = join(out, 'model');
    saveCheckpoint(dir, await EmbeddedRewardModel.create({ network: { members: 1 } }));
    const manifest = readFileSync(join(dir, 'model.json'), 'utf8');
    // stderr is the error line only: no progress line of oracle episodes came before it.
    expect(orm('train', '--epochs', '1', '--out', out)).toEqual({
      status: 2,
      stderr: `error: --out ${out}: ${dir} already holds a checkpoint, which orm train would replace (an earlier model is data); choose a new --out or remove ${dir}\n`,
    });
    expect(readFileSync(join(dir, 'model.json'), 'utf8')).toBe(manifest);
  }, 150_000);

  it('train refuses an --out another orm train writes, naming it, before it labels anything', () => {
    const out = join(root, 'in-use');
    const lock = folderLockPath(out);
    writeFileSync(lock, JSON.stringify({ pid: process.pid, machine: machineName(), since: 'now' }));
    const refused = orm('train', '--epochs', '1', '--out', out);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^error: ${out} is in use by another process \\(pid ${process.pid} on this machine, [^\\n]*\\n$`,
      ),
    );
    expect(existsSync(out)).toBe(false);
    rmSync(lock);
  }, 150_000);

  it('train --help says what --out receives: the checkpoint only, no separate data summary', () => {
    const help = spawnSync('node', [bin, 'orm', 'train', '--help'], { encoding: 'utf8' }).stdout;
    expect(help.replace(/\s+/g, ' ')).toContain(
      '--out <dir> a new folder for the checkpoint: <dir>/model/, whose model.json records the trajectories by source (one that holds a checkpoint is refused)',
    );
    expect(help).not.toContain('data summary');
  });

  it('eval refuses an --out that is a folder, or a file that exists, before it loads the model', () => {
    const folder = join(root, 'a-folder');
    mkdirSync(folder);
    const model = join(root, 'no-model');
    expect(orm('eval', '--model', model, '--out', folder)).toEqual({
      status: 2,
      stderr: `error: --out ${folder} is a folder; give a new file, such as ${join(folder, 'orm-eval.json')}\n`,
    });
    expect(orm('eval', '--model', model, '--out', file)).toEqual({
      status: 2,
      stderr: `error: --out ${file} exists, and orm eval does not replace a file (an earlier result is data); give a new file or delete it\n`,
    });
    expect(readFileSync(file, 'utf8')).toBe('kept');
    const under = join(file, 'results.json');
    expect(orm('eval', '--model', model, '--out', under)).toEqual({
      status: 2,
      stderr: `error: --out ${under}: ${file} is a file, not a folder; give a file in a folder\n`,
    });
  }, 150_000);
});

describe('webrl orm and the checkpoints it is given', () => {
  const policyDir = join(root, 'a-policy');
  const ormOut = join(root, 'orm-out');
  const ormDir = join(ormOut, 'model');
  const missing = join(root, 'no-such-checkpoint');
  const policyHint =
    "pass a policy checkpoint folder (webrl sft writes <out>/policy) or a run directory (its latest phase's actor is taken)";

  it('refuses a --policy that is no policy before the oracle runs a single episode, naming the flag', async () => {
    saveCheckpoint(ormDir, await EmbeddedRewardModel.create({ network: { members: 1 } }));
    const out = join(root, 'never-trained');
    // stderr is the error line only: no progress line of oracle episodes came before it.
    expect(orm('train', '--policy', missing, '--out', out)).toEqual({
      status: 2,
      stderr: `error: --policy ${missing}: no checkpoint there (no model.json, and no phase-XX/checkpoints/actor/model.json); ${policyHint}\n`,
    });
    // The folder `webrl sft --out` names, whose policy/ holds the checkpoint: the one inside is named.
    const sftOut = join(root, 'sft-out');
    saveCheckpoint(join(sftOut, 'policy'), await EmbeddedPolicy.create());
    expect(orm('train', '--policy', sftOut, '--out', out)).toEqual({
      status: 2,
      stderr: `error: --policy ${sftOut}: no checkpoint there (no model.json, and no phase-XX/checkpoints/actor/model.json; ${join(sftOut, 'policy')} holds one); ${policyHint}\n`,
    });
    // What webrl eval --policy takes besides checkpoints is no policy orm can roll out.
    expect(orm('train', '--policy', 'oracle', '--out', out)).toEqual({
      status: 2,
      stderr: `error: --policy oracle: orm rolls out an embedded policy only; ${policyHint}\n`,
    });
    // The folder above a checkpoint, as `--out` of orm train or sft names it: the one inside is named.
    expect(orm('eval', '--model', ormOut)).toEqual({
      status: 2,
      stderr: `error: --model ${ormOut}: no checkpoint there (no model.json; ${ormDir} holds one); pass --model an ORM checkpoint folder (webrl orm train writes <out>/model; a run has phase-00-sft/checkpoints/orm)\n`,
    });
    // A file, such as the checkpoint's own model.json, is named as one.
    const modelFile = join(ormDir, 'model.json');
    expect(orm('eval', '--model', modelFile)).toEqual({
      status: 2,
      stderr: `error: --model ${modelFile}: that is a file, not a folder; pass --model an ORM checkpoint folder (webrl orm train writes <out>/model; a run has phase-00-sft/checkpoints/orm)\n`,
    });
    expect(orm('eval', '--model', ormDir, '--policy', ormDir)).toEqual({
      status: 2,
      stderr: `error: --policy ${ormDir}: the checkpoint at ${ormDir} holds a reward-model, not a policy; ${policyHint}\n`,
    });
  }, 150_000);

  it('eval takes a run directory as --policy, as webrl eval does, and judges rollouts of its actor', async () => {
    const run = join(root, 'a-run');
    const model = join(root, 'orm-for-run', 'model');
    saveCheckpoint(model, await EmbeddedRewardModel.create({ network: { members: 1 } }));
    saveCheckpoint(join(run, 'phase-00-sft', 'checkpoints', 'actor'), await EmbeddedPolicy.create());
    saveCheckpoint(join(run, 'phase-01', 'checkpoints', 'actor'), await EmbeddedPolicy.create());
    const results = join(root, 'run-policy.json');
    const { status, stderr } = orm('eval', '--model', model, '--policy', run, '--out', results);
    expect(stderr).not.toMatch(/^error:/m);
    expect(status).toBe(0);
    const { sources } = JSON.parse(readFileSync(results, 'utf8'));
    expect(sources.policy.count).toBeGreaterThan(0);
  }, 150_000);

  it('eval refuses a task file as --set, naming the flag, before it loads the model', () => {
    const file = join(root, 'tasks.json');
    writeFileSync(file, '[]');
    expect(orm('eval', '--model', join(root, 'no-model'), '--set', file)).toEqual({
      status: 2,
      stderr: `error: --set ${file}: orm eval needs a built-in set (builtin:test, builtin:train or builtin:<split>:<site key>), whose oracles make the demonstrations it corrupts; a task file has no oracle\n`,
    });
  }, 150_000);

  it('eval names --model when it is given a policy checkpoint', async () => {
    saveCheckpoint(policyDir, await EmbeddedPolicy.create());
    expect(orm('eval', '--model', policyDir)).toEqual({
      status: 2,
      stderr: `error: --model ${policyDir}: the checkpoint at ${policyDir} holds a policy, not a reward-model; pass --model an ORM checkpoint folder (webrl orm train writes <out>/model; a run has phase-00-sft/checkpoints/orm)\n`,
    });
  }, 150_000);
});

describe('webrl orm train', () => {
  it('refuses a member count below 1 before it starts any work', async () => {
    const errors: string[] = [];
    const command = ormCommand(readEnvironment({}))
      .exitOverride()
      .configureOutput({ writeErr: (text) => errors.push(text) });
    command.commands.forEach((c) => {
      c.exitOverride().configureOutput({ writeErr: (text) => errors.push(text) });
    });
    await expect(
      command.parseAsync(['train', '--members', '0', '--out', join(root, 'never')], { from: 'user' }),
    ).rejects.toThrow(/--members <n>' argument '0' is invalid/);
  });

  it("defaults to the ORM a run trains (the run config's train.orm* values)", () => {
    const train = ormCommand(readEnvironment({})).commands.find((c) => c.name() === 'train')!;
    const defaultOf = (flag: string) => train.options.find((o) => o.long === flag)?.defaultValue;
    const config = TrainConfig.parse({});
    expect(defaultOf('--epochs')).toBe(config.ormEpochs);
    expect(defaultOf('--members')).toBe(config.ormMembers);
    expect(defaultOf('--bag-dropout')).toBe(config.ormBagDropout);
    expect(defaultOf('--draws')).toBe(config.ormCorruptionDraws);
  });

  it('trains and saves an ORM of --members networks on labelled trajectories of training tasks', async () => {
    const out = join(root, 'orm');
    await ormCommand(readEnvironment({})).parseAsync(
      [
        'train',
        '--limit',
        '2',
        '--slots',
        '1',
        '--epochs',
        '1',
        '--members',
        '2',
        '--draws',
        '3',
        '--out',
        out,
      ],
      { from: 'user' },
    );
    const manifest = JSON.parse(readFileSync(join(out, 'model', 'model.json'), 'utf8'));
    expect(manifest.config.members).toBe(2);
    expect(manifest.training.members).toBe(2);
    expect(manifest.training.draws).toBe(3);
    // Three draws of each kind from two demonstrations: more than one draw's six corruptions.
    const sources = manifest.training.sources as Record<string, { count: number }>;
    const corrupted = ['truncated', 'wrong-answer', 'replaced-step'].map((k) => sources[k]?.count ?? 0);
    expect(corrupted.reduce((a, b) => a + b, 0)).toBeGreaterThan(6);
    expect(manifest.training.trajectories).toBeGreaterThan(2);
    expect((await loadRewardModel(join(out, 'model'))).members).toHaveLength(2);
  }, 300_000);
});
