// The shop's page frame: top links, logo, search box, mini cart, the category menu with hover
// dropdowns, breadcrumbs, flash messages, footer with newsletter sign-up.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { htmlResponse, type SiteResponse } from '../../http/response.js';
import { allCategories, type CategoryRow } from '../../magento/catalog-queries.js';
import { cartCount, currentCustomer, takeFlash } from '../shop-session.js';

/** What a page puts in the frame. */
export interface PageOptions {
  title: string;
  /** Trail after "Home": label and link (the last one, the current page, without link). */
  breadcrumbs?: readonly (readonly [string, string | null])[];
  /** Shown as the page's h1 unless false. */
  heading?: string | false;
  body: SafeHtml;
  status?: number;
}

export const STORE_NAME = 'One Stop Market';

const LOGO = html`<svg viewBox="0 0 34 34" aria-hidden="true"><rect width="34" height="34" rx="6" fill="#ff5501"/><path d="M9 12h16l-2 11H11z" fill="#fff"/><circle cx="13" cy="26" r="2" fill="#fff"/><circle cx="21" cy="26" r="2" fill="#fff"/></svg>`;

function menu(request: RequestContext, categories: CategoryRow[], parent: number | null): SafeHtml | null {
  const children = categories.filter((c) => c.parent_id === parent);
  if (children.length === 0) return null;
  const items = children.map((c) => {
    const sub = menu(request, categories, c.id);
    return html`<li class="${sub ? 'has-children' : ''}"><a href="${request.href(`/${c.url_path}.html`)}">${c.name}</a>${sub ?? ''}</li>`;
  });
  return parent === null ? html`<ul>${items}</ul>` : html`<ul class="submenu">${items}</ul>`;
}

/** Renders a full page. */
export function renderPage(request: RequestContext, options: PageOptions): SiteResponse {
  const customer = currentCustomer(request);
  const flash = takeFlash(request);
  const count = cartCount(request);
  const crumbs = options.breadcrumbs;
  const href = request.href;
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${options.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${href('/static/styles.css')}"></head>
<body>
<div class="panel-header"><div class="page">
  ${customer ? html`<span class="greet welcome">Welcome, ${customer.first_name} ${customer.last_name}!</span>` : html`<span class="greet welcome">Welcome to ${STORE_NAME}</span>`}
  ${
    customer
      ? html`<a href="${href('/customer/account/')}">My Account</a><a href="${href('/wishlist/')}">My Wish List</a><a href="${href('/customer/account/logout/')}">Sign Out</a>`
      : html`<a href="${href('/customer/account/login/')}">Sign In</a><a href="${href('/customer/account/create/')}">Create an Account</a>`
  }
</div></div>
<header class="header page">
  <a class="logo" href="${href('/')}" title="${STORE_NAME}">${LOGO}<span>${STORE_NAME}<small>Everything you need, one stop away</small></span></a>
  <form class="search" action="${href('/catalogsearch/result/')}" method="get" role="search">
    <input type="text" name="q" placeholder="Search entire store here..." aria-label="Search" value="${request.path.startsWith('/catalogsearch') ? (request.query.get('q') ?? '') : ''}">
    <button type="submit" title="Search">Search</button>
  </form>
  <a class="minicart" href="${href('/checkout/cart/')}" title="My Cart">My Cart <span class="counter">${count}</span></a>
</header>
<nav class="nav">${menu(request, allCategories(request.db), null)}</nav>
<main class="page" id="maincontent">
  ${
    crumbs
      ? html`<div class="breadcrumbs"><span><a href="${href('/')}">Home</a></span>${crumbs.map(
          ([label, link]) =>
            link
              ? html`<span><a href="${link}">${label}</a></span>`
              : html`<span><strong>${label}</strong></span>`,
        )}</div>`
      : ''
  }
  ${flash ? html`<div class="messages"><div class="message message-${flash.kind}" role="alert">${flash.text}</div></div>` : ''}
  ${options.heading === false ? '' : html`<h1 class="page-title">${options.heading ?? options.title}</h1>`}
  ${options.body}
</main>
<footer class="footer"><div class="page">
  <ul><li><a href="${href('/about-us/')}">About us</a></li><li><a href="${href('/contact/')}">Contact Us</a></li><li><a href="${href('/customer-service/')}">Customer Service</a></li></ul>
  <ul><li><a href="${href('/search/term/popular/')}">Search Terms</a></li><li><a href="${href('/privacy-policy-cookie-restriction-mode/')}">Privacy and Cookie Policy</a></li></ul>
  <form action="${href('/newsletter/subscriber/new/')}" method="post"><input type="email" name="email" placeholder="Enter your email address" aria-label="Sign Up for Our Newsletter"><button class="btn" type="submit" title="Subscribe">Subscribe</button></form>
</div></footer>
<div class="modal-overlay" id="cart-modal" hidden><div class="modal" role="dialog" aria-modal="true" aria-label="Added to cart">
  <p data-modal-message></p>
  <div class="modal-actions"><a class="btn" href="${href('/checkout/cart/')}">View Cart</a><button class="btn btn-secondary" type="button" data-close-modal>Continue Shopping</button></div>
</div></div>
<div class="copyright">Copyright © 2013-present Magento, Inc. All rights reserved.</div>
<script src="${href('/static/shop.js')}"></script>
</body></html>`;
  return htmlResponse(page, options.status ?? 200);
}
