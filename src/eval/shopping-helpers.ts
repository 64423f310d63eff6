// WebArena's helpers that ask the shopping site (Magento) through its REST API with an admin token:
// the latest order's page URL, and the author and rating of a product's latest review. Behaviour and
// endpoints as in WebArena's helper_functions.py; the built-in shop implements the same endpoints.
import { EvaluationError } from './evaluation-error.js';
import type { EvalHelper, HelperContext } from './helper-registry.js';
import { pythonStr } from './python-str.js';
import { parseAnswerInt } from './string-rules.js';

/** WebArena's shopping admin account (browser_env/env_config.py ACCOUNTS["shopping_site_admin"]). */
export const SHOPPING_ADMIN_ACCOUNT = { username: 'admin', password: 'admin1234' } as const;

const REQUEST_TIMEOUT_MS = 30_000;

function shoppingUrl(helper: string, context: HelperContext): string {
  const url = context.siteUrls.shopping;
  if (url === undefined) {
    throw new EvaluationError(
      `task ${context.taskId}: ${helper} needs the shopping site's URL; set SHOPPING or run on the built-in sites`,
    );
  }
  return url;
}

async function requestJson(
  context: HelperContext,
  url: string,
  init: RequestInit,
  what: string,
): Promise<unknown> {
  let response: Response;
  try {
    response = await context.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new EvaluationError(
      `task ${context.taskId}: ${what} failed: ${(error as Error).message} (${url})`,
      {
        cause: error,
      },
    );
  }
  const body = await response.text();
  if (response.status !== 200) {
    throw new EvaluationError(
      `task ${context.taskId}: ${what} got HTTP ${response.status} from ${url}: ${body.slice(0, 200)}`,
    );
  }
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new EvaluationError(`task ${context.taskId}: ${what} got a body that is not JSON from ${url}`, {
      cause: error,
    });
  }
}

/** POST {SHOPPING}/rest/default/V1/integration/admin/token → the bearer token (a JSON string). */
async function adminToken(base: string, context: HelperContext): Promise<string> {
  const token = await requestJson(
    context,
    `${base}/rest/default/V1/integration/admin/token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SHOPPING_ADMIN_ACCOUNT),
    },
    'the Magento admin token request',
  );
  if (typeof token !== 'string') {
    throw new EvaluationError(
      `task ${context.taskId}: the Magento admin token request returned ${JSON.stringify(token)}, not a token`,
    );
  }
  return token;
}

async function adminGet(base: string, path: string, context: HelperContext, what: string): Promise<unknown> {
  const token = await adminToken(base, context);
  return requestJson(
    context,
    `${base}${path}`,
    { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
    what,
  );
}

/** `shopping_get_latest_order_url()`: `{SHOPPING}/sales/order/view/order_id/<increment_id as int>/`. */
export const shoppingGetLatestOrderUrl: EvalHelper = {
  params: [],
  run: async (_args, context) => {
    const base = shoppingUrl('shopping_get_latest_order_url', context);
    const query = new URLSearchParams({
      'searchCriteria[sortOrders][0][field]': 'created_at',
      'searchCriteria[sortOrders][0][direction]': 'DESC',
      'searchCriteria[pageSize]': '1',
    });
    const orders = (await adminGet(
      base,
      `/rest/V1/orders?${query}`,
      context,
      'the latest-order request',
    )) as {
      items?: { increment_id?: unknown }[];
    };
    const incrementId = orders.items?.[0]?.increment_id;
    const orderId =
      typeof incrementId === 'string'
        ? parseAnswerInt(incrementId)
        : Number.isInteger(incrementId)
          ? (incrementId as number)
          : null;
    if (orderId === null) {
      throw new EvaluationError(
        `task ${context.taskId}: the shop returned no latest order with a numeric increment_id (got ${JSON.stringify(orders.items?.[0] ?? null)})`,
      );
    }
    return `${base}/sales/order/view/order_id/${orderId}/`;
  },
};

interface Review {
  nickname?: unknown;
  ratings?: { rating_name?: unknown; percent?: unknown }[];
}

async function reviews(helper: string, sku: string, context: HelperContext): Promise<Review[]> {
  const base = shoppingUrl(helper, context);
  const list = await adminGet(
    base,
    `/rest/V1/products/${encodeURI(sku)}/reviews`,
    context,
    `the reviews request for ${sku}`,
  );
  if (!Array.isArray(list)) {
    throw new EvaluationError(
      `task ${context.taskId}: the reviews of ${sku} are not a list (got ${JSON.stringify(list)})`,
    );
  }
  return list as Review[];
}

/** `shopping_get_sku_latest_review_author(sku)`: the last review's nickname; "" when there are none. */
export const shoppingGetSkuLatestReviewAuthor: EvalHelper = {
  params: ['string'],
  run: async ([sku], context) => {
    const list = await reviews('shopping_get_sku_latest_review_author', sku as string, context);
    return list.length === 0 ? '' : pythonStr(list.at(-1)!.nickname);
  },
};

/** `shopping_get_sku_latest_review_rating(sku)`: the last review's first rating percent as text; "" when none. */
export const shoppingGetSkuLatestReviewRating: EvalHelper = {
  params: ['string'],
  run: async ([sku], context) => {
    const list = await reviews('shopping_get_sku_latest_review_rating', sku as string, context);
    if (list.length === 0) return '';
    // WebArena asserts that the first review's first rating is the "Rating" one.
    if (list[0]!.ratings?.[0]?.rating_name !== 'Rating') {
      throw new EvaluationError(
        `task ${context.taskId}: the first review of ${sku} has no "Rating" rating first`,
      );
    }
    return pythonStr(list.at(-1)!.ratings?.[0]?.percent);
  },
};
