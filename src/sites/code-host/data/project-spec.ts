// The shapes of the hand-written catalogue: the kinds of repository the generator can fill, groups and
// projects.

/** Kinds of repository the file generator knows how to fill. */
export type RepoKind =
  | 'javascript'
  | 'typescript'
  | 'python'
  | 'java'
  | 'ruby'
  | 'php'
  | 'css'
  | 'html'
  | 'shell'
  | 'cpp'
  | 'list';

/** A group (GitLab namespace shared by several people). */
export interface GroupSpec {
  path: string;
  name: string;
  description: string;
  /** username → access level (10 Guest … 50 Owner). */
  members: Readonly<Record<string, number>>;
}

/** A project. `activity` scales how much history, issues and merge requests it gets (1 small … 5 busy). */
export interface ProjectSpec {
  namespace: string;
  path: string;
  description: string;
  kind: RepoKind;
  stars: number;
  forks: number;
  activity: 1 | 2 | 3 | 4 | 5;
  visibility?: 'private' | 'internal' | 'public';
  topics?: readonly string[];
  /** Usernames that take part (commit, file issues) besides the namespace's owner(s). */
  people?: readonly string[];
  /** byteblaze's access level when the project is not in byteblaze's own namespace. */
  byteblaze?: number;
}
