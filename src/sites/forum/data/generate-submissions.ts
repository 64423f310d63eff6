// Generates forums and their submissions: titles and bodies from each forum's phrase bank, times
// spread over three years (denser recently), and heavy-tailed vote counts like a real forum's.
import type Database from 'better-sqlite3';
import type { Rng } from '../../data/rng.js';
import { type ForumSpec, fillPattern } from './forum-spec.js';
import { FORUM_NOW } from './forum-time.js';
import { slugify } from './slugify.js';

/** Submissions per forum of weight 1. */
const BASE_SUBMISSIONS = 62;
const DAY = 86400;
const FOLLOW_UPS = ['Follow-up: {t}', '{t} (update)', '{t} (part 2)', 'Update: {t}'];

/** A generated submission, as the comment generator needs it. */
export interface GeneratedSubmission {
  id: number;
  forumId: number;
  createdAt: number;
  netScore: number;
  hasBody: boolean;
  isLink: boolean;
}

/** Picks users with a heavy tail: a few members post a lot, most rarely (weight 1/rank^0.8). */
export class UserPicker {
  private readonly cumulative: number[] = [];

  constructor(
    private readonly ids: readonly number[],
    private readonly rng: Rng,
  ) {
    let total = 0;
    for (let rank = 1; rank <= ids.length; rank++) {
      total += 1 / rank ** 0.8;
      this.cumulative.push(total);
    }
  }

  pick(): number {
    const target = this.rng.next() * this.cumulative[this.cumulative.length - 1]!;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return this.ids[low]!;
  }
}

/** Inserts the forums; returns their ids in spec order. */
export function generateForums(db: Database.Database, rng: Rng, specs: readonly ForumSpec[]): number[] {
  const insert = db.prepare(
    'INSERT INTO forums (name, title, description, sidebar, created_at, featured) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return specs.map((spec) =>
    Number(
      insert.run(
        spec.name,
        spec.title,
        spec.description,
        spec.sidebar,
        FORUM_NOW - rng.int(900, 1500) * DAY,
        spec.featured ? 1 : 0,
      ).lastInsertRowid,
    ),
  );
}

/** When a submission was posted: 15% in the last month, 30% in the year before, the rest older. */
function postedAt(rng: Rng, forumCreated: number): number {
  const roll = rng.next();
  const ageDays =
    roll < 0.15 ? rng.next() * 30 : roll < 0.45 ? 30 + rng.next() * 335 : 365 + rng.next() * 700;
  return Math.max(forumCreated + DAY, Math.floor(FORUM_NOW - ageDays * DAY - rng.int(0, 3600)));
}

/** Net score with a heavy tail, and the up/down votes that make it. */
export function drawVotes(rng: Rng, scale: number): { upvotes: number; downvotes: number } {
  if (rng.chance(0.12)) {
    const upvotes = rng.int(0, 4);
    return { upvotes, downvotes: upvotes + rng.int(1, 9) };
  }
  const net = Math.floor(Math.exp(rng.next() ** 1.6 * scale)) - 1;
  const downvotes = rng.int(0, Math.max(1, Math.floor(net * 0.25)));
  return { upvotes: net + downvotes, downvotes };
}

function linkUrl(rng: Rng, host: string, title: string): string {
  if (host === 'i.imgur.com') {
    const hex = Array.from({ length: 4 }, () => rng.nextUint32().toString(16).padStart(8, '0')).join('');
    return `https://i.imgur.com/${hex}.jpg`;
  }
  return `https://${host}/${rng.int(2021, 2023)}/${slugify(title)}`;
}

/** Inserts every forum's submissions (ranking and comment counts are filled in later). */
export function generateSubmissions(
  db: Database.Database,
  rng: Rng,
  specs: readonly ForumSpec[],
  forumIds: readonly number[],
  users: UserPicker,
): GeneratedSubmission[] {
  const insert = db.prepare(
    `INSERT INTO submissions (forum_id, user_id, title, url, body, created_at, upvotes, downvotes, ranking)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const created = db.prepare('SELECT created_at FROM forums WHERE id = ?');
  const titles = new Set<string>();
  const drafts: { spec: number; title: string; createdAt: number }[] = [];
  specs.forEach((spec, index) => {
    const forumCreated = (created.get(forumIds[index]) as { created_at: number }).created_at;
    const target = Math.round(BASE_SUBMISSIONS * spec.weight);
    for (let n = 0, tries = 0; n < target && tries < target * 20; tries++) {
      const base = fillPattern(rng.pick(spec.titles), spec.fill, (values) => rng.pick(values));
      // Once the bank runs dry, people post follow-ups to earlier threads.
      const title = titles.has(base.toLowerCase()) ? rng.pick(FOLLOW_UPS).replace('{t}', base) : base;
      if (titles.has(title.toLowerCase())) continue;
      titles.add(title.toLowerCase());
      drafts.push({ spec: index, title, createdAt: postedAt(rng, forumCreated) });
      n++;
    }
  });
  // Ids follow posting time, as in a real database.
  drafts.sort((a, b) => a.createdAt - b.createdAt || a.title.localeCompare(b.title));
  return drafts.map((draft) => {
    const spec = specs[draft.spec]!;
    const isLink = spec.linkHost !== undefined && rng.chance(0.7);
    const bodyText = fillPattern(rng.pick(spec.bodies), spec.fill, (values) => rng.pick(values));
    const body = isLink || bodyText === '' ? null : bodyText;
    const url = isLink ? linkUrl(rng, spec.linkHost!, draft.title) : null;
    const { upvotes, downvotes } = drawVotes(rng, 7.5);
    const id = Number(
      insert.run(
        forumIds[draft.spec],
        users.pick(),
        draft.title,
        url,
        body,
        draft.createdAt,
        upvotes,
        downvotes,
        0,
      ).lastInsertRowid,
    );
    return {
      id,
      forumId: forumIds[draft.spec]!,
      createdAt: draft.createdAt,
      netScore: upvotes - downvotes,
      hasBody: body !== null,
      isLink,
    };
  });
}
