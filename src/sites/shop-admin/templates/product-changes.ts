// State changes on products, checked on the product's edit form as WebArena does
// (`[name="product[price]"]`, `[name="product[status]"]`, `…[quantity_and_stock_status][qty]` …):
// set a price or a quantity, restock, disable, enable, mark out of stock.
import { plainMoney } from '../../magento/store-format.js';
import { exit } from '../../oracle/actions.js';
import { programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import type { AdminProductRow } from '../queries/admin-products.js';
import { ADMIN, ADMIN_DB, distinctProducts, inputValueOf } from './admin-data.js';
import { choose, fill } from './admin-steps.js';
import { openProductEdit, saveProduct, toggleEnabled } from './product-steps.js';

const QTY = '[name="product[quantity_and_stock_status][qty]"]';
const IN_STOCK = '[name="product[quantity_and_stock_status][is_in_stock]"]';

/** A check of one field's value on a product's edit form. */
function formValue(product: AdminProductRow, selector: string, value: string) {
  return {
    url: `${ADMIN}/catalog/product/edit/id/${product.id}/`,
    locator: inputValueOf(selector),
    required_contents: { exact_match: value },
  };
}

type PriceVars = { product: string; price: string };

export const setProductPrice = defineTemplate<PriceVars>({
  key: 'shopping_admin/set-product-price',
  id: 1130,
  sites: ['shopping_admin'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before a {{slot}}, not a JS template
  intentTemplate: 'Change the price of "{{product}}" to ${{price}}',
  complexity: 1,
  instances: ({ db, rng }) =>
    distinctProducts(db(ADMIN_DB)).map((p) => {
      const dollars = Math.max(1, Math.floor((p.price_cents / 100) * (0.7 + rng.next() * 0.6)));
      let cents = dollars * 100 + rng.pick([99, 0, 49, 95]);
      if (cents === p.price_cents) cents += 100;
      const price = plainMoney(cents);
      return {
        vars: { product: p.name, price },
        startUrl: ADMIN,
        eval: programHtmlEval(formValue(p, '[name="product[price]"]', price)),
      };
    }),
  *solve(task, first) {
    const { product, price } = task.instantiation_dict as PriceVars;
    const form = yield* fill(yield* openProductEdit(first, product), 'Price', price);
    yield* saveProduct(form);
    yield exit('');
  },
});

type QtyVars = { product: string; qty: number };

export const setProductQuantity = defineTemplate<QtyVars>({
  key: 'shopping_admin/set-product-quantity',
  id: 1131,
  sites: ['shopping_admin'],
  intentTemplate: 'We counted {{qty}} units of "{{product}}" in the warehouse; update its quantity',
  complexity: 1,
  instances: ({ db, rng }) =>
    distinctProducts(db(ADMIN_DB))
      .filter((p) => p.is_in_stock === 1)
      .map((p) => {
        const qty = p.qty > 20 ? p.qty - rng.int(1, 20) : p.qty + rng.int(5, 60);
        return {
          vars: { product: p.name, qty },
          startUrl: ADMIN,
          eval: programHtmlEval(formValue(p, QTY, String(qty))),
        };
      }),
  *solve(task, first) {
    const { product, qty } = task.instantiation_dict as QtyVars;
    const form = yield* fill(yield* openProductEdit(first, product), 'Quantity', String(qty));
    yield* saveProduct(form);
    yield exit('');
  },
});

export const restockProduct = defineTemplate<QtyVars>({
  key: 'shopping_admin/restock-product',
  id: 1132,
  sites: ['shopping_admin'],
  intentTemplate: '{{qty}} units of "{{product}}" arrived, update the stock',
  complexity: 2,
  counts: { train: 14 },
  instances: ({ db }) =>
    distinctProducts(db(ADMIN_DB))
      .filter((p) => p.is_in_stock === 0)
      .flatMap((p) =>
        [5, 24, 60].map((qty) => ({
          vars: { product: p.name, qty },
          startUrl: ADMIN,
          eval: programHtmlEval(formValue(p, QTY, String(qty)), formValue(p, IN_STOCK, '1')),
        })),
      ),
  *solve(task, first) {
    const { product, qty } = task.instantiation_dict as QtyVars;
    let form = yield* fill(yield* openProductEdit(first, product), 'Quantity', String(qty));
    form = yield* choose(form, 'Stock Status', 'In Stock');
    yield* saveProduct(form);
    yield exit('');
  },
});

type ProductVars = { product: string };

export const disableProduct = defineTemplate<ProductVars>({
  key: 'shopping_admin/disable-product',
  id: 1133,
  sites: ['shopping_admin'],
  intentTemplate: 'Disable "{{product}}" from the site, we are facing some quality issues with it.',
  complexity: 1,
  instances: ({ db }) =>
    distinctProducts(db(ADMIN_DB))
      .filter((p) => p.status === 1)
      .map((p) => ({
        vars: { product: p.name },
        startUrl: ADMIN,
        eval: programHtmlEval(formValue(p, '[name="product[status]"]', '2')),
      })),
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    yield* saveProduct(yield* toggleEnabled(yield* openProductEdit(first, product)));
    yield exit('');
  },
});

export const enableProduct = defineTemplate<ProductVars>({
  key: 'shopping_admin/enable-product',
  id: 1134,
  sites: ['shopping_admin'],
  intentTemplate: 'The quality issues with "{{product}}" are fixed; enable it on the site again.',
  complexity: 1,
  counts: { train: 9 },
  instances: ({ db }) =>
    distinctProducts(db(ADMIN_DB))
      .filter((p) => p.status === 2)
      .map((p) => ({
        vars: { product: p.name },
        startUrl: ADMIN,
        eval: programHtmlEval(formValue(p, '[name="product[status]"]', '1')),
      })),
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    yield* saveProduct(yield* toggleEnabled(yield* openProductEdit(first, product)));
    yield exit('');
  },
});

export const markOutOfStock = defineTemplate<ProductVars>({
  key: 'shopping_admin/mark-out-of-stock',
  id: 1135,
  sites: ['shopping_admin'],
  intentTemplate: 'Make "{{product}}" as out of stock',
  complexity: 1,
  instances: ({ db }) =>
    distinctProducts(db(ADMIN_DB))
      .filter((p) => p.is_in_stock === 1)
      .map((p) => ({
        vars: { product: p.name },
        startUrl: ADMIN,
        eval: programHtmlEval(formValue(p, IN_STOCK, '0')),
      })),
  *solve(task, first) {
    const { product } = task.instantiation_dict as ProductVars;
    yield* saveProduct(yield* choose(yield* openProductEdit(first, product), 'Stock Status', 'Out of Stock'));
    yield exit('');
  },
});
