// Reading submissions: one by id, and listings in Postmill's sort modes (hot, new, top,
// controversial, most commented) with time filters and pages, each row with the viewer's vote.
import type { SiteDb } from '../../data/site-db.js';
import { FORUM_NOW, TIME_FILTERS, type TimeFilter } from '../data/forum-time.js';

/** A submission as pages show it. */
export interface SubmissionRow {
  id: number;
  forum_id: number;
  forum_name: string;
  user_id: number;
  username: string;
  title: string;
  url: string | null;
  body: string | null;
  created_at: number;
  edited_at: number | null;
  upvotes: number;
  downvotes: number;
  comment_count: number;
  /** The viewer's vote: 1, -1, or 0 (none, or not logged in). */
  choice: number;
}

export const SORT_MODES = ['hot', 'new', 'top', 'controversial', 'most_commented'] as const;
export type SortMode = (typeof SORT_MODES)[number];

export const SORT_LABELS: Readonly<Record<SortMode, string>> = {
  hot: 'Hot',
  new: 'New',
  top: 'Top',
  controversial: 'Controversial',
  most_commented: 'Most commented',
};

/** Sort modes that take a time filter (`?t=`). */
export const TIMED_SORTS: ReadonlySet<SortMode> = new Set(['top', 'controversial', 'most_commented']);

export const PAGE_SIZE = 25;

const ORDER: Readonly<Record<SortMode, string>> = {
  hot: 's.ranking DESC, s.id DESC',
  new: 's.created_at DESC, s.id DESC',
  top: '(s.upvotes - s.downvotes) DESC, s.id DESC',
  controversial: 'MIN(s.upvotes, s.downvotes) DESC, s.downvotes DESC, s.id DESC',
  most_commented: 's.comment_count DESC, s.id DESC',
};

const SELECT = `SELECT s.*, f.name AS forum_name, u.username, COALESCE(v.choice, 0) AS choice
  FROM submissions s JOIN forums f ON f.id = s.forum_id JOIN users u ON u.id = s.user_id
  LEFT JOIN submission_votes v ON v.submission_id = s.id AND v.user_id = ?`;

export function isSortMode(value: string): value is SortMode {
  return (SORT_MODES as readonly string[]).includes(value);
}

export function isTimeFilter(value: string | null): value is TimeFilter {
  return value !== null && Object.hasOwn(TIME_FILTERS, value);
}

/** One submission, or undefined. `viewerId` 0 for a visitor. */
export function findSubmission(db: SiteDb, id: number, viewerId: number): SubmissionRow | undefined {
  return db.get<SubmissionRow>(`${SELECT} WHERE s.id = ?`, viewerId, id);
}

/** What a listing shows. */
export interface ListingQuery {
  /** SQL condition on `s` (and `f`), e.g. `s.forum_id = ?`; '1' for everything. */
  where: string;
  params: unknown[];
  sort: SortMode;
  time: TimeFilter;
  /** 1-based page. */
  page: number;
  viewerId: number;
  /** An ORDER BY that replaces the sort mode's (search relevance), with its parameters. */
  order?: { sql: string; params: unknown[] };
}

/** One page of a listing plus whether another page follows. */
export function listSubmissions(
  db: SiteDb,
  query: ListingQuery,
): { rows: SubmissionRow[]; hasMore: boolean } {
  const since =
    TIMED_SORTS.has(query.sort) && query.time !== 'all' ? FORUM_NOW - TIME_FILTERS[query.time] : null;
  const where = since === null ? query.where : `(${query.where}) AND s.created_at >= ${since}`;
  const rows = db.all<SubmissionRow>(
    `${SELECT} WHERE ${where} ORDER BY ${query.order?.sql ?? ORDER[query.sort]} LIMIT ? OFFSET ?`,
    query.viewerId,
    ...query.params,
    ...(query.order?.params ?? []),
    PAGE_SIZE + 1,
    (query.page - 1) * PAGE_SIZE,
  );
  return { rows: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}
