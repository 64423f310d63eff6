import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutputFolder, folderProblem, refuseSavedCheckpoint } from './output-folder.js';
import { ConfigError } from './schema-errors.js';

const root = mkdtempSync(join(tmpdir(), 'webrl-output-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('folderProblem', () => {
  it('accepts an existing folder and a new path under one, without making anything', () => {
    const dir = join(root, 'accept');
    mkdirSync(dir);
    expect(folderProblem(dir)).toBeNull();
    expect(folderProblem(join(dir, 'a', 'b', 'c'))).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('says a path is a file, and names a file above it that no folder can be made under', () => {
    const file = join(root, 'afile');
    writeFileSync(file, 'data');
    expect(folderProblem(file)).toBe(`${file} is a file, not a folder`);
    expect(folderProblem(join(file, 'sub', 'x'))).toBe(`${file} is a file, not a folder`);
  });

  // access() says /proc is writable to root, though no folder can be made there.
  it.runIf(existsSync('/proc/self'))('says a folder that takes no new folder is not writable', () => {
    expect(folderProblem('/proc/webrl-runs/x')).toMatch(/^\/proc is not writable \(E[A-Z]+\)$/);
    expect(() => checkOutputFolder('--out', '/proc/webrl-out', 'pass --out a folder')).toThrow(
      /^--out \/proc\/webrl-out: \/proc is not writable \(E[A-Z]+\); pass --out a folder$/,
    );
  });
});

describe('checkOutputFolder', () => {
  it('throws a ConfigError naming the option, the path, the problem and the fix', () => {
    const file = join(root, 'out-file');
    writeFileSync(file, 'data');
    const check = () => checkOutputFolder('--out', join(file, 'sub'), 'pass --out a folder');
    expect(check).toThrow(ConfigError);
    expect(check).toThrow(`--out ${join(file, 'sub')}: ${file} is a file, not a folder; pass --out a folder`);
    expect(() => checkOutputFolder('--out', '', 'pass --out a folder')).toThrow(
      '--out is empty; pass --out a folder',
    );
  });
});

describe('refuseSavedCheckpoint', () => {
  it('refuses a checkpoint folder that holds a model, or a file in its place, and accepts an empty or new one', () => {
    const out = join(root, 'saved');
    mkdirSync(join(out, 'empty'), { recursive: true });
    expect(() => refuseSavedCheckpoint(out, 'empty', 'sft')).not.toThrow();
    expect(() => refuseSavedCheckpoint(out, 'new', 'sft')).not.toThrow();
    mkdirSync(join(out, 'model'));
    writeFileSync(join(out, 'model', 'model.json'), '{}');
    expect(() => refuseSavedCheckpoint(out, 'model', 'orm train')).toThrow(
      new ConfigError(
        `--out ${out}: ${join(out, 'model')} already holds a checkpoint, which orm train would replace (an earlier model is data); choose a new --out or remove ${join(out, 'model')}`,
      ),
    );
    writeFileSync(join(out, 'policy'), 'notes');
    expect(() => refuseSavedCheckpoint(out, 'policy', 'sft')).toThrow(
      new ConfigError(
        `--out ${out}: ${join(out, 'policy')} is a file, where sft saves its checkpoint folder; choose a new --out or move the file`,
      ),
    );
  });
});
