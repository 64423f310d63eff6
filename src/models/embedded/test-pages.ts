// Hand-built observations for the embedded models' tests and benchmarks: a shop-like page with a
// search box, category links, a product list and a form, generated from a seed so that tests can
// draw unseen instances. Only test and bench code imports this file.
import type { AgentContext, Observation, PageElement, TextBlock } from '../../core/index.js';

/** A page element with defaults for everything a test does not care about. */
export function element(
  id: number,
  tag: string,
  text: string,
  extra: Partial<PageElement> = {},
): PageElement {
  const roles: Record<string, string> = { a: 'link', button: 'button', input: 'textbox', select: 'combobox' };
  return {
    id,
    tag,
    role: roles[tag] ?? 'generic',
    text,
    attributes: {},
    bbox: [20 + (id % 4) * 300, 40 + id * 24, 200, 20],
    context: '',
    ...extra,
  };
}

/** An observation from elements and text blocks. */
export function observation(
  elements: PageElement[],
  texts: (string | TextBlock)[],
  extra: Partial<Observation> = {},
): Observation {
  elements.forEach((e, i) => {
    if (e.id !== i) throw new Error(`test page element ${i} has id ${e.id}; ids must be 0, 1, 2 …`);
  });
  return {
    url: 'http://127.0.0.1:8000/',
    title: 'One Stop Market',
    html: '<html></html>',
    elements,
    texts: texts.map((t, i) =>
      typeof t === 'string' ? { text: t, tag: 'p', bbox: [10, 300 + i * 20, 400, 18] } : t,
    ),
    scroll: { y: 0, height: 2000, viewportHeight: 720 },
    tabs: [{ url: 'http://127.0.0.1:8000/', title: 'One Stop Market' }],
    activeTab: 0,
    ...extra,
  };
}

const ADJECTIVES = [
  'Blue',
  'Red',
  'Classic',
  'Organic',
  'Wireless',
  'Compact',
  'Deluxe',
  'Vintage',
  'Smart',
  'Soft',
];
const NOUNS = [
  'Mug',
  'Lamp',
  'Backpack',
  'Headphones',
  'Blender',
  'Sneakers',
  'Notebook',
  'Kettle',
  'Jacket',
  'Pillow',
];
const CATEGORIES = [
  'Electronics',
  'Home & Kitchen',
  'Clothing',
  'Sports & Outdoors',
  'Beauty',
  'Office Products',
];

/** A product: name and price, drawn from a seeded source. */
export interface TestProduct {
  name: string;
  price: string;
}

/** `count` distinct products. */
export function products(random: () => number, count: number): TestProduct[] {
  const out = new Map<string, TestProduct>();
  while (out.size < count) {
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const name = `${pick(ADJECTIVES)} ${pick(NOUNS)} ${Math.floor(random() * 90 + 10)}`;
    out.set(name, { name, price: `$${(random() * 200 + 1).toFixed(2)}` });
  }
  return [...out.values()];
}

/** A shop page listing products: header links, a search box and button, categories, product links. */
export function shopPage(items: readonly TestProduct[], extraLinks = 0): Observation {
  const elements: PageElement[] = [];
  const add = (tag: string, text: string, extra: Partial<PageElement> = {}) =>
    elements.push(element(elements.length, tag, text, extra));
  add('a', 'My Account');
  add('a', 'My Wish List');
  add('input', '', {
    attributes: { placeholder: 'Search entire store here...', type: 'text' },
    context: 'Search',
    value: '',
  });
  add('button', 'Search', { attributes: { type: 'submit', title: 'Search' } });
  for (const c of CATEGORIES) add('a', c, { context: 'Categories' });
  add('select', '', {
    options: ['Relevance', 'Price', 'Product Name'],
    context: 'Sort By',
    value: 'Relevance',
  });
  for (const p of items) add('a', p.name, { context: `${p.name} ${p.price} Add to Cart` });
  for (let i = 0; i < extraLinks; i++) add('a', `Footer link ${i}`, { context: 'Footer' });
  const texts = ['Welcome to One Stop Market', ...items.flatMap((p) => [p.name, p.price])];
  return observation(elements, texts);
}

/** A product page: name, price, quantity box, colour select, Add to Cart. */
export function productPage(item: TestProduct): Observation {
  const elements = [
    element(0, 'a', 'My Account'),
    element(1, 'input', '', {
      attributes: { placeholder: 'Search entire store here...' },
      context: 'Search',
    }),
    element(2, 'select', '', {
      options: ['Choose an Option...', 'Black', 'White', 'Green'],
      context: 'Color',
    }),
    element(3, 'input', '', { attributes: { title: 'Qty', type: 'number' }, value: '1', context: 'Qty' }),
    element(4, 'button', 'Add to Cart', { attributes: { title: 'Add to Cart' } }),
    element(5, 'a', 'Reviews (3)'),
  ];
  const texts: TextBlock[] = [
    { text: item.name, tag: 'h1', bbox: [10, 100, 500, 30] },
    { text: `Price: ${item.price}`, tag: 'span', bbox: [10, 140, 200, 20] },
    { text: 'In stock', tag: 'span', bbox: [10, 160, 200, 20] },
    { text: 'Rating: 4.5 out of 5 (3 reviews, last on Mar 3, 2023)', tag: 'p', bbox: [10, 180, 400, 20] },
  ];
  return observation(elements, texts, { url: 'http://127.0.0.1:8000/product/1', title: item.name });
}

/** A fresh agent context at step 0. */
export function contextOf(intent: string, page: Observation): AgentContext {
  return { intent, history: [], observation: page };
}
