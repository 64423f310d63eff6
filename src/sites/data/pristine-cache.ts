// Builds a site database's pristine file once and reuses it: the file name carries a hash of the
// database name, generator version and seed, so repeated runs skip generation and a changed
// generator never picks up a stale file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { getLogger } from '../../core/index.js';
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
 * Returns the pristine file of `database`, generating it first when no cached copy exists.
 * Concurrent callers (parallel test files) may both generate; each writes a private temp file and
 * renames it into place, and both produce the same bytes, so the race is harmless.
 */
export function ensurePristineDatabase(
  database: SiteDatabase,
  options: { dataDir: string; seed: number },
): string {
  const path = pristinePath(database, options);
  if (existsSync(path)) return path;
  mkdirSync(join(options.dataDir, 'pristine'), { recursive: true });
  const temp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
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
