// Creating a product (WebArena's "Insert a new product 'Daniel Hustle Shell' with a price tag of
// $130.09 and a stock quantity of 89"), checked on the new product's edit form.
import { LEAVES } from '../../magento/catalog-spec.js';
import { plainMoney } from '../../magento/store-format.js';
import { exit } from '../../oracle/actions.js';
import { programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { ADMIN, ADMIN_DB, inputValueOf } from './admin-data.js';
import { fill, openMenu, press } from './admin-steps.js';
import { saveProduct } from './product-steps.js';

type NewProductVars = { name: string; sku: string; price: string; qty: number };

const SKU_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const createProduct = defineTemplate<NewProductVars>({
  key: 'shopping_admin/create-product',
  id: 1143,
  sites: ['shopping_admin'],
  intentTemplate:
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before a {{slot}}, not a JS template
    'Add a new product named "{{name}}" with SKU {{sku}}, priced at ${{price}}, with {{qty}} units in stock',
  complexity: 4,
  instances: ({ db, rng }) => {
    const existing = new Set(
      db(ADMIN_DB)
        .all<{ name: string }>('SELECT name FROM products')
        .map((r) => r.name),
    );
    // The store is reset before every task, so the new product always gets the next id.
    const nextId = (db(ADMIN_DB).get<{ n: number }>('SELECT MAX(id) AS n FROM products')?.n ?? 0) + 1;
    const names = new Set<string>();
    for (let attempt = 0; attempt < 400 && names.size < 40; attempt++) {
      const leaf = rng.pick(LEAVES);
      const name = `${rng.pick(leaf.brands)} ${rng.pick(leaf.descriptors)} ${rng.pick(leaf.nouns)}`;
      if (!existing.has(name)) names.add(name);
    }
    const edit = `${ADMIN}/catalog/product/edit/id/${nextId}/`;
    return [...names].map((name) => {
      const sku = `${name.split(' ')[0]!.slice(0, 3).toUpperCase()}-${Array.from({ length: 5 }, () => rng.pick([...SKU_CHARS])).join('')}`;
      const price = plainMoney(rng.int(5, 300) * 100 + rng.pick([99, 0, 49, 95]));
      const qty = rng.int(10, 250);
      const check = (selector: string, value: string) => ({
        url: edit,
        locator: inputValueOf(selector),
        required_contents: { exact_match: value },
      });
      return {
        vars: { name, sku, price, qty },
        startUrl: ADMIN,
        eval: programHtmlEval(
          check('[name="product[name]"]', name),
          check('[name="product[sku]"]', sku),
          check('[name="product[price]"]', price),
          check('[name="product[quantity_and_stock_status][qty]"]', String(qty)),
        ),
      };
    });
  },
  *solve(task, first) {
    const { name, sku, price, qty } = task.instantiation_dict as NewProductVars;
    let form = yield* press(yield* openMenu(first, 'Catalog', 'Products'), 'Add Product');
    form = yield* fill(form, 'Product Name', name);
    form = yield* fill(form, 'SKU', sku);
    form = yield* fill(form, 'Price', price);
    form = yield* fill(form, 'Quantity', String(qty));
    yield* saveProduct(form);
    yield exit('');
  },
});
