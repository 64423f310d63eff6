// Makes a folder and its missing parents, one level at a time. Node 20's own recursive mkdir loops
// for ever where a file system answers ENOENT to mkdir under a folder that exists (/proc, a dead
// network mount): `--data-dir /proc/x` hung the command. Here every failure surfaces once, with
// Node's own error code (ENOTDIR, EACCES, ENOENT, ...), for the caller to phrase.
import { mkdirSync, type Stats, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Makes `path` and the folders above it that are missing. Returns the first folder it made, or
 * undefined when `path` was already there (as `mkdirSync(path, { recursive: true })` does).
 */
export function makeFolders(path: string): string | undefined {
  const missing: string[] = [];
  for (let folder = resolve(path); statOf(folder) === undefined; folder = dirname(folder)) {
    missing.push(folder);
    if (dirname(folder) === folder) break;
  }
  // A file where the folder should be: mkdir says EEXIST, as the recursive one does.
  if (missing.length === 0 && !isFolder(path)) mkdirSync(path);
  let first: string | undefined;
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // Another process made it between the look and the mkdir: that is what we wanted.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && isFolder(folder)) continue;
      throw error;
    }
    first ??= folder;
  }
  return first;
}

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function isFolder(path: string): boolean {
  return statOf(path)?.isDirectory() ?? false;
}
