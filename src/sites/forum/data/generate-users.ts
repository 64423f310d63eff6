// Generates the forum's users: WebArena's account MarvelsGrantMan136 first, then a few hundred
// members with Reddit-style names, join dates and (for some) a biography.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import { FORUM_NOW } from './forum-time.js';
import { ADJECTIVES, BIOGRAPHIES, FIRST_NAMES, LAST_NAMES, NOUNS } from './text-bank.js';

/** WebArena's forum account (reference/webarena.md §2.2). */
export const DEFAULT_ACCOUNT = { username: 'MarvelsGrantMan136', password: 'test1234' } as const;

/** Members besides the default account. */
const MEMBER_COUNT = 420;

/** The stored hash of `password` with `salt`. */
export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

/** A new random-looking salt drawn from `rng` (deterministic during generation). */
export function newSalt(rng: Rng): string {
  return rng.nextUint32().toString(16).padStart(8, '0');
}

function memberName(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const digits = String(rng.int(1, 9999));
  switch (rng.int(0, 5)) {
    case 0:
      return `${first}${last}`;
    case 1:
      return `${rng.pick(ADJECTIVES)}${rng.pick(NOUNS)}${digits}`;
    case 2:
      return `${first.toLowerCase()}_${last.toLowerCase()}`;
    case 3:
      return `${rng.pick(NOUNS)}${rng.pick(NOUNS)}${rng.int(1, 99)}`;
    case 4:
      return `${rng.pick(ADJECTIVES).toLowerCase()}_${rng.pick(NOUNS).toLowerCase()}`;
    default:
      return `${first}-${rng.pick(NOUNS)}${digits}`;
  }
}

/** Inserts the users; returns their ids with the default account first (id 1). */
export function generateUsers(db: Database.Database, rng: Rng): number[] {
  const insert = db.prepare(
    `INSERT INTO users (username, email, password_hash, password_salt, biography, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const ids: number[] = [];
  const add = (username: string, password: string, biography: string | null, createdAt: number) => {
    const salt = newSalt(rng);
    const email = `${username.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`;
    const { lastInsertRowid } = insert.run(
      username,
      email,
      hashPassword(password, salt),
      salt,
      biography,
      createdAt,
    );
    ids.push(Number(lastInsertRowid));
  };
  add(
    DEFAULT_ACCOUNT.username,
    DEFAULT_ACCOUNT.password,
    'Movie buff and weekend woodworker.',
    FORUM_NOW - 700 * 86400,
  );
  const taken = new Set([DEFAULT_ACCOUNT.username.toLowerCase()]);
  while (ids.length < MEMBER_COUNT + 1) {
    const name = memberName(rng);
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    const biography = rng.chance(0.45) ? rng.pick(BIOGRAPHIES) : null;
    add(name, `pw-${name}`, biography, FORUM_NOW - rng.int(60, 1800) * 86400);
  }
  return ids;
}
