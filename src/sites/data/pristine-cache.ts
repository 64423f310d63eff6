// Builds a site database's pristine file once and reuses it: the file name carries a hash of the
// database name, generator version and seed, so repeated runs skip generation and a changed
// generator never picks up a stale file. A file is written under a temporary name that records its
// process, and renamed into place; what a process killed outright leaves, a later one removes.
// A cached file that is no usable database (overwritten, emptied) is derived data, so it is
// generated again, with a warning, instead of failing every command that reads it.
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { getLogger, makeFolders, processTag } from '../../core/index.js';
import { removeLeftovers } from './remove-leftovers.js';
import type { SiteDatabase } from './site-database.js';

const log = getLogger('sites');

/** The pristine file's path for a database and seed (it may not exist yet). */
export function pristinePath(database: SiteDatabase, options: { dataDir: string; seed: number }): string {
  const key = createHash('sha256')
    .update(`${database.name}\0${database.version}\0${options.seed}`)
    .digest('hex')
    .slice(0, 16);
  return join(options.dataDir, 'pristine', `${database.name}-${key}.sqlite`);
}

/**
 * A pristine file being written, `<name>-<hash>.sqlite.tmp-<pid>@<machine>-<random>` (before the
 * machine was part of it, `.tmp-<pid>-<random>`), or SQLite's journal beside one.
 */
const TEMP_NAME = /\.sqlite\.tmp-(\d+)(?:@([A-Za-z0-9._]+))?-[a-z0-9]*(?:-journal|-wal|-shm)?$/;

/**
 * Removes the temporary files under `<dataDir>/pristine` of processes of this machine that are gone
 * (killed while they generated a database); returns their names.
 */
export function removeStalePristineFiles(dataDir: string): string[] {
  return removeLeftovers(
    join(dataDir, 'pristine'),
    (name) => {
      const match = TEMP_NAME.exec(name);
      return match ? { pid: Number(match[1]), machine: match[2] ?? null } : null;
    },
    'half-written database files',
  );
}

/**
 * Why the cached file at `path` cannot be used, or null when it can. Cheap on purpose (it runs on
 * every load): it opens the file read-only and reads sqlite_master, which fails on bytes that are no
 * SQLite file and lists no table in an emptied one; no integrity_check of every page.
 */
function cachedFileProblem(path: string): string | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1").get();
    return table === undefined ? 'it holds no tables' : null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    db?.close();
  }
}

/**
 * Returns the pristine file of `database`, generating it first when no usable cached copy exists.
 * Concurrent callers (parallel test files) may both generate; each writes a private temp file and
 * renames it into place, and both produce the same bytes, so the race is harmless.
 */
export function ensurePristineDatabase(
  database: SiteDatabase,
  options: { dataDir: string; seed: number },
): string {
  const path = pristinePath(database, options);
  if (existsSync(path)) {
    const problem = cachedFileProblem(path);
    if (problem === null) return path;
    log.warn(`the cached database ${path} is damaged (${problem}); generating it again`);
  }
  makeFolders(join(options.dataDir, 'pristine'));
  removeStalePristineFiles(options.dataDir);
  const temp = `${path}.tmp-${processTag()}-${Math.random().toString(36).slice(2)}`;
  const started = performance.now();
  const db = new Database(temp);
  try {
    db.pragma('journal_mode = DELETE');
    database.generate(db, options.seed);
    // VACUUM packs the file so copies stay small and the bytes depend only on the content.
    db.exec('VACUUM');
  } catch (error) {
    db.close();
    rmSync(temp, { force: true });
    throw new Error(
      `generating the "${database.name}" database (version ${database.version}, seed ${options.seed}) failed: ${(error as Error).message}`,
      { cause: error },
    );
  }
  db.close();
  renameSync(temp, path);
  log.info('generated pristine database', {
    database: database.name,
    seed: options.seed,
    ms: Math.round(performance.now() - started),
  });
  return path;
}
