// A cross-site task over the store's shared database: change a product's price in the shop admin
// and put the product in the cart in the storefront; the cart (which prices lines from the catalogue)
// shows the new price only when both were done.

import { formatMoney, plainMoney } from '../magento/store-format.js';
import { exit } from '../oracle/actions.js';
import { addToCartOnProductPage } from '../shop/templates/cart.js';
import { SHOP, SHOP_DB, shopProducts } from '../shop/templates/shop-data.js';
import { openProduct } from '../shop/templates/shop-steps.js';
import { ADMIN_DB, distinctProducts } from '../shop-admin/templates/admin-data.js';
import { fill } from '../shop-admin/templates/admin-steps.js';
import { openProductEdit, saveProduct } from '../shop-admin/templates/product-steps.js';
import { outerTextOf, programHtmlEval } from '../tasks/eval-specs.js';
import { defineTemplate } from '../tasks/task-template.js';
import { HOME } from './cross-data.js';
import { backToHome, openFromHome } from './cross-steps.js';

type RepriceVars = { product: string; price: string };

export const repriceAndAddToCart = defineTemplate<RepriceVars>({
  key: 'cross-site/reprice-and-cart',
  id: 9007,
  sites: ['shopping_admin', 'shopping'],
  intentTemplate:
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before a {{slot}}, not a JS template
    'In the shop admin, change the price of "{{product}}" to ${{price}}. Then add it to my cart in OneStopShop.',
  complexity: 2,
  counts: { test: 1 },
  instances: ({ db, rng }) => {
    // Products the admin grid finds by name and the store sells from stock without options to choose.
    const inAdmin = new Set(distinctProducts(db(ADMIN_DB)).map((p) => p.name));
    const products = shopProducts(db(SHOP_DB)).filter(
      (p) =>
        inAdmin.has(p.name) &&
        p.qty > 0 &&
        p.colors.length === 0 &&
        p.sizes.length === 0 &&
        !p.name.includes('"'),
    );
    return rng.sample(products, 80).map((p) => {
      let cents =
        Math.max(1, Math.floor((p.price_cents / 100) * (0.7 + rng.next() * 0.6))) * 100 +
        rng.pick([99, 0, 49, 95]);
      if (cents === p.price_cents) cents += 100;
      return {
        vars: { product: p.name, price: plainMoney(cents) },
        startUrl: HOME,
        eval: programHtmlEval({
          url: `${SHOP}/checkout/cart/`,
          locator: outerTextOf('#shopping-cart-table'),
          required_contents: { must_include: [p.name, formatMoney(cents)] },
        }),
      };
    });
  },
  *solve(task, home) {
    const { product, price } = task.instantiation_dict as RepriceVars;
    const productPage = yield* openProduct(yield* openFromHome(home, 'OneStopShop'), product);
    const added = yield* addToCartOnProductPage(productPage, {});
    const back = yield* backToHome(added, home.url);
    const form = yield* fill(
      yield* openProductEdit(yield* openFromHome(back, 'Shopping Admin'), product),
      'Price',
      price,
    );
    yield* saveProduct(form);
    yield exit('');
  },
});
