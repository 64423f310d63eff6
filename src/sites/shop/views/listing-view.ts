// Category and search result pages: the layered navigation ("Shop By" brand, colour, price,
// rating), the toolbar (count, sort select, direction, page size) and the product grid with pages.
import type { SiteDb } from '../../data/site-db.js';
import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import {
  type Listing,
  type ListingQuery,
  listProducts,
  SORT_ORDERS,
  type SortOrder,
} from '../../magento/product-listing.js';
import { formatMoney } from '../../magento/store-format.js';
import { productCard } from './product-card.js';

const SORT_LABELS: Record<SortOrder, string> = {
  position: 'Position',
  name: 'Product Name',
  price: 'Price',
  rating: 'Rating',
  relevance: 'Relevance',
};
export const PAGE_SIZES = [12, 24, 36] as const;

/** Reads the listing parameters Magento uses (`product_list_order`, `product_list_dir`, `price=10-20`, `p`). */
export function listingQueryFromUrl(request: RequestContext, defaults: { order: SortOrder }): ListingQuery {
  const q = request.query;
  const requested = q.get('product_list_order');
  const order = SORT_ORDERS.includes(requested as SortOrder) ? (requested as SortOrder) : defaults.order;
  const limit = Number(q.get('product_list_limit'));
  const priceMatch = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/.exec(q.get('price') ?? '');
  const rating = Number(q.get('rating'));
  const dir = q.get('product_list_dir');
  return {
    order,
    // Relevance lists the best match first; every other order starts ascending, as in Magento.
    dir: dir === 'desc' || dir === 'asc' ? dir : order === 'relevance' ? 'desc' : 'asc',
    page: Math.max(1, Number(q.get('p')) || 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 12,
    ...(q.get('brand') ? { brand: q.get('brand')! } : {}),
    ...(q.get('color') ? { color: q.get('color')! } : {}),
    ...(priceMatch
      ? { price: { from: Number(priceMatch[1]), to: priceMatch[2] ? Number(priceMatch[2]) : null } }
      : {}),
    ...(rating >= 1 && rating <= 5 ? { minRating: rating } : {}),
  };
}

/** The current URL with some parameters changed (null removes one); filters and sorting reset the page. */
function withParams(request: RequestContext, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(request.query);
  if (!('p' in changes)) params.delete('p');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${request.url.pathname}${query ? `?${query}` : ''}`;
}

function priceLabel(from: number, to: number | null): string {
  return to === null
    ? `${formatMoney(from * 100)} and above`
    : `${formatMoney(from * 100)} - ${formatMoney(to * 100 - 1)}`;
}

function layeredNavigation(request: RequestContext, listing: Listing, query: ListingQuery): SafeHtml {
  const active: [string, string, string][] = [];
  if (query.brand) active.push(['Brand', query.brand, 'brand']);
  if (query.color) active.push(['Color', query.color, 'color']);
  if (query.price) active.push(['Price', priceLabel(query.price.from, query.price.to), 'price']);
  if (query.minRating) active.push(['Rating', `${query.minRating} stars & up`, 'rating']);
  const option = (label: string, count: number, param: string, value: string) =>
    html`<li><a href="${withParams(request, { [param]: value })}">${label}</a> <span class="count">(${count})</span></li>`;
  const { facets } = listing;
  return html`<div class="sidebar"><div class="filter-title">Shop By</div>
  ${
    active.length > 0
      ? html`<div class="filter-current"><strong>Now Shopping by</strong><ol class="items">${active.map(
          ([name, label, param]) =>
            html`<li>${name}: ${label} <a href="${withParams(request, { [param]: null })}" title="Remove ${name} ${label}">✕</a></li>`,
        )}</ol><a href="${withParams(request, { brand: null, color: null, price: null, rating: null })}">Clear All</a></div>`
      : ''
  }
  <dl class="filter-options">
    ${!query.brand && facets.brands.length > 0 ? html`<dt>Brand</dt><dd><ol>${facets.brands.map(([b, n]) => option(b, n, 'brand', b))}</ol></dd>` : ''}
    ${!query.color && facets.colors.length > 0 ? html`<dt>Color</dt><dd><ol>${facets.colors.map(([c, n]) => option(c, n, 'color', c))}</ol></dd>` : ''}
    ${!query.price && facets.prices.length > 0 ? html`<dt>Price</dt><dd><ol>${facets.prices.map((b) => option(priceLabel(b.from, b.to), b.count, 'price', `${b.from}-${b.to ?? ''}`))}</ol></dd>` : ''}
    ${!query.minRating ? html`<dt>Rating</dt><dd><ol>${facets.ratings.filter(([, n]) => n > 0).map(([min, n]) => option(`${min} stars & up`, n, 'rating', String(min)))}</ol></dd>` : ''}
  </dl></div>`;
}

function toolbar(
  request: RequestContext,
  listing: Listing,
  query: ListingQuery,
  orders: readonly SortOrder[],
): SafeHtml {
  const first = listing.total === 0 ? 0 : (listing.page - 1) * query.limit + 1;
  const last = Math.min(listing.total, listing.page * query.limit);
  const nextDir = query.dir === 'asc' ? 'desc' : 'asc';
  return html`<div class="toolbar toolbar-products">
  <p class="amount toolbar-amount">${listing.total > query.limit ? `Items ${first}-${last} of ${listing.total}` : `${listing.total} ${listing.total === 1 ? 'Item' : 'Items'}`}</p>
  <label for="sorter">Sort By</label>
  <select id="sorter" data-navigate="product_list_order" title="Sort By">${orders.map(
    (o) => html`<option value="${o}" ${o === query.order ? 'selected' : ''}>${SORT_LABELS[o]}</option>`,
  )}</select>
  <a class="sorter-action" href="${withParams(request, { product_list_dir: nextDir })}" title="Set ${nextDir === 'desc' ? 'Descending' : 'Ascending'} Direction">${query.dir === 'asc' ? '↑ Ascending' : '↓ Descending'}</a>
  <label for="limiter">Show</label>
  <select id="limiter" data-navigate="product_list_limit" title="Show per page">${PAGE_SIZES.map(
    (n) => html`<option value="${n}" ${n === query.limit ? 'selected' : ''}>${n}</option>`,
  )}</select><span>per page</span>
</div>`;
}

function pager(request: RequestContext, listing: Listing): SafeHtml | string {
  if (listing.pages <= 1) return '';
  const pages = Array.from({ length: listing.pages }, (_, i) => i + 1);
  return html`<div class="pages" aria-label="Pagination"><span>Page</span>
  ${listing.page > 1 ? html`<a href="${withParams(request, { p: String(listing.page - 1) })}" title="Previous">‹ Previous</a>` : ''}
  ${pages.map((n) => (n === listing.page ? html`<strong>${n}</strong>` : html`<a href="${withParams(request, { p: String(n) })}">${n}</a>`))}
  ${listing.page < listing.pages ? html`<a href="${withParams(request, { p: String(listing.page + 1) })}" title="Next">Next ›</a>` : ''}
</div>`;
}

/** Ids of products that have colour or size options (their Add to Cart goes via the product page). */
function productsWithOptions(db: SiteDb): Set<number> {
  return new Set(
    db
      .all<{ product_id: number }>('SELECT DISTINCT product_id FROM product_options')
      .map((r) => r.product_id),
  );
}

/** The listing body (sidebar + toolbar + grid + pager) for a base query (category or search text). */
export function renderListing(
  request: RequestContext,
  base: Pick<ListingQuery, 'categoryIds' | 'text'>,
  options: { defaultOrder: SortOrder; orders: readonly SortOrder[]; intro?: SafeHtml },
): { body: SafeHtml; listing: Listing } {
  const query = { ...listingQueryFromUrl(request, { order: options.defaultOrder }), ...base };
  const listing = listProducts(request.db, query);
  const withOptions = productsWithOptions(request.db);
  const grid =
    listing.total === 0
      ? html`<div class="message message-notice">We can't find products matching the selection.</div>`
      : html`${toolbar(request, listing, query, options.orders)}
  <div class="products-grid"><ol class="product-items">${listing.items.map((p) => productCard(request, p, withOptions.has(p.id)))}</ol></div>
  ${pager(request, listing)}`;
  return {
    listing,
    body: html`<div class="columns">${layeredNavigation(request, listing, query)}<div class="column-main">${options.intro ?? ''}${grid}</div></div>`,
  };
}
