// The home page (WebArena's HOMEPAGE): the sites of the slot with links and descriptions, the
// accounts page `/password.html`, and a calculator and scratchpad. Stateless, no login. The
// cross-site tasks belong to it: they start here, the one page that links to every site.
import { crossSiteTemplates } from '../cross-site/index.js';
import { htmlResponse } from '../http/response.js';
import { Router } from '../http/router.js';
import type { Site } from '../site.js';
import { calculatorPage, homePage, passwordPage, scratchpadPage } from './homepage-pages.js';

export const homepageSite: Site = {
  name: 'homepage',
  key: 'homepage',
  title: 'Homepage',
  basePath: '',
  entry: { module: import.meta.url, export: 'homepageSite' },
  accounts: [],
  loginPath: '/',
  templates: crossSiteTemplates,
  helpers: [],
  createApp(context) {
    const router = new Router()
      .get('/', () => homePage(context.urls))
      .get('/index.html', () => homePage(context.urls))
      .get('/password.html', () => passwordPage(context.urls))
      .get('/calculator.html', () => calculatorPage())
      .get('/scratchpad.html', () => scratchpadPage());
    return {
      handle: (request) =>
        router.handle(request) ??
        htmlResponse(
          '<!doctype html><title>Not found</title><h1>Not found</h1><p><a href="/">Homepage</a></p>',
          404,
        ),
    };
  },
};
