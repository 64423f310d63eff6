// Fills each project's merge requests: a source branch with a few commits, a target (main, or
// develop on busy projects), open / merged / closed states, reviewers, assignees, labels and comments;
// a merged request leaves a merge commit on its target branch.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import { type CommitDraft, insertCommits } from './generate-history.js';
import { insertDiscussion } from './generate-issues.js';
import type { PersonRow } from './generate-people.js';
import type { ProjectContext } from './generate-projects.js';
import { commitTitle, issueDescription, mergeRequestTitle } from './issue-text.js';
import { randomTime } from './random-time.js';
import { addMinutes, later } from './site-time.js';
import { VOCABULARY } from './vocabulary.js';

const MERGE_REQUESTS: Record<number, [number, number]> = {
  1: [0, 1],
  2: [1, 4],
  3: [3, 8],
  4: [6, 12],
  5: [10, 18],
};

/** Inserts merge requests (and their branches' commits) of every project. */
export function generateMergeRequests(
  db: Database.Database,
  rng: Rng,
  projects: ProjectContext[],
  people: Map<string, PersonRow>,
  spans: Map<number, { start: string; end: string }>,
): void {
  const insertMr = db.prepare(
    `INSERT INTO merge_requests (project_id, iid, title, description, author_id, source_branch, target_branch, state,
       created_at, updated_at, merged_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAssignee = db.prepare('INSERT INTO mr_assignees (merge_request_id, user_id) VALUES (?, ?)');
  const insertReviewer = db.prepare('INSERT INTO mr_reviewers (merge_request_id, user_id) VALUES (?, ?)');
  const insertLabel = db.prepare('INSERT INTO mr_labels (merge_request_id, label_id) VALUES (?, ?)');
  const insertSystem = db.prepare(
    "INSERT INTO notes (noteable_type, noteable_id, author_id, body, system, created_at) VALUES ('MergeRequest', ?, ?, ?, 1, ?)",
  );
  const byteblaze = people.get('byteblaze')!;
  for (const project of projects) {
    const local = rng.derive(`mr:${project.fullPath}`);
    const vocab = VOCABULARY[project.spec.kind];
    const { end } = spans.get(project.id)!;
    const files = (
      db.prepare('SELECT path FROM files WHERE project_id = ?').all(project.id) as { path: string }[]
    ).map((f) => f.path);
    const labels = db.prepare('SELECT id FROM labels WHERE project_id = ?').all(project.id) as {
      id: number;
    }[];
    const developers = project.contributors.map((c) => c.person);
    const reviewers = project.members.filter((m) => m.level >= 30).map((m) => m.person);
    const hasDevelop = project.spec.activity >= 4;
    const drafts: CommitDraft[] = [];
    if (hasDevelop) {
      const author = developers[0]!;
      for (let i = 0; i < local.int(2, 4); i++) {
        const filePath = local.pick(files);
        drafts.push({
          branch: 'develop',
          title: commitTitle(filePath, vocab, local),
          author,
          filePath,
          authoredAt: randomTime(local, addMinutes(end, -20000), end),
        });
      }
    }
    const [min, max] = MERGE_REQUESTS[project.spec.activity]!;
    const count = local.int(min, max);
    const branches = new Set<string>();
    const requests: { title: string; branch: string; createdAt: string }[] = [];
    for (let guard = 0; requests.length < count && guard < count * 20; guard++) {
      const { title, branch } = mergeRequestTitle(vocab, local);
      if (branches.has(branch) || requests.some((r) => r.title === title)) continue;
      branches.add(branch);
      requests.push({
        title,
        branch,
        createdAt: randomTime(local, addMinutes(project.createdAt, 10080), addMinutes(end, -60)),
      });
    }
    requests.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    requests.forEach((request, index) => {
      const author = local.pick(developers);
      const target = hasDevelop && local.chance(0.3) ? 'develop' : 'main';
      const state = local.weighted([
        ['opened', 4],
        ['merged', 5],
        ['closed', 1],
      ] as const);
      for (let i = local.int(1, 3); i > 0; i--) {
        const filePath = local.pick(files);
        drafts.push({
          branch: request.branch,
          title: commitTitle(filePath, vocab, local),
          author,
          filePath,
          authoredAt: addMinutes(request.createdAt, -i * local.int(20, 300)),
        });
      }
      const finished = state === 'opened' ? null : randomTime(local, addMinutes(request.createdAt, 120), end);
      if (state === 'merged') {
        drafts.push({
          branch: target,
          title: `Merge branch '${request.branch}' into '${target}'`,
          body: `${request.title}\n\nSee merge request ${project.fullPath}!${index + 1}`,
          author: local.pick(reviewers.length > 0 ? reviewers : developers),
          filePath: drafts[drafts.length - 1]!.filePath,
          authoredAt: finished!,
        });
      }
      const mrId = Number(
        insertMr.run(
          project.id,
          index + 1,
          request.title,
          issueDescription(request.title, vocab, local),
          author.id,
          request.branch,
          target,
          state,
          request.createdAt,
          request.createdAt,
          state === 'merged' ? finished : null,
        ).lastInsertRowid,
      );
      insertAssignee.run(mrId, author.id);
      const others = reviewers.filter((r) => r.id !== author.id);
      const reviewer =
        others.find((r) => r.id === byteblaze.id && local.chance(0.5)) ??
        (others.length > 0 && local.chance(0.7) ? local.pick(others) : null);
      if (reviewer) insertReviewer.run(mrId, reviewer.id);
      for (const label of local.sample(labels, local.int(0, 2))) insertLabel.run(mrId, label.id);
      const participants = [author, ...(reviewer ? [reviewer] : [])];
      const discussion = {
        type: 'MergeRequest' as const,
        id: mrId,
        createdAt: request.createdAt,
        kind: project.spec.kind,
      };
      let updated = insertDiscussion(db, local, discussion, participants, local.int(0, 4), finished ?? end);
      if (finished) {
        updated = addMinutes(later(updated, finished), 1);
        insertSystem.run(mrId, (reviewer ?? author).id, state, updated);
      }
      db.prepare('UPDATE merge_requests SET updated_at = ? WHERE id = ?').run(updated, mrId);
    });
    drafts.sort((a, b) => a.authoredAt.localeCompare(b.authoredAt));
    insertCommits(db, local, project.id, drafts);
  }
}
