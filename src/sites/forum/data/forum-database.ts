// The forum's database (like WebArena's Postmill instance): schema plus the seeded generator that
// fills ~45 forums, ~420 users, a few thousand submissions and their comment threads.
import type Database from 'better-sqlite3';
import { Rng } from '../../data/rng.js';
import type { SiteDatabase } from '../../data/site-database.js';
import type { ForumSpec } from './forum-spec.js';
import { INTEREST_FORUMS } from './forums-interests.js';
import { LOCAL_FORUMS } from './forums-local.js';
import { WORLD_FORUMS } from './forums-world.js';
import { generateDefaultAccountHistory, generateMemberships } from './generate-activity.js';
import { generateComments } from './generate-comments.js';
import { generateForums, generateSubmissions, UserPicker } from './generate-submissions.js';
import { generateUsers } from './generate-users.js';
import { submissionRanking } from './ranking.js';
import { FORUM_SCHEMA } from './schema.js';

/** Every seeded forum, in creation order. */
export const FORUM_SPECS: readonly ForumSpec[] = [...INTEREST_FORUMS, ...WORLD_FORUMS, ...LOCAL_FORUMS];

export const forumDatabase: SiteDatabase = {
  name: 'postmill',
  version: '5',
  generate(db, seed) {
    const rng = new Rng(seed);
    db.exec(FORUM_SCHEMA);
    db.transaction(() => {
      const userIds = generateUsers(db, rng.derive('users'));
      const forumIds = generateForums(db, rng.derive('forums'), FORUM_SPECS);
      generateMemberships(db, rng.derive('memberships'), userIds);
      // The default account posts through its own history below, not through the picker.
      const posters = new UserPicker(
        rng.derive('poster-order').shuffle(userIds.slice(1)),
        rng.derive('posters'),
      );
      const submissions = generateSubmissions(db, rng.derive('submissions'), FORUM_SPECS, forumIds, posters);
      generateComments(db, rng.derive('comments'), submissions, posters);
      generateDefaultAccountHistory(db, rng.derive('default-account'));
      rankAll(db);
    })();
  },
};

function rankAll(db: Database.Database): void {
  const rows = db
    .prepare('SELECT id, created_at, upvotes, downvotes, comment_count FROM submissions')
    .all() as {
    id: number;
    created_at: number;
    upvotes: number;
    downvotes: number;
    comment_count: number;
  }[];
  const update = db.prepare('UPDATE submissions SET ranking = ? WHERE id = ?');
  for (const row of rows) {
    update.run(submissionRanking(row.created_at, row.upvotes - row.downvotes, row.comment_count), row.id);
  }
}
