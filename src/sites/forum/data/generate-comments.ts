// Generates comment threads: a heavy-tailed number of comments per submission, replies nested up to
// four levels under earlier comments, bodies unique within their thread, and small vote counts.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import { FORUM_NOW } from './forum-time.js';
import { drawVotes, type GeneratedSubmission, type UserPicker } from './generate-submissions.js';
import { COMMENT_OPENERS, COMMENT_REMARKS, REPLIES } from './text-bank.js';

const MAX_DEPTH = 4;

function commentCount(rng: Rng, submission: GeneratedSubmission): number {
  const base = Math.floor(Math.exp(rng.next() * 3.2)) - 1;
  return submission.netScore > 300 ? base + rng.int(3, 14) : base;
}

function commentBody(rng: Rng, isReply: boolean): string {
  if (isReply && rng.chance(0.4)) return rng.pick(REPLIES);
  return `${rng.pick(COMMENT_OPENERS)} ${rng.pick(COMMENT_REMARKS)}`;
}

/** Inserts the comments of every submission and sets the submissions' comment counts. */
export function generateComments(
  db: Database.Database,
  rng: Rng,
  submissions: readonly GeneratedSubmission[],
  users: UserPicker,
): void {
  const insert = db.prepare(
    `INSERT INTO comments (submission_id, user_id, parent_id, body, created_at, upvotes, downvotes)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const setCount = db.prepare('UPDATE submissions SET comment_count = ? WHERE id = ?');
  for (const submission of submissions) {
    const count = commentCount(rng, submission);
    const thread: { id: number; depth: number; createdAt: number }[] = [];
    const bodies = new Set<string>();
    const window = Math.max(120, Math.min(FORUM_NOW - submission.createdAt, 20 * 86400));
    for (let i = 0; i < count; i++) {
      const parent = thread.length > 0 && rng.chance(0.45) ? rng.pick(thread) : null;
      if (parent && parent.depth >= MAX_DEPTH) continue;
      let body = commentBody(rng, parent !== null);
      for (let tries = 0; bodies.has(body) && tries < 10; tries++) body = commentBody(rng, false);
      if (bodies.has(body)) continue;
      bodies.add(body);
      const after = parent ? parent.createdAt : submission.createdAt;
      const createdAt = Math.min(FORUM_NOW - 60, after + rng.int(60, Math.max(61, Math.floor(window / 3))));
      const { upvotes, downvotes } = drawVotes(rng, 4);
      const id = Number(
        insert.run(submission.id, users.pick(), parent?.id ?? null, body, createdAt, upvotes, downvotes)
          .lastInsertRowid,
      );
      thread.push({ id, depth: (parent?.depth ?? 0) + 1, createdAt });
    }
    setCount.run(thread.length, submission.id);
  }
}
