// The pristine cache with the guest book's small real database: a damaged cached file (garbage bytes
// or emptied) is generated again with a warning, while a usable one is reused untouched.
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { configureLogging, MemorySink } from '../../core/index.js';
import { guestbookSite } from '../testing/guestbook-site.js';
import { ensurePristineDatabase } from './pristine-cache.js';

const database = guestbookSite.database!;
const dir = mkdtempSync(join(tmpdir(), 'webrl-pristine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => configureLogging({ level: 'info', channels: {}, sinks: [] }));

/** The file's identity: a regenerated file is renamed into place, so its inode changes. */
const identity = (path: string) => {
  const { ino, mtimeMs } = statSync(path);
  return { ino, mtimeMs };
};

describe('ensurePristineDatabase on a damaged cached file', () => {
  it.each([
    ['garbage bytes', Buffer.from('this is no SQLite file, only text where the database was\n'.repeat(40))],
    ['an empty file', Buffer.alloc(0)],
  ])('generates again one overwritten with %s, and reuses a usable one untouched', (what, damage) => {
    const dataDir = join(dir, what.replace(/ /g, '-'));
    const fresh = readFileSync(ensurePristineDatabase(database, { dataDir: join(dir, 'fresh'), seed: 3 }));
    const path = ensurePristineDatabase(database, { dataDir, seed: 3 });
    // An old mtime, so that a rewrite within the same millisecond would still show.
    utimesSync(path, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const cached = identity(path);
    expect(ensurePristineDatabase(database, { dataDir, seed: 3 })).toBe(path);
    expect(identity(path)).toEqual(cached);

    writeFileSync(path, damage);
    const sink = new MemorySink();
    configureLogging({ level: 'info', channels: {}, sinks: [sink] });
    expect(ensurePristineDatabase(database, { dataDir, seed: 3 })).toBe(path);
    expect(readFileSync(path).equals(fresh)).toBe(true);
    const reason = damage.length === 0 ? 'it holds no tables' : 'file is not a database';
    expect(sink.records.filter((r) => r.level === 'warn').map((r) => r.message)).toEqual([
      `the cached database ${path} is damaged (${reason}); generating it again`,
    ]);
  });
});
