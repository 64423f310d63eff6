// A product tile of category pages, search results and the home page: picture box, name, rating,
// price, and the Add to Cart / Wish List / Compare actions.
import { hashString } from '../../data/rng.js';
import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { formatRating, type ProductRow } from '../../magento/catalog-queries.js';
import { formatMoney } from '../../magento/store-format.js';

/** The product page's path. */
export function productPath(product: { url_key: string }): string {
  return `/${product.url_key}.html`;
}

/** Stars for a mean rating: ★ filled, ☆ empty, rounded to whole stars. */
export function stars(rating: number): string {
  const full = Math.round(rating);
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** A picture stand-in: a gradient box whose hues come from the SKU (no image files at all). */
export function productImage(product: ProductRow, label: SafeHtml | string = ''): SafeHtml {
  const hue = hashString(product.sku) % 360;
  return html`<span class="product-image" style="background:linear-gradient(135deg,hsl(${hue},45%,62%),hsl(${(hue + 40) % 360},50%,42%))">${label}</span>`;
}

/** The rating line, or nothing for a product without reviews. */
export function ratingSummary(request: RequestContext, product: ProductRow): SafeHtml | string {
  if (product.rating === null) return '';
  const reviews = product.review_count === 1 ? '1 Review' : `${product.review_count} Reviews`;
  return html`<div class="rating" title="${Math.round(product.rating * 20)}%"><span class="stars" aria-hidden="true">${stars(product.rating)}</span> <span class="text">${formatRating(product.rating)}</span> <a class="text" href="${request.href(productPath(product))}#reviews">${reviews}</a></div>`;
}

/** One tile. `hasOptions`: Add to Cart must go through the product page to choose colour/size. */
export function productCard(request: RequestContext, product: ProductRow, hasOptions: boolean): SafeHtml {
  const link = request.href(productPath(product));
  return html`<li class="product-item">
  <a href="${link}" tabindex="-1" title="${product.name}">${productImage(product)}</a>
  <a class="product-item-name" href="${link}" title="${product.name}">${product.name}</a>
  ${ratingSummary(request, product)}
  <span class="price">${formatMoney(product.price_cents)}</span>
  <div class="product-item-actions">
    ${
      hasOptions
        ? html`<a class="btn" href="${link}">Add to Cart</a>`
        : html`<form action="${request.href('/checkout/cart/add/')}" method="post" data-ajax-cart><input type="hidden" name="product" value="${product.id}"><input type="hidden" name="qty" value="1"><button class="btn" type="submit" title="Add to Cart">Add to Cart</button></form>`
    }
    <form action="${request.href('/wishlist/index/add/')}" method="post"><input type="hidden" name="product" value="${product.id}"><button class="btn-link icon-link" type="submit" title="Add to Wish List" aria-label="Add to Wish List">♡</button></form>
    <form action="${request.href('/catalog/product_compare/add/')}" method="post"><input type="hidden" name="product" value="${product.id}"><button class="btn-link icon-link" type="submit" title="Add to Compare" aria-label="Add to Compare">⇄</button></form>
  </div>
</li>`;
}
