// What the code host's templates draw instances from, read from the pristine database: projects with
// the name an intent uses for them, members, issues, merge requests, labels, commits and files.
import type { SiteDb } from '../../data/site-db.js';
import { DEFAULT_USER } from '../data/people.js';

/** The code host's database name (`codeHostDatabase.name`). */
export const CODE_HOST_DB = 'gitlab';

/** The placeholder of the code host's base URL in task files. */
export const GITLAB = '__GITLAB__';

/** WebArena's GitLab user. */
export const ME = DEFAULT_USER;

/** A project as templates need it. */
export interface TaskProject {
  id: number;
  /** `namespace/path`: the project's URL path. */
  path: string;
  name: string;
  namespaceName: string;
  /** What intents call the project: its name, or `namespace/path` when the name alone is ambiguous. */
  label: string;
  /** The text of its link in project lists: `Namespace / name`. */
  link: string;
  stars: number;
  visibility: string;
  /** byteblaze's access level (0 when not a member). */
  access: number;
}

/** Every project, with labels unique over the site. */
export function taskProjects(db: SiteDb): TaskProject[] {
  const rows = db.all<{
    id: number;
    namespace_path: string;
    path: string;
    name: string;
    namespace_name: string;
    star_count: number;
    visibility: string;
    access: number | null;
  }>(
    `SELECT p.id, p.namespace_path, p.path, p.name, p.star_count, p.visibility,
       CASE p.namespace_kind WHEN 'user' THEN (SELECT name FROM users WHERE username = p.namespace_path)
         ELSE (SELECT name FROM groups WHERE path = p.namespace_path) END AS namespace_name,
       (SELECT m.access_level FROM project_members m JOIN users u ON u.id = m.user_id WHERE m.project_id = p.id AND u.username = ?) AS access
     FROM projects p ORDER BY p.id`,
    ME.username,
  );
  const names = new Map<string, number>();
  for (const row of rows) names.set(row.name.toLowerCase(), (names.get(row.name.toLowerCase()) ?? 0) + 1);
  return rows
    .filter((row) => row.visibility !== 'private' || row.access)
    .map((row) => {
      // Short or shared names ("css", "docs", "keycloak") read better, and search better, with the namespace.
      const ambiguous =
        names.get(row.name.toLowerCase())! > 1 || row.name.length < 7 || row.name === row.namespace_path;
      return {
        id: row.id,
        path: `${row.namespace_path}/${row.path}`,
        name: row.name,
        namespaceName: row.namespace_name,
        label: ambiguous ? `${row.namespace_path}/${row.path}` : row.name,
        link: `${row.namespace_name} / ${row.name}`,
        stars: row.star_count,
        visibility: row.visibility,
        access: row.access ?? 0,
      };
    });
}

/** The oracle facts every project task carries: how to find the project. */
export function projectFacts(project: TaskProject): Record<string, string> {
  return { projectLink: project.link, projectPath: project.path };
}

/** An issue or merge request of a project. */
export interface TaskIssuable {
  id: number;
  iid: number;
  title: string;
  state: string;
  assignees: number;
  target_branch?: string;
}

/** A project's issues, titles unique within the project. */
export function projectIssues(db: SiteDb, projectId: number): TaskIssuable[] {
  return db.all<TaskIssuable>(
    `SELECT i.id, i.iid, i.title, i.state, (SELECT count(*) FROM issue_assignees a WHERE a.issue_id = i.id) AS assignees
     FROM issues i WHERE i.project_id = ? ORDER BY i.iid`,
    projectId,
  );
}

/** A project's merge requests. */
export function projectMergeRequests(db: SiteDb, projectId: number): TaskIssuable[] {
  return db.all<TaskIssuable>(
    `SELECT m.id, m.iid, m.title, m.state, m.target_branch, (SELECT count(*) FROM mr_assignees a WHERE a.merge_request_id = m.id) AS assignees
     FROM merge_requests m WHERE m.project_id = ? ORDER BY m.iid`,
    projectId,
  );
}

/** Members of a project with their access levels. */
export function membersOf(
  db: SiteDb,
  projectId: number,
): { username: string; name: string; access_level: number }[] {
  return db.all(
    'SELECT u.username, u.name, m.access_level FROM project_members m JOIN users u ON u.id = m.user_id WHERE m.project_id = ? ORDER BY u.id',
    projectId,
  );
}

/** Every user but byteblaze and the ghost. */
export function otherUsers(db: SiteDb): { id: number; username: string; name: string }[] {
  return db.all(
    "SELECT id, username, name FROM users WHERE username NOT IN (?, 'ghost') ORDER BY id",
    ME.username,
  );
}

/** Commits on the default branch, newest first. */
export function mainCommits(
  db: SiteDb,
  projectId: number,
): { sha: string; title: string; author_name: string; authored_at: string }[] {
  return db.all(
    "SELECT sha, title, author_name, authored_at FROM commits WHERE project_id = ? AND branch = 'main' ORDER BY authored_at DESC, id DESC",
    projectId,
  );
}

/** `3/5/2023` (WebArena's way of writing a date in an intent) from an ISO timestamp. */
export function usDate(timestamp: string): string {
  const [y, m, d] = timestamp.slice(0, 10).split('-').map(Number);
  return `${m}/${d}/${y}`;
}
