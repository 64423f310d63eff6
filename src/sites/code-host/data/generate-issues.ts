// Fills each project's issue tracker: labels, milestones, issues (open and closed) with authors,
// assignees, labels, due dates, comments and the system notes GitLab writes when an issue closes.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import type { PersonRow } from './generate-people.js';
import type { ProjectContext } from './generate-projects.js';
import { commentText, issueDescription, issueTitle, SEED_ISSUES } from './issue-text.js';
import { randomTime } from './random-time.js';
import { addMinutes, later } from './site-time.js';
import { LABELS, VOCABULARY } from './vocabulary.js';

const ISSUES: Record<number, [number, number]> = {
  1: [0, 3],
  2: [3, 10],
  3: [10, 25],
  4: [20, 40],
  5: [35, 55],
};

/** Inserts a project's labels; returns their ids by title. */
function insertLabels(db: Database.Database, rng: Rng, projectId: number): Map<string, number> {
  const insert = db.prepare('INSERT INTO labels (project_id, title, color, description) VALUES (?, ?, ?, ?)');
  const chosen = [...LABELS.slice(0, 5), ...rng.sample(LABELS.slice(5), rng.int(2, 5))];
  const ids = new Map<string, number>();
  for (const [title, color, description] of chosen) {
    ids.set(title, Number(insert.run(projectId, title, color, description).lastInsertRowid));
  }
  return ids;
}

/** Inserts a busy project's milestones; returns their ids. */
function insertMilestones(db: Database.Database, rng: Rng, project: ProjectContext, end: string): number[] {
  if (project.spec.activity < 3) return [];
  const insert = db.prepare(
    'INSERT INTO milestones (project_id, iid, title, description, state, start_date, due_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const major = rng.int(1, 4);
  const titles = rng.sample(
    [`v${major}.${rng.int(0, 5)}`, `v${major + 1}.0`, 'Backlog', '2023 Q2', 'Redesign'],
    rng.int(1, 3),
  );
  return titles.map((title, i) => {
    const due = randomTime(rng, '2023-04-01', '2023-09-30').slice(0, 10);
    return Number(
      insert.run(project.id, i + 1, title, `Work planned for ${title}.`, 'active', end.slice(0, 10), due)
        .lastInsertRowid,
    );
  });
}

/** Writes the comments of an issue or merge request (and "closed"/"merged" system notes); returns the last time. */
export function insertDiscussion(
  db: Database.Database,
  rng: Rng,
  noteable: {
    type: 'Issue' | 'MergeRequest';
    id: number;
    createdAt: string;
    kind: ProjectContext['spec']['kind'];
  },
  participants: readonly PersonRow[],
  count: number,
  until: string,
): string {
  const insert = db.prepare(
    'INSERT INTO notes (noteable_type, noteable_id, author_id, body, system, created_at) VALUES (?, ?, ?, ?, 0, ?)',
  );
  let time = noteable.createdAt;
  for (let i = 0; i < count; i++) {
    const next = randomTime(rng, addMinutes(time, 30), until);
    if (next <= time) break;
    time = next;
    insert.run(
      noteable.type,
      noteable.id,
      rng.pick(participants).id,
      commentText(VOCABULARY[noteable.kind], rng),
      time,
    );
  }
  return time;
}

/** Inserts labels, milestones and issues of every project. */
export function generateIssues(
  db: Database.Database,
  rng: Rng,
  projects: ProjectContext[],
  people: Map<string, PersonRow>,
  spans: Map<number, { start: string; end: string }>,
): void {
  const insertIssue = db.prepare(
    `INSERT INTO issues (project_id, iid, title, description, author_id, state, milestone_id, due_date, created_at,
       updated_at, closed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAssignee = db.prepare('INSERT INTO issue_assignees (issue_id, user_id) VALUES (?, ?)');
  const insertLabel = db.prepare('INSERT INTO issue_labels (issue_id, label_id) VALUES (?, ?)');
  const insertSystem = db.prepare(
    "INSERT INTO notes (noteable_type, noteable_id, author_id, body, system, created_at) VALUES ('Issue', ?, ?, 'closed', 1, ?)",
  );
  const everyone = [...people.values()].filter((p) => p.username !== 'ghost');
  const byteblaze = people.get('byteblaze')!;
  for (const project of projects) {
    const local = rng.derive(project.fullPath);
    const vocab = VOCABULARY[project.spec.kind];
    const { end } = spans.get(project.id)!;
    const labels = insertLabels(db, local, project.id);
    const milestones = insertMilestones(db, local, project, end);
    const [min, max] = ISSUES[project.spec.activity]!;
    const seeds = SEED_ISSUES[project.fullPath] ?? [];
    const count = Math.max(seeds.length, local.int(min, max));
    const titles = new Set<string>();
    const drafts: { title: string; createdAt: string }[] = [];
    for (let guard = 0; drafts.length < count && guard < count * 20; guard++) {
      const title = drafts.length < seeds.length ? seeds[drafts.length]! : issueTitle(vocab, local);
      if (titles.has(title.toLowerCase())) continue;
      titles.add(title.toLowerCase());
      drafts.push({ title, createdAt: randomTime(local, addMinutes(project.createdAt, 2880), end) });
    }
    drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const developers = project.members.filter((m) => m.level >= 30).map((m) => m.person);
    const participants = [...project.members.map((m) => m.person), ...local.sample(everyone, 4)];
    drafts.forEach((draft, index) => {
      const isSeed = seeds.includes(draft.title);
      const closed = !isSeed && local.chance(0.4);
      const author =
        local.chance(0.15) && project.members.some((m) => m.person.id === byteblaze.id)
          ? byteblaze
          : local.pick(participants);
      const milestone = milestones.length > 0 && local.chance(0.4) ? local.pick(milestones) : null;
      const due =
        !closed && local.chance(0.2) ? randomTime(local, '2023-04-01', '2023-12-31').slice(0, 10) : null;
      const issueId = Number(
        insertIssue.run(
          project.id,
          index + 1,
          draft.title,
          issueDescription(draft.title, vocab, local),
          author.id,
          closed ? 'closed' : 'opened',
          milestone,
          due,
          draft.createdAt,
          draft.createdAt,
          null,
        ).lastInsertRowid,
      );
      // The seeded 404 issue stays unassigned: WebArena's task asks to assign it to oneself.
      if (draft.title !== seeds[0] && developers.length > 0 && local.chance(0.55)) {
        for (const person of local.sample(developers, local.chance(0.15) ? 2 : 1))
          insertAssignee.run(issueId, person.id);
      }
      for (const title of local.sample(
        [...labels.keys()],
        local.weighted([
          [0, 2],
          [1, 5],
          [2, 3],
          [3, 1],
        ]),
      )) {
        insertLabel.run(issueId, labels.get(title)!);
      }
      const limit = closed ? randomTime(local, addMinutes(draft.createdAt, 600), end) : end;
      const noteCount = local.weighted([
        [0, 3],
        [1, 3],
        [2, 2],
        [3, 2],
        [5, 1],
      ]);
      const discussion = {
        type: 'Issue' as const,
        id: issueId,
        createdAt: draft.createdAt,
        kind: project.spec.kind,
      };
      let updated = insertDiscussion(db, local, discussion, participants, noteCount, limit);
      if (closed) {
        updated = addMinutes(later(updated, limit), 1);
        insertSystem.run(issueId, local.pick(developers.length > 0 ? developers : participants).id, updated);
      }
      db.prepare('UPDATE issues SET updated_at = ?, closed_at = ? WHERE id = ?').run(
        updated,
        closed ? updated : null,
        issueId,
      );
    });
  }
}
