// The shop's 404 page (Magento's "Whoops, our bad...").

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import { renderPage } from '../views/layout.js';

export function notFoundPage(request: RequestContext): SiteResponse {
  return renderPage(request, {
    title: '404 Not Found',
    heading: 'Whoops, our bad...',
    status: 404,
    body: html`<p>The page you requested was not found. <a href="${request.href('/')}">Go to the home page</a> or use the search box above.</p>`,
  });
}
