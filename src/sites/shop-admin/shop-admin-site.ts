// The shop admin: a WebArena "shopping_admin"-like Magento back office over the store database the
// shop uses, under /admin (WebArena's SHOPPING_ADMIN URL includes it), account admin / admin1234.
import { assetResponse } from '../http/response.js';
import { Router } from '../http/router.js';
import { DEFAULT_ADMIN } from '../magento/generate-people.js';
import { magentoDatabase } from '../magento/magento-database.js';
import type { Site } from '../site.js';
import { currentAdmin } from './admin-session.js';
import { addAuthRoutes, loginPage, loginPost } from './routes/auth-routes.js';
import { addCustomerEditRoutes } from './routes/customer-edit-routes.js';
import { addCustomerGridRoutes } from './routes/customer-grid-routes.js';
import { addDashboardRoutes } from './routes/dashboard-routes.js';
import { notFoundPage } from './routes/not-found.js';
import { addOrderAddressRoutes } from './routes/order-address-routes.js';
import { addOrderGridRoutes } from './routes/order-grid-routes.js';
import { addOrderViewRoutes } from './routes/order-view-routes.js';
import { addProductEditRoutes } from './routes/product-edit-routes.js';
import { addProductGridRoutes } from './routes/product-grid-routes.js';
import { addReportRoutes } from './routes/report-routes.js';
import { addReviewRoutes } from './routes/review-routes.js';
import { addSearchTermRoutes } from './routes/search-term-routes.js';
import { shopAdminTemplates } from './templates/index.js';
import { ADMIN_JS } from './views/admin-script.js';
import { ADMIN_CSS } from './views/admin-stylesheet.js';

function createAdminRouter(): Router {
  const router = new Router();
  addAuthRoutes(router);
  addDashboardRoutes(router);
  addProductGridRoutes(router);
  addProductEditRoutes(router);
  addOrderGridRoutes(router);
  addOrderViewRoutes(router);
  addOrderAddressRoutes(router);
  addCustomerGridRoutes(router);
  addCustomerEditRoutes(router);
  addReviewRoutes(router);
  addReportRoutes(router);
  addSearchTermRoutes(router);
  return router;
}

const assets = new Router()
  .get('/static/admin.css', () => assetResponse(ADMIN_CSS, 'text/css'))
  .get('/static/admin.js', () => assetResponse(ADMIN_JS, 'text/javascript'));

export const shopAdminSite: Site = {
  name: 'shop-admin',
  key: 'shopping_admin',
  title: 'Magento Admin',
  basePath: '/admin',
  entry: { module: import.meta.url, export: 'shopAdminSite' },
  database: magentoDatabase,
  accounts: [{ username: DEFAULT_ADMIN.username, password: DEFAULT_ADMIN.password, role: 'administrator' }],
  loginPath: '/',
  createApp() {
    const router = createAdminRouter();
    return {
      handle(request) {
        const asset = assets.handle(request);
        if (asset) return asset;
        if (!currentAdmin(request)) {
          return request.method === 'POST' && request.form.has('login[username]')
            ? loginPost(request)
            : loginPage(request);
        }
        return router.handle(request) ?? notFoundPage(request);
      },
    };
  },
  templates: shopAdminTemplates,
  helpers: [],
};
