// Atomic file writes: write a temp file beside the target, flush it, then rename over the target,
// so a crash leaves either the old file or the new one, never half of one.
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeFolders } from './make-folders.js';

let counter = 0;

/**
 * Writes `data` to `path` atomically, creating parent folders. Pieces of text are written one
 * after another: a JSONL file of long trajectories can pass the longest string V8 makes (about
 * 512 MB), which joining its lines first would throw on.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array | Iterable<string>): void {
  makeFolders(dirname(path));
  counter += 1;
  const tmp = `${path}.tmp-${process.pid}-${counter}`;
  try {
    const fd = openSync(tmp, 'w');
    try {
      if (typeof data === 'string') writeSync(fd, Buffer.from(data, 'utf8'));
      else if (data instanceof Uint8Array) writeSync(fd, data);
      else for (const piece of data) writeSync(fd, Buffer.from(piece, 'utf8'));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  syncDirectory(dirname(path));
}

/** Writes a value as pretty JSON (trailing newline), atomically. */
export function writeJsonAtomic(path: string, value: unknown): void {
  writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}

// The rename is durable only once the directory entry is flushed too.
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some filesystems refuse fsync on directories; the rename itself is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
