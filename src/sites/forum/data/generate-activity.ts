// Generates who follows and runs what, and gives WebArena's account a history: subscriptions,
// moderators, the default account's own submissions and comments, and its votes.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import { FORUM_NOW } from './forum-time.js';

/** Forums the default account is subscribed to at the start. */
export const DEFAULT_SUBSCRIPTIONS = ['books', 'movies', 'technology', 'DIY', 'nyc', 'space'] as const;

/** Every member subscribes to a few forums; each forum gets one to three moderators. */
export function generateMemberships(db: Database.Database, rng: Rng, userIds: readonly number[]): void {
  const forums = db.prepare('SELECT id, name, featured FROM forums ORDER BY id').all() as {
    id: number;
    name: string;
    featured: number;
  }[];
  const subscribe = db.prepare(
    'INSERT OR IGNORE INTO subscriptions (user_id, forum_id, created_at) VALUES (?, ?, ?)',
  );
  const weighted = forums.map((f) => [f.id, f.featured ? 3 : 1] as const);
  for (const userId of userIds.slice(1)) {
    const count = rng.int(1, 9);
    for (let i = 0; i < count; i++)
      subscribe.run(userId, rng.weighted(weighted), FORUM_NOW - rng.int(1, 600) * 86400);
  }
  const defaultIds = new Set<string>(DEFAULT_SUBSCRIPTIONS.map((n) => n.toLowerCase()));
  for (const forum of forums) {
    if (defaultIds.has(forum.name.toLowerCase()))
      subscribe.run(userIds[0], forum.id, FORUM_NOW - 400 * 86400);
  }
  const moderate = db.prepare('INSERT OR IGNORE INTO moderators (forum_id, user_id) VALUES (?, ?)');
  for (const forum of forums) {
    for (let i = rng.int(1, 3); i > 0; i--) moderate.run(forum.id, rng.pick(userIds.slice(1, 120)));
  }
}

/**
 * Hands WebArena's account (user 1) some text submissions and leaf comments (so "edit my post" and
 * "delete my comment" tasks have material), and casts its votes.
 */
export function generateDefaultAccountHistory(db: Database.Database, rng: Rng): void {
  const ownable = db
    .prepare('SELECT id FROM submissions WHERE body IS NOT NULL AND url IS NULL AND user_id <> 1 ORDER BY id')
    .all() as { id: number }[];
  const own = db.prepare('UPDATE submissions SET user_id = 1 WHERE id = ?');
  for (const { id } of rng.sample(ownable, 14)) own.run(id);
  // Leaf comments in short threads, so deleting one leaves the thread readable and easy to find.
  const leaves = db
    .prepare(
      `SELECT c.id FROM comments c JOIN submissions s ON s.id = c.submission_id
       WHERE NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id)
       AND c.user_id <> 1 AND s.comment_count <= 12 ORDER BY c.id`,
    )
    .all() as { id: number }[];
  const ownComment = db.prepare('UPDATE comments SET user_id = 1 WHERE id = ?');
  for (const { id } of rng.sample(leaves, 30)) ownComment.run(id);

  const others = db.prepare('SELECT id FROM submissions WHERE user_id <> 1 ORDER BY id').all() as {
    id: number;
  }[];
  const vote = db.prepare('INSERT INTO submission_votes (user_id, submission_id, choice) VALUES (1, ?, ?)');
  const count = db.prepare(
    'UPDATE submissions SET upvotes = upvotes + ?, downvotes = downvotes + ? WHERE id = ?',
  );
  for (const { id } of rng.sample(others, 40)) {
    const choice = rng.chance(0.8) ? 1 : -1;
    vote.run(id, choice);
    count.run(choice === 1 ? 1 : 0, choice === -1 ? 1 : 0, id);
  }
}
