import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFolders } from './make-folders.js';

const root = mkdtempSync(join(tmpdir(), 'webrl-folders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('makeFolders', () => {
  it('makes the missing folders and returns the first it made, as the recursive mkdir does', () => {
    expect(makeFolders(join(root, 'a', 'b', 'c'))).toBe(join(root, 'a'));
    expect(existsSync(join(root, 'a', 'b', 'c'))).toBe(true);
    expect(makeFolders(join(root, 'a', 'b'))).toBeUndefined();
  });

  it('fails with the code the recursive mkdir gives where a file is in the way', () => {
    writeFileSync(join(root, 'file'), '');
    expect(() => makeFolders(join(root, 'file'))).toThrow(expect.objectContaining({ code: 'EEXIST' }));
    expect(() => makeFolders(join(root, 'file', 'under'))).toThrow(
      expect.objectContaining({ code: 'ENOTDIR' }),
    );
  });

  // Node 20's recursive mkdir loops for ever here (procfs answers ENOENT to any mkdir), so the
  // call runs in a child process that a timeout can kill.
  it.runIf(existsSync('/proc/self'))('fails at once under /proc instead of looping', () => {
    const script = `import { makeFolders } from ${JSON.stringify(join(import.meta.dirname, 'make-folders.ts'))};
      try { makeFolders('/proc/webrl-x/y'); } catch (error) { console.log(error.code); }`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
      killSignal: 'SIGKILL',
    });
    expect(child.signal).toBeNull();
    expect(child.stdout.trim()).toBe('ENOENT');
  });
});
