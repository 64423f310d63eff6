// Derives what GitLab records about activity from the generated history: events for profiles and
// project activity (pushes, issues and merge requests opened and closed, comments, members joining),
// and byteblaze's to-do list (issues assigned to him, reviews requested from him).
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';

/** Inserts events and to-dos from the rows already in the database. */
export function generateActivity(db: Database.Database, rng: Rng): void {
  db.exec(`
    INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at)
      SELECT u.id, c.project_id, 'pushed to', 'Branch', NULL, c.branch, max(c.authored_at)
      FROM commits c JOIN users u ON u.email = c.author_email
      GROUP BY u.id, c.project_id, c.branch, substr(c.authored_at, 1, 10);
    INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at)
      SELECT author_id, project_id, 'opened', 'Issue', iid, title, created_at FROM issues;
    INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at)
      SELECT n.author_id, i.project_id, 'closed', 'Issue', i.iid, i.title, n.created_at
      FROM notes n JOIN issues i ON n.noteable_type = 'Issue' AND n.noteable_id = i.id WHERE n.system = 1;
    INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at)
      SELECT n.author_id, i.project_id, 'commented on', 'Issue', i.iid, i.title, n.created_at
      FROM notes n JOIN issues i ON n.noteable_type = 'Issue' AND n.noteable_id = i.id WHERE n.system = 0;
    INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at)
      SELECT author_id, project_id, 'opened', 'MergeRequest', iid, title, created_at FROM merge_requests;
    INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at)
      SELECT n.author_id, m.project_id, n.body, 'MergeRequest', m.iid, m.title, n.created_at
      FROM notes n JOIN merge_requests m ON n.noteable_type = 'MergeRequest' AND n.noteable_id = m.id WHERE n.system = 1;
    INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at)
      SELECT n.author_id, m.project_id, 'commented on', 'MergeRequest', m.iid, m.title, n.created_at
      FROM notes n JOIN merge_requests m ON n.noteable_type = 'MergeRequest' AND n.noteable_id = m.id WHERE n.system = 0;
    INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at)
      SELECT user_id, project_id, 'joined', '', NULL, '', created_at FROM project_members;
  `);
  const insertTodo = db.prepare(
    `INSERT INTO todos (user_id, author_id, project_id, target_type, target_id, action, state, created_at)
     VALUES (1, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const assigned = db
    .prepare(
      `SELECT i.id, i.project_id, i.author_id, i.created_at FROM issues i JOIN issue_assignees a ON a.issue_id = i.id
       WHERE a.user_id = 1 AND i.state = 'opened' ORDER BY i.created_at`,
    )
    .all() as { id: number; project_id: number; author_id: number; created_at: string }[];
  for (const issue of assigned) {
    insertTodo.run(
      issue.author_id,
      issue.project_id,
      'Issue',
      issue.id,
      'assigned',
      rng.chance(0.3) ? 'pending' : 'done',
      issue.created_at,
    );
  }
  const reviews = db
    .prepare(
      `SELECT m.id, m.project_id, m.author_id, m.created_at FROM merge_requests m JOIN mr_reviewers r ON r.merge_request_id = m.id
       WHERE r.user_id = 1 ORDER BY m.created_at`,
    )
    .all() as { id: number; project_id: number; author_id: number; created_at: string }[];
  for (const mr of reviews) {
    insertTodo.run(
      mr.author_id,
      mr.project_id,
      'MergeRequest',
      mr.id,
      'review_requested',
      rng.chance(0.6) ? 'pending' : 'done',
      mr.created_at,
    );
  }
}
