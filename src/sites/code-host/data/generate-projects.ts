// Inserts groups, projects, their language shares, project members with access levels and stars.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import { AVATAR_COLORS, type PersonRow } from './generate-people.js';
import { GROUPS, PROJECTS } from './project-catalog.js';
import type { ProjectSpec } from './project-spec.js';
import { randomTime } from './random-time.js';
import { VOCABULARY } from './vocabulary.js';

/** What later generators need to know about a project. */
export interface ProjectContext {
  id: number;
  spec: ProjectSpec;
  /** `namespace/path`. */
  fullPath: string;
  /** Who the licence names: the owning user, or the group's name. */
  ownerName: string;
  createdAt: string;
  /** Members and their access levels. */
  members: { person: PersonRow; level: number }[];
  /** People who commit, most active first, with weights. */
  contributors: { person: PersonRow; weight: number }[];
}

/** Projects byteblaze has starred (WebArena's account stars three). */
const BYTEBLAZE_STARS = ['a11yproject/a11yproject.com', 'primer/design', 'byteblaze/empathy-prompts'];

function insertGroups(db: Database.Database, rng: Rng, people: Map<string, PersonRow>) {
  const insertGroup = db.prepare(
    'INSERT INTO groups (path, name, description, visibility, avatar_color, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertMember = db.prepare(
    'INSERT INTO group_members (group_id, user_id, access_level, created_at) VALUES (?, ?, ?, ?)',
  );
  for (const group of GROUPS) {
    const created = randomTime(rng, '2015-06-01', '2019-12-31');
    const id = Number(
      insertGroup.run(group.path, group.name, group.description, 'public', rng.pick(AVATAR_COLORS), created)
        .lastInsertRowid,
    );
    for (const [username, level] of Object.entries(group.members)) {
      insertMember.run(id, people.get(username)!.id, level, created);
    }
  }
}

function languages(spec: ProjectSpec, rng: Rng): [string, number][] {
  const weights = VOCABULARY[spec.kind].languages.map(
    ([name, w]) => [name, w * (0.6 + rng.next() * 0.8)] as const,
  );
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const shares = weights.map(([name, w]) => [name, Math.round((w / total) * 1000) / 10] as [string, number]);
  shares.sort((a, b) => b[1] - a[1]);
  // Rounding must not make the shares add up to more or less than 100.
  const drift = Math.round((100 - shares.reduce((sum, [, s]) => sum + s, 0)) * 10) / 10;
  shares[0]![1] = Math.round((shares[0]![1] + drift) * 10) / 10;
  return shares;
}

function membersOf(spec: ProjectSpec, rng: Rng, people: Map<string, PersonRow>, extras: PersonRow[]) {
  const members = new Map<string, number>();
  const group = GROUPS.find((g) => g.path === spec.namespace);
  if (group) for (const [username, level] of Object.entries(group.members)) members.set(username, level);
  else members.set(spec.namespace, 50);
  for (const username of spec.people ?? []) {
    if (!members.has(username)) members.set(username, rng.pick([30, 30, 40, 20]));
  }
  if (spec.byteblaze) members.set('byteblaze', spec.byteblaze);
  for (const extra of rng.sample(extras, rng.int(0, 3))) {
    if (!members.has(extra.username)) members.set(extra.username, rng.pick([10, 20, 30]));
  }
  return [...members].map(([username, level]) => ({ person: people.get(username)!, level }));
}

/** Inserts groups and projects with members and stars; returns the projects in catalogue order. */
export function generateProjects(
  db: Database.Database,
  rng: Rng,
  people: Map<string, PersonRow>,
): ProjectContext[] {
  insertGroups(db, rng.derive('groups'), people);
  const insertProject = db.prepare(
    `INSERT INTO projects (namespace_path, namespace_kind, path, name, description, visibility, default_branch, topics,
       star_count, forks_count, avatar_color, created_at, last_activity_at) VALUES (?, ?, ?, ?, ?, ?, 'main', ?, ?, ?, ?, ?, ?)`,
  );
  const insertLanguage = db.prepare(
    'INSERT INTO project_languages (project_id, language, percent) VALUES (?, ?, ?)',
  );
  const insertMember = db.prepare(
    'INSERT INTO project_members (project_id, user_id, access_level, created_at) VALUES (?, ?, ?, ?)',
  );
  const named = new Set(['byteblaze', 'ghost', ...GROUPS.flatMap((g) => Object.keys(g.members))]);
  const extras = [...people.values()].filter((p) => !named.has(p.username) && p.id > 22);
  const projects: ProjectContext[] = [];
  for (const spec of PROJECTS) {
    const isGroup = GROUPS.some((g) => g.path === spec.namespace);
    const createdAt = randomTime(rng, '2016-01-01', '2022-06-30');
    const id = Number(
      insertProject.run(
        spec.namespace,
        isGroup ? 'group' : 'user',
        spec.path,
        spec.path,
        spec.description,
        spec.visibility ?? 'public',
        (spec.topics ?? []).join(','),
        spec.stars,
        spec.forks,
        rng.pick(AVATAR_COLORS),
        createdAt,
        createdAt,
      ).lastInsertRowid,
    );
    for (const [language, percent] of languages(spec, rng)) insertLanguage.run(id, language, percent);
    const members = membersOf(spec, rng, people, extras);
    for (const { person, level } of members) {
      insertMember.run(id, person.id, level, randomTime(rng, createdAt, '2023-02-28'));
    }
    const ownerName = isGroup
      ? GROUPS.find((g) => g.path === spec.namespace)!.name
      : people.get(spec.namespace)!.name;
    const core = members.filter((m) => m.level >= 30).map((m) => m.person);
    const outsiders = rng.sample(extras, rng.int(1, 3));
    const contributors = [
      ...core.map((person, i) => ({ person, weight: i === 0 ? 6 : rng.int(1, 4) })),
      ...outsiders.map((person) => ({ person, weight: 1 })),
    ];
    projects.push({
      id,
      spec,
      fullPath: `${spec.namespace}/${spec.path}`,
      ownerName,
      createdAt,
      members,
      contributors,
    });
  }
  generateStars(db, rng.derive('stars'), people, projects);
  return projects;
}

function generateStars(
  db: Database.Database,
  rng: Rng,
  people: Map<string, PersonRow>,
  projects: ProjectContext[],
) {
  const insert = db.prepare('INSERT INTO stars (user_id, project_id, created_at) VALUES (?, ?, ?)');
  const others = [...people.values()].filter((p) => p.username !== 'byteblaze');
  for (const project of projects) {
    const byteblazeStars = BYTEBLAZE_STARS.includes(project.fullPath);
    if (byteblazeStars) insert.run(1, project.id, randomTime(rng, project.createdAt, '2023-02-28'));
    // Star rows for people we have; the rest of star_count comes from people outside the instance.
    const rows = Math.min(others.length, project.spec.stars - (byteblazeStars ? 1 : 0));
    for (const person of rng.sample(others, rows)) {
      insert.run(person.id, project.id, randomTime(rng, project.createdAt, '2023-02-28'));
    }
  }
}
