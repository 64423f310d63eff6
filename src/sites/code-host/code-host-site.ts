// The code host: a WebArena GitLab-like site (projects, repositories, issues, merge requests, members)
// over its own seeded database, logged in as WebArena's byteblaze.
import { Router } from '../http/router.js';
import type { Site } from '../site.js';
import { codeHostDatabase } from './data/code-host-database.js';
import { DEFAULT_USER } from './data/people.js';
import { addAuthRoutes } from './routes/auth-routes.js';
import { addDashboardRoutes } from './routes/dashboard-routes.js';
import { addGroupRoutes } from './routes/group-routes.js';
import { addIssueListRoutes } from './routes/issue-list-routes.js';
import { addIssueRoutes } from './routes/issue-routes.js';
import { addMemberRoutes } from './routes/member-routes.js';
import { addMergeRequestRoutes } from './routes/merge-request-routes.js';
import { addProfileRoutes } from './routes/profile-routes.js';
import { addProjectRoutes } from './routes/project-routes.js';
import { addRepositoryRoutes } from './routes/repository-routes.js';
import { notFoundPage } from './routes/route-helpers.js';
import { addNamespaceRoutes, addSearchRoutes } from './routes/search-routes.js';
import { addSettingsRoutes } from './routes/settings-routes.js';
import { addUserRoutes } from './routes/user-routes.js';
import { addWorkRoutes } from './routes/work-routes.js';
import { codeHostTemplates } from './templates/index.js';

function createCodeHostRouter(): Router {
  const router = new Router();
  // Fixed first segments (/users, /dashboard, /-/…) before the /<namespace>/<project> patterns.
  addAuthRoutes(router);
  addSearchRoutes(router);
  addDashboardRoutes(router);
  addWorkRoutes(router);
  addProfileRoutes(router);
  addUserRoutes(router);
  addGroupRoutes(router);
  addMemberRoutes(router);
  addIssueListRoutes(router);
  addIssueRoutes(router);
  addMergeRequestRoutes(router);
  addRepositoryRoutes(router);
  addSettingsRoutes(router);
  addProjectRoutes(router);
  addNamespaceRoutes(router);
  return router;
}

export const codeHostSite: Site = {
  name: 'code-host',
  key: 'gitlab',
  title: 'GitLab',
  basePath: '',
  entry: { module: import.meta.url, export: 'codeHostSite' },
  database: codeHostDatabase,
  accounts: [{ username: DEFAULT_USER.username, password: DEFAULT_USER.password, role: 'developer' }],
  loginPath: '/users/sign_in',
  createApp() {
    const router = createCodeHostRouter();
    return { handle: (request) => router.handle(request) ?? notFoundPage(request) };
  },
  templates: codeHostTemplates,
  helpers: [],
};
