// Whether a path can be a folder to write in, asked before any work: a --out, --runs-dir or
// --data-dir that is a file (or lies under one) otherwise fails with ENOTDIR when the results are
// saved, after the work, or fails deep inside a library with a stack trace.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from './schema-errors.js';

/** `path` itself when it exists, else the nearest folder above it that does (the root always does). */
export function nearestExistingPath(path: string): string {
  let existing = resolve(path);
  while (!existsSync(existing)) existing = dirname(existing);
  return existing;
}

/**
 * Why `dir` cannot be, or become, a folder to write in; null when it can. Only a probe folder is
 * made, in the nearest existing folder, and removed at once, so that `webrl doctor` can check a
 * --runs-dir without leaving folders behind. access() would not do: it passes for root even where
 * nothing can be made, as in /proc.
 */
export function folderProblem(dir: string): string | null {
  const existing = nearestExistingPath(dir);
  if (!statSync(existing).isDirectory()) return `${existing} is a file, not a folder`;
  try {
    rmSync(mkdtempSync(join(existing, '.webrl-probe-')), { recursive: true });
  } catch (error) {
    return `${existing} is not writable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  }
  return null;
}

/**
 * Throws `<what> <dir>: <problem>; <fix>` as a ConfigError when `dir` cannot be a folder to write in,
 * e.g. `--out runs/x/sub: /work/runs/x is a file, not a folder; pass --out a folder`.
 */
export function checkOutputFolder(what: string, dir: string, fix: string): void {
  if (dir === '') throw new ConfigError(`${what} is empty; ${fix}`);
  const problem = folderProblem(dir);
  if (problem !== null) throw new ConfigError(`${what} ${dir}: ${problem}; ${fix}`);
}

/**
 * Refuses an --out whose `<out>/<name>` already holds a checkpoint (its model.json), before any
 * work: a command would replace it when it saves, and an earlier model is data, as `webrl eval`
 * keeps a used --out folder. `fix` ends the message (default: a new --out, or remove the folder).
 * A file in the checkpoint folder's place is refused too: the save would fail after the work.
 */
export function refuseSavedCheckpoint(out: string, name: string, command: string, fix?: string): void {
  const dir = join(out, name);
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new ConfigError(
      `--out ${out}: ${dir} is a file, where ${command} saves its checkpoint folder; choose a new --out or move the file`,
    );
  }
  if (!existsSync(join(dir, 'model.json'))) return;
  throw new ConfigError(
    `--out ${out}: ${dir} already holds a checkpoint, which ${command} would replace (an earlier model is data); ${fix ?? `choose a new --out or remove ${dir}`}`,
  );
}
