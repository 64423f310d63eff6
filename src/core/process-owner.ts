// Which process made something, `<pid>@<machine>`, and whether that process is gone: so that a later
// process can tell what one killed outright (SIGKILL, the OOM killer) left behind from what is still
// in use (the sites' slot folders and pristine databases being written, the lock of a run directory
// or an evaluation folder). The machine's name keeps a folder shared between machines or containers
// from reading another machine's live pid as a dead one of its own.
import { hostname } from 'node:os';

/** The owner a name or lock file records; `machine` is null in names from before the machine was part of them. */
export interface ProcessOwner {
  pid: number;
  machine: string | null;
}

/** This machine's name as it goes into a file name: letters, digits, "." and "_". */
export function machineName(): string {
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
