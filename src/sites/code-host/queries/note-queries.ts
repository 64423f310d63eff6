// Comments and system notes of issues and merge requests, and the writes that add them together with
// the activity event GitLab records.
import type { SiteDb } from '../../data/site-db.js';
import { tick } from '../data/site-time.js';

/** A note as the discussion shows it. */
export interface NoteRow {
  id: number;
  body: string;
  system: number;
  created_at: string;
  author_username: string;
  author_name: string;
  author_color: string;
}

/** The discussion of an issue or merge request, oldest first. */
export function listNotes(db: SiteDb, type: 'Issue' | 'MergeRequest', id: number): NoteRow[] {
  return db.all<NoteRow>(
    `SELECT n.id, n.body, n.system, n.created_at, u.username AS author_username, u.name AS author_name, u.avatar_color AS author_color
     FROM notes n JOIN users u ON u.id = n.author_id WHERE n.noteable_type = ? AND n.noteable_id = ? ORDER BY n.created_at, n.id`,
    type,
    id,
  );
}

/** What an action on an issuable touches. */
export interface NoteTarget {
  type: 'Issue' | 'MergeRequest';
  id: number;
  iid: number;
  title: string;
  projectId: number;
}

/** Adds a note (a comment, or a system note such as "closed") and bumps the issuable's update time. */
export function addNote(
  db: SiteDb,
  target: NoteTarget,
  authorId: number,
  body: string,
  system: boolean,
): string {
  const now = tick(db);
  db.run(
    'INSERT INTO notes (noteable_type, noteable_id, author_id, body, system, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    target.type,
    target.id,
    authorId,
    body,
    system ? 1 : 0,
    now,
  );
  touch(db, target, now);
  return now;
}

/** Records an activity event ("commented on", "closed", "opened", …) for the user's profile. */
export function addEvent(db: SiteDb, target: NoteTarget, authorId: number, action: string, at: string): void {
  db.run(
    'INSERT INTO events (author_id, project_id, action, target_type, target_iid, target_title, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    authorId,
    target.projectId,
    action,
    target.type,
    target.iid,
    target.title,
    at,
  );
}

/** Sets the issuable's and its project's update time. */
export function touch(db: SiteDb, target: NoteTarget, at: string): void {
  db.run(
    `UPDATE ${target.type === 'Issue' ? 'issues' : 'merge_requests'} SET updated_at = ? WHERE id = ?`,
    at,
    target.id,
  );
  db.run('UPDATE projects SET last_activity_at = ? WHERE id = ?', at, target.projectId);
}

/** Members of a project (who can be assigned or asked to review), by name. */
export function projectMembers(
  db: SiteDb,
  projectId: number,
): { id: number; username: string; name: string; avatar_color: string; access_level: number }[] {
  return db.all(
    `SELECT u.id, u.username, u.name, u.avatar_color, m.access_level FROM project_members m JOIN users u ON u.id = m.user_id
     WHERE m.project_id = ? ORDER BY lower(u.name)`,
    projectId,
  );
}
