// Lists and counts of issues and merge requests ("issuables") for a project or across every project a
// user can see (the dashboard), with their labels, assignees, milestone and comment counts.
import type { SiteDb } from '../../data/site-db.js';
import { ISSUABLE_SORTS, type IssuableFilter, type IssuableState } from './issuable-filter.js';

/** Which of the two kinds, with the tables that belong to it. */
export type IssuableKind = 'issue' | 'merge_request';

const TABLES = {
  issue: {
    table: 'issues',
    assignees: 'issue_assignees',
    labels: 'issue_labels',
    key: 'issue_id',
    noteable: 'Issue',
  },
  merge_request: {
    table: 'merge_requests',
    assignees: 'mr_assignees',
    labels: 'mr_labels',
    key: 'merge_request_id',
    noteable: 'MergeRequest',
  },
} as const;

/** A label as pages show it. */
export interface LabelRow {
  id: number;
  title: string;
  color: string;
  description: string;
}

/** A person attached to an issuable. */
export interface PersonRef {
  id: number;
  username: string;
  name: string;
  avatar_color: string;
}

/** An issue or merge request row of a list. */
export interface IssuableRow {
  id: number;
  project_id: number;
  project_path: string;
  iid: number;
  title: string;
  description: string;
  state: 'opened' | 'closed' | 'merged';
  author_username: string;
  author_name: string;
  created_at: string;
  updated_at: string;
  due_date: string | null;
  milestone_title: string | null;
  source_branch?: string;
  target_branch?: string;
  comments: number;
  labels: LabelRow[];
  assignees: PersonRef[];
}

/** Where to look: one project, or all projects visible to the user. */
export type IssuableScope = { projectId: number } | { userId: number };

function conditions(
  kind: IssuableKind,
  scope: IssuableScope,
  filter: IssuableFilter,
  state: IssuableState | null,
) {
  const t = TABLES[kind];
  const clauses: string[] = [];
  const params: unknown[] = [];
  if ('projectId' in scope) {
    clauses.push('x.project_id = ?');
    params.push(scope.projectId);
  } else {
    clauses.push(
      `(p.visibility != 'private' OR EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = p.id AND pm.user_id = ?))`,
    );
    params.push(scope.userId);
  }
  if (state && state !== 'all') {
    clauses.push('x.state = ?');
    params.push(state);
  }
  for (const label of filter.labels) {
    clauses.push(
      `EXISTS (SELECT 1 FROM ${t.labels} xl JOIN labels l ON l.id = xl.label_id WHERE xl.${t.key} = x.id AND l.title = ?)`,
    );
    params.push(label);
  }
  if (filter.assignee === 'None') {
    clauses.push(`NOT EXISTS (SELECT 1 FROM ${t.assignees} xa WHERE xa.${t.key} = x.id)`);
  } else if (filter.assignee) {
    clauses.push(
      `EXISTS (SELECT 1 FROM ${t.assignees} xa JOIN users u ON u.id = xa.user_id WHERE xa.${t.key} = x.id AND u.username = ?)`,
    );
    params.push(filter.assignee);
  }
  if (filter.reviewer && kind === 'merge_request') {
    clauses.push(
      'EXISTS (SELECT 1 FROM mr_reviewers r JOIN users u ON u.id = r.user_id WHERE r.merge_request_id = x.id AND u.username = ?)',
    );
    params.push(filter.reviewer);
  }
  if (filter.author) {
    clauses.push('au.username = ?');
    params.push(filter.author);
  }
  if (filter.milestone === 'None') clauses.push('x.milestone_id IS NULL');
  else if (filter.milestone === 'Any') clauses.push('x.milestone_id IS NOT NULL');
  else if (filter.milestone) {
    clauses.push('ms.title = ?');
    params.push(filter.milestone);
  }
  if (filter.search) {
    clauses.push("(x.title LIKE '%' || ? || '%' OR x.description LIKE '%' || ? || '%')");
    params.push(filter.search, filter.search);
  }
  return { where: clauses.join(' AND '), params };
}

function from(kind: IssuableKind): string {
  return `FROM ${TABLES[kind].table} x JOIN projects p ON p.id = x.project_id JOIN users au ON au.id = x.author_id
    LEFT JOIN milestones ms ON ms.id = x.milestone_id`;
}

/** Counts per state tab (the numbers GitLab shows on "Open", "Closed", "Merged", "All"). */
export function countIssuables(
  db: SiteDb,
  kind: IssuableKind,
  scope: IssuableScope,
  filter: IssuableFilter,
): Record<IssuableState, number> {
  const { where, params } = conditions(kind, scope, filter, null);
  const rows = db.all<{ state: IssuableState; n: number }>(
    `SELECT x.state AS state, count(*) AS n ${from(kind)} WHERE ${where} GROUP BY x.state`,
    ...params,
  );
  const counts: Record<IssuableState, number> = { opened: 0, closed: 0, merged: 0, all: 0 };
  for (const row of rows) {
    counts[row.state] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/** Labels and assignees of one issuable. */
export function issuableExtras(
  db: SiteDb,
  kind: IssuableKind,
  id: number,
): { labels: LabelRow[]; assignees: PersonRef[] } {
  const t = TABLES[kind];
  return {
    labels: db.all<LabelRow>(
      `SELECT l.id, l.title, l.color, l.description FROM ${t.labels} xl JOIN labels l ON l.id = xl.label_id WHERE xl.${t.key} = ? ORDER BY l.title`,
      id,
    ),
    assignees: db.all<PersonRef>(
      `SELECT u.id, u.username, u.name, u.avatar_color FROM ${t.assignees} xa JOIN users u ON u.id = xa.user_id WHERE xa.${t.key} = ? ORDER BY u.name`,
      id,
    ),
  };
}

/** One page of a filtered, sorted list. */
export function listIssuables(
  db: SiteDb,
  kind: IssuableKind,
  scope: IssuableScope,
  filter: IssuableFilter,
  perPage = 20,
): IssuableRow[] {
  const { where, params } = conditions(kind, scope, filter, filter.state);
  const order = ISSUABLE_SORTS.find(([key]) => key === filter.sort)?.[2] ?? ISSUABLE_SORTS[0][2];
  const branches = kind === 'merge_request' ? 'x.source_branch, x.target_branch,' : '';
  const due = kind === 'issue' ? 'x.due_date' : 'NULL';
  const rows = db.all<Omit<IssuableRow, 'labels' | 'assignees'>>(
    `SELECT x.id, x.project_id, p.namespace_path || '/' || p.path AS project_path, x.iid, x.title, x.description, x.state,
       au.username AS author_username, au.name AS author_name, x.created_at, x.updated_at, ${due} AS due_date,
       ms.title AS milestone_title, ${branches}
       (SELECT count(*) FROM notes n WHERE n.noteable_type = '${TABLES[kind].noteable}' AND n.noteable_id = x.id AND n.system = 0) AS comments
     ${from(kind)} WHERE ${where} ORDER BY ${order}, x.id DESC LIMIT ? OFFSET ?`,
    ...params,
    perPage,
    (filter.page - 1) * perPage,
  );
  return rows.map((row) => ({ ...row, ...issuableExtras(db, kind, row.id) }));
}

/** A project's labels, by title. */
export function projectLabels(db: SiteDb, projectId: number): LabelRow[] {
  return db.all<LabelRow>(
    'SELECT id, title, color, description FROM labels WHERE project_id = ? ORDER BY title',
    projectId,
  );
}

/** A project's milestones. */
export function projectMilestones(
  db: SiteDb,
  projectId: number,
): { id: number; iid: number; title: string; due_date: string | null; state: string; description: string }[] {
  return db.all(
    'SELECT id, iid, title, due_date, state, description FROM milestones WHERE project_id = ? ORDER BY due_date, title',
    projectId,
  );
}
