// The folders that hold a host's copies of the site databases, `<dataDir>/slots/host-<pid>@<machine>-XXXXXX`.
// A host removes its own on close and when its process exits (a signal that the CLI turns into an
// exit); a process killed outright (SIGKILL, the OOM killer) cannot, so each new host removes the
// folders whose process is gone (core's process-owner.ts says which those are).
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getLogger, makeFolders, type ProcessOwner, processTag } from '../../core/index.js';
import { removeLeftovers } from '../data/remove-leftovers.js';

const log = getLogger('sites');

/** The owner of a slot folder, or null for a name that is none of a host's. */
export function slotFolderOwner(name: string): ProcessOwner | null {
  const match = /^host-(\d+)(?:@([A-Za-z0-9._]+))?-[A-Za-z0-9]{6}$/.exec(name);
  return match ? { pid: Number(match[1]), machine: match[2] ?? null } : null;
}

/**
 * Removes the slot folders under `<dataDir>/slots` left by processes of this machine that are gone.
 * Folders named before the machine was part of the name (`host-<pid>-XXXXXX`) are judged by pid.
 */
export function removeStaleSlotFolders(dataDir: string): string[] {
  return removeLeftovers(join(dataDir, 'slots'), slotFolderOwner, 'site copies');
}

/** Slot folders of this process's open hosts, removed on exit if their host did not close. */
const openFolders = new Set<string>();

function removeOpenFolders(): void {
  for (const dir of openFolders) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      // Exiting anyway: the next host removes what is left, as after a SIGKILL.
      log.warn('could not remove the site copies on exit', { dir, error: (error as Error).message });
    }
  }
}

/** Makes a new slot folder for a host of this process; it goes on exit unless released first. */
export function makeSlotFolder(dataDir: string): string {
  makeFolders(join(dataDir, 'slots'));
  const dir = mkdtempSync(join(dataDir, 'slots', `host-${processTag()}-`));
  if (openFolders.size === 0) process.on('exit', removeOpenFolders);
  openFolders.add(dir);
  return dir;
}

/** Removes a slot folder made by makeSlotFolder. */
export function removeSlotFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  openFolders.delete(dir);
  if (openFolders.size === 0) process.off('exit', removeOpenFolders);
}
