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
import { productPrice, productRating, productReviewCount, reviewAuthor } from './product-info.js';
import { writeReview } from './review.js';
import { searchByPriceDescending, searchFor } from './search.js';
import { addToWishlist, compareNth, removeFromWishlist } from './wishlist-compare.js';

export const shopTemplates: readonly TaskTemplate[] = [
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
  // test only
  orderItemSku,
  cheapestWellRated,
  searchByPriceDescending,
  removeFromWishlist,
  buyInColor,
];
