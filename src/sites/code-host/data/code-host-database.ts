// The code host's database (like the PostgreSQL behind WebArena's GitLab): schema plus everything the
// seeded generator fills in, in a fixed order inside one transaction.

import { Rng } from '../../data/rng.js';
import type { SiteDatabase } from '../../data/site-database.js';
import { generateActivity } from './generate-activity.js';
import { finishRepositories, generateHistory } from './generate-history.js';
import { generateIssues } from './generate-issues.js';
import { generateMergeRequests } from './generate-merge-requests.js';
import { generatePeople } from './generate-people.js';
import { generateProjects } from './generate-projects.js';
import { CODE_HOST_SCHEMA } from './schema.js';
import { SITE_NOW } from './site-time.js';

export const codeHostDatabase: SiteDatabase = {
  name: 'gitlab',
  version: '2',
  generate(db, seed) {
    const rng = new Rng(seed);
    db.exec(CODE_HOST_SCHEMA);
    db.transaction(() => {
      db.prepare('INSERT INTO site_clock (id, now) VALUES (1, ?)').run(SITE_NOW);
      const people = generatePeople(db, rng.derive('people'));
      const projects = generateProjects(db, rng.derive('projects'), people);
      const spans = generateHistory(db, rng.derive('history'), projects);
      generateIssues(db, rng.derive('issues'), projects, people, spans);
      generateMergeRequests(db, rng.derive('merge-requests'), projects, people, spans);
      finishRepositories(db);
      generateActivity(db, rng.derive('activity'));
    })();
  },
};
