// The frame of "My Account" pages: the account navigation beside the page content.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';

const LINKS: readonly [string, string][] = [
  ['My Account', '/customer/account/'],
  ['My Orders', '/sales/order/history/'],
  ['My Wish List', '/wishlist/'],
  ['Address Book', '/customer/address/'],
  ['Account Information', '/customer/account/edit/'],
  ['Compare Products', '/catalog/product_compare/'],
  ['Newsletter Subscriptions', '/newsletter/manage/'],
];

/** Wraps account content with the navigation; `current` is the active link's label. */
export function accountFrame(request: RequestContext, current: string, content: SafeHtml): SafeHtml {
  return html`<div class="columns"><nav class="account-nav" aria-label="My Account">${LINKS.map(
    ([label, path]) =>
      label === current
        ? html`<strong>${label}</strong>`
        : html`<a href="${request.href(path)}">${label}</a>`,
  )}</nav><div class="column-main">${content}</div></div>`;
}
