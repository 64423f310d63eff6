// The forum: a WebArena Postmill-like ("reddit") site over its own SQLite database.
import type { RequestContext } from '../http/request-context.js';
import { Router } from '../http/router.js';
import type { Site } from '../site.js';
import { forumDatabase } from './data/forum-database.js';
import { DEFAULT_ACCOUNT } from './data/generate-users.js';
import { addAccountRoutes } from './routes/account-routes.js';
import { addAuthRoutes } from './routes/auth-routes.js';
import { addCommentRoutes } from './routes/comment-routes.js';
import { addForumListRoutes } from './routes/forum-list-routes.js';
import { addForumRoutes } from './routes/forum-routes.js';
import { addFrontRoutes, frontSortPage } from './routes/front-routes.js';
import { addMiscRoutes } from './routes/misc-routes.js';
import { notFoundPage } from './routes/not-found.js';
import { addSearchRoutes } from './routes/search-routes.js';
import { addSubmissionRoutes } from './routes/submission-routes.js';
import { addUserRoutes } from './routes/user-routes.js';
import { addVoteRoutes } from './routes/vote-routes.js';
import { forumTemplates } from './templates/index.js';

function createForumRouter(): Router {
  const router = new Router();
  addMiscRoutes(router);
  addAuthRoutes(router);
  addFrontRoutes(router);
  addForumListRoutes(router);
  addSearchRoutes(router);
  addVoteRoutes(router);
  addAccountRoutes(router);
  addUserRoutes(router);
  addSubmissionRoutes(router);
  addCommentRoutes(router);
  addForumRoutes(router);
  return router;
}

export const forumSite: Site = {
  name: 'forum',
  key: 'reddit',
  title: 'Postmill',
  basePath: '',
  entry: { module: import.meta.url, export: 'forumSite' },
  database: forumDatabase,
  accounts: [{ username: DEFAULT_ACCOUNT.username, password: DEFAULT_ACCOUNT.password, role: 'member' }],
  loginPath: '/login',
  createApp() {
    const router = createForumRouter();
    return {
      handle: (request: RequestContext) =>
        router.handle(request) ?? frontSortPage(request) ?? notFoundPage(request),
    };
  },
  templates: forumTemplates,
  helpers: [],
};
