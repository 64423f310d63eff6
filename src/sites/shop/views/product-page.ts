// The product page: picture, name, rating, price, stock, SKU, colour/size selects, quantity, Add to
// Cart (with the modal), wish list and compare, and tabs for Details, More Information and Reviews.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { approvedReviews, type ProductRow, productOptions } from '../../magento/catalog-queries.js';
import { formatMoney, formatShortDate } from '../../magento/store-format.js';
import { productImage, ratingSummary, stars } from './product-card.js';

function optionSelect(name: 'color' | 'size', label: string, values: string[]): SafeHtml | string {
  if (values.length === 0) return '';
  return html`<div class="field required"><label for="option-${name}">${label}</label>
  <select id="option-${name}" name="${name}" required title="${label}"><option value="">-- Please Select --</option>${values.map(
    (v) => html`<option value="${v}">${v}</option>`,
  )}</select>
  <div class="field-error" data-error-for="${name}" hidden>This is a required field.</div></div>`;
}

function reviewForm(request: RequestContext, product: ProductRow): SafeHtml {
  return html`<form class="review-form" action="${request.href(`/review/product/post/id/${product.id}/`)}" method="post">
  <h3>You're reviewing: ${product.name}</h3>
  <fieldset class="field rating-options"><legend><strong>Your Rating</strong></legend>${[1, 2, 3, 4, 5].map(
    (n) =>
      html`<label><input type="radio" name="rating" value="${n}" required title="${n} ${n === 1 ? 'star' : 'stars'}"> ${n} ${n === 1 ? 'star' : 'stars'}</label>`,
  )}</fieldset>
  <div class="field"><label for="nickname">Nickname</label><input id="nickname" name="nickname" required title="Nickname"></div>
  <div class="field"><label for="summary">Summary</label><input id="summary" name="title" required title="Summary"></div>
  <div class="field"><label for="review">Review</label><textarea id="review" name="detail" required title="Review"></textarea></div>
  <button class="btn" type="submit" title="Submit Review">Submit Review</button>
</form>`;
}

/** The page body of one product. */
export function productPageBody(request: RequestContext, product: ProductRow): SafeHtml {
  const db = request.db;
  const colors = productOptions(db, product.id, 'color');
  const sizes = productOptions(db, product.id, 'size');
  const reviews = approvedReviews(db, product.id);
  const inStock = product.qty > 0;
  const features = product.features.split('\n');
  return html`<div class="product-main">
  <div class="product-media">${productImage(product, product.brand)}</div>
  <div class="product-info-main">
    <h1 class="page-title"><span class="base" itemprop="name">${product.name}</span></h1>
    <div class="product-reviews-summary">${ratingSummary(request, product)}<a href="#reviews" class="action add">Add Your Review</a></div>
    <div class="product-info-price"><span class="price">${formatMoney(product.price_cents)}</span>
      <div><div class="stock ${inStock ? 'available' : 'unavailable'}">${inStock ? 'In stock' : 'Out of stock'}</div><div class="sku">SKU: <span itemprop="sku">${product.sku}</span></div></div></div>
    <form class="product-add-form" action="${request.href('/checkout/cart/add/')}" method="post" data-ajax-cart>
      <input type="hidden" name="product" value="${product.id}">
      ${optionSelect('color', 'Color', colors)}
      ${optionSelect('size', 'Size', sizes)}
      <div class="box-tocart"><div class="field"><label for="qty">Qty</label><input id="qty" type="number" name="qty" value="1" min="1" title="Qty"></div>
      <button class="btn" type="submit" title="Add to Cart" ${inStock ? '' : 'disabled'}>Add to Cart</button></div>
    </form>
    <div class="product-social">
      <form action="${request.href('/wishlist/index/add/')}" method="post"><input type="hidden" name="product" value="${product.id}"><button class="btn-link" type="submit" title="Add to Wish List">♡ Add to Wish List</button></form>
      <form action="${request.href('/catalog/product_compare/add/')}" method="post"><input type="hidden" name="product" value="${product.id}"><button class="btn-link" type="submit" title="Add to Compare">⇄ Add to Compare</button></form>
    </div>
    <p class="overview">${product.description.split('. ')[0]}.</p>
  </div>
</div>
<div class="tabs product data items">
  <div class="tab-titles" role="tablist">
    <button class="tab-title active" type="button" role="tab" data-tab="details">Details</button>
    <button class="tab-title" type="button" role="tab" data-tab="additional">More Information</button>
    <button class="tab-title" type="button" role="tab" data-tab="reviews" id="tab-label-reviews">Reviews (${reviews.length})</button>
  </div>
  <div class="tab-panel" data-panel="details" id="description"><p>${product.description}</p>
    <h3>Features</h3><ul>${features.map((f) => html`<li>${f}</li>`)}</ul></div>
  <div class="tab-panel" data-panel="additional" id="additional" hidden><table class="data additional-attributes"><tbody>
    <tr><th>Brand</th><td>${product.brand}</td></tr>
    <tr><th>SKU</th><td>${product.sku}</td></tr>
    ${colors.length > 0 ? html`<tr><th>Color</th><td>${colors.join(', ')}</td></tr>` : ''}
    ${sizes.length > 0 ? html`<tr><th>Size</th><td>${sizes.join(', ')}</td></tr>` : ''}
    <tr><th>Weight</th><td>${product.weight_lbs} lbs</td></tr>
  </tbody></table></div>
  <div class="tab-panel" data-panel="reviews" id="reviews" hidden>
    <h2>Customer Reviews</h2>
    ${
      reviews.length === 0
        ? html`<p>There are no reviews for this product yet.</p>`
        : html`<ol class="review-items" style="list-style:none;padding:0">${reviews.map(
            (r) => html`<li class="review-item">
      <div class="review-title">${r.title}</div>
      <div class="rating" title="${r.rating * 20}%"><span class="stars" aria-hidden="true">${stars(r.rating)}</span> <span class="text">Rating: ${r.rating} out of 5</span></div>
      <div class="review-content">${r.detail}</div>
      <div class="review-details"><p class="review-author"><span class="review-details-label">Review by</span> <strong class="review-details-value">${r.nickname}</strong></p>
      <p class="review-date"><span class="review-details-label">Posted on</span> <time class="review-details-value">${formatShortDate(r.created_at)}</time></p></div>
    </li>`,
          )}</ol>`
    }
    ${reviewForm(request, product)}
  </div>
</div>`;
}
