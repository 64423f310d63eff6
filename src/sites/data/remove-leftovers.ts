// Removes the files and folders in the sites' data folder that a process killed outright (SIGKILL,
// the OOM killer) left: slot folders and pristine databases being written are named for the process
// that made them, and core's isOwnerGone says whether that process is gone.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getLogger, isOwnerGone, type ProcessOwner } from '../../core/index.js';

const log = getLogger('sites');

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
