import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../core/index.js';
import { checkRunDir } from './run-folders.js';

describe('checkRunDir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webrl-run-folders-'));

  it('names a missing folder, a file and a folder that is no run apart, each with its fix', () => {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'mine');
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect(() => checkRunDir(join(dir, 'gone'))).toThrow(
      new ConfigError(
        `run directory ${join(dir, 'gone')} does not exist; pass a folder made by webrl train (runs/<name>)`,
      ),
    );
    expect(() => checkRunDir(file)).toThrow(
      new ConfigError(
        `${file} is a file, not a folder; pass a run directory (runs/<name>, made by webrl train)`,
      ),
    );
    expect(() => checkRunDir(file, { episodeFolders: true })).toThrow(
      new ConfigError(
        `${file} is a file, not a folder; pass a run directory (runs/<name>, made by webrl train) or an evaluation folder (made by webrl eval --out)`,
      ),
    );
    expect(() => checkRunDir(empty)).toThrow(/is not a run directory: it has no config\.json/);
  });

  it('takes a folder with a config.json, or an episode folder where allowed', () => {
    const run = join(dir, 'run');
    mkdirSync(run);
    writeFileSync(join(run, 'config.json'), '{}');
    expect(checkRunDir(run)).toBe(run);
    const evalOut = join(dir, 'eval');
    mkdirSync(join(evalOut, 'actions'), { recursive: true });
    expect(checkRunDir(evalOut, { episodeFolders: true })).toBe(evalOut);
    expect(() => checkRunDir(evalOut)).toThrow(/open it with webrl view/);
  });
});
