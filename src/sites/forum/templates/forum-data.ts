// What the forum's templates draw instances from, read from the pristine database: submissions
// with their forum and author, comments, forums, and the default account's own posts.
import type { SiteDb } from '../../data/site-db.js';
import { FORUM_NOW, TIME_FILTERS } from '../data/forum-time.js';
import { DEFAULT_ACCOUNT } from '../data/generate-users.js';
import { slugify } from '../data/slugify.js';

/** The forum's database name (`forumDatabase.name`). */
export const FORUM_DB = 'postmill';

/** The placeholder of the forum's base URL in task files. */
export const REDDIT = '__REDDIT__';

/** The default account's name, as its pages and URLs show it. */
export const ME = DEFAULT_ACCOUNT.username;

export interface PostFact {
  id: number;
  forum: string;
  title: string;
  url: string | null;
  body: string | null;
  author: string;
  authorId: number;
  createdAt: number;
  score: number;
  comments: number;
  /** The default account's vote on it (0 for none). */
  myVote: number;
}

const postsByDb = new WeakMap<SiteDb, PostFact[]>();
const searchableByPosts = new WeakMap<readonly PostFact[], PostFact[]>();

/** Every submission, in id order (read once per database handle: several templates share it). */
export function allPosts(db: SiteDb): PostFact[] {
  let posts = postsByDb.get(db);
  if (!posts) {
    posts = readPosts(db);
    postsByDb.set(db, posts);
  }
  return posts;
}

function readPosts(db: SiteDb): PostFact[] {
  return db.all<PostFact>(
    `SELECT s.id, f.name AS forum, s.title, s.url, s.body, u.username AS author, s.user_id AS authorId,
       s.created_at AS createdAt, s.upvotes - s.downvotes AS score, s.comment_count AS comments,
       COALESCE(v.choice, 0) AS myVote
     FROM submissions s JOIN forums f ON f.id = s.forum_id JOIN users u ON u.id = s.user_id
     LEFT JOIN submission_votes v ON v.submission_id = s.id AND v.user_id = 1 ORDER BY s.id`,
  );
}

/** A submission's page with the placeholder: `__REDDIT__/f/books/12/the-slug`. */
export function postUrl(post: { forum: string; id: number; title: string }): string {
  return `${REDDIT}/f/${post.forum}/${post.id}/${slugify(post.title)}`;
}

/**
 * Posts no other title contains (as a run of whole words), so searching for the title finds it first
 * and only it with that exact title. Follow-ups ("Update: <title>") make the originals ambiguous.
 */
export function searchablePosts(posts: readonly PostFact[]): PostFact[] {
  const cached = searchableByPosts.get(posts);
  if (cached) return cached;
  const titles = new Set(posts.map((p) => p.title.toLowerCase()));
  const contained = new Set<string>();
  for (const post of posts) {
    const words = post.title.toLowerCase().split(' ');
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= words.length; end++) {
        if (end - start === words.length) continue;
        const span = words.slice(start, end).join(' ');
        if (titles.has(span)) contained.add(span);
      }
    }
  }
  const searchable = posts.filter((p) => !p.title.includes('"') && !contained.has(p.title.toLowerCase()));
  searchableByPosts.set(posts, searchable);
  return searchable;
}

export interface CommentFact {
  id: number;
  postId: number;
  author: string;
  authorId: number;
  parentId: number | null;
  body: string;
  createdAt: number;
  score: number;
  replies: number;
}

const commentsByDb = new WeakMap<SiteDb, CommentFact[]>();

/** Every comment not deleted, in id order (read once per database handle). */
export function allComments(db: SiteDb): CommentFact[] {
  let comments = commentsByDb.get(db);
  if (!comments) {
    comments = readComments(db);
    commentsByDb.set(db, comments);
  }
  return comments;
}

function readComments(db: SiteDb): CommentFact[] {
  return db.all<CommentFact>(
    `SELECT c.id, c.submission_id AS postId, u.username AS author, c.user_id AS authorId, c.parent_id AS parentId,
       c.body, c.created_at AS createdAt, c.upvotes - c.downvotes AS score,
       (SELECT COUNT(*) FROM comments r WHERE r.parent_id = c.id) AS replies
     FROM comments c JOIN users u ON u.id = c.user_id WHERE c.soft_deleted = 0 ORDER BY c.id`,
  );
}

export interface ForumFact {
  id: number;
  name: string;
  title: string;
  description: string;
  subscribers: number;
  subscribedByMe: number;
}

export function allForums(db: SiteDb): ForumFact[] {
  return db.all<ForumFact>(
    `SELECT f.id, f.name, f.title, f.description,
       (SELECT COUNT(*) FROM subscriptions x WHERE x.forum_id = f.id) AS subscribers,
       EXISTS (SELECT 1 FROM subscriptions x WHERE x.forum_id = f.id AND x.user_id = 1) AS subscribedByMe
     FROM forums f ORDER BY f.id`,
  );
}

/** The single highest-scored post of `posts` posted within `window` seconds of now, if no other ties it. */
export function uniqueTop(posts: readonly PostFact[], window: number): PostFact | undefined {
  const recent = posts.filter((p) => p.createdAt >= FORUM_NOW - window);
  const sorted = [...recent].sort((a, b) => b.score - a.score || b.id - a.id);
  const [first, second] = sorted;
  return first && (!second || second.score < first.score) ? first : undefined;
}

export const MONTH = TIME_FILTERS.month;

/** Groups items by a key, keeping their order. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
