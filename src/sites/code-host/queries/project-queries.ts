// Reading projects: one by its path, lists for the dashboard, explore, groups and profiles (with the
// counts their rows show), filtered by name and sorted the ways GitLab's sort dropdown offers.
import type { SiteDb } from '../../data/site-db.js';

/** A project with its namespace's display name and open issue / merge request counts. */
export interface ProjectRow {
  id: number;
  namespace_path: string;
  namespace_kind: 'user' | 'group';
  namespace_name: string;
  path: string;
  name: string;
  description: string;
  visibility: 'private' | 'internal' | 'public';
  default_branch: string;
  topics: string;
  star_count: number;
  forks_count: number;
  avatar_color: string;
  created_at: string;
  last_activity_at: string;
  open_issues: number;
  open_merge_requests: number;
}

const SELECT = `SELECT p.*,
  CASE p.namespace_kind WHEN 'user' THEN (SELECT name FROM users WHERE username = p.namespace_path)
    ELSE (SELECT name FROM groups WHERE path = p.namespace_path) END AS namespace_name,
  (SELECT count(*) FROM issues i WHERE i.project_id = p.id AND i.state = 'opened') AS open_issues,
  (SELECT count(*) FROM merge_requests m WHERE m.project_id = p.id AND m.state = 'opened') AS open_merge_requests
  FROM projects p`;

/** Sort keys of project lists (GitLab's `sort` parameter) and their labels. */
export const PROJECT_SORTS = [
  ['latest_activity_desc', 'Updated date', 'p.last_activity_at DESC'],
  ['created_desc', 'Created date', 'p.created_at DESC'],
  ['name_asc', 'Name', 'lower(p.name) ASC'],
  ['name_desc', 'Name, descending', 'lower(p.name) DESC'],
  ['stars_desc', 'Stars', 'p.star_count DESC, lower(p.name) ASC'],
] as const;

/** Whether `userId` may see the project (public and internal ones, or private ones they belong to). */
const VISIBLE = `(p.visibility != 'private' OR EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = p.id AND pm.user_id = ?))`;

/** The project at `namespace/path` that `userId` may see. */
export function findProject(
  db: SiteDb,
  namespace: string,
  path: string,
  userId: number,
): ProjectRow | undefined {
  return db.get<ProjectRow>(
    `${SELECT} WHERE p.namespace_path = ? AND p.path = ? AND ${VISIBLE}`,
    namespace,
    path,
    userId,
  );
}

/** What a project list shows. */
export interface ProjectListQuery {
  userId: number;
  /** `member`: projects the user belongs to; `starred`; `all`: every visible project; `namespace`. */
  scope: 'member' | 'starred' | 'all' | 'namespace';
  namespace?: string;
  /** The starring user for `starred` (default: userId). */
  starredBy?: number;
  /** Only projects owned by the user's own namespace (the dashboard's "Personal" tab). */
  personal?: string;
  name?: string;
  sort?: string;
}

function where(query: ProjectListQuery): [string, unknown[]] {
  const clauses = [VISIBLE];
  const params: unknown[] = [query.userId];
  if (query.scope === 'member') {
    clauses.push('EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = p.id AND pm.user_id = ?)');
    params.push(query.userId);
  } else if (query.scope === 'starred') {
    clauses.push('EXISTS (SELECT 1 FROM stars s WHERE s.project_id = p.id AND s.user_id = ?)');
    params.push(query.starredBy ?? query.userId);
  } else if (query.scope === 'namespace') {
    clauses.push('p.namespace_path = ?');
    params.push(query.namespace);
  }
  if (query.personal) {
    clauses.push('p.namespace_path = ?');
    params.push(query.personal);
  }
  if (query.name?.trim()) {
    clauses.push(
      "(p.name LIKE '%' || ? || '%' OR p.description LIKE '%' || ? || '%' OR p.namespace_path || '/' || p.path LIKE '%' || ? || '%')",
    );
    params.push(query.name.trim(), query.name.trim(), query.name.trim());
  }
  return [clauses.join(' AND '), params];
}

/** One page of a project list and the total count. */
export function listProjects(
  db: SiteDb,
  query: ProjectListQuery,
  page: number,
  perPage = 20,
): { projects: ProjectRow[]; total: number } {
  const [clause, params] = where(query);
  const order = PROJECT_SORTS.find(([key]) => key === query.sort)?.[2] ?? PROJECT_SORTS[0][2];
  const total = db.get<{ n: number }>(`SELECT count(*) AS n FROM projects p WHERE ${clause}`, ...params)!.n;
  const projects = db.all<ProjectRow>(
    `${SELECT} WHERE ${clause} ORDER BY ${order}, p.id LIMIT ? OFFSET ?`,
    ...params,
    perPage,
    (page - 1) * perPage,
  );
  return { projects, total };
}

/** How many projects a list has (the counters on the dashboard tabs). */
export function countProjects(db: SiteDb, query: ProjectListQuery): number {
  const [clause, params] = where(query);
  return db.get<{ n: number }>(`SELECT count(*) AS n FROM projects p WHERE ${clause}`, ...params)!.n;
}

/** The user's access level in a project (0 when not a member). */
export function accessLevelIn(db: SiteDb, projectId: number, userId: number): number {
  return (
    db.get<{ access_level: number }>(
      'SELECT access_level FROM project_members WHERE project_id = ? AND user_id = ?',
      projectId,
      userId,
    )?.access_level ?? 0
  );
}

/** Whether the user has starred the project. */
export function hasStarred(db: SiteDb, projectId: number, userId: number): boolean {
  return db.get('SELECT 1 FROM stars WHERE project_id = ? AND user_id = ?', projectId, userId) !== undefined;
}

/** Language shares, largest first. */
export function projectLanguages(db: SiteDb, projectId: number): { language: string; percent: number }[] {
  return db.all(
    'SELECT language, percent FROM project_languages WHERE project_id = ? ORDER BY percent DESC',
    projectId,
  );
}
