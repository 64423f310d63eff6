// One issue or merge request by its project and iid, with its author and milestone.
import type { SiteDb } from '../../data/site-db.js';
import type { NoteTarget } from './note-queries.js';

/** An issue as its page shows it. */
export interface IssueRow {
  id: number;
  project_id: number;
  iid: number;
  title: string;
  description: string;
  state: 'opened' | 'closed';
  author_id: number;
  author_username: string;
  author_name: string;
  milestone_id: number | null;
  milestone_title: string | null;
  due_date: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** A merge request as its page shows it. */
export interface MergeRequestRow extends Omit<IssueRow, 'state' | 'due_date' | 'closed_at'> {
  state: 'opened' | 'closed' | 'merged';
  source_branch: string;
  target_branch: string;
  merged_at: string | null;
}

export function findIssue(db: SiteDb, projectId: number, iid: number): IssueRow | undefined {
  return db.get<IssueRow>(
    `SELECT i.*, u.username AS author_username, u.name AS author_name, m.title AS milestone_title
     FROM issues i JOIN users u ON u.id = i.author_id LEFT JOIN milestones m ON m.id = i.milestone_id
     WHERE i.project_id = ? AND i.iid = ?`,
    projectId,
    iid,
  );
}

export function findMergeRequest(db: SiteDb, projectId: number, iid: number): MergeRequestRow | undefined {
  return db.get<MergeRequestRow>(
    `SELECT x.*, u.username AS author_username, u.name AS author_name, m.title AS milestone_title
     FROM merge_requests x JOIN users u ON u.id = x.author_id LEFT JOIN milestones m ON m.id = x.milestone_id
     WHERE x.project_id = ? AND x.iid = ?`,
    projectId,
    iid,
  );
}

/** The note target of an issue or merge request row. */
export function noteTarget(
  type: 'Issue' | 'MergeRequest',
  row: { id: number; iid: number; title: string; project_id: number },
): NoteTarget {
  return { type, id: row.id, iid: row.iid, title: row.title, projectId: row.project_id };
}
