// The shape of a leaf category's product vocabulary, and the colour palettes leaves share.

/** How to make the products of one leaf category. */
export interface LeafSpec {
  /** Category names from the top level down to this leaf. */
  path: readonly string[];
  /** How many products to generate. */
  count: number;
  /** Product nouns ("Over-Ear Headphones"). */
  nouns: readonly string[];
  /** Words placed before the noun ("Wireless"). */
  descriptors: readonly string[];
  /** Selling points, used in names ("with Active Noise Cancelling") and descriptions. */
  features: readonly string[];
  brands: readonly string[];
  /** Price range in dollars. */
  price: readonly [number, number];
  /** Colour palette; products offer 1–4 of them. Absent: no colour option. */
  colors?: readonly string[];
  /** Size option values, offered in full. Absent: no size option. */
  sizes?: readonly string[];
  /** Praise and complaints that reviews are made of. */
  pros: readonly string[];
  cons: readonly string[];
}

export const APPAREL_COLORS = [
  'Black',
  'White',
  'Navy Blue',
  'Grey',
  'Red',
  'Olive Green',
  'Beige',
  'Burgundy',
];
export const TECH_COLORS = ['Black', 'White', 'Silver', 'Midnight Blue', 'Rose Gold', 'Space Grey', 'Red'];
export const HOME_COLORS = ['White', 'Walnut', 'Espresso', 'Oak', 'Grey', 'Black', 'Natural', 'Sage Green'];
