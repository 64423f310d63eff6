// Name parts and counts for the map's generated businesses (cafes, restaurants, shops, services):
// fictional names built from a shared word list and a suffix per category, so no two places share
// a name and every name reads like a real storefront.

/** Words that start a business name. */
export const NAME_WORDS = [
  'Copper',
  'Maple',
  'Ironwood',
  'Bluebird',
  'Riverside',
  'Golden Triangle',
  'Steel City',
  'Hilltop',
  'Ember',
  'Juniper',
  'Lantern',
  'Union',
  'Foundry',
  'Harbor',
  'Sparrow',
  'Cedar',
  'Allegheny',
  'Monongahela',
  'Incline',
  'Bridgeview',
  'Cobblestone',
  'Larkspur',
  'Fernwood',
  'Birch',
  'Keystone',
  'Red Door',
  'Oakmont',
  'Duquesne',
  'Northstar',
  'Tin Roof',
  'Whistle Stop',
  'Black Diamond',
  'Three Rivers',
  'Blue Heron',
  'Silver Lake',
  'Chestnut',
  'Pinecone',
  'Arrowhead',
  'Morning Glory',
  'Lighthouse',
] as const;

/** How a generated business of a category is named and how many there are. */
export interface BusinessKind {
  category: string;
  count: number;
  /** Name suffixes; a name is `<word> <suffix>`. Each suffix may fix the cuisine of a restaurant. */
  suffixes: readonly (readonly [string, readonly string[]])[];
  /** OSM opening_hours values to draw from; empty for places without them. */
  openingHours: readonly string[];
}

const plain = (...suffixes: string[]) => suffixes.map((s) => [s, []] as const);

export const BUSINESS_KINDS: readonly BusinessKind[] = [
  {
    category: 'cafe',
    count: 24,
    suffixes: plain('Coffee', 'Coffee House', 'Espresso Bar', 'Café', 'Tea House', 'Roasters'),
    openingHours: [
      'Mo-Fr 07:00-18:00; Sa-Su 08:00-16:00',
      'Mo-Su 07:00-20:00',
      'Mo-Sa 06:30-17:00',
      'Mo-Fr 07:30-15:00; Sa 08:00-14:00',
      'Tu-Su 08:00-19:00',
    ],
  },
  {
    category: 'restaurant',
    count: 36,
    suffixes: [
      ['Kitchen', ['american', 'mediterranean', 'ethiopian', 'korean']],
      ['Bistro', ['french']],
      ['Trattoria', ['italian']],
      ['Grill', ['american', 'greek', 'steak_house']],
      ['Pizzeria', ['pizza']],
      ['Noodle House', ['chinese', 'vietnamese', 'thai']],
      ['Taqueria', ['mexican']],
      ['Curry House', ['indian']],
      ['Sushi Bar', ['japanese']],
      ['Table', ['american', 'seafood']],
    ],
    openingHours: [
      'Tu-Su 11:30-22:00',
      'Mo-Th 11:00-21:00; Fr-Sa 11:00-23:00',
      'Mo-Su 17:00-22:00',
      'We-Mo 12:00-21:30',
      'Mo-Sa 11:00-22:00; Su 12:00-20:00',
    ],
  },
  {
    category: 'fast_food',
    count: 10,
    suffixes: [
      ['Burgers', ['burger']],
      ['Subs', ['sandwich']],
      ['Chicken', ['chicken']],
      ['Hot Dogs', ['hot_dog']],
    ],
    openingHours: ['Mo-Su 10:00-23:00', 'Mo-Su 10:30-02:00', 'Mo-Sa 11:00-22:00'],
  },
  {
    category: 'bar',
    count: 12,
    suffixes: plain('Tap Room', 'Pub', 'Brewing Company', 'Cocktail Lounge'),
    openingHours: ['Mo-Su 16:00-02:00', 'Tu-Sa 17:00-01:00', 'Mo-Su 12:00-24:00'],
  },
  {
    category: 'hotel',
    count: 8,
    suffixes: plain('Inn', 'Suites', 'Hotel', 'Guest House'),
    openingHours: [],
  },
  {
    category: 'pharmacy',
    count: 10,
    suffixes: plain('Pharmacy', 'Drug Store', 'Apothecary'),
    openingHours: ['Mo-Fr 08:00-21:00; Sa 09:00-18:00; Su 10:00-17:00', '24/7', 'Mo-Sa 09:00-19:00'],
  },
  {
    category: 'supermarket',
    count: 10,
    suffixes: plain('Market', 'Grocery', 'Food Co-op', 'Fresh Foods'),
    openingHours: ['Mo-Su 07:00-22:00', 'Mo-Sa 08:00-21:00; Su 09:00-19:00', 'Mo-Su 06:00-24:00'],
  },
  {
    category: 'bank',
    count: 9,
    suffixes: plain('Savings Bank', 'Federal Credit Union', 'Trust Company'),
    openingHours: ['Mo-Fr 09:00-17:00; Sa 09:00-12:00', 'Mo-Fr 09:00-16:30'],
  },
  {
    category: 'fuel',
    count: 7,
    suffixes: plain('Gas', 'Fuel Stop', 'Service Station'),
    openingHours: ['24/7', 'Mo-Su 06:00-23:00'],
  },
  {
    category: 'school',
    count: 6,
    suffixes: plain('Elementary School', 'Middle School', 'Academy'),
    openingHours: ['Mo-Fr 08:00-15:30'],
  },
];

/** Neighbourhood services named after the neighbourhood they serve. */
export const NEIGHBOURHOOD_SERVICES: readonly {
  category: string;
  name: (neighbourhood: string) => string;
  neighbourhoods: readonly string[];
  openingHours: string;
}[] = [
  {
    category: 'post_office',
    name: (n) => `${n} Post Office`,
    neighbourhoods: ['Downtown', 'Oakland', 'Squirrel Hill', 'East Liberty', 'South Side', 'Lawrenceville'],
    openingHours: 'Mo-Fr 08:30-17:00; Sa 09:00-12:00',
  },
  {
    category: 'library',
    name: (n) => `Carnegie Library of Pittsburgh - ${n}`,
    neighbourhoods: ['Squirrel Hill', 'East Liberty', 'Lawrenceville', 'South Side', 'Hill District'],
    openingHours: 'Mo-Th 10:00-20:00; Fr-Sa 10:00-17:00',
  },
  {
    category: 'police',
    name: (n) => `Pittsburgh Police - ${n} Station`,
    neighbourhoods: ['Downtown', 'Oakland', 'East Liberty', 'South Side'],
    openingHours: '24/7',
  },
];
