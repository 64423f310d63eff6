import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderInUseError, folderLockPath, lockFolder } from './folder-lock.js';
import { configureLogging, MemorySink } from './logger.js';
import { machineName } from './process-owner.js';

afterEach(() => configureLogging({ level: 'info', channels: {}, sinks: [] }));

/** A pid no process has: that of a child that has run and exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

function writeLock(folder: string, holder: object): string {
  const path = folderLockPath(folder);
  writeFileSync(path, JSON.stringify({ since: '2024-01-02T03:04:05.000Z', ...holder }));
  return path;
}

describe('lockFolder', () => {
  it('writes .<name>.lock beside the folder with its holder, and removes it, and the folders it made, on release', () => {
    const root = mkdtempSync(join(tmpdir(), 'webrl-lock-'));
    const folder = join(root, 'runs', 'x');
    const lock = lockFolder(folder, { command: 'webrl train --name x' });
    expect(lock.path).toBe(join(root, 'runs', '.x.lock'));
    expect(existsSync(folder)).toBe(false);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({
      pid: process.pid,
      machine: machineName(),
      command: 'webrl train --name x',
    });
    lock.release();
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    expect(existsSync(join(root, 'runs'))).toBe(false);
  });

  it('is re-entrant in one process: the file stays until every taker released it', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'webrl-lock-')), 'x');
    const outer = lockFolder(folder);
    const inner = lockFolder(folder);
    inner.release();
    expect(existsSync(outer.path)).toBe(true);
    outer.release();
    expect(existsSync(outer.path)).toBe(false);
    lockFolder(folder).release();
  });

  it('refuses a lock held by a live process of this machine, naming it, and leaves its file', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'webrl-lock-')), 'x');
    const path = writeLock(folder, {
      pid: process.ppid,
      machine: machineName(),
      command: 'webrl eval --out x',
    });
    const error = (() => {
      try {
        lockFolder(folder);
      } catch (e) {
        return e as FolderInUseError;
      }
    })();
    expect(error).toBeInstanceOf(FolderInUseError);
    expect(error!.message).toBe(
      `${folder} is in use by another process (pid ${process.ppid} on this machine, ${machineName()}, since 2024-01-02T03:04:05.000Z, running webrl eval --out x); wait for it to end, or stop it (kill ${process.ppid}); if pid ${process.ppid} is now another program (a pid is reused), remove the lock file ${path}`,
    );
    expect(existsSync(path)).toBe(true);
  });

  it('refuses a lock of another machine, saying to remove it if its process is gone from there', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'webrl-lock-')), 'x');
    const path = writeLock(folder, { pid: deadPid(), machine: 'elsewhere' });
    expect(() => lockFolder(folder)).toThrow(
      `wait for it to end, or stop it on elsewhere; if that process is gone from elsewhere, remove the lock file ${path}`,
    );
  });

  it('refuses a lock file that names no holder', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'webrl-lock-')), 'x');
    const path = folderLockPath(folder);
    writeFileSync(path, '');
    expect(() => lockFolder(folder)).toThrow(
      `${folder} is locked by ${path}, which does not say which process holds it; if no webrl command works on ${folder}, remove ${path}`,
    );
  });

  it('takes over, saying so at info, a lock whose process is gone from this machine or that names this pid but is no lock of this process', () => {
    const sink = new MemorySink();
    configureLogging({ sinks: [sink] });
    const folder = join(mkdtempSync(join(tmpdir(), 'webrl-lock-')), 'x');
    for (const pid of [deadPid(), process.pid]) {
      writeLock(folder, { pid, machine: machineName() });
      const lock = lockFolder(folder);
      expect(JSON.parse(readFileSync(lock.path, 'utf8')).since).not.toBe('2024-01-02T03:04:05.000Z');
      lock.release();
      expect(existsSync(lock.path)).toBe(false);
    }
    expect(sink.records.map((r) => `${r.level} ${r.message}`)).toEqual(
      [expect.any(Number), process.pid].map(() =>
        expect.stringMatching(
          new RegExp(
            `^info took over the lock of ${folder}: its process \\d+ \\(since 2024-01-02T03:04:05.000Z\\) is gone from this machine$`,
          ),
        ),
      ),
    );
  });
});
