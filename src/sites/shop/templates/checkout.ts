// Buying: add a product to the cart, check out with a chosen shipping method and place the order —
// checked on the latest order's page through WebArena's `shopping_get_latest_order_url` helper.
import type { Observation } from '../../../core/index.js';
import { exit } from '../../oracle/actions.js';
import type { SolverStep } from '../../oracle/solver.js';
import { clickElement } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { addToCartOnProductPage } from './cart.js';
import { OPTION_PLACEHOLDER, SHOP, SHOP_DB, selectableValues, shopProducts } from './shop-data.js';
import { openProduct } from './shop-steps.js';

const SHIPPING = ['Flat Rate', 'Best Way'] as const;

function orderCheck(sku: string, shipping: string) {
  const latest = 'func:shopping_get_latest_order_url()';
  return programHtmlEval(
    {
      url: latest,
      locator: outerTextOf('.order-details-items.ordered'),
      required_contents: { must_include: [sku] },
    },
    {
      url: latest,
      locator: outerTextOf('.box-order-shipping-method .box-content'),
      required_contents: { must_include: [shipping] },
    },
  );
}

/** From a confirmed Add to Cart: the modal's View Cart, Proceed to Checkout, shipping method, Place Order. */
function* checkOut(afterAdd: Observation, shipping: string): SolverStep<Observation> {
  const cart = yield* clickElement(afterAdd, { role: 'link', text: 'View Cart' });
  const checkout = yield* clickElement(cart, { role: 'link', text: 'Proceed to Checkout' });
  const chosen = yield* clickElement(checkout, { role: 'radio', attributes: { title: shipping } });
  return yield* clickElement(chosen, { role: 'button', text: 'Place Order' });
}

type BuyVars = { product: string; shipping: string };

export const buyProduct = defineTemplate<BuyVars>({
  key: 'shopping/buy-product',
  id: 1022,
  sites: ['shopping'],
  intentTemplate: 'Buy "{{product}}" and have it shipped with the "{{shipping}}" method.',
  complexity: 2,
  instances: ({ db, rng }) =>
    shopProducts(db(SHOP_DB))
      .filter((p) => p.qty > 0 && p.colors.length === 0 && p.sizes.length === 0)
      .map((p) => {
        const shipping = rng.pick(SHIPPING);
        return { vars: { product: p.name, shipping }, startUrl: SHOP, eval: orderCheck(p.sku, shipping) };
      }),
  *solve(task, first) {
    const { product, shipping } = task.instantiation_dict as BuyVars;
    const added = yield* addToCartOnProductPage(yield* openProduct(first, product), {});
    yield* checkOut(added, shipping);
    yield exit('');
  },
});

type ColorBuyVars = { product: string; color: string };

export const buyInColor = defineTemplate<ColorBuyVars>({
  key: 'shopping/buy-product-in-color',
  id: 1034,
  sites: ['shopping'],
  intentTemplate: 'Order "{{product}}" in {{color}} for me, with the default shipping.',
  complexity: 2,
  testOnly: true,
  instances: ({ db, rng }) =>
    shopProducts(db(SHOP_DB))
      .filter((p) => p.qty > 0 && p.colors.length > 1 && p.sizes.length === 0)
      .flatMap((p) => {
        const colors = selectableValues(p.colors, OPTION_PLACEHOLDER);
        return colors.length === 0
          ? []
          : [
              {
                vars: { product: p.name, color: rng.pick(colors) },
                startUrl: SHOP,
                eval: orderCheck(p.sku, 'Flat Rate'),
              },
            ];
      }),
  *solve(task, first) {
    const { product, color } = task.instantiation_dict as ColorBuyVars;
    const added = yield* addToCartOnProductPage(yield* openProduct(first, product), { Color: color });
    yield* checkOut(added, 'Flat Rate');
    yield exit('');
  },
});
