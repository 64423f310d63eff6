// Inserts the code host's users: the named ones (byteblaze first) and generated contributors, with
// password hashes, profile fields, feed tokens and who follows whom.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import { DEFAULT_USER, FIRST_NAMES, LAST_NAMES, LOCATIONS, NAMED_USERS } from './people.js';
import { randomTime } from './random-time.js';

/** How many users the generator adds besides the named ones. */
const GENERATED_USERS = 30;

export const AVATAR_COLORS = [
  '#e8f0fe',
  '#fdebd0',
  '#e3f2e1',
  '#f8e0ec',
  '#e0f2f1',
  '#ede7f6',
  '#fff3cd',
  '#fbe9e7',
];

/** The password hash stored for `password` with `salt`. */
export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}${password}`).digest('hex');
}

/** A generated user as the rest of the generator needs it. */
export interface PersonRow {
  id: number;
  username: string;
  name: string;
  email: string;
}

function token(rng: Rng, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

/** Inserts every user; returns them by username (byteblaze has id 1). */
export function generatePeople(db: Database.Database, rng: Rng): Map<string, PersonRow> {
  const insert = db.prepare(
    `INSERT INTO users (username, name, email, password_hash, password_salt, bio, location, website, organization,
       job_title, feed_token, avatar_color, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const people = new Map<string, PersonRow>();
  const add = (user: {
    username: string;
    name: string;
    bio?: string;
    location?: string;
    website?: string;
    organization?: string;
    jobTitle?: string;
  }) => {
    const salt = rng.nextUint32().toString(16).padStart(8, '0');
    const password = user.username === DEFAULT_USER.username ? DEFAULT_USER.password : token(rng, 12);
    const email = `${user.username.replace(/[^a-z0-9.]/gi, '')}@example.com`.toLowerCase();
    const id = Number(
      insert.run(
        user.username,
        user.name,
        email,
        hashPassword(password, salt),
        salt,
        user.bio ?? '',
        user.location ?? '',
        user.website ?? '',
        user.organization ?? '',
        user.jobTitle ?? '',
        token(rng, 20),
        rng.pick(AVATAR_COLORS),
        randomTime(rng, '2015-01-01', '2021-12-31'),
      ).lastInsertRowid,
    );
    people.set(user.username, { id, username: user.username, name: user.name, email });
  };
  for (const user of NAMED_USERS) add(user);
  const names = new Set([...people.values()].map((p) => p.name));
  while (people.size < NAMED_USERS.length + GENERATED_USERS) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    const username = `${first[0]}${last}`.toLowerCase();
    if (names.has(name) || people.has(username)) continue;
    names.add(name);
    add({ username, name, location: rng.pick(LOCATIONS) });
  }
  generateFollows(db, rng, [...people.values()]);
  return people;
}

function generateFollows(db: Database.Database, rng: Rng, people: PersonRow[]): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)',
  );
  const [byteblaze, ...others] = people;
  // byteblaze follows a few people; the follow tasks pick among the ones not followed yet.
  for (const username of ['ericwbailey', 'kilian']) {
    const followee = people.find((p) => p.username === username)!;
    insert.run(byteblaze!.id, followee.id, randomTime(rng, '2021-01-01', '2022-12-31'));
  }
  for (const person of others) {
    for (const followee of rng.sample(people, rng.int(0, 4))) {
      if (followee.id !== person.id)
        insert.run(person.id, followee.id, randomTime(rng, '2019-01-01', '2023-02-28'));
    }
  }
}
