// Reading forums: one by name (case-insensitive, as Postmill resolves `/f/Books`), the forum list in
// its sort orders, subscriptions and moderators.
import type { SiteDb } from '../../data/site-db.js';

/** A forum as pages show it. */
export interface ForumRow {
  id: number;
  name: string;
  title: string;
  description: string;
  sidebar: string;
  created_at: number;
  featured: number;
  subscriber_count: number;
  submission_count: number;
}

const SELECT = `SELECT f.*, (SELECT COUNT(*) FROM subscriptions x WHERE x.forum_id = f.id) AS subscriber_count,
  (SELECT COUNT(*) FROM submissions s WHERE s.forum_id = f.id) AS submission_count FROM forums f`;

export function findForum(db: SiteDb, name: string): ForumRow | undefined {
  return db.get<ForumRow>(`${SELECT} WHERE f.name = ? COLLATE NOCASE`, name);
}

export const FORUM_LIST_SORTS = {
  by_submissions: { label: 'Submissions', order: 'submission_count DESC, f.name COLLATE NOCASE' },
  by_subscribers: { label: 'Subscribers', order: 'subscriber_count DESC, f.name COLLATE NOCASE' },
  by_name: { label: 'Name', order: 'f.name COLLATE NOCASE' },
  by_title: { label: 'Title', order: 'f.title COLLATE NOCASE' },
} as const;
export type ForumListSort = keyof typeof FORUM_LIST_SORTS;

export function listForums(db: SiteDb, sort: ForumListSort): ForumRow[] {
  return db.all<ForumRow>(`${SELECT} ORDER BY ${FORUM_LIST_SORTS[sort].order}`);
}

/** Names of the forums a member subscribes to, alphabetically. */
export function subscribedForumNames(db: SiteDb, userId: number): string[] {
  return db
    .all<{ name: string }>(
      'SELECT f.name FROM subscriptions x JOIN forums f ON f.id = x.forum_id WHERE x.user_id = ? ORDER BY f.name COLLATE NOCASE',
      userId,
    )
    .map((r) => r.name);
}

export function isSubscribed(db: SiteDb, userId: number, forumId: number): boolean {
  return (
    db.get('SELECT 1 FROM subscriptions WHERE user_id = ? AND forum_id = ?', userId, forumId) !== undefined
  );
}

export function moderatorNames(db: SiteDb, forumId: number): string[] {
  return db
    .all<{ username: string }>(
      'SELECT u.username FROM moderators m JOIN users u ON u.id = m.user_id WHERE m.forum_id = ? ORDER BY u.username COLLATE NOCASE',
      forumId,
    )
    .map((r) => r.username);
}

export function isModerator(db: SiteDb, userId: number, forumId: number): boolean {
  return db.get('SELECT 1 FROM moderators WHERE user_id = ? AND forum_id = ?', userId, forumId) !== undefined;
}

export function featuredForumNames(db: SiteDb): string[] {
  return db
    .all<{ name: string }>('SELECT name FROM forums WHERE featured = 1 ORDER BY name COLLATE NOCASE')
    .map((r) => r.name);
}
