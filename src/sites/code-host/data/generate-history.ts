// Fills each project's repository: its files, a history of commits on the default branch (in bursts
// of a few commits a day by one person), extra branches, and finally the branch heads, each file's
// last commit and the project's last activity.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import type { ProjectContext } from './generate-projects.js';
import { commitTitle } from './issue-text.js';
import { randomSha, randomTime } from './random-time.js';
import { generateRepoFiles } from './repo-files.js';
import { addMinutes } from './site-time.js';
import { VOCABULARY } from './vocabulary.js';

/** Commits on the default branch by activity level: [min, max]. */
const COMMITS: Record<number, [number, number]> = {
  1: [6, 12],
  2: [12, 25],
  3: [25, 45],
  4: [45, 75],
  5: [70, 110],
};

/** A commit as the generator hands it to the insert. */
export interface CommitDraft {
  branch: string;
  title: string;
  body?: string;
  author: { name: string; email: string };
  filePath: string;
  authoredAt: string;
}

/** Inserts commits of one project; returns their shas in order. */
export function insertCommits(
  db: Database.Database,
  rng: Rng,
  projectId: number,
  drafts: CommitDraft[],
): string[] {
  const insert = db.prepare(
    `INSERT INTO commits (project_id, sha, branch, title, body, author_name, author_email, file_path, additions,
       deletions, authored_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return drafts.map((draft) => {
    const sha = randomSha(rng);
    insert.run(
      projectId,
      sha,
      draft.branch,
      draft.title,
      draft.body ?? '',
      draft.author.name,
      draft.author.email,
      draft.filePath,
      rng.int(1, 60),
      rng.int(0, 30),
      draft.authoredAt,
    );
    return sha;
  });
}

function pickWeighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  return rng.weighted(items.map((item) => [item, item.weight] as const));
}

/** The end of a project's history: busy projects were active last week, quiet ones up to a year ago. */
export function historyEnd(project: ProjectContext, rng: Rng): string {
  return project.spec.activity >= 3
    ? randomTime(rng, '2023-02-20', '2023-03-26')
    : randomTime(rng, '2022-03-01', '2023-03-20');
}

/** Inserts files and the default branch's history of every project; returns each project's history span. */
export function generateHistory(
  db: Database.Database,
  rng: Rng,
  projects: ProjectContext[],
): Map<number, { start: string; end: string }> {
  const insertFile = db.prepare(
    'INSERT INTO files (project_id, path, content, last_commit_sha) VALUES (?, ?, ?, ?)',
  );
  const spans = new Map<number, { start: string; end: string }>();
  for (const project of projects) {
    const local = rng.derive(project.fullPath);
    const vocab = VOCABULARY[project.spec.kind];
    const year = Number(project.createdAt.slice(0, 4));
    const repo = generateRepoFiles(project.spec, project.ownerName, year, local);
    for (const file of repo.files) insertFile.run(project.id, file.path, file.content, '');
    const end = historyEnd(project, local);
    spans.set(project.id, { start: project.createdAt, end });
    const [min, max] = COMMITS[project.spec.activity]!;
    const total = local.int(min, max);
    const owner = project.contributors[0]!.person;
    const drafts: CommitDraft[] = [
      {
        branch: 'main',
        title: 'Initial commit',
        author: owner,
        filePath: 'README.md',
        authoredAt: project.createdAt,
      },
    ];
    // Work happens in bursts: a day on which one person makes one to four commits.
    while (drafts.length < total) {
      const author = pickWeighted(local, project.contributors).person;
      let time = randomTime(local, addMinutes(project.createdAt, 1440), end);
      for (let i = local.int(1, 4); i > 0 && drafts.length < total; i--) {
        const file = local.pick(repo.files).path;
        drafts.push({
          branch: 'main',
          title: commitTitle(file, vocab, local),
          author,
          filePath: file,
          authoredAt: time,
        });
        time = addMinutes(time, local.int(5, 90));
        if (time.slice(0, 10) !== drafts[drafts.length - 1]!.authoredAt.slice(0, 10)) break;
      }
    }
    const version = { title: `Release ${repo.version}`, author: owner, filePath: repo.versionFile };
    drafts.push({ branch: 'main', ...version, authoredAt: addMinutes(end, -local.int(600, 9000)) });
    drafts.sort((a, b) => a.authoredAt.localeCompare(b.authoredAt));
    insertCommits(db, local, project.id, drafts);
  }
  return spans;
}

/** After every commit exists: branch heads, each file's last commit, and the project's last activity. */
export function finishRepositories(db: Database.Database): void {
  db.exec(`
    INSERT INTO branches (project_id, name, commit_sha, is_protected)
      SELECT c.project_id, c.branch, c.sha, c.branch = 'main'
      FROM commits c
      WHERE c.id = (SELECT c2.id FROM commits c2 WHERE c2.project_id = c.project_id AND c2.branch = c.branch
                    ORDER BY c2.authored_at DESC, c2.id DESC LIMIT 1)
      ORDER BY c.project_id, c.branch;
    UPDATE files SET last_commit_sha = (
      SELECT c.sha FROM commits c WHERE c.project_id = files.project_id AND c.branch = 'main'
        AND (c.file_path = files.path OR c.title = 'Initial commit')
      ORDER BY c.authored_at DESC, c.id DESC LIMIT 1);
    UPDATE projects SET last_activity_at = max(
      (SELECT max(authored_at) FROM commits WHERE project_id = projects.id),
      coalesce((SELECT max(updated_at) FROM issues WHERE project_id = projects.id), ''),
      coalesce((SELECT max(updated_at) FROM merge_requests WHERE project_id = projects.id), ''));
  `);
}
