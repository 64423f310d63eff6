// Putting things in the cart: a product with a colour (and size), several units of a product, the
// cheapest of a category, or everything of a past order again — checked on the cart page, like
// WebArena's "add it to the cart" shopping intents.
import type { Observation } from '../../../core/index.js';
import { click, exit, selectOption, typeInto } from '../../oracle/actions.js';
import { findElements } from '../../oracle/find-element.js';
import { OracleError, oracleFact, type SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollToElement, scrollUntil } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import {
  categoryListing,
  emmaOrders,
  OPTION_PLACEHOLDER,
  orderNumber,
  productsUnder,
  SHOP,
  SHOP_DB,
  selectableValues,
  shopCategories,
  shopProducts,
} from './shop-data.js';
import {
  findOrderControl,
  openCategory,
  openMyOrders,
  openProduct,
  productLinks,
  sortListing,
} from './shop-steps.js';

const CART = `${SHOP}/checkout/cart/`;

/** A check that the cart table mentions every given text. */
function cartIncludes(...texts: string[]) {
  return programHtmlEval({
    url: CART,
    locator: outerTextOf('#shopping-cart-table'),
    required_contents: { must_include: texts },
  });
}

/** On a product page: choose options, set the quantity, press Add to Cart, wait for the modal. */
export function* addToCartOnProductPage(
  page: Observation,
  choices: { Color?: string; Size?: string; qty?: number },
): SolverStep<Observation> {
  let current = page;
  for (const label of ['Color', 'Size'] as const) {
    const value = choices[label];
    if (value === undefined) continue;
    const [select] = yield* scrollToElement(current, { role: 'combobox', attributes: { title: label } });
    current = yield selectOption(select, value);
  }
  if (choices.qty !== undefined) {
    const [qty] = yield* scrollToElement(current, { role: 'spinbutton', attributes: { title: 'Qty' } });
    current = yield typeInto(qty, String(choices.qty));
  }
  const [button] = yield* scrollToElement(current, { role: 'button', text: 'Add to Cart' });
  current = yield click(button);
  const [added] = yield* scrollUntil(
    current,
    (o) => o.texts.find((t) => t.text.startsWith('You added ')),
    'the "You added … to your shopping cart" message',
  );
  if (!added) throw new OracleError('the cart did not confirm the item');
  return current;
}

type OptionVars = { product: string; color: string; size: string };

export const addWithColorAndSize = defineTemplate<OptionVars>({
  key: 'shopping/add-to-cart-color-size',
  id: 1015,
  sites: ['shopping'],
  intentTemplate: 'Add "{{product}}" in {{color}}, size {{size}}, to my shopping cart.',
  complexity: 3,
  instances: ({ db, rng }) =>
    shopProducts(db(SHOP_DB))
      .filter((p) => p.qty > 0 && p.colors.length > 0 && p.sizes.length > 0)
      .flatMap((p) => {
        const colors = selectableValues(p.colors, OPTION_PLACEHOLDER);
        const sizes = selectableValues(p.sizes, OPTION_PLACEHOLDER);
        if (colors.length === 0 || sizes.length === 0) return [];
        const [color, size] = [rng.pick(colors), rng.pick(sizes)];
        return [
          {
            vars: { product: p.name, color, size },
            startUrl: SHOP,
            eval: cartIncludes(p.name, `Color: ${color}, Size: ${size}`),
          },
        ];
      }),
  *solve(task, first) {
    const { product, color, size } = task.instantiation_dict as OptionVars;
    const page = yield* openProduct(first, product);
    yield* addToCartOnProductPage(page, { Color: color, Size: size });
    yield exit('');
  },
});

type ColorVars = { product: string; color: string };

export const addWithColor = defineTemplate<ColorVars>({
  key: 'shopping/add-to-cart-color',
  id: 1027,
  sites: ['shopping'],
  intentTemplate: 'I want "{{product}}" in {{color}}. Put it in my cart.',
  complexity: 2,
  instances: ({ db, rng }) =>
    shopProducts(db(SHOP_DB))
      .filter((p) => p.qty > 0 && p.colors.length > 1 && p.sizes.length === 0)
      .flatMap((p) => {
        const colors = selectableValues(p.colors, OPTION_PLACEHOLDER);
        if (colors.length === 0) return [];
        const color = rng.pick(colors);
        return [
          { vars: { product: p.name, color }, startUrl: SHOP, eval: cartIncludes(p.name, `Color: ${color}`) },
        ];
      }),
  *solve(task, first) {
    const { product, color } = task.instantiation_dict as ColorVars;
    const page = yield* openProduct(first, product);
    yield* addToCartOnProductPage(page, { Color: color });
    yield exit('');
  },
});

type QtyVars = { product: string; qty: number };

export const addSeveral = defineTemplate<QtyVars>({
  key: 'shopping/add-to-cart-quantity',
  id: 1016,
  sites: ['shopping'],
  intentTemplate: 'Add {{qty}} units of "{{product}}" to my shopping cart.',
  complexity: 2,
  instances: ({ db, rng }) =>
    shopProducts(db(SHOP_DB))
      .filter((p) => p.qty > 5 && p.colors.length === 0 && p.sizes.length === 0)
      .map((p) => {
        const qty = rng.int(2, 5);
        return {
          vars: { qty, product: p.name },
          startUrl: SHOP,
          eval: programHtmlEval({
            url: CART,
            locator:
              "[...document.querySelectorAll('#shopping-cart-table tbody tr')].map((r) => r.querySelector('.product-item-name').textContent.trim() + ' x' + r.querySelector('input[title=Qty]').value).join('; ')",
            required_contents: { must_include: [`${p.name} x${qty}`] },
          }),
        };
      }),
  *solve(task, first) {
    const { product, qty } = task.instantiation_dict as QtyVars;
    const page = yield* openProduct(first, product);
    yield* addToCartOnProductPage(page, { qty });
    yield exit('');
  },
});

type CategoryVars = { category: string };

export const cheapestToCart = defineTemplate<CategoryVars>({
  key: 'shopping/add-cheapest-in-category',
  id: 1025,
  sites: ['shopping'],
  intentTemplate:
    'Browse the "{{category}}" category from the lowest price up and add the least expensive item to my cart.',
  complexity: 2,
  instances: ({ db }) => {
    const products = shopProducts(db(SHOP_DB));
    return shopCategories(db(SHOP_DB))
      .filter((c) => productsUnder(products, c).length > 0)
      .filter((c, _, all) => all.filter((o) => o.name === c.name).length === 1)
      .flatMap((c) => {
        const cheapest = categoryListing(db(SHOP_DB), c, 'price', 'asc').items[0]!;
        if (cheapest.qty <= 0) return [];
        return [
          {
            vars: { category: c.name },
            startUrl: SHOP,
            eval: cartIncludes(cheapest.name),
            oracle: { menuPath: c.path.join(' > ') },
          },
        ];
      });
  },
  *solve(task, first) {
    const listing = yield* openCategory(first, oracleFact(task, 'menuPath').split(' > '));
    const sorted = yield* sortListing(listing, 'Price', 'asc');
    const [top] = yield* scrollUntil(sorted, (o) => productLinks(o)[0], 'the first product');
    const page = yield* clickElement(sorted, {
      role: 'link',
      text: top.text,
      attributes: { title: top.text },
    });
    // Any colour and size will do: take the first real choice of each option list.
    const choices: { Color?: string; Size?: string } = {};
    for (const label of ['Color', 'Size'] as const) {
      const select = findElements(page, { role: 'combobox', attributes: { title: label } })[0];
      if (select?.options?.[1]) choices[label] = select.options[1];
    }
    yield* addToCartOnProductPage(page, choices);
    yield exit('');
  },
});

type OrderVars = { order: number };

export const reorder = defineTemplate<OrderVars>({
  key: 'shopping/reorder',
  id: 1021,
  sites: ['shopping'],
  intentTemplate: 'Find my order number {{order}} and reorder everything in it.',
  complexity: 2,
  instances: ({ db }) => {
    const enabled = new Set(shopProducts(db(SHOP_DB)).map((p) => p.id));
    return emmaOrders(db(SHOP_DB))
      .filter((o) => o.items.every((i) => enabled.has(i.product_id)))
      .map((o) => ({
        vars: { order: orderNumber(o) },
        startUrl: SHOP,
        eval: cartIncludes(...o.items.map((i) => i.name)),
      }));
  },
  *solve(task, first) {
    const number = String((task.instantiation_dict as OrderVars).order).padStart(9, '0');
    const orders = yield* openMyOrders(first);
    const [button] = yield* findOrderControl(orders, (context) => context.includes(number), 'Reorder');
    yield click(button);
    yield exit('');
  },
});
