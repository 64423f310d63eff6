// The code host's schema: a slimmed-down GitLab (users, groups, projects with a repository of files,
// branches and commits, issues and merge requests with labels, milestones and notes, members with
// access levels, stars, follows, to-dos and activity events). Dates are ISO 'YYYY-MM-DDTHH:MM:SSZ'.

export const CODE_HOST_SCHEMA = `
CREATE TABLE site_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  now TEXT NOT NULL                        -- the site's "now"; every write moves it on by a minute
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,             -- sha256 hex of salt + password
  password_salt TEXT NOT NULL,
  bio TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  organization TEXT NOT NULL DEFAULT '',
  job_title TEXT NOT NULL DEFAULT '',
  status_emoji TEXT NOT NULL DEFAULT '',
  status_message TEXT NOT NULL DEFAULT '',
  feed_token TEXT NOT NULL,
  avatar_color TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE follows (
  follower_id INTEGER NOT NULL REFERENCES users(id),
  followee_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
);
CREATE TABLE groups (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  visibility TEXT NOT NULL CHECK (visibility IN ('private', 'internal', 'public')),
  avatar_color TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE group_members (
  group_id INTEGER NOT NULL REFERENCES groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  access_level INTEGER NOT NULL,           -- 10 Guest, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner
  created_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE TABLE projects (
  id INTEGER PRIMARY KEY,
  namespace_path TEXT NOT NULL,            -- a user's username or a group's path
  namespace_kind TEXT NOT NULL CHECK (namespace_kind IN ('user', 'group')),
  path TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  visibility TEXT NOT NULL CHECK (visibility IN ('private', 'internal', 'public')),
  default_branch TEXT NOT NULL,
  topics TEXT NOT NULL DEFAULT '',         -- comma-separated
  star_count INTEGER NOT NULL,
  forks_count INTEGER NOT NULL,
  avatar_color TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_activity_at TEXT NOT NULL,
  UNIQUE (namespace_path, path)
);
CREATE TABLE project_languages (
  project_id INTEGER NOT NULL REFERENCES projects(id),
  language TEXT NOT NULL,
  percent REAL NOT NULL,
  PRIMARY KEY (project_id, language)
);
CREATE TABLE project_members (
  project_id INTEGER NOT NULL REFERENCES projects(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  access_level INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT,
  PRIMARY KEY (project_id, user_id)
);
CREATE TABLE stars (
  user_id INTEGER NOT NULL REFERENCES users(id),
  project_id INTEGER NOT NULL REFERENCES projects(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, project_id)
);
CREATE TABLE files (
  project_id INTEGER NOT NULL REFERENCES projects(id),
  path TEXT NOT NULL,                      -- 'src/index.js'; folders are implied by the paths
  content TEXT NOT NULL,
  last_commit_sha TEXT NOT NULL,
  PRIMARY KEY (project_id, path)
);
CREATE TABLE branches (
  project_id INTEGER NOT NULL REFERENCES projects(id),
  name TEXT NOT NULL,
  commit_sha TEXT NOT NULL,                -- the head commit
  is_protected INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, name)
);
CREATE TABLE commits (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects(id),
  sha TEXT NOT NULL,
  branch TEXT NOT NULL,                    -- the branch the commit was made on
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  author_name TEXT NOT NULL,
  author_email TEXT NOT NULL,
  file_path TEXT NOT NULL,                 -- the one file the commit touches (its diff is derived from the sha)
  additions INTEGER NOT NULL,
  deletions INTEGER NOT NULL,
  authored_at TEXT NOT NULL,
  UNIQUE (project_id, sha)
);
CREATE INDEX commits_project ON commits(project_id, branch, authored_at);
CREATE TABLE labels (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects(id),
  title TEXT NOT NULL,
  color TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  UNIQUE (project_id, title)
);
CREATE TABLE milestones (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects(id),
  iid INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL CHECK (state IN ('active', 'closed')),
  start_date TEXT,
  due_date TEXT,
  UNIQUE (project_id, title)
);
CREATE TABLE issues (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects(id),
  iid INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  author_id INTEGER NOT NULL REFERENCES users(id),
  state TEXT NOT NULL CHECK (state IN ('opened', 'closed')),
  milestone_id INTEGER REFERENCES milestones(id),
  due_date TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  closed_at TEXT,
  UNIQUE (project_id, iid)
);
CREATE TABLE issue_assignees (
  issue_id INTEGER NOT NULL REFERENCES issues(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (issue_id, user_id)
);
CREATE TABLE issue_labels (
  issue_id INTEGER NOT NULL REFERENCES issues(id),
  label_id INTEGER NOT NULL REFERENCES labels(id),
  PRIMARY KEY (issue_id, label_id)
);
CREATE TABLE merge_requests (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects(id),
  iid INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  author_id INTEGER NOT NULL REFERENCES users(id),
  source_branch TEXT NOT NULL,
  target_branch TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('opened', 'closed', 'merged')),
  milestone_id INTEGER REFERENCES milestones(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  merged_at TEXT,
  UNIQUE (project_id, iid)
);
CREATE TABLE mr_assignees (
  merge_request_id INTEGER NOT NULL REFERENCES merge_requests(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (merge_request_id, user_id)
);
CREATE TABLE mr_reviewers (
  merge_request_id INTEGER NOT NULL REFERENCES merge_requests(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (merge_request_id, user_id)
);
CREATE TABLE mr_labels (
  merge_request_id INTEGER NOT NULL REFERENCES merge_requests(id),
  label_id INTEGER NOT NULL REFERENCES labels(id),
  PRIMARY KEY (merge_request_id, label_id)
);
CREATE TABLE notes (
  id INTEGER PRIMARY KEY,
  noteable_type TEXT NOT NULL CHECK (noteable_type IN ('Issue', 'MergeRequest')),
  noteable_id INTEGER NOT NULL,
  author_id INTEGER NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  system INTEGER NOT NULL DEFAULT 0,       -- 1 for "closed", "added label" … entries
  created_at TEXT NOT NULL
);
CREATE INDEX notes_noteable ON notes(noteable_type, noteable_id, created_at);
CREATE TABLE todos (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  author_id INTEGER NOT NULL REFERENCES users(id),
  project_id INTEGER NOT NULL REFERENCES projects(id),
  target_type TEXT NOT NULL CHECK (target_type IN ('Issue', 'MergeRequest')),
  target_id INTEGER NOT NULL,
  action TEXT NOT NULL,                    -- 'assigned', 'mentioned', 'review_requested'
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  created_at TEXT NOT NULL
);
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  author_id INTEGER NOT NULL REFERENCES users(id),
  project_id INTEGER NOT NULL REFERENCES projects(id),
  action TEXT NOT NULL,                    -- 'pushed to', 'opened', 'closed', 'commented on', 'merged', 'joined'
  target_type TEXT NOT NULL DEFAULT '',    -- 'Issue', 'MergeRequest', 'Branch', ''
  target_iid INTEGER,
  target_title TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX events_author ON events(author_id, created_at);
CREATE INDEX events_project ON events(project_id, created_at);
CREATE INDEX issues_project_state ON issues(project_id, state);
CREATE INDEX merge_requests_project_state ON merge_requests(project_id, state);
CREATE INDEX issue_assignees_user ON issue_assignees(user_id);
CREATE INDEX issue_labels_label ON issue_labels(label_id);
CREATE INDEX mr_assignees_user ON mr_assignees(user_id);
CREATE INDEX mr_reviewers_user ON mr_reviewers(user_id);
CREATE INDEX project_members_user ON project_members(user_id);
CREATE INDEX stars_project ON stars(project_id);
CREATE INDEX todos_user ON todos(user_id, state);
`;
