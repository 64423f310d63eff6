import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteDb } from '../data/site-db.js';
import { type SiteHost, startSiteHost } from '../host/site-host.js';
import { shopSite } from '../shop/shop-site.js';
import { adminProducts } from './queries/admin-products.js';
import { shopAdminSite } from './shop-admin-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-shop-admin-'));
let host: SiteHost;
let pristine: SiteDb;

beforeAll(async () => {
  host = await startSiteHost({ sites: [shopSite, shopAdminSite], slots: 2, dataDir, thread: 'main' });
  pristine = SiteDb.open(host.pristinePath('magento'), { readonly: true });
});
afterAll(async () => {
  pristine.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A tiny browser for one site: keeps cookies and follows redirects by hand. */
class Client {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(path: string, form?: Record<string, string | string[]>) {
    let url = `${this.base}${path}`;
    let method = form ? 'POST' : 'GET';
    let body: string | undefined;
    if (form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const one of [v].flat()) params.append(k, one);
      body = params.toString();
    }
    for (let hop = 0; hop < 5; hop++) {
      const response = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      for (const header of response.headers.getSetCookie()) {
        const [name, value] = header.split(';')[0]!.split('=') as [string, string];
        if (/Max-Age=0/.test(header)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const location = response.headers.get('location');
      if (!location) return { status: response.status, url, text: await response.text() };
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
    }
    throw new Error(`too many redirects from ${path}`);
  }
}

async function admin(slot = 0): Promise<Client> {
  const client = new Client(host.slots[slot]!.urls.shopping_admin!);
  for (const cookie of await host.slots[slot]!.sessionCookies(['shopping_admin']))
    client.cookies.set(cookie.name, cookie.value);
  return client;
}

/** The cell texts of a grid's first row (the first cell holds the mass-action checkbox). */
const firstRow = (html: string) =>
  [.../<tr class="data-row">([\s\S]*?)<\/tr>/.exec(html)![1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(
    (m) => m[1]!.trim(),
  );

const inputValue = (html: string, name: string) =>
  new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}" value="([^"]*)"`).exec(html)?.[1];

describe('the shop admin', () => {
  it('lives under /admin, as WebArena’s SHOPPING_ADMIN URL does', () => {
    expect(host.slots[0]!.urls.shopping_admin).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin$/);
  });

  it('shows the login form at any admin URL and signs in there with admin / admin1234', async () => {
    const client = new Client(host.slots[0]!.urls.shopping_admin!);
    const form = await client.request('/catalog/product/');
    expect(form.text).toContain('placeholder="user name"');
    expect(form.text).toContain('placeholder="password"');
    expect(form.text).toContain('Sign in');
    const wrong = await client.request('/catalog/product/', {
      'login[username]': 'admin',
      'login[password]': 'nope',
    });
    expect(wrong.text).toContain('The account sign-in was incorrect');
    const right = await client.request('/catalog/product/', {
      'login[username]': 'admin',
      'login[password]': 'admin1234',
    });
    expect(right.url).toMatch(/\/admin\/catalog\/product\/$/);
    expect(right.text).toContain('<h1 class="page-title">Products</h1>');
    const out = await client.request('/admin/auth/logout/');
    expect(out.text).toContain('You have logged out.');
  });

  it('opens the dashboard with the slot’s session cookie, where WebArena’s login check looks', async () => {
    const page = await (await admin()).request('/dashboard');
    expect(page.status).toBe(200);
    for (const text of [
      'Dashboard',
      'Lifetime Sales',
      'Average Order',
      'Last Orders',
      'Top Search Terms',
      'Bestsellers',
    ]) {
      expect(page.text).toContain(text);
    }
  });

  it('serves every main page and answers unknown ones with a 404 inside the frame', async () => {
    const client = await admin();
    const pages: [string, string][] = [
      ['/catalog/product/', 'Products'],
      ['/catalog/product/edit/id/5/', 'Enable Product'],
      ['/catalog/product/new/set/4/type/simple/', 'New Product'],
      ['/sales/order/', 'Orders'],
      ['/sales/order/view/order_id/5/', 'Order &amp; Account Information'],
      ['/sales/order/address/address_id/5/', 'Order Address Information'],
      ['/customer/index/', 'Customers'],
      ['/customer/index/edit/id/1/', 'Emma Lopez'],
      ['/review/product/', 'Reviews'],
      ['/review/product/pending/', 'Pending Reviews'],
      ['/review/product/edit/id/3/', 'Edit Review'],
      ['/reports/report_sales/sales/', 'Orders Report'],
      ['/reports/report_sales/bestsellers/', 'Bestsellers Report'],
      ['/reports/report_sales/shipping/', 'Shipping Report'],
      ['/search/term/index/', 'Search Terms'],
    ];
    for (const [path, text] of pages) {
      const page = await client.request(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(text);
    }
    const missing = await client.request('/no/such/page/');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('id="menu-magento-backend"');
  });

  it('searches, filters, sorts and pages the product grid', async () => {
    const client = await admin();
    const products = adminProducts(pristine);
    const records = (html: string) => Number(/(\d+) records found/.exec(html)![1]);
    expect(records((await client.request('/catalog/product/')).text)).toBe(products.length);
    const search = await client.request('/catalog/product/?search=headphones+bluetooth');
    expect(records(search.text)).toBe(
      products.filter((p) => /headphones/i.test(p.name) && /bluetooth/i.test(p.name)).length,
    );
    const disabled = await client.request('/catalog/product/?filters[status]=2');
    expect(records(disabled.text)).toBe(products.filter((p) => p.status === 2).length);
    expect(disabled.text).toContain('Status: </span><span>Disabled');
    const priciest = await client.request('/catalog/product/?sorting[field]=price&sorting[direction]=desc');
    const top = products.reduce((a, b) => (b.price_cents > a.price_cents ? b : a));
    expect(firstRow(priciest.text)[2]).toBe(top.name);
    const cheapest = await client.request('/catalog/product/?sorting[field]=price&sorting[direction]=asc');
    expect(firstRow(cheapest.text)[2]).toBe(
      products.reduce((a, b) => (b.price_cents < a.price_cents ? b : a)).name,
    );
    const paged = await client.request('/catalog/product/?paging[pageSize]=50&paging[current]=2');
    expect(paged.text).toContain(`of ${Math.ceil(products.length / 50)}`);
    expect(paged.text).toContain(`>${products[50]!.name}<`);
  });

  it('saves the product form where WebArena’s locators read it, in that slot only, until a reset', async () => {
    const product = adminProducts(pristine).find((p) => p.status === 1 && p.qty > 0)!;
    const edit = `/catalog/product/edit/id/${product.id}/`;
    const client = await admin(0);
    const saved = await client.request(`/catalog/product/save/id/${product.id}/`, {
      'product[name]': product.name,
      'product[sku]': product.sku,
      'product[price]': '27',
      'product[quantity_and_stock_status][qty]': '5',
      'product[quantity_and_stock_status][is_in_stock]': '0',
      'product[category_ids]': String(product.category_id),
      'product[description]': 'Now with a longer warranty.',
    });
    expect(saved.url).toMatch(new RegExp(`${edit}$`));
    expect(saved.text).toContain('You saved the product.');
    expect(inputValue(saved.text, 'product[price]')).toBe('27.00');
    expect(inputValue(saved.text, 'product[status]')).toBe('2');
    expect(inputValue(saved.text, 'product[quantity_and_stock_status][qty]')).toBe('5');
    expect(saved.text).toMatch(/<option value="0" selected>Out of Stock<\/option>/);
    const other = await (await admin(1)).request(edit);
    expect(inputValue(other.text, 'product[price]')).toBe((product.price_cents / 100).toFixed(2));
    await host.slots[0]!.reset(['shopping_admin']);
    expect(inputValue((await client.request(edit)).text, 'product[price]')).toBe(
      (product.price_cents / 100).toFixed(2),
    );
  });

  it('shares the store with the shop: a price set in the back office shows on the storefront', async () => {
    const product = adminProducts(pristine).find((p) => p.status === 1)!;
    await (await admin(1)).request(`/catalog/product/save/id/${product.id}/`, {
      'product[name]': product.name,
      'product[sku]': product.sku,
      'product[price]': '1234.56',
      'product[status]': '1',
      'product[quantity_and_stock_status][qty]': String(product.qty),
      'product[category_ids]': String(product.category_id),
    });
    const storefront = await new Client(host.slots[1]!.urls.shopping!).request(`/${product.url_key}.html`);
    expect(storefront.text).toContain('$1,234.56');
    await host.slots[1]!.reset(['shopping_admin']);
  });

  it('cancels, holds and releases orders and records comments in the history', async () => {
    const order = pristine.get<{ id: number }>("SELECT id FROM orders WHERE status = 'pending' ORDER BY id")!;
    const client = await admin();
    const view = `/sales/order/view/order_id/${order.id}/`;
    const status = (html: string) => /<span id="order_status">([^<]*)<\/span>/.exec(html)![1];
    expect(status((await client.request(`/sales/order/hold/order_id/${order.id}/`, {})).text)).toBe(
      'On Hold',
    );
    expect(status((await client.request(`/sales/order/unhold/order_id/${order.id}/`, {})).text)).toBe(
      'Pending',
    );
    const commented = await client.request(`/sales/order/addComment/order_id/${order.id}/`, {
      'history[comment]': 'Packed and ready.',
      'history[is_customer_notified]': '1',
    });
    expect(commented.text).toMatch(
      /class="note-list-item">[\s\S]*?Customer Notified[\s\S]*?Packed and ready\./,
    );
    expect(status((await client.request(`/sales/order/cancel/order_id/${order.id}/`, {})).text)).toBe(
      'Canceled',
    );
    const again = await client.request(`/sales/order/cancel/order_id/${order.id}/`, {});
    expect(again.text).toContain('The order cannot be canceled.');
    expect(status((await client.request(view)).text)).toBe('Canceled');
    await host.slots[0]!.reset(['shopping_admin']);
  });

  it('filters orders by status and shows it under Active filters, where WebArena looks', async () => {
    const page = await (await admin()).request('/sales/order/?filters[status]=canceled');
    const canceled = pristine.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM orders WHERE status = 'canceled'",
    )!.n;
    expect(page.text).toContain(`${canceled} records found`);
    expect(page.text).toMatch(
      /<div class="admin__data-grid-filters-current _show">[\s\S]*Status: <\/span><span>Canceled/,
    );
  });

  it('shows typed report dates as M/D/YY and refuses dates that do not exist', async () => {
    const client = await admin();
    const report = await client.request(
      '/reports/report_sales/sales/?from=08/05/2022&to=03/01/2023&period_type=month',
    );
    expect(report.text).toMatch(/id="sales_report_from" name="from" value="8\/5\/22"/);
    expect(report.text).toMatch(/id="sales_report_to" name="to" value="3\/1\/23"/);
    expect(report.text).toContain('<td>8/2022</td>');
    const orders = pristine.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM orders WHERE status <> 'canceled' AND substr(created_at, 1, 10) BETWEEN '2022-08-05' AND '2023-03-01'",
    )!.n;
    expect(report.text).toMatch(new RegExp(`<tfoot><tr><td>Total</td><td>${orders}</td>`));
    const bad = await client.request('/reports/report_sales/sales/?from=02/30/2023&to=03/01/2023');
    expect(bad.text).toContain('Please enter a valid date in From and To.');
  });

  it('moderates reviews one by one and in bulk', async () => {
    const [first, second] = pristine.all<{ id: number; nickname: string; title: string; detail: string }>(
      "SELECT id, nickname, title, detail FROM reviews WHERE status = 'pending' ORDER BY id LIMIT 2",
    );
    const client = await admin();
    await client.request(`/review/product/save/id/${first!.id}/`, {
      status_id: '1',
      nickname: first!.nickname,
      title: first!.title,
      detail: first!.detail,
    });
    expect((await client.request(`/review/product/edit/id/${first!.id}/`)).text).toMatch(
      /<option value="1" selected>Approved/,
    );
    const bulk = await client.request('/review/product/massAction/', {
      massaction: 'massUpdateStatus',
      status: '3',
      'selected[]': [String(second!.id)],
    });
    expect(bulk.text).toContain('A total of 1 record(s) have been updated.');
    expect((await client.request(`/review/product/edit/id/${second!.id}/`)).text).toMatch(
      /<option value="3" selected>Not Approved/,
    );
    const pending = pristine.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM reviews WHERE status = 'pending'",
    )!.n;
    expect((await client.request('/review/product/pending/')).text).toContain(`${pending - 2} records found`);
    await host.slots[0]!.reset(['shopping_admin']);
  });

  it('sends a mass action back to a return address with a line break in it as a browser reads it', async () => {
    const client = await admin();
    const response = await fetch(`${client.base}/review/product/massAction/`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ massaction: 'massDelete', return: '/admin/review/\r\nproduct/?q=a b' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${client.base}/review/product/?q=a%20b`);
  });

  it('changes a customer’s group and address', async () => {
    const client = await admin();
    const address = pristine.get<{ id: number }>('SELECT id FROM addresses WHERE customer_id = 2')!;
    const customer = pristine.get<{ email: string; first_name: string; last_name: string }>(
      'SELECT * FROM customers WHERE id = 2',
    )!;
    await client.request('/customer/index/save/', {
      'customer[entity_id]': '2',
      'customer[group_id]': '3',
      'customer[firstname]': customer.first_name,
      'customer[lastname]': customer.last_name,
      'customer[email]': customer.email,
    });
    await client.request(`/customer/address/save/id/${address.id}/customer_id/2/`, {
      'address[firstname]': customer.first_name,
      'address[lastname]': customer.last_name,
      'address[street][0]': '48 Meadow Lane',
      'address[city]': 'Austin',
      'address[region]': 'Texas',
      'address[postcode]': '78701',
      'address[telephone]': '5125550100',
    });
    const page = await client.request('/customer/index/edit/id/2/');
    expect(page.text).toMatch(/<option value="3" selected>Retailer/);
    expect(page.text).toMatch(
      /customer-default-billing-address[\s\S]*48 Meadow Lane<br>\nAustin, Texas, 78701/,
    );
    await host.slots[0]!.reset(['shopping_admin']);
  });
});
