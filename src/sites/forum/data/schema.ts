// The forum's SQLite schema, shaped after Postmill's entities: users, forums, moderators,
// subscriptions, submissions, nested comments, and per-user votes. Times are Unix seconds.
export const FORUM_SCHEMA = `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  biography TEXT,
  created_at INTEGER NOT NULL,
  front_page TEXT NOT NULL DEFAULT 'default',
  default_sort TEXT NOT NULL DEFAULT 'hot',
  night_mode INTEGER NOT NULL DEFAULT 0,
  show_thumbnails INTEGER NOT NULL DEFAULT 1,
  open_external_new_tab INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE forums (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  sidebar TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE moderators (
  forum_id INTEGER NOT NULL REFERENCES forums(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (forum_id, user_id)
);
CREATE TABLE subscriptions (
  user_id INTEGER NOT NULL REFERENCES users(id),
  forum_id INTEGER NOT NULL REFERENCES forums(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, forum_id)
);
CREATE INDEX subscriptions_forum ON subscriptions (forum_id);
CREATE TABLE submissions (
  id INTEGER PRIMARY KEY,
  forum_id INTEGER NOT NULL REFERENCES forums(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  url TEXT,
  body TEXT,
  created_at INTEGER NOT NULL,
  edited_at INTEGER,
  upvotes INTEGER NOT NULL DEFAULT 0,
  downvotes INTEGER NOT NULL DEFAULT 0,
  ranking INTEGER NOT NULL,
  comment_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX submissions_forum ON submissions (forum_id, created_at);
CREATE INDEX submissions_user ON submissions (user_id, created_at);
CREATE INDEX submissions_ranking ON submissions (ranking);
CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  parent_id INTEGER REFERENCES comments(id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  edited_at INTEGER,
  upvotes INTEGER NOT NULL DEFAULT 0,
  downvotes INTEGER NOT NULL DEFAULT 0,
  soft_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX comments_submission ON comments (submission_id, created_at);
CREATE INDEX comments_user ON comments (user_id, created_at);
CREATE INDEX comments_parent ON comments (parent_id);
CREATE INDEX comments_created ON comments (created_at);
CREATE TABLE submission_votes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  submission_id INTEGER NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  choice INTEGER NOT NULL CHECK (choice IN (-1, 1)),
  PRIMARY KEY (user_id, submission_id)
);
CREATE TABLE comment_votes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  choice INTEGER NOT NULL CHECK (choice IN (-1, 1)),
  PRIMARY KEY (user_id, comment_id)
);
`;
