// Files and folders in the sites' data folder named for the process that made them (slot folders,
// pristine databases being written), so that a later process can tell the leftovers of one killed
// outright (SIGKILL, the OOM killer) from those still in use. The machine's name keeps a data folder
// shared between machines or containers from reading another machine's live pid as a dead one of its own.
import { readdirSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { getLogger } from '../../core/index.js';

const log = getLogger('sites');

/** The owner a name records; `machine` is null in names from before the machine was part of them. */
export interface ProcessOwner {
  pid: number;
  machine: string | null;
}

/** This machine's name as it goes into a file name: letters, digits, "." and "_". */
function machineName(): string {
  return hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'unknown';
}

/** `<pid>@<machine>` of this process, to go into the name of what it makes. */
export function processTag(): string {
  return `${process.pid}@${machineName()}`;
}

/** Whether a process with this pid runs on this machine (one of another user's counts). */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether what `owner` made is a leftover: its process ran on this machine and is gone. One of
 * another machine is never judged; one without a machine is judged by its pid.
 */
export function isOwnerGone(owner: ProcessOwner): boolean {
  if (owner.machine !== null && owner.machine !== machineName()) return false;
  return owner.pid !== process.pid && !isProcessAlive(owner.pid);
}

/**
 * Removes the entries of `folder` that `ownerOf` names a gone owner of (a missing folder holds none);
 * returns their names. One that cannot be removed only takes disk space: it is warned about, and a
 * later start tries again.
 */
export function removeLeftovers(
  folder: string,
  ownerOf: (name: string) => ProcessOwner | null,
  what: string,
): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const owner = ownerOf(name);
    if (!owner || !isOwnerGone(owner)) continue;
    try {
      rmSync(join(folder, name), { recursive: true, force: true });
      removed.push(name);
    } catch (error) {
      log.warn(`could not remove ${what} left by a process that is gone`, {
        path: join(folder, name),
        error: (error as Error).message,
      });
    }
  }
  if (removed.length > 0)
    log.info(`removed ${what} left by processes that are gone`, { names: removed.join(',') });
  return removed;
}
