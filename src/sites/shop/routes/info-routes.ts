// The store's small pages: home, contact form, popular search terms, about us, customer service,
// privacy policy, and the static stylesheet and script.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { assetResponse, redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { allCategories } from '../../magento/catalog-queries.js';
import { catalogSnapshot } from '../../magento/product-listing.js';
import { STORE_NOW } from '../../magento/store-format.js';
import { currentCustomer, setFlash } from '../shop-session.js';
import { renderPage, STORE_NAME } from '../views/layout.js';
import { productCard } from '../views/product-card.js';
import { SHOP_JS } from '../views/script.js';
import { SHOP_CSS } from '../views/stylesheet.js';

function homePage(request: RequestContext): SiteResponse {
  const tops = allCategories(request.db).filter((c) => c.level === 1);
  // The showcase: the best-rated well-reviewed products, a stable choice for a given database.
  const showcase = catalogSnapshot(request.db)
    .products.filter((p) => p.review_count >= 5)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id)
    .slice(0, 8);
  const withOptions = new Set(
    request.db
      .all<{ product_id: number }>('SELECT DISTINCT product_id FROM product_options')
      .map((r) => r.product_id),
  );
  return renderPage(request, {
    title: 'Home Page',
    heading: STORE_NAME,
    body: html`<section class="hero"><div><h2>New season, new gear</h2><p>Fresh arrivals in Sports &amp; Outdoors and Electronics.</p></div>
  <a href="${request.href('/sports-outdoors.html')}">Shop Outdoors</a></section>
<div class="category-tiles">${tops.map((c) => html`<a href="${request.href(`/${c.url_path}.html`)}">${c.name}</a>`)}</div>
<h2 class="block-title"><strong>Product Showcases</strong></h2>
<div class="products-grid"><ol class="product-items">${showcase.map((p) => productCard(request, p, withOptions.has(p.id)))}</ol></div>`,
  });
}

function contactPage(request: RequestContext): SiteResponse {
  const customer = currentCustomer(request);
  const name = customer ? `${customer.first_name} ${customer.last_name}` : '';
  return renderPage(request, {
    title: 'Contact Us',
    breadcrumbs: [['Contact Us', null]],
    body: html`<form class="form contact" action="${request.href('/contact/index/post/')}" method="post">
  <p>Jot us a note and we’ll get back to you as quickly as possible.</p>
  <div class="field required"><label for="name">Name</label><input id="name" name="name" value="${name}" title="Name" required></div>
  <div class="field required"><label for="email">Email</label><input id="email" name="email" type="email" value="${customer?.email ?? ''}" title="Email" required></div>
  <div class="field"><label for="telephone">Phone Number</label><input id="telephone" name="telephone" title="Phone Number"></div>
  <div class="field required"><label for="comment">What’s on your mind?</label><textarea id="comment" name="comment" title="What’s on your mind?" required></textarea></div>
  <button class="btn" type="submit" title="Submit">Submit</button></form>`,
  });
}

function contactPost(request: RequestContext): SiteResponse {
  const get = (n: string) => (request.form.get(n) ?? '').trim();
  if (!get('name') || !get('email') || !get('comment')) {
    setFlash(request, 'error', 'Please fill in every required field.');
    return redirect(request.href('/contact/'));
  }
  request.db.run(
    'INSERT INTO contact_messages (name, email, telephone, comment, created_at) VALUES (?, ?, ?, ?, ?)',
    get('name'),
    get('email'),
    get('telephone'),
    get('comment'),
    STORE_NOW,
  );
  setFlash(
    request,
    'success',
    "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
  );
  return redirect(request.href('/contact/'));
}

function searchTermsPage(request: RequestContext): SiteResponse {
  const terms = request.db.all<{ query: string; uses: number }>(
    'SELECT query, uses FROM search_terms ORDER BY uses DESC, query LIMIT 60',
  );
  return renderPage(request, {
    title: 'Popular Search Terms',
    breadcrumbs: [['Popular Search Terms', null]],
    body: html`<ul class="search-terms" style="display:flex;flex-wrap:wrap;gap:10px 18px;list-style:none;padding:0">${terms.map(
      (t) =>
        html`<li><a href="${request.href(`/catalogsearch/result/?q=${encodeURIComponent(t.query)}`)}" style="font-size:${12 + Math.min(10, Math.round(t.uses / 30))}px">${t.query}</a></li>`,
    )}</ul>`,
  });
}

function textPage(title: string, paragraphs: readonly string[]) {
  return (request: RequestContext) =>
    renderPage(request, {
      title,
      breadcrumbs: [[title, null]],
      body: html`${paragraphs.map((p) => html`<p>${p}</p>`)}`,
    });
}

export function addInfoRoutes(router: Router): void {
  router
    .get('/', homePage)
    .get('/contact', contactPage)
    .get('/contact/index', contactPage)
    .post('/contact/index/post', contactPost)
    .get('/search/term/popular', searchTermsPage)
    .get(
      '/about-us',
      textPage('About us', [
        `${STORE_NAME} has sold everyday essentials online since 2013: electronics, home and kitchen, clothing, beauty, groceries and more, shipped from our own warehouse.`,
        'Questions about an order? Use the Contact Us form and our team answers within one business day.',
      ]),
    )
    .get(
      '/customer-service',
      textPage('Customer Service', [
        'Shipping: orders ship within two business days at a flat rate of $5.00 per item.',
        'Returns: items in their original condition can be returned within 30 days of delivery for a full refund.',
        'Order changes: the shipping address of an order cannot be changed once it is placed; cancel the order and place a new one instead.',
      ]),
    )
    .get(
      '/privacy-policy-cookie-restriction-mode',
      textPage('Privacy Policy', [
        'We use cookies to keep you signed in and to remember your shopping cart. We never sell your data.',
      ]),
    )
    .get('/static/styles.css', () => assetResponse(SHOP_CSS, 'text/css'))
    .get('/static/shop.js', () => assetResponse(SHOP_JS, 'text/javascript'));
}
