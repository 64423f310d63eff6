// The helpers WebArena and WebArena-Lite task files call, by the names the files use.
import type { EvalHelper } from './helper-registry.js';
import { gitlabGetProjectMemberRole, redditGetPostUrl } from './page-helpers.js';
import {
  shoppingGetLatestOrderUrl,
  shoppingGetSkuLatestReviewAuthor,
  shoppingGetSkuLatestReviewRating,
} from './shopping-helpers.js';

/** A fresh registry of the built-in helpers; add entries to it for task files that use others. */
export function builtinHelpers(): Map<string, EvalHelper> {
  return new Map<string, EvalHelper>([
    ['reddit_get_post_url', redditGetPostUrl],
    ['gitlab_get_project_memeber_role', gitlabGetProjectMemberRole],
    ['shopping_get_latest_order_url', shoppingGetLatestOrderUrl],
    ['shopping_get_sku_latest_review_author', shoppingGetSkuLatestReviewAuthor],
    ['shopping_get_sku_latest_review_rating', shoppingGetSkuLatestReviewRating],
  ]);
}
