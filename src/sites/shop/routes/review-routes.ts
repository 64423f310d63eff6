// Writing a product review: the form on the product page posts here; the review waits for
// moderation (status pending), as in Magento, so it shows in the admin and the REST API, not the page.
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { productById } from '../../magento/catalog-queries.js';
import { STORE_NOW } from '../../magento/store-format.js';
import { currentCustomer, setFlash } from '../shop-session.js';
import { productPath } from '../views/product-card.js';

function postReview(request: RequestContext): SiteResponse {
  const product = productById(request.db, Number(request.params.id));
  if (product?.status !== 1) return redirect(request.href('/'));
  const get = (name: string) => (request.form.get(name) ?? '').trim();
  const rating = Number(get('rating'));
  if (
    !Number.isInteger(rating) ||
    rating < 1 ||
    rating > 5 ||
    !get('nickname') ||
    !get('title') ||
    !get('detail')
  ) {
    setFlash(
      request,
      'error',
      'Please select one of each of the ratings above and fill in every field of the review.',
    );
    return redirect(`${request.href(productPath(product))}#reviews`);
  }
  request.db.run(
    `INSERT INTO reviews (product_id, customer_id, nickname, title, detail, rating, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
    product.id,
    currentCustomer(request)?.id ?? null,
    get('nickname'),
    get('title'),
    get('detail'),
    rating,
    STORE_NOW,
  );
  setFlash(request, 'success', 'You submitted your review for moderation.');
  return redirect(request.href(productPath(product)));
}

export function addReviewRoutes(router: Router): void {
  router.post('/review/product/post/id/:id', postReview);
}
