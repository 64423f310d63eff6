// The sidebar edits shared by issues and merge requests: toggle an assignee (or reviewer), toggle a
// label, set the milestone; each writes GitLab's system note ("assigned to @vinta", "added ~bug label").

import type { SiteDb } from '../../data/site-db.js';
import type { RequestContext } from '../../http/request-context.js';
import { addNote, type NoteTarget } from '../queries/note-queries.js';

const TABLES = {
  Issue: { assignees: 'issue_assignees', labels: 'issue_labels', key: 'issue_id', table: 'issues' },
  MergeRequest: {
    assignees: 'mr_assignees',
    labels: 'mr_labels',
    key: 'merge_request_id',
    table: 'merge_requests',
  },
} as const;

/** Toggles `username` as assignee (or reviewer); an empty name removes them all. */
export function toggleAssignee(
  db: SiteDb,
  target: NoteTarget,
  actorId: number,
  username: string,
  role: 'assignee' | 'reviewer',
): void {
  const table = role === 'reviewer' ? 'mr_reviewers' : TABLES[target.type].assignees;
  const key = TABLES[target.type].key;
  const verb = role === 'reviewer' ? 'requested review from' : 'assigned to';
  if (!username) {
    const removed = db.run(`DELETE FROM ${table} WHERE ${key} = ?`, target.id).changes;
    if (removed > 0)
      addNote(
        db,
        target,
        actorId,
        role === 'reviewer' ? 'removed all reviewers' : 'removed all assignees',
        true,
      );
    return;
  }
  const user = db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', username);
  if (!user) return;
  if (db.get(`SELECT 1 FROM ${table} WHERE ${key} = ? AND user_id = ?`, target.id, user.id)) {
    db.run(`DELETE FROM ${table} WHERE ${key} = ? AND user_id = ?`, target.id, user.id);
    addNote(
      db,
      target,
      actorId,
      `${role === 'reviewer' ? 'removed review request for' : 'unassigned'} @${username}`,
      true,
    );
  } else {
    db.run(`INSERT INTO ${table} (${key}, user_id) VALUES (?, ?)`, target.id, user.id);
    addNote(db, target, actorId, `${verb} @${username}`, true);
  }
}

/** Toggles the project label titled `title`. */
export function toggleLabel(db: SiteDb, target: NoteTarget, actorId: number, title: string): void {
  const { labels, key } = TABLES[target.type];
  const label = db.get<{ id: number }>(
    'SELECT id FROM labels WHERE project_id = ? AND title = ?',
    target.projectId,
    title,
  );
  if (!label) return;
  if (db.get(`SELECT 1 FROM ${labels} WHERE ${key} = ? AND label_id = ?`, target.id, label.id)) {
    db.run(`DELETE FROM ${labels} WHERE ${key} = ? AND label_id = ?`, target.id, label.id);
    addNote(db, target, actorId, `removed ~${title} label`, true);
  } else {
    db.run(`INSERT INTO ${labels} (${key}, label_id) VALUES (?, ?)`, target.id, label.id);
    addNote(db, target, actorId, `added ~${title} label`, true);
  }
}

/** Sets the milestone by title ('' removes it). */
export function setMilestone(db: SiteDb, target: NoteTarget, actorId: number, title: string): void {
  const milestone = title
    ? db.get<{ id: number }>(
        'SELECT id FROM milestones WHERE project_id = ? AND title = ?',
        target.projectId,
        title,
      )
    : undefined;
  if (title && !milestone) return;
  db.run(
    `UPDATE ${TABLES[target.type].table} SET milestone_id = ? WHERE id = ?`,
    milestone?.id ?? null,
    target.id,
  );
  addNote(db, target, actorId, milestone ? `changed milestone to %${title}` : 'removed milestone', true);
}

/** The form field, trimmed ('' when absent). */
export function field(request: RequestContext, name: string): string {
  return (request.form.get(name) ?? '').trim();
}
