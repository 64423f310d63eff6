import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, folderLockPath, machineName, type Trajectory } from '../../core/index.js';
import { click, exit, handMade, pageAt } from '../../eval/hand-made-trajectories.test-support.js';
import { readEnvironment } from '../environment.js';
import { readTrajectories, sftCommand, writeTrajectories } from './sft-command.js';

const bin = join(import.meta.dirname, '../../../bin/webrl.js');

describe('webrl sft', () => {
  it("refuses a word dropout above the run config's bound 0.9 before it starts any work", async () => {
    const errors: string[] = [];
    const command = sftCommand(readEnvironment({}))
      .exitOverride()
      .configureOutput({ writeErr: (text) => errors.push(text) });
    await expect(command.parseAsync(['--word-dropout', '0.95'], { from: 'user' })).rejects.toThrow(
      /--word-dropout <x>' argument '0.95' is invalid\. expected a number from 0 to 0\.9, got "0\.95"/,
    );
    expect(errors.join('')).toMatch(/expected a number from 0 to 0\.9/);
  });
});

/** `webrl sft` as a user runs it: small budgets, no evaluation. */
function sft(out: string, ...args: string[]) {
  const result = spawnSync(
    'node',
    [bin, 'sft', '--epochs', '1', '--no-eval', '--slots', '1', '--out', out, ...args],
    {
      encoding: 'utf8',
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('webrl sft and the demonstrations it saved', () => {
  let out: string;
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'webrl-sft-'));
  });
  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
  });

  it('refuses a --test that names no built-in set before it demonstrates or trains anything', () => {
    const never = join(out, 'never');
    const result = spawnSync('node', [bin, 'sft', '--demos', '1', '--out', never, '--test', 'builtin:tset'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toMatch(
      /^error: task set "builtin:tset" is not a built-in set; expected builtin:train, builtin:test/,
    );
    expect(result.status).toBe(2);
    expect(existsSync(never)).toBe(false);
  }, 90_000);

  it('says on SIGTERM what the --out folder keeps and how to go on', async () => {
    const stopped = join(out, 'stopped');
    const child = spawn('node', [bin, 'sft', '--demos', '2', '--no-eval', '--out', stopped], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    // Once the folder is locked, the command has started its work.
    const poll = setInterval(() => {
      if (existsSync(folderLockPath(stopped))) {
        clearInterval(poll);
        child.kill('SIGTERM');
      }
    }, 20);
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    clearInterval(poll);
    expect(code, log).toBe(143);
    expect(log).toContain(
      `stopped; ${stopped} keeps demonstrations.jsonl if all were collected (the same command reuses them) and policy/ if training ended`,
    );
  }, 90_000);

  it('refuses --test and --test-limit beside --no-eval, and a --demos above builtin:train, before any demonstration', () => {
    const never = join(out, 'never-flags');
    const sft = (...args: string[]) =>
      spawnSync('node', [bin, 'sft', '--out', never, ...args], { encoding: 'utf8', timeout: 60_000 });
    const both = sft('--no-eval', '--test', 'builtin:test:gitlab', '--test-limit', '5');
    expect(both.stderr.trim()).toBe(
      'error: --test builtin:test:gitlab and --test-limit 5 set up the evaluation after training, but --no-eval skips it; drop --no-eval, or drop --test and --test-limit',
    );
    expect(both.status).toBe(2);
    const limit = sft('--no-eval', '--test-limit', '5');
    expect(limit.stderr.trim()).toBe(
      'error: --test-limit 5 sets up the evaluation after training, but --no-eval skips it; drop --no-eval, or drop --test-limit',
    );
    const demos = sft('--no-eval', '--demos', '99999');
    expect(demos.stderr.trim()).toMatch(
      /^error: --demos 99999: builtin:train has (\d+) tasks; pass at most \1, or leave out --demos to demonstrate all of them$/,
    );
    expect(demos.status).toBe(2);
    // The --out folder is made and locked before the demonstrations; nothing of a run is in it.
    expect(existsSync(join(never, 'demonstrations.jsonl'))).toBe(false);
  }, 120_000);

  it('refuses an --out that is a file, or lies under one, before it demonstrates anything', async () => {
    const file = join(out, 'afile');
    await writeFile(file, 'kept');
    for (const given of [file, join(file, 'sub')]) {
      const result = spawnSync('node', [bin, 'sft', '--demos', '1', '--no-eval', '--out', given], {
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(result.stderr).toBe(
        `error: --out ${given}: ${file} is a file, not a folder; pass --out a folder for demonstrations.jsonl, policy/ and the test results\n`,
      );
      expect(result.status).toBe(2);
    }
    expect(await readFile(file, 'utf8')).toBe('kept');
  }, 200_000);

  it('refuses an --out another sft writes, naming it, before it demonstrates anything', async () => {
    const busy = join(out, 'in-use');
    const lock = folderLockPath(busy);
    await writeFile(lock, JSON.stringify({ pid: process.pid, machine: machineName(), since: 'now' }));
    const refused = sft(busy, '--demos', '1');
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      new RegExp(
        `^error: ${busy} is in use by another process \\(pid ${process.pid} on this machine, [^\\n]*\\n$`,
      ),
    );
    expect(existsSync(busy)).toBe(false);
    await rm(lock);
  }, 90_000);

  it('refuses an --out whose policy/ holds a checkpoint before any work, and reuses the demonstrations once it is removed', async () => {
    expect(sft(out, '--demos', '2').status).toBe(0);
    const policy = join(out, 'policy');
    const demonstrations = join(out, 'demonstrations.jsonl');
    const manifest = await readFile(join(policy, 'model.json'), 'utf8');
    const saved = await readFile(demonstrations, 'utf8');
    const refused = sft(out, '--demos', '2');
    // stderr is the error line only: nothing was demonstrated, reused or trained before it.
    expect(refused).toEqual({
      status: 2,
      stdout: '',
      stderr: `error: --out ${out}: ${policy} already holds a checkpoint, which sft would replace (an earlier model is data); choose a new --out, or remove ${policy} to train again on the demonstrations saved in ${demonstrations}\n`,
    });
    expect(await readFile(join(policy, 'model.json'), 'utf8')).toBe(manifest);
    await rm(policy, { recursive: true });
    const again = sft(out, '--demos', '2');
    expect(again.stderr).toContain('reusing saved demonstrations');
    expect(again.status).toBe(0);
    expect(await readFile(demonstrations, 'utf8')).toBe(saved);
    expect(existsSync(join(policy, 'model.json'))).toBe(true);
  }, 180_000);

  it('refuses to reuse demonstrations made for another --demos budget, and keeps them', async () => {
    // The checkpoint of the test above is removed: only the demonstrations are in question here.
    await rm(join(out, 'policy'), { recursive: true, force: true });
    const path = join(out, 'demonstrations.jsonl');
    const saved = await readFile(path, 'utf8');
    expect(saved.trim().split('\n')).toHaveLength(2);
    const { status, stderr } = sft(out, '--demos', '3');
    expect(stderr).toBe(
      `error: ${path} holds 2 demonstrations, and --demos asks for 3; pass --no-reuse-demos to collect 3 again, leave out --demos to reuse the 2, or choose another --out\n`,
    );
    expect(status).toBe(2);
    expect(await readFile(path, 'utf8')).toBe(saved);
  }, 120_000);

  it('names the line of a saved file that is not JSON, and the fix', async () => {
    const path = join(out, 'demonstrations.jsonl');
    await writeFile(path, `${(await readFile(path, 'utf8')).trim()}\n{"taskId": 1,\n`);
    const { status, stderr } = sft(out, '--demos', '2');
    expect(stderr).toMatch(
      new RegExp(
        `^error: ${path}:3: not readable JSON \\(.*\\); delete it, or pass --no-reuse-demos to collect the demonstrations again\\n$`,
      ),
    );
    expect(status).toBe(2);
  }, 120_000);

  it('refuses a saved record that is not a trajectory with one error line, and keeps the file', async () => {
    const folder = join(out, 'not-trajectories');
    const path = join(folder, 'demonstrations.jsonl');
    await mkdir(folder);
    await writeFile(path, '{"a":1}\n');
    const { status, stdout, stderr } = sft(folder);
    expect(stderr).toMatch(
      new RegExp(
        `error: ${path}:1: not a saved trajectory \\(taskId: required number is missing; intent: required string is missing; steps: required array is missing\\); delete it, or pass --no-reuse-demos to collect the demonstrations again\\n$`,
      ),
    );
    expect(stdout).toBe('');
    expect(status).toBe(2);
    expect(await readFile(path, 'utf8')).toBe('{"a":1}\n');
  }, 90_000);

  it('refuses a demonstrations.jsonl that is a folder before any work, and keeps it', async () => {
    const folder = join(out, 'folder-demos');
    const demonstrations = join(folder, 'demonstrations.jsonl');
    await mkdir(demonstrations, { recursive: true });
    await writeFile(join(demonstrations, 'kept'), 'kept');
    for (const reuse of [[], ['--no-reuse-demos']]) {
      expect(sft(folder, '--demos', '1', ...reuse)).toEqual({
        status: 2,
        stdout: '',
        stderr: `error: --out ${folder}: ${demonstrations} is a folder, where sft keeps its demonstrations file; move that folder elsewhere, or choose another --out\n`,
      });
    }
    expect(await readFile(join(demonstrations, 'kept'), 'utf8')).toBe('kept');
  }, 90_000);

  it('collects demonstrations again when the saved file holds none', async () => {
    const path = join(out, 'demonstrations.jsonl');
    await writeFile(path, '');
    const { status, stdout } = sft(out, '--demos', '2');
    expect(stdout).toContain('SFT: 2 demonstrations');
    expect(status).toBe(0);
    expect((await readFile(path, 'utf8')).trim().split('\n')).toHaveLength(2);
  }, 120_000);
});

describe('readTrajectories', () => {
  const fix = 'delete it';
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'webrl-sft-read-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A demonstration whose first page has `elements` interactive elements. */
  const demonstration = (elements = 1): Trajectory => {
    const trajectory = handMade([click(0), exit('done')], { stopReason: 'exit', evaluatorScore: 1 });
    const page = pageAt('http://shop.local/');
    page.elements = Array.from({ length: elements }, (_, id) => ({
      id,
      tag: 'a',
      role: 'link',
      text: `link ${id}`,
      attributes: {},
      bbox: [0, 20 * id, 100, 20],
      context: 'Home',
    }));
    trajectory.steps[0]!.observation = page;
    return trajectory;
  };

  /** The message of the ConfigError that reading `records` (one a line) throws. */
  const refusal = async (name: string, records: unknown[]): Promise<string> => {
    const path = join(dir, name);
    await writeFile(path, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
    try {
      readTrajectories(path, fix);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`${path} was read`);
  };

  it('names the line and the missing or wrong fields of a record that is not a trajectory', async () => {
    // What writeTrajectories saved is read back whole: the check drops no field.
    const saved = [demonstration(), demonstration(3)];
    writeTrajectories(join(dir, 'saved.jsonl'), saved);
    expect(readTrajectories(join(dir, 'saved.jsonl'), fix)).toEqual(saved);
    const path = join(dir, 'wrong.jsonl');
    const noPage = demonstration();
    delete (noPage.steps[1] as Partial<Trajectory['steps'][number]>).observation;
    expect(await refusal('wrong.jsonl', [demonstration(), noPage])).toBe(
      `${path}:2: not a saved trajectory (steps[1].observation: required object is missing); ${fix}`,
    );
    const badAction = demonstration();
    (badAction.steps[0]!.action as { action: string }).action = 'Clik';
    expect(await refusal('wrong.jsonl', [badAction])).toBe(
      `${path}:1: not a saved trajectory (steps[0].action.action: "Clik" is not one of Click, Type, Search, Hover, Select Dropdown Option, Scroll Up, Scroll Down, Press Enter, Go Backward, Go Forward); ${fix}`,
    );
    const jump = demonstration();
    (jump.steps[0]!.action as { kind: string }).kind = 'jump';
    expect(await refusal('wrong.jsonl', [jump])).toBe(
      `${path}:1: not a saved trajectory (steps[0].action.kind: "jump" is not one of do, exit); ${fix}`,
    );
    expect(await refusal('wrong.jsonl', [[1]])).toBe(
      `${path}:1: not a saved trajectory ((root): expected object (got [1])); ${fix}`,
    );
  });

  it('shows the first problems of a record with many, and how many more', async () => {
    const path = join(dir, 'many.jsonl');
    const many = demonstration(5);
    for (const element of many.steps[0]!.observation.elements) {
      delete (element as Partial<typeof element>).context;
    }
    expect(await refusal('many.jsonl', [many])).toBe(
      `${path}:1: not a saved trajectory (steps[0].observation.elements[0].context: required string is missing; ` +
        'steps[0].observation.elements[1].context: required string is missing; ' +
        `steps[0].observation.elements[2].context: required string is missing; and 2 more); ${fix}`,
    );
  });
});
