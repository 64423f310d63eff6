// Reads and checks the product form's fields (Magento's `product[…]` names) into typed values, with
// the messages Magento's form validation shows when a value is wrong.
import { urlKey } from '../../magento/store-format.js';

/** A valid product form. */
export interface ProductForm {
  name: string;
  sku: string;
  priceCents: number;
  qty: number;
  isInStock: number;
  status: number;
  weight: number;
  categoryId: number;
  brand: string;
  description: string;
  urlKey: string;
}

/** The form's values, or the first problem. `currentUrlKey` is kept when the URL Key field is blank. */
export function parseProductForm(
  form: URLSearchParams,
  currentUrlKey: string | null,
): { form: ProductForm } | { error: string } {
  const get = (name: string) => (form.get(`product[${name}]`) ?? '').trim();
  const name = get('name');
  const sku = get('sku');
  if (!name || !sku) return { error: 'This is a required field: please enter the product name and SKU.' };
  const price = Number(get('price').replace(/[$,]/g, ''));
  if (get('price') === '' || !Number.isFinite(price) || price < 0) {
    return { error: 'Please enter a number 0 or greater in the Price field.' };
  }
  const qtyText = form.get('product[quantity_and_stock_status][qty]')?.trim() || '0';
  const qty = Number(qtyText);
  if (!Number.isInteger(qty) || qty < 0)
    return { error: 'Please enter a valid whole number 0 or greater in the Quantity field.' };
  const weight = Number(get('weight') || '0');
  if (!Number.isFinite(weight) || weight < 0)
    return { error: 'Please enter a number 0 or greater in the Weight field.' };
  const key = urlKey(get('url_key') || currentUrlKey || name);
  return {
    form: {
      name,
      sku,
      priceCents: Math.round(price * 100),
      qty,
      isInStock: form.get('product[quantity_and_stock_status][is_in_stock]') === '0' ? 0 : 1,
      // The Enable Product switch is a checkbox: absent from the post when it is off.
      status: form.get('product[status]') === null ? 2 : 1,
      weight,
      categoryId: Number(get('category_ids')),
      brand: get('brand'),
      description: get('description'),
      urlKey: key,
    },
  };
}
