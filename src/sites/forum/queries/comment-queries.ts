// Reading comments: a submission's thread as a tree, one comment, and a member's comments with the
// submission each belongs to.
import type { SiteDb } from '../../data/site-db.js';

/** A comment as pages show it. */
export interface CommentRow {
  id: number;
  submission_id: number;
  user_id: number;
  username: string;
  parent_id: number | null;
  body: string;
  created_at: number;
  edited_at: number | null;
  upvotes: number;
  downvotes: number;
  soft_deleted: number;
  choice: number;
  /** Of the submission, for links and context lines. */
  forum_name: string;
  submission_title: string;
  submission_user_id: number;
  submission_username: string;
}

/** A comment with its replies. */
export interface CommentNode {
  comment: CommentRow;
  replies: CommentNode[];
}

const SELECT = `SELECT c.*, u.username, COALESCE(v.choice, 0) AS choice, f.name AS forum_name,
    s.title AS submission_title, s.user_id AS submission_user_id, su.username AS submission_username
  FROM comments c JOIN users u ON u.id = c.user_id JOIN submissions s ON s.id = c.submission_id
  JOIN forums f ON f.id = s.forum_id JOIN users su ON su.id = s.user_id
  LEFT JOIN comment_votes v ON v.comment_id = c.id AND v.user_id = ?`;

/** Replies are ordered oldest first, top-level comments by score (Postmill's nested view). */
export function commentTree(db: SiteDb, submissionId: number, viewerId: number): CommentNode[] {
  const rows = db.all<CommentRow>(
    `${SELECT} WHERE c.submission_id = ? ORDER BY c.created_at, c.id`,
    viewerId,
    submissionId,
  );
  const nodes = new Map<number, CommentNode>(rows.map((row) => [row.id, { comment: row, replies: [] }]));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.parent_id === null ? undefined : nodes.get(node.comment.parent_id);
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  const score = (n: CommentNode) => n.comment.upvotes - n.comment.downvotes;
  return roots.sort((a, b) => score(b) - score(a) || a.comment.id - b.comment.id);
}

/** One comment, or undefined. */
export function findComment(db: SiteDb, id: number, viewerId: number): CommentRow | undefined {
  return db.get<CommentRow>(`${SELECT} WHERE c.id = ?`, viewerId, id);
}

/** Comments matching `where` (on `c`, `s`, `f`), newest first. */
export function listComments(
  db: SiteDb,
  where: string,
  params: unknown[],
  viewerId: number,
  page: number,
  pageSize: number,
): { rows: CommentRow[]; hasMore: boolean } {
  const rows = db.all<CommentRow>(
    `${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    viewerId,
    ...params,
    pageSize + 1,
    (page - 1) * pageSize,
  );
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}
