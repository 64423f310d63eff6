// Catalog > Products > edit and new: Magento's product form (Enable Product switch, name, SKU, price,
// quantity and stock status, weight, category, brand; collapsible Content, SEO, Configurations and
// Product Reviews sections) and its save, at /admin/catalog/product/edit/id/<id>/ and /new/.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { allCategories, productOptions } from '../../magento/catalog-queries.js';
import { formatShortDate, plainMoney, STORE_NOW } from '../../magento/store-format.js';
import { addMessage } from '../admin-session.js';
import { type AdminProductRow, adminProduct } from '../queries/admin-products.js';
import { REVIEW_STATUS_LABELS } from '../queries/admin-reviews.js';
import { renderAdminPage } from '../views/admin-layout.js';
import { collapsible, fieldRow, selectField, textField } from '../views/form-fields.js';
import { notFoundPage } from './not-found.js';
import { type ProductForm, parseProductForm } from './product-form.js';

function categoryOptions(request: RequestContext): [string, string][] {
  const categories = allCategories(request.db);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const label = (id: number): string => {
    const c = byId.get(id)!;
    return c.parent_id === null ? c.name : `${label(c.parent_id)} > ${c.name}`;
  };
  return categories
    .map((c) => [String(c.id), label(c.id)] as [string, string])
    .sort((a, b) => a[1].localeCompare(b[1]));
}

function reviewsSection(request: RequestContext, productId: number): SafeHtml {
  const reviews = request.db.all<{
    id: number;
    created_at: string;
    status: string;
    nickname: string;
    title: string;
  }>(
    'SELECT id, created_at, status, nickname, title FROM reviews WHERE product_id = ? ORDER BY id DESC',
    productId,
  );
  return collapsible(
    'Product Reviews',
    reviews.length === 0
      ? html`<p>We couldn't find any records.</p>`
      : html`<table class="admin__table-primary"><thead><tr><th>ID</th><th>Created</th><th>Status</th><th>Nickname</th><th>Title</th><th>Action</th></tr></thead>
      <tbody>${reviews.map(
        (
          r,
        ) => html`<tr><td>${r.id}</td><td>${formatShortDate(r.created_at)}</td><td>${REVIEW_STATUS_LABELS[r.status] ?? r.status}</td><td>${r.nickname}</td><td>${r.title}</td>
        <td><a href="${request.href(`/review/product/edit/id/${r.id}/`)}">Edit</a></td></tr>`,
      )}</tbody></table>`,
  );
}

function configurationsSection(request: RequestContext, productId: number): SafeHtml | '' {
  const colors = productOptions(request.db, productId, 'color');
  const sizes = productOptions(request.db, productId, 'size');
  if (colors.length === 0 && sizes.length === 0) return '';
  return collapsible(
    'Configurations',
    html`<div data-index="configurable"><p>This product has multiple variations.</p>
      <table class="admin__table-secondary"><tbody>
        ${colors.length ? html`<tr><th>Color</th><td>${colors.join(', ')}</td></tr>` : ''}
        ${sizes.length ? html`<tr><th>Size</th><td>${sizes.join(', ')}</td></tr>` : ''}
      </tbody></table></div>`,
  );
}

function productForm(
  request: RequestContext,
  product: (AdminProductRow & { description: string }) | undefined,
  action: string,
): SafeHtml {
  const enabled = (product?.status ?? 1) === 1;
  const value = (field: keyof AdminProductRow | 'description', fallback = '') =>
    product ? String(product[field]) : fallback;
  return html`<form id="product_form" method="post" action="${request.href(action)}" class="entry-edit form-inline">
  <fieldset class="admin__fieldset">
    ${fieldRow(
      'product_status',
      'Enable Product',
      html`<span class="admin__actions-switch"><input type="checkbox" id="product_status" name="product[status]" value="${enabled ? '1' : '2'}" data-value-on="1" data-value-off="2"${enabled ? html` checked` : ''}><span data-switch-label="product_status">${enabled ? 'Yes' : 'No'}</span></span>`,
    )}
    ${fieldRow('attribute_set', 'Attribute Set', html`<div class="admin__field-value" id="attribute_set">${product?.attribute_set ?? 'Default'}</div>`)}
    ${textField('product_name', 'product[name]', 'Product Name', value('name'), { required: true })}
    ${textField('sku', 'product[sku]', 'SKU', value('sku'), { required: true })}
    ${fieldRow(
      'price',
      'Price',
      html`<div class="admin__control-addon"><span class="admin__addon-prefix">$</span><input class="admin__control-text" type="text" id="price" name="product[price]" value="${product ? plainMoney(product.price_cents) : ''}" required></div>`,
      { required: true },
    )}
    ${textField('qty', 'product[quantity_and_stock_status][qty]', 'Quantity', value('qty', '0'))}
    ${selectField(
      'stock_status',
      'product[quantity_and_stock_status][is_in_stock]',
      'Stock Status',
      [
        ['1', 'In Stock'],
        ['0', 'Out of Stock'],
      ],
      value('is_in_stock', '1'),
    )}
    ${textField('weight', 'product[weight]', 'Weight', value('weight_lbs'), { note: 'lbs' })}
    ${selectField('category_ids', 'product[category_ids]', 'Categories', categoryOptions(request), value('category_id'))}
    ${textField('brand', 'product[brand]', 'Brand', value('brand'))}
  </fieldset>
  ${collapsible(
    'Content',
    fieldRow(
      'description',
      'Description',
      html`<textarea class="admin__control-textarea" id="description" name="product[description]" rows="8">${value('description')}</textarea>`,
    ),
  )}
  ${collapsible('Search Engine Optimization', textField('url_key', 'product[url_key]', 'URL Key', value('url_key')))}
  ${product ? configurationsSection(request, product.id) : ''}
  ${product ? reviewsSection(request, product.id) : ''}
</form>`;
}

function actions(request: RequestContext): SafeHtml {
  return html`<a class="action-default action-back" id="back" href="${request.href('/catalog/product/')}">Back</a>
    <button class="action-primary" id="save-button" type="submit" form="product_form" title="Save">Save</button>`;
}

function editPage(request: RequestContext): SiteResponse {
  const product = adminProduct(request.db, Number(request.params.id));
  if (!product) {
    addMessage(request, 'error', "This product doesn't exist.");
    return redirect(request.href('/catalog/product/'));
  }
  return renderAdminPage(request, {
    title: product.name,
    trail: ['Products', 'Inventory', 'Catalog'],
    actions: actions(request),
    body: productForm(request, product, `/catalog/product/save/id/${product.id}/`),
  });
}

function newPage(request: RequestContext): SiteResponse {
  return renderAdminPage(request, {
    title: 'New Product',
    trail: ['Products', 'Inventory', 'Catalog'],
    actions: actions(request),
    body: productForm(request, undefined, '/catalog/product/save/'),
  });
}

function conflicts(request: RequestContext, form: ProductForm, id: number | null): string | null {
  const other = (column: 'sku' | 'name' | 'url_key', value: string) =>
    request.db.get<{ id: number }>(`SELECT id FROM products WHERE ${column} = ? AND id IS NOT ?`, value, id);
  if (other('sku', form.sku))
    return 'The value specified in the SKU field is already used by another product.';
  if (other('name', form.name)) return 'A product with this name already exists.';
  if (other('url_key', form.urlKey)) {
    return 'The value specified in the URL Key field would generate a URL that already exists.';
  }
  return null;
}

function save(request: RequestContext): SiteResponse {
  const id = request.params.id === undefined ? null : Number(request.params.id);
  if (id !== null && !adminProduct(request.db, id)) return notFoundPage(request);
  const back = request.href(
    id === null ? '/catalog/product/new/set/4/type/simple/' : `/catalog/product/edit/id/${id}/`,
  );
  const parsed = parseProductForm(
    request.form,
    id === null
      ? null
      : request.db.get<{ url_key: string }>('SELECT url_key FROM products WHERE id = ?', id)!.url_key,
  );
  if ('error' in parsed) {
    addMessage(request, 'error', parsed.error);
    return redirect(back);
  }
  const form = parsed.form;
  if (!request.db.get('SELECT 1 FROM categories WHERE id = ?', form.categoryId)) {
    addMessage(request, 'error', 'Please choose a category.');
    return redirect(back);
  }
  const problem = conflicts(request, form, id);
  if (problem) {
    addMessage(request, 'error', problem);
    return redirect(back);
  }
  const values = [
    form.sku,
    form.name,
    form.urlKey,
    form.categoryId,
    form.brand,
    form.priceCents,
    form.description,
    form.qty,
    form.isInStock,
    form.status,
    form.weight,
  ];
  let savedId = id;
  if (id === null) {
    savedId = request.db.run(
      `INSERT INTO products (sku, name, url_key, category_id, brand, price_cents, description, qty, is_in_stock, status, weight_lbs, features, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?)`,
      ...values,
      STORE_NOW,
    ).lastInsertRowid;
  } else {
    request.db.run(
      `UPDATE products SET sku = ?, name = ?, url_key = ?, category_id = ?, brand = ?, price_cents = ?, description = ?, qty = ?,
         is_in_stock = ?, status = ?, weight_lbs = ? WHERE id = ?`,
      ...values,
      id,
    );
  }
  addMessage(request, 'success', 'You saved the product.');
  return redirect(request.href(`/catalog/product/edit/id/${savedId}/`));
}

export function addProductEditRoutes(router: Router): void {
  router
    .get('/catalog/product/edit/id/:id', editPage)
    .get('/catalog/product/new', newPage)
    .get('/catalog/product/new/*', newPage)
    .post('/catalog/product/save/id/:id', save)
    .post('/catalog/product/save', save);
}
