// The back office's 404 page, inside the admin frame so the menu still works.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import { renderAdminPage } from '../views/admin-layout.js';

export function notFoundPage(request: RequestContext): SiteResponse {
  return renderAdminPage(request, {
    title: '404 Error',
    body: html`<p>Page not found.</p><p><a href="${request.href('/admin/dashboard/')}">Go to the dashboard</a></p>`,
    status: 404,
  });
}
