// The back office's page frame: sidebar menu, page title with the admin user menu, the sticky
// action buttons (Back, Save …), the message box of the last action, the content and the footer.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { htmlResponse, type SiteResponse } from '../../http/response.js';
import { currentAdmin, takeMessage } from '../admin-session.js';
import { adminMenu } from './admin-menu.js';

/** What a page puts in the frame. */
export interface AdminPageOptions {
  /** The h1, and the document title before " / Magento Admin". */
  title: string;
  /** Extra document-title parts after the title (`Products / Inventory / Catalog`). */
  trail?: readonly string[];
  /** Buttons of the sticky action bar (Back, Reset, Save …). */
  actions?: SafeHtml;
  body: SafeHtml;
  status?: number;
}

/** Renders a full back-office page. */
export function renderAdminPage(request: RequestContext, options: AdminPageOptions): SiteResponse {
  const admin = currentAdmin(request);
  const message = takeMessage(request);
  const href = request.href;
  const documentTitle = [options.title, ...(options.trail ?? []), 'Magento Admin'].join(' / ');
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${documentTitle}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${href('/static/admin.css')}"></head>
<body class="adminhtml">
<div class="page-wrapper">
${adminMenu(request)}
<div class="page-content-wrap">
  <header class="page-header">
    <h1 class="page-title">${options.title}</h1>
    <div class="page-header-actions">
      <div class="admin__action-dropdown-wrap admin-user" data-dropdown>
        <a class="admin__action-dropdown" href="${href('/admin/dashboard/')}" title="My Account" data-dropdown-toggle>${admin?.username ?? 'admin'}</a>
        <ul class="admin__action-dropdown-menu">
          <li><span class="admin-user-name">${admin ? `${admin.first_name} ${admin.last_name}` : ''}</span></li>
          <li><a class="account-signout" href="${href('/admin/auth/logout/')}" title="Sign Out">Sign Out</a></li>
        </ul>
      </div>
    </div>
  </header>
  ${options.actions ? html`<div class="page-actions" data-ui-id="page-actions-toolbar"><div class="page-actions-inner">${options.actions}</div></div>` : ''}
  ${
    message
      ? html`<div id="messages"><div class="messages"><div class="message message-${message.kind} ${message.kind}" role="alert"><div data-ui-id="messages-message-${message.kind}">${message.text}</div></div></div></div>`
      : ''
  }
  <main id="anchor-content" class="page-content">
    ${options.body}
  </main>
  <footer class="page-footer"><p class="copyright">Copyright © 2023 Magento Commerce Inc. All rights reserved.</p><p class="magento-version"><strong>Magento</strong> ver. 2.4.6</p></footer>
</div>
</div>
<script src="${href('/static/admin.js')}"></script>
</body></html>`;
  return htmlResponse(page, options.status ?? 200);
}
