// The shop's own `func:` helper beyond WebArena's canonical ones: the title of a product's latest
// review, read through the same REST endpoints and admin token the canonical review helpers use.
import { DEFAULT_ADMIN } from '../magento/generate-people.js';
import type { FuncHelper, FuncHelperContext } from '../tasks/func-helper.js';

async function restJson(context: FuncHelperContext, path: string, init: RequestInit = {}): Promise<unknown> {
  const base = context.urls.shopping;
  if (!base) throw new Error('shopping_get_sku_latest_review_title needs the shopping site URL');
  const response = await context.fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

export const shoppingGetSkuLatestReviewTitle: FuncHelper = {
  name: 'shopping_get_sku_latest_review_title',
  description: "the title of the product's most recent review (any status), '' when it has none",
  arity: 1,
  async call([sku], context) {
    const token = (await restJson(context, '/rest/default/V1/integration/admin/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEFAULT_ADMIN),
    })) as string;
    const reviews = (await restJson(context, `/rest/V1/products/${encodeURIComponent(sku ?? '')}/reviews`, {
      headers: { authorization: `Bearer ${token}` },
    })) as { title: string }[];
    return reviews.at(-1)?.title ?? '';
  },
};
