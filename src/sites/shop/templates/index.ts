// The shop's task templates, in a fixed order (task ids follow it).
import type { TaskTemplate } from '../../tasks/task-template.js';
import { changeName, contactDraft, updateAddress } from './account.js';
import { addSeveral, addWithColor, addWithColorAndSize, cheapestToCart, reorder } from './cart.js';
import {
  categoryBrand,
  categoryByPrice,
  categoryPriceRange,
  cheapestInCategory,
  cheapestWellRated,
  mostExpensiveProduct,
} from './category-browse.js';
import { buyInColor, buyProduct } from './checkout.js';
import {
  latestOrderByStatus,
  openOrderPage,
  orderDate,
  orderItemSku,
  orderStatus,
  orderTotal,
} from './order-info.js';
import { priceBelow, productPrice, productRating, productReviewCount, reviewAuthor } from './product-info.js';
import { writeReview } from './review.js';
import { searchByPriceDescending, searchFor } from './search.js';
import { addToWishlist, compareNth, removeFromWishlist } from './wishlist-compare.js';

/**
 * How many test instances each template gives: the shop's share of `builtin:test` is 45 tasks, as
 * WebArena-Lite's shopping share — one held-out instance of each of the 27 training templates and
 * 18 instances of the 5 test-only ones.
 */
function withTestCount(template: TaskTemplate, test: number): TaskTemplate {
  return { ...template, counts: { ...template.counts, test } };
}

const TEST_ONLY_COUNTS = [4, 4, 4, 3, 3];

const trainingTemplates: readonly TaskTemplate[] = [
  // information seeking
  productPrice,
  productRating,
  productReviewCount,
  reviewAuthor,
  orderTotal,
  orderDate,
  orderStatus,
  latestOrderByStatus,
  cheapestInCategory,
  // navigation
  searchFor,
  categoryByPrice,
  categoryPriceRange,
  categoryBrand,
  mostExpensiveProduct,
  openOrderPage,
  // state changes
  addWithColorAndSize,
  addWithColor,
  addSeveral,
  cheapestToCart,
  reorder,
  addToWishlist,
  compareNth,
  changeName,
  updateAddress,
  contactDraft,
  writeReview,
  buyProduct,
];

/** Question forms the test set uses that training should show too; no test task of their own. */
const trainingOnlyTemplates: readonly TaskTemplate[] = [priceBelow];

const testOnlyTemplates: readonly TaskTemplate[] = [
  orderItemSku,
  cheapestWellRated,
  searchByPriceDescending,
  removeFromWishlist,
  buyInColor,
];

export const shopTemplates: readonly TaskTemplate[] = [
  ...trainingTemplates.map((t) => withTestCount(t, 1)),
  ...trainingOnlyTemplates,
  ...testOnlyTemplates.map((t, i) => withTestCount(t, TEST_ONLY_COUNTS[i]!)),
];
