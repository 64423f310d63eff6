// Catalogue pages: categories and products at Magento's `<url path>.html` URLs, and search results
// at /catalogsearch/result/?q=… (recorded in the search terms report, like Magento does).

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import type { SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import {
  categoryByPath,
  categorySubtree,
  categoryTrail,
  productByUrlKey,
} from '../../magento/catalog-queries.js';
import { STORE_NOW } from '../../magento/store-format.js';
import { renderPage } from '../views/layout.js';
import { renderListing } from '../views/listing-view.js';
import { productPageBody } from '../views/product-page.js';
import { notFoundPage } from './not-found.js';

function categoryPage(request: RequestContext, urlPath: string): SiteResponse | null {
  const category = categoryByPath(request.db, urlPath);
  if (!category) return null;
  const trail = categoryTrail(request.db, category.id);
  const subcategories = request.db.all<{ name: string; url_path: string }>(
    'SELECT name, url_path FROM categories WHERE parent_id = ? ORDER BY position',
    category.id,
  );
  const intro = html`<p class="category-description">${category.description}</p>${
    subcategories.length > 0
      ? html`<div class="category-tiles">${subcategories.map((c) => html`<a href="${request.href(`/${c.url_path}.html`)}">${c.name}</a>`)}</div>`
      : ''
  }`;
  const { body } = renderListing(
    request,
    { categoryIds: categorySubtree(request.db, category.id) },
    { defaultOrder: 'position', orders: ['position', 'name', 'price', 'rating'], intro },
  );
  return renderPage(request, {
    title: category.name,
    breadcrumbs: trail.map((c, i) => [
      c.name,
      i === trail.length - 1 ? null : request.href(`/${c.url_path}.html`),
    ]),
    body,
  });
}

function productPage(request: RequestContext, urlKey: string): SiteResponse | null {
  const product = productByUrlKey(request.db, urlKey);
  if (product?.status !== 1) return null;
  const trail = categoryTrail(request.db, product.category_id);
  return renderPage(request, {
    title: product.name,
    heading: false,
    breadcrumbs: [
      ...trail.map((c) => [c.name, request.href(`/${c.url_path}.html`)] as const),
      [product.name, null],
    ],
    body: productPageBody(request, product),
  });
}

function searchPage(request: RequestContext): SiteResponse {
  const text = (request.query.get('q') ?? '').trim();
  if (!text) {
    return renderPage(request, {
      title: 'Search results',
      body: html`<div class="message message-notice">Enter a search term and try again.</div>`,
    });
  }
  const { body, listing } = renderListing(
    request,
    { text },
    { defaultOrder: 'relevance', orders: ['relevance', 'name', 'price', 'rating'] },
  );
  if (!request.query.has('p')) recordSearchTerm(request, text, listing.total);
  return renderPage(request, {
    title: `Search results for: '${text}'`,
    breadcrumbs: [[`Search results for: '${text}'`, null]],
    body,
  });
}

function recordSearchTerm(request: RequestContext, text: string, results: number): void {
  request.db.run(
    `INSERT INTO search_terms (query, results, uses, updated_at) VALUES (?, ?, 1, ?)
     ON CONFLICT(query) DO UPDATE SET uses = uses + 1, results = excluded.results, updated_at = excluded.updated_at`,
    text.toLowerCase(),
    results,
    STORE_NOW,
  );
}

/** Adds the catalogue routes; the `.html` catch-all must come after every other GET route. */
export function addCatalogRoutes(router: Router): void {
  router.get('/catalogsearch/result', searchPage).get('/catalogsearch/result/index', searchPage);
}

/** The catch-all for `/<path>.html`: a category, else a product, else 404. */
export function catalogPage(request: RequestContext): SiteResponse {
  const path = request.params['*'] ?? '';
  if (!path.endsWith('.html')) return notFoundPage(request);
  const key = path.slice(0, -'.html'.length);
  return categoryPage(request, key) ?? productPage(request, key) ?? notFoundPage(request);
}
