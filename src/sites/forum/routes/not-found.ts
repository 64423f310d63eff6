// The forum's 404 page.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import { renderPage } from '../views/layout.js';

export function notFoundPage(
  request: RequestContext,
  what = 'The page you requested was not found.',
): SiteResponse {
  return renderPage(request, {
    title: 'Page not found',
    status: 404,
    body: html`<h1 class="page-heading">Page not found</h1><p>${what}</p><p><a href="${request.href('/')}">Go to the front page</a></p>`,
  });
}
