// Reading a project's repository: files and folders of a tree, one file, commits (filtered by branch,
// author and path), one commit, branches, and contributors with their commit counts.
import type { SiteDb } from '../../data/site-db.js';

/** A commit as lists and pages show it. */
export interface CommitRow {
  id: number;
  sha: string;
  branch: string;
  title: string;
  body: string;
  author_name: string;
  author_email: string;
  author_username: string | null;
  file_path: string;
  additions: number;
  deletions: number;
  authored_at: string;
}

const COMMIT_SELECT = `SELECT c.*, (SELECT username FROM users u WHERE u.email = c.author_email) AS author_username FROM commits c`;

/** An entry of a tree listing: a folder or a file, with the commit that last touched it. */
export interface TreeEntry {
  name: string;
  path: string;
  kind: 'tree' | 'blob';
  commit: CommitRow;
}

/** Files and folders directly under `folder` ('' for the root), folders first. */
export function listTree(db: SiteDb, projectId: number, folder: string): TreeEntry[] {
  const prefix = folder ? `${folder}/` : '';
  const files = db.all<{ path: string; last_commit_sha: string }>(
    'SELECT path, last_commit_sha FROM files WHERE project_id = ? AND substr(path, 1, length(?)) = ? ORDER BY path',
    projectId,
    prefix,
    prefix,
  );
  const commits = new Map(
    db
      .all<CommitRow>(
        `${COMMIT_SELECT} WHERE c.project_id = ? AND c.sha IN (SELECT last_commit_sha FROM files WHERE project_id = ?)`,
        projectId,
        projectId,
      )
      .map((c) => [c.sha, c]),
  );
  const entries = new Map<string, TreeEntry>();
  for (const file of files) {
    const rest = file.path.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash < 0 ? rest : rest.slice(0, slash);
    const commit = commits.get(file.last_commit_sha)!;
    const existing = entries.get(name);
    if (!existing) {
      entries.set(name, { name, path: `${prefix}${name}`, kind: slash < 0 ? 'blob' : 'tree', commit });
    } else if (commit.authored_at > existing.commit.authored_at) {
      existing.commit = commit;
    }
  }
  return [...entries.values()].sort((a, b) =>
    a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'tree' ? -1 : 1,
  );
}

/** Whether `path` is a folder of the repository. */
export function isFolder(db: SiteDb, projectId: number, path: string): boolean {
  return (
    db.get(
      'SELECT 1 FROM files WHERE project_id = ? AND substr(path, 1, length(?)) = ?',
      projectId,
      `${path}/`,
      `${path}/`,
    ) !== undefined
  );
}

/** One file. */
export function findFile(
  db: SiteDb,
  projectId: number,
  path: string,
): { path: string; content: string; last_commit_sha: string } | undefined {
  return db.get(
    'SELECT path, content, last_commit_sha FROM files WHERE project_id = ? AND path = ?',
    projectId,
    path,
  );
}

/** Which commits a list shows. */
export interface CommitQuery {
  branch: string;
  author?: string;
  path?: string;
  search?: string;
}

/**
 * Commits reachable from a branch, newest first. The default branch has its own history; another
 * branch has its own commits on top of the default branch's history up to where it started.
 */
function commitWhere(
  db: SiteDb,
  projectId: number,
  query: CommitQuery,
  defaultBranch: string,
): [string, unknown[]] {
  const clauses = ['c.project_id = ?'];
  const params: unknown[] = [projectId];
  if (query.branch === defaultBranch) {
    clauses.push('c.branch = ?');
    params.push(defaultBranch);
  } else {
    const first = db.get<{ t: string }>(
      'SELECT min(authored_at) AS t FROM commits WHERE project_id = ? AND branch = ?',
      projectId,
      query.branch,
    )?.t;
    clauses.push('(c.branch = ? OR (c.branch = ? AND c.authored_at < ?))');
    params.push(query.branch, defaultBranch, first ?? '');
  }
  if (query.author) {
    clauses.push('(c.author_name = ? OR c.author_email = ?)');
    params.push(query.author, query.author);
  }
  if (query.path) {
    clauses.push("(c.file_path = ? OR substr(c.file_path, 1, length(?) + 1) = ? || '/')");
    params.push(query.path, query.path, query.path);
  }
  if (query.search) {
    clauses.push("c.title LIKE '%' || ? || '%'");
    params.push(query.search);
  }
  return [clauses.join(' AND '), params];
}

/** A page of commits and how many there are. */
export function listCommits(
  db: SiteDb,
  projectId: number,
  query: CommitQuery,
  defaultBranch: string,
  page: number,
  perPage = 40,
): { commits: CommitRow[]; total: number } {
  const [where, params] = commitWhere(db, projectId, query, defaultBranch);
  const total = db.get<{ n: number }>(`SELECT count(*) AS n FROM commits c WHERE ${where}`, ...params)!.n;
  const commits = db.all<CommitRow>(
    `${COMMIT_SELECT} WHERE ${where} ORDER BY c.authored_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    ...params,
    perPage,
    (page - 1) * perPage,
  );
  return { commits, total };
}

/** People who committed to a branch, with their commit counts, most first (the Contributors page). */
export function listContributors(
  db: SiteDb,
  projectId: number,
  branch: string,
  defaultBranch: string,
): { name: string; email: string; commits: number; additions: number; deletions: number }[] {
  const [where, params] = commitWhere(db, projectId, { branch }, defaultBranch);
  return db.all(
    `SELECT c.author_name AS name, c.author_email AS email, count(*) AS commits, sum(c.additions) AS additions,
       sum(c.deletions) AS deletions FROM commits c WHERE ${where} GROUP BY c.author_email ORDER BY commits DESC, name`,
    ...params,
  );
}

/** One commit by its full sha or a prefix of at least 7 characters. */
export function findCommit(db: SiteDb, projectId: number, sha: string): CommitRow | undefined {
  if (sha.length < 7) return undefined;
  return db.get<CommitRow>(
    `${COMMIT_SELECT} WHERE c.project_id = ? AND substr(c.sha, 1, length(?)) = ?`,
    projectId,
    sha,
    sha,
  );
}

/** A branch with its head commit. */
export interface BranchRow {
  name: string;
  is_protected: number;
  commit: CommitRow;
}

/** The project's branches, default first, then by the latest commit. */
export function listBranches(db: SiteDb, projectId: number, defaultBranch: string): BranchRow[] {
  const rows = db.all<{ name: string; is_protected: number; commit_sha: string }>(
    'SELECT name, is_protected, commit_sha FROM branches WHERE project_id = ?',
    projectId,
  );
  const branches = rows.map((row) => ({
    name: row.name,
    is_protected: row.is_protected,
    commit: findCommit(db, projectId, row.commit_sha)!,
  }));
  return branches.sort((a, b) =>
    a.name === defaultBranch
      ? -1
      : b.name === defaultBranch
        ? 1
        : b.commit.authored_at.localeCompare(a.commit.authored_at),
  );
}

/** Whether the project has the branch. */
export function hasBranch(db: SiteDb, projectId: number, name: string): boolean {
  return db.get('SELECT 1 FROM branches WHERE project_id = ? AND name = ?', projectId, name) !== undefined;
}
