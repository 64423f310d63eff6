// The shop: a WebArena OneStopShop-like Magento storefront over the shared store database.
import { Router } from '../http/router.js';
import { DEFAULT_CUSTOMER } from '../magento/generate-people.js';
import { magentoDatabase } from '../magento/magento-database.js';
import type { Site } from '../site.js';
import { addAccountRoutes } from './routes/account-routes.js';
import { addAuthRoutes } from './routes/auth-routes.js';
import { addCartRoutes } from './routes/cart-routes.js';
import { addCatalogRoutes, catalogPage } from './routes/catalog-routes.js';
import { addCheckoutRoutes } from './routes/checkout-routes.js';
import { addInfoRoutes } from './routes/info-routes.js';
import { notFoundPage } from './routes/not-found.js';
import { addOrderRoutes } from './routes/order-routes.js';
import { addRestRoutes } from './routes/rest-routes.js';
import { addReviewRoutes } from './routes/review-routes.js';
import { addWishlistRoutes } from './routes/wishlist-routes.js';
import { shoppingGetSkuLatestReviewTitle } from './shop-helpers.js';
import { shopTemplates } from './templates/index.js';

function createShopRouter(): Router {
  const router = new Router();
  addInfoRoutes(router);
  addAuthRoutes(router);
  addAccountRoutes(router);
  addCartRoutes(router);
  addCheckoutRoutes(router);
  addOrderRoutes(router);
  addWishlistRoutes(router);
  addRestRoutes(router);
  addReviewRoutes(router);
  addCatalogRoutes(router);
  // Category and product pages live at /<url path>.html, so they come last.
  router.get('/*', catalogPage);
  return router;
}

export const shopSite: Site = {
  name: 'shop',
  key: 'shopping',
  title: 'One Stop Market',
  basePath: '',
  entry: { module: import.meta.url, export: 'shopSite' },
  database: magentoDatabase,
  accounts: [{ username: DEFAULT_CUSTOMER.email, password: DEFAULT_CUSTOMER.password, role: 'customer' }],
  loginPath: '/customer/account/login/',
  createApp() {
    const router = createShopRouter();
    return { handle: (request) => router.handle(request) ?? notFoundPage(request) };
  },
  templates: shopTemplates,
  helpers: [shoppingGetSkuLatestReviewTitle],
};
