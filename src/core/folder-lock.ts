// A lock on a folder that one process writes (a run directory, an evaluation's --out): a second
// process that would write the same folder is refused before it does anything, since two writers
// run the same episodes twice and race on the files that count them. The lock file is
// `.<name>.lock` beside the folder, not inside it: a new run's folder must be empty, what reads the
// folder (report, view, a copy to another machine) sees only what the work wrote, and removing the
// folder leaves the lock to say that its process still runs. The file records its holder; one whose
// process is gone from this machine (kill -9, the OOM killer: every other end runs the exit handler
// that removes it) is taken over.
import { linkSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { getLogger } from './logger.js';
import { makeFolders } from './make-folders.js';
import { isOwnerGone, machineName, processTag } from './process-owner.js';
import { ConfigError } from './schema-errors.js';

const log = getLogger('lock');

/** What a lock file records of the process that holds it. */
export interface LockHolder {
  pid: number;
  /** As processTag writes it (core/process-owner.ts). */
  machine: string;
  /** When it took the lock (ISO 8601). */
  since: string;
  /** Its command line, where the command gave it. */
  command?: string;
}

/** A folder's lock, held until released. */
export interface FolderLock {
  readonly folder: string;
  /** The lock file. */
  readonly path: string;
  /** Gives the lock up; the file goes once every taker in this process gave it up. A second call does nothing. */
  release(): void;
}

/** Another process holds the folder's lock: the message names it and says what to do. */
export class FolderInUseError extends ConfigError {
  override name = 'FolderInUseError';
  constructor(
    message: string,
    /** The lock file. */
    readonly lockPath: string,
    /** null where the file does not say (empty, or not a lock file's JSON). */
    readonly holder: LockHolder | null,
  ) {
    super(message);
  }
}

/** The lock file of `folder`: `.<name>.lock` in the folder above it. */
export function folderLockPath(folder: string): string {
  const root = resolve(folder);
  return join(dirname(root), `.${basename(root)}.lock`);
}

interface HeldLock {
  /** Takers in this process that have not released it (an in-process test may call trainRun within trainRun's run). */
  takers: number;
  /** The file's content, which says the lock is still this process's when it is removed. */
  text: string;
  /** Folders this lock made to hold its file, top first, removed with it where they are empty. */
  madeFolder: string | undefined;
  onExit: () => void;
}

const held = new Map<string, HeldLock>();

/**
 * Takes the lock of `folder`, making the folder above it where needed (the folder itself is not
 * made). Throws FolderInUseError where another live process holds it. The lock is released by
 * `release()` and, should the process end first (process.exit, as a signal ends the CLI), by an
 * exit handler.
 */
export function lockFolder(folder: string, options: { command?: string } = {}): FolderLock {
  const path = folderLockPath(folder);
  const ours = held.get(path);
  if (ours) {
    ours.takers += 1;
    return handleOf(folder, path);
  }
  const record: LockHolder = {
    pid: process.pid,
    machine: machineName(),
    since: new Date().toISOString(),
    ...(options.command !== undefined ? { command: options.command } : {}),
  };
  const text = `${JSON.stringify(record)}\n`;
  let madeFolder: string | undefined;
  try {
    madeFolder = makeFolders(dirname(path));
    acquire(folder, path, text);
  } catch (error) {
    removeEmptyFolders(dirname(path), madeFolder);
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(
      `cannot make the lock file ${path} that keeps other processes out of ${folder} (${code}); make ${dirname(path)} a writable folder, or choose another folder`,
      [],
      { cause: error },
    );
  }
  const onExit = () => removeLockFile(path, text);
  process.on('exit', onExit);
  held.set(path, { takers: 1, text, madeFolder, onExit });
  return handleOf(folder, path);
}

function handleOf(folder: string, path: string): FolderLock {
  let released = false;
  return {
    folder,
    path,
    release() {
      if (released) return;
      released = true;
      const lock = held.get(path)!;
      lock.takers -= 1;
      if (lock.takers > 0) return;
      held.delete(path);
      process.off('exit', lock.onExit);
      removeLockFile(path, lock.text);
      removeEmptyFolders(dirname(path), lock.madeFolder);
    },
  };
}

/** Creates the lock file, taking over one whose process is gone; a few tries where others race for it. */
function acquire(folder: string, path: string, text: string): void {
  let found: { text: string; holder: LockHolder | null } | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(path, text, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    found = readLockFile(path);
    if (found === undefined) continue; // released in between
    const holder = found.holder;
    if (holder === null || !isLeftover(holder)) break;
    if (takeOver(path, found.text)) {
      log.info(
        `took over the lock of ${folder}: its process ${holder.pid} (since ${holder.since}) is gone from this machine`,
        { lock: path },
      );
    }
  }
  throw inUse(folder, path, found?.holder ?? null);
}

/**
 * Whether a lock's process is gone: of this machine, and not running, or of this very pid but not
 * among this process's locks (left by an earlier process that had the pid, as in a container).
 */
function isLeftover(holder: LockHolder): boolean {
  if (holder.machine !== machineName()) return false;
  return holder.pid === process.pid || isOwnerGone(holder);
}

/**
 * Removes the lock file that held `staleText`. It is first renamed aside, which only one of the
 * processes racing to take it over manages; where what was renamed is no longer the stale lock (one
 * of them took it over in between), it is put back.
 */
function takeOver(path: string, staleText: string): boolean {
  const aside = `${path}.stale-${processTag()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = readFileSync(aside, 'utf8');
  if (moved !== staleText) {
    try {
      linkSync(aside, path);
    } catch (error) {
      log.warn(`could not put back the lock file ${path} another process had just taken`, {
        error: (error as Error).message,
      });
    }
  }
  rmSync(aside, { force: true });
  return moved === staleText;
}

/** The lock file's text and holder (null where it records none); undefined where it is gone. */
function readLockFile(path: string): { text: string; holder: LockHolder | null } | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { text, holder: parseHolder(text) };
}

function parseHolder(text: string): LockHolder | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null; // empty (being written this instant) or not a lock file's
  }
  const { pid, machine, since, command } = (value ?? {}) as Record<string, unknown>;
  if (!Number.isInteger(pid) || typeof machine !== 'string' || typeof since !== 'string') return null;
  return { pid: pid as number, machine, since, ...(typeof command === 'string' ? { command } : {}) };
}

function inUse(folder: string, path: string, holder: LockHolder | null): FolderInUseError {
  if (holder === null) {
    return new FolderInUseError(
      `${folder} is locked by ${path}, which does not say which process holds it; if no webrl command works on ${folder}, remove ${path}`,
      path,
      holder,
    );
  }
  const command = holder.command !== undefined ? `, running ${holder.command}` : '';
  const here = holder.machine === machineName();
  const fix = here
    ? `wait for it to end, or stop it (kill ${holder.pid}); if pid ${holder.pid} is now another program (a pid is reused), remove the lock file ${path}`
    : `wait for it to end, or stop it on ${holder.machine}; if that process is gone from ${holder.machine}, remove the lock file ${path}`;
  return new FolderInUseError(
    `${folder} is in use by another process (pid ${holder.pid} on ${here ? 'this machine, ' : ''}${holder.machine}, since ${holder.since}${command}); ${fix}`,
    path,
    holder,
  );
}

/** Removes the lock file where it is still the one this process wrote (not one removed and retaken by hand). */
function removeLockFile(path: string, text: string): void {
  try {
    if (readFileSync(path, 'utf8') === text) rmSync(path, { force: true });
    else log.warn(`the lock file ${path} is no longer this process's; left as it is`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn(`could not remove the lock file ${path}`, { error: (error as Error).message });
    }
  }
}

/** Removes `dir` and the folders above it up to `top` (those a lock made), while they are empty. */
function removeEmptyFolders(dir: string, top: string | undefined): void {
  if (top === undefined) return;
  for (let folder = dir; folder.startsWith(top); folder = dirname(folder)) {
    try {
      rmdirSync(folder);
    } catch {
      return; // not empty: the work went on in it
    }
    if (folder === top) return;
  }
}
