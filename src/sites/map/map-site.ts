// The map site (WebArena's OpenStreetMap front end): place search with categories and "near"
// searches, element pages, directions by car, bike and foot on a seeded road graph, and export.
// No login, as WebArena's map tasks use none.
import { html } from '../http/html.js';
import type { RequestContext } from '../http/request-context.js';
import type { SiteResponse } from '../http/response.js';
import { Router } from '../http/router.js';
import type { Site } from '../site.js';
import { mapDatabase } from './data/map-database.js';
import { addDirectionsRoutes } from './routes/directions-routes.js';
import { addElementRoutes } from './routes/element-routes.js';
import { addExportRoutes } from './routes/export-routes.js';
import { addHomeRoutes } from './routes/home-routes.js';
import { addSearchRoutes } from './routes/search-routes.js';
import { mapTemplates } from './templates/index.js';
import { renderMapPage, sidebarHeading } from './views/layout.js';

function notFoundPage(request: RequestContext): SiteResponse {
  return renderMapPage(request, {
    title: 'Page not found',
    sidebar: html`${sidebarHeading(request, 'Page not found')}<p class="error-page">Sorry, there is no page at ${request.path}.</p>`,
    view: {},
    status: 404,
  });
}

export const mapSite: Site = {
  name: 'map',
  key: 'map',
  title: 'OpenStreetMap',
  basePath: '',
  entry: { module: import.meta.url, export: 'mapSite' },
  database: mapDatabase,
  accounts: [],
  loginPath: '/',
  templates: mapTemplates,
  helpers: [],
  createApp() {
    const router = new Router();
    addHomeRoutes(router);
    addSearchRoutes(router);
    addElementRoutes(router);
    addDirectionsRoutes(router);
    addExportRoutes(router);
    router.get('/*', (request) => notFoundPage(request));
    return { handle: (request) => router.handle(request) ?? notFoundPage(request) };
  },
};
