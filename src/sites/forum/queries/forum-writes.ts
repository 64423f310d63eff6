// Writes that keep the stored counters consistent: votes (with the submission's ranking), new
// submissions and comments (authors upvote their own posts, as in Postmill), and deletions.
import type { SiteDb } from '../../data/site-db.js';
import { FORUM_NOW } from '../data/forum-time.js';
import { submissionRanking } from '../data/ranking.js';

/** Recomputes a submission's hot ranking from its stored counters. */
export function rerank(db: SiteDb, submissionId: number): void {
  const row = db.get<{ created_at: number; upvotes: number; downvotes: number; comment_count: number }>(
    'SELECT created_at, upvotes, downvotes, comment_count FROM submissions WHERE id = ?',
    submissionId,
  );
  if (!row) return;
  db.run(
    'UPDATE submissions SET ranking = ? WHERE id = ?',
    submissionRanking(row.created_at, row.upvotes - row.downvotes, row.comment_count),
    submissionId,
  );
}

/** Sets a member's vote on a submission or comment to `choice` (1, -1, or 0 to retract). */
export function castVote(
  db: SiteDb,
  kind: 'submission' | 'comment',
  id: number,
  userId: number,
  choice: number,
): void {
  const table = kind === 'submission' ? 'submissions' : 'comments';
  const votes = kind === 'submission' ? 'submission_votes' : 'comment_votes';
  const column = kind === 'submission' ? 'submission_id' : 'comment_id';
  db.transaction(() => {
    const previous =
      db.get<{ choice: number }>(
        `SELECT choice FROM ${votes} WHERE user_id = ? AND ${column} = ?`,
        userId,
        id,
      )?.choice ?? 0;
    if (previous === choice) return;
    const counter = (value: number) => (value === 1 ? 'upvotes' : 'downvotes');
    if (previous !== 0)
      db.run(`UPDATE ${table} SET ${counter(previous)} = ${counter(previous)} - 1 WHERE id = ?`, id);
    if (choice !== 0)
      db.run(`UPDATE ${table} SET ${counter(choice)} = ${counter(choice)} + 1 WHERE id = ?`, id);
    db.run(`DELETE FROM ${votes} WHERE user_id = ? AND ${column} = ?`, userId, id);
    if (choice !== 0)
      db.run(`INSERT INTO ${votes} (user_id, ${column}, choice) VALUES (?, ?, ?)`, userId, id, choice);
    if (kind === 'submission') rerank(db, id);
  });
}

/** Posts a submission (its author's upvote included); returns its id. */
export function createSubmission(
  db: SiteDb,
  input: { forumId: number; userId: number; title: string; url: string | null; body: string | null },
): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db.run(
      `INSERT INTO submissions (forum_id, user_id, title, url, body, created_at, upvotes, downvotes, ranking)
       VALUES (?, ?, ?, ?, ?, ?, 1, 0, ?)`,
      input.forumId,
      input.userId,
      input.title,
      input.url,
      input.body,
      FORUM_NOW,
      submissionRanking(FORUM_NOW, 1, 0),
    );
    db.run(
      'INSERT INTO submission_votes (user_id, submission_id, choice) VALUES (?, ?, 1)',
      input.userId,
      lastInsertRowid,
    );
    return lastInsertRowid;
  });
}

/** Posts a comment or reply (its author's upvote included); returns its id. */
export function createComment(
  db: SiteDb,
  input: { submissionId: number; userId: number; parentId: number | null; body: string },
): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db.run(
      `INSERT INTO comments (submission_id, user_id, parent_id, body, created_at, upvotes, downvotes)
       VALUES (?, ?, ?, ?, ?, 1, 0)`,
      input.submissionId,
      input.userId,
      input.parentId,
      input.body,
      FORUM_NOW,
    );
    db.run(
      'INSERT INTO comment_votes (user_id, comment_id, choice) VALUES (?, ?, 1)',
      input.userId,
      lastInsertRowid,
    );
    db.run('UPDATE submissions SET comment_count = comment_count + 1 WHERE id = ?', input.submissionId);
    rerank(db, input.submissionId);
    return lastInsertRowid;
  });
}

/**
 * Deletes a comment: one without replies disappears, one with replies keeps its place as
 * "[deleted]" so the thread below it still reads (Postmill's soft delete).
 */
export function deleteComment(db: SiteDb, commentId: number, submissionId: number): void {
  db.transaction(() => {
    const hasReplies = db.get('SELECT 1 FROM comments WHERE parent_id = ?', commentId) !== undefined;
    if (hasReplies) {
      db.run("UPDATE comments SET soft_deleted = 1, body = '' WHERE id = ?", commentId);
      return;
    }
    db.run('DELETE FROM comments WHERE id = ?', commentId);
    db.run('UPDATE submissions SET comment_count = comment_count - 1 WHERE id = ?', submissionId);
    rerank(db, submissionId);
  });
}

/** Deletes a submission with its comments and votes. */
export function deleteSubmission(db: SiteDb, submissionId: number): void {
  db.run('DELETE FROM submissions WHERE id = ?', submissionId);
}
