import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteHost, startSiteHost } from '../host/site-host.js';
import { magentoDatabase } from '../magento/magento-database.js';
import { shopSite } from './shop-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-shop-'));
let host: SiteHost;

beforeAll(async () => {
  host = await startSiteHost({ sites: [shopSite], slots: 2, dataDir, thread: 'main' });
});
afterAll(async () => {
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A tiny browser: keeps cookies, follows redirects by hand so Set-Cookie on redirects is kept. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(
    path: string,
    init: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    let url = new URL(path, this.base).href;
    let method = init.form || init.json !== undefined ? 'POST' : 'GET';
    let body: string | undefined = init.form
      ? new URLSearchParams(init.form).toString()
      : init.json !== undefined
        ? JSON.stringify(init.json)
        : undefined;
    for (let hop = 0; hop < 5; hop++) {
      const response = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, value] = pair!.split('=');
        if (/Max-Age=0/.test(header)) this.cookies.delete(name!);
        else this.cookies.set(name!, value!);
      }
      const location = response.headers.get('location');
      if (!location) return { status: response.status, url, text: await response.text() };
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
    }
    throw new Error(`too many redirects from ${path}`);
  }

  async login(email = 'emma.lopez@gmail.com', password = 'Password.123') {
    return this.request('/customer/account/loginPost/', {
      form: { 'login[username]': email, 'login[password]': password },
    });
  }
}

function productIdOf(html: string): string {
  return /name="product" value="(\d+)"/.exec(html)![1]!;
}

describe('the shop', () => {
  it('generates a byte-identical database for the same seed and a different one for another seed', () => {
    const build = (seed: number) => {
      const path = join(dataDir, `gen-${seed}-${Math.random()}.sqlite`);
      const db = new Database(path);
      magentoDatabase.generate(db, seed);
      db.exec('VACUUM');
      db.close();
      return readFileSync(path);
    };
    const a = build(3);
    expect(build(3).equals(a)).toBe(true);
    expect(build(4).equals(a)).toBe(false);
  });

  it('has at least 300 products in at least 10 nested categories, with reviews and Emma’s past orders', () => {
    const db = new Database(host.pristinePath('magento'), { readonly: true });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM products')).toBeGreaterThanOrEqual(300);
    expect(count('SELECT COUNT(*) AS n FROM categories WHERE level >= 2')).toBeGreaterThanOrEqual(10);
    expect(count('SELECT COUNT(*) AS n FROM categories WHERE level = 3')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM reviews')).toBeGreaterThan(1000);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = 'emma.lopez@gmail.com'",
      ),
    ).toBeGreaterThan(20);
    db.close();
  });

  it('renders the storefront pages a visitor browses', async () => {
    const browser = new Browser(host.slots[0]!.urls.shopping!);
    const home = await browser.request('/');
    expect(home.text).toContain('Product Showcases');
    expect(home.text).toContain('placeholder="Search entire store here..."');
    const category = await browser.request(
      '/electronics/headphones.html?product_list_order=price&product_list_dir=desc',
    );
    expect(category.status).toBe(200);
    expect(category.text).toMatch(/Items 1-12 of \d+/);
    expect(category.text).toContain('<option value="price" selected>Price</option>');
    const search = await browser.request('/catalogsearch/result/?q=yoga+mat');
    expect(search.text).toContain('Search results for: &#39;yoga mat&#39;');
    expect(search.text).toContain('Yoga Mat');
    expect((await browser.request('/no-such-page.html')).status).toBe(404);
  });

  it('filters listings by price range, brand and rating, as Magento URLs say', async () => {
    const browser = new Browser(host.slots[0]!.urls.shopping!);
    const page = await browser.request('/electronics.html?price=0-30&product_list_limit=36');
    const prices = [...page.text.matchAll(/<span class="price">\$([\d,.]+)<\/span>/g)].map((m) =>
      Number(m[1]!.replace(',', '')),
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p < 30)).toBe(true);
    expect(page.text).toContain('Now Shopping by');
  });

  it('logs in through the form, and rejects a wrong password', async () => {
    const browser = new Browser(host.slots[0]!.urls.shopping!);
    expect((await browser.login('emma.lopez@gmail.com', 'wrong')).text).toContain(
      'The account sign-in was incorrect',
    );
    const account = await browser.login();
    expect(account.text).toContain('Welcome, Emma Lopez!');
    expect(account.text).toContain('emma.lopez@gmail.com');
  });

  it('adds to the cart with options, updates quantities and checks out into a new latest order', async () => {
    const shop = host.slots[1]!.urls.shopping!;
    const browser = new Browser(shop);
    await browser.login();
    const category = await browser.request('/home-kitchen/bedding.html');
    const paths = [...category.text.matchAll(/class="product-item-name" href="([^"]+)"/g)].map((m) => m[1]!);
    const pages = await Promise.all(paths.map((path) => browser.request(path)));
    const product = pages.find((p) => p.text.includes('In stock'))!;
    const name = /itemprop="name">([^<]+)</.exec(product.text)![1]!;
    const color = /<select id="option-color"[^>]*>.*?<option value="([^"]+)">/s.exec(product.text)![1]!;
    const missing = await browser.request('/checkout/cart/add/', {
      form: { product: productIdOf(product.text), qty: '1' },
    });
    expect(missing.text).toContain('You need to choose options for your item.');
    const modal = await browser.request('/checkout/cart/add/', {
      form: { product: productIdOf(product.text), qty: '2', color, size: 'Queen' },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(JSON.parse(modal.text)).toMatchObject({ ok: true, cartCount: 2 });
    const cart = await browser.request('/checkout/cart/');
    expect(cart.text).toContain(`Color: ${color}, Size: Queen`);
    const lineId = /name="qty\[(\d+)\]"/.exec(cart.text)![1]!;
    const updated = await browser.request('/checkout/cart/updatePost/', {
      form: { [`qty[${lineId}]`]: '3' },
    });
    expect(updated.text).toContain('value="3"');
    const checkout = await browser.request('/checkout/');
    expect(checkout.text).toContain('101 S San Mateo Dr');
    const form = Object.fromEntries(
      [...checkout.text.matchAll(/<input id="(\w+)" name="(\w+)" value="([^"]*)"/g)].map((m) => [
        m[2]!,
        m[3]!,
      ]),
    );
    const success = await browser.request('/checkout/placeOrder/', {
      form: { ...form, region: 'California', country: 'United States', shipping_method: 'flatrate' },
    });
    const orderNumber = /Your order number is: <a[^>]*><strong>(\d+)<\/strong>/.exec(success.text)![1]!;
    const token = JSON.parse(
      (
        await browser.request('/rest/default/V1/integration/admin/token', {
          json: { username: 'admin', password: 'admin1234' },
        })
      ).text,
    ) as string;
    const latest = await fetch(
      `${shop}/rest/V1/orders?searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=1`,
      { headers: { authorization: `Bearer ${token}` } },
    ).then((r) => r.json() as Promise<{ items: { increment_id: string }[] }>);
    expect(latest.items[0]!.increment_id).toBe(orderNumber);
    const view = await browser.request(`/sales/order/view/order_id/${Number(orderNumber)}/`);
    expect(view.text).toContain(name.replace(/&/g, '&amp;'));
    expect(view.text).toContain('Ordered: 3');
    // The other slot never saw the order.
    const other = new Browser(host.slots[0]!.urls.shopping!);
    await other.login();
    expect((await other.request(`/sales/order/view/order_id/${Number(orderNumber)}/`)).status).toBe(404);
  });

  it('keeps two slots’ carts apart while both change at the same time', async () => {
    const [a, b] = [new Browser(host.slots[0]!.urls.shopping!), new Browser(host.slots[1]!.urls.shopping!)];
    await Promise.all([a.login(), b.login()]);
    const snacks = await a.request('/grocery-gourmet-food/snacks.html');
    const [first, second] = [
      ...snacks.text.matchAll(/name="product" value="(\d+)"><input type="hidden" name="qty"/g),
    ].map((m) => m[1]!);
    await Promise.all([
      a.request('/checkout/cart/add/', { form: { product: first!, qty: '1' } }),
      b.request('/checkout/cart/add/', { form: { product: second!, qty: '1' } }),
    ]);
    const [cartA, cartB] = await Promise.all([a.request('/checkout/cart/'), b.request('/checkout/cart/')]);
    const line = (text: string) => [...text.matchAll(/name="qty\[\d+\]"/g)].length;
    expect([line(cartA.text), line(cartB.text)]).toEqual([1, 1]);
    expect(cartA.text).not.toBe(cartB.text);
    await host.slots[0]!.reset(['shopping']);
    expect((await a.request('/checkout/cart/')).text).toContain('You have no items in your shopping cart.');
    expect(line((await b.request('/checkout/cart/')).text)).toBe(1);
  });

  it('refuses the REST API without an admin token', async () => {
    const response = await fetch(`${host.slots[0]!.urls.shopping}/rest/V1/orders`);
    expect(response.status).toBe(401);
  });

  it('answers a token request of the wrong shape with 400 and a wrong password with 401, never 500', async () => {
    const token = (body: string) =>
      fetch(`${host.slots[0]!.urls.shopping}/rest/V1/integration/admin/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then((r) => r.status);
    for (const body of [
      'null',
      '[]',
      '7',
      '{"username":{"toString":1},"password":"x"}',
      '{"username":"admin"}',
    ]) {
      expect(await token(body), body).toBe(400);
    }
    expect(await token('{"username":"admin","password":"wrong"}')).toBe(401);
    expect(await token('{"username":"admin","password":"admin1234"}')).toBe(200);
  });

  it('answers a request whose Host header no URL can hold with 400, and goes on serving', async () => {
    const { port } = new URL(host.slots[0]!.urls.shopping!);
    const statusLine = (hostHeader: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.end(`GET / HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        socket.on('end', () => resolve(text.split('\r\n')[0]!));
        socket.on('error', reject);
      });
    expect(await statusLine('a b')).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusLine('[::1')).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetch(host.slots[0]!.urls.shopping!)).status).toBe(200);
  });
});
