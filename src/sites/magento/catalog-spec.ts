// The store's catalogue plan: the category tree and, per leaf category, the vocabulary that product
// names, options, prices and reviews are drawn from. The generator turns this into 395 products.
import { BEAUTY_SPORTS_FOOD_LEAVES } from './leaves-beauty-sports-food.js';
import { ELECTRONICS_LEAVES } from './leaves-electronics.js';
import { HOME_CLOTHING_LEAVES } from './leaves-home-clothing.js';
import { OFFICE_GAMES_TOYS_LEAVES } from './leaves-office-games-toys.js';

export type { LeafSpec } from './leaf-spec.js';

import type { LeafSpec } from './leaf-spec.js';

export const LEAVES: readonly LeafSpec[] = [
  ...ELECTRONICS_LEAVES,
  ...HOME_CLOTHING_LEAVES,
  ...BEAUTY_SPORTS_FOOD_LEAVES,
  ...OFFICE_GAMES_TOYS_LEAVES,
];

/** Short descriptions of the top-level categories (shown on category pages). */
export const TOP_CATEGORY_BLURBS: Readonly<Record<string, string>> = {
  Electronics: 'Headphones, speakers, cameras and everything for your desk.',
  'Cell Phones & Accessories': 'Cases, chargers and protection for the phone you carry everywhere.',
  'Home & Kitchen': 'Furniture, cookware, coffee and bedding for every room.',
  'Clothing, Shoes & Jewelry': 'Everyday styles for men and women, and jewelry to finish the look.',
  'Beauty & Personal Care': 'Makeup, skin care and hair care from brands you love.',
  'Sports & Outdoors': 'Gear for the trail, the campsite and the home gym.',
  'Grocery & Gourmet Food': 'Snacks, tea and coffee delivered to your door.',
  'Office Products': 'Pens, paper and notebooks for work and school.',
  'Video Games': 'Controllers and accessories for every console.',
  'Toys & Games': 'Board games and puzzles for family game night.',
};
