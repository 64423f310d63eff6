// Test fixture for the program_html tests: four tiny HTTP servers on 127.0.0.1 (shop, forum, code host,
// map) whose pages carry exactly the markup WebArena-Lite's locators read, plus a fake of Magento's
// REST endpoints (admin token, orders). Each site has its own port so that paths start at the root,
// as the helpers expect (reddit_get_post_url reads `/f/<forum>/<id>`).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteUrls } from '../core/index.js';

type Route = (
  query: URLSearchParams,
  body: string,
  headers: Record<string, string | undefined>,
) => {
  status?: number;
  type?: string;
  body: string;
};

const page = (title: string, body: string) => ({
  body: `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`,
});
const json = (value: unknown, status = 200) => ({
  status,
  type: 'application/json',
  body: JSON.stringify(value),
});

const ADMIN_TOKEN = 'fixture-admin-token';

const SHOP: Record<string, Route> = {
  '/checkout/cart': () =>
    page(
      'Shopping Cart',
      '<table id="shopping-cart-table"><tr><td class="item">SPAAS White Taper Candles - 4 Pack, 10 Inch Tall Candles, ' +
        'Scent-Free Premium Wax Candle Sticks, 8 Hour Long Burning White Candlesticks</td><td>$12.99</td></tr>' +
        '<tr><td class="item">Wedding &amp; Holiday Candle Holders</td><td>$8.50</td></tr></table>',
    ),
  '/admin/catalog/product/edit/id/126/': () =>
    page(
      'Product',
      '<form><input name="product[sale]" value="1"><input name="product[price]" value="27.00"></form>',
    ),
  '/newsletter/manage/': () =>
    page('Newsletter', '<input type="checkbox" name="is_subscribed" title="General Subscription" checked>'),
  '/contact': () =>
    page(
      'Contact',
      '<textarea title="What’s on your mind?">I want a refund: it broke after three days of use. Order 000000180, $12.99</textarea>',
    ),
  '/sales/order/view/order_id/180/': () =>
    page(
      'Order # 000000180',
      '<div class="order-details-items ordered"><table><tr><td>Sports Water Bottle</td><td>SKU: B0738JQG6Q</td></tr></table></div>',
    ),
  '/rest/default/V1/integration/admin/token': (_query, body) => {
    const { username, password } = JSON.parse(body) as Record<string, string>;
    return username === 'admin' && password === 'admin1234'
      ? json(ADMIN_TOKEN)
      : json({ message: 'bad login' }, 401);
  },
  '/rest/V1/orders': (query, _body, headers) =>
    headers.authorization === `Bearer ${ADMIN_TOKEN}` &&
    query.get('searchCriteria[sortOrders][0][direction]') === 'DESC'
      ? json({ items: [{ increment_id: '000000180', created_at: '2023-06-01 10:00:00' }], total_count: 1 })
      : json({ message: 'unauthorized or unsorted' }, 401),
};

const submission = (title: string, extra = '') =>
  page(
    title,
    `<div class="submission__inner"><h1 class="submission__title"><a href="/f/x">${title}</a></h1>${extra}</div>` +
      '<div class="submission__vote"><form class="vote vote--user-upvoted" method="post"><button>up</button></form></div>',
  );

const FORUM: Record<string, Route> = {
  '/f/nyc/12345/is-car-necessary-in-nyc': () => submission('is car necessary in NYC'),
  '/f/nyc/12345/': () => submission('is car necessary in NYC'),
  '/f/books/124260/adults-reading-to-each-other-out-loud': () =>
    submission('Adults reading to each other out loud'),
  '/f/funny/555/': () =>
    submission(
      'A funny picture from /f/pics',
      '<img src="/submission_images/bd8bc5f4c846aac4df08626faa3a34a7d47c8f3bdd92bf615a54afd939f063a7.jpg">',
    ),
  '/f/funny/555/a-funny-picture': () => submission('A funny picture from /f/pics'),
};

const member = (name: string, role: string) =>
  `<tr><td data-label="Account"><span class="gl-avatar-labeled-label">${name}</span>` +
  `<span class="gl-avatar-labeled-sublabel">@${name}</span></td><td class="col-max-role"><span>${role}</span></td></tr>`;

const CODE: Record<string, Route> = {
  '/byteblaze/dotfiles/-/project_members': () =>
    page(
      'Members',
      `<table>${member('byteblaze', 'Owner')}${member('vinta', 'Guest')}${member('koush', 'Developer')}</table>`,
    ),
  '/byteblaze/web_agent_android_xl': () =>
    page('web_agent_android_xl', '<span class="visibility-icon" title="Private"><svg></svg></span>'),
  // Rails writes apostrophes as &#39;; page.content() serializes the DOM, which gives them back as '.
  '/byteblaze/web_agent_android_xl/-/commits': () =>
    page('Commits', '<li class="commit">Initialized from &#39;Android&#39; project template</li>'),
  '/byteblaze/web_agent_android_xl/-/project_members': () =>
    page(
      'Members',
      `<table>${member('primer', 'Developer')}${member('convexegg', 'Developer')}${member('abisubramanya27', 'Developer')}</table>`,
    ),
  '/a11yproject/a11yproject.com/-/issues/719': () =>
    page('Issue 719', '<span class="issuable-status">Closed</span>'),
  '/late': () =>
    page(
      'Late',
      '<div id="slot"></div><script>window.renderLate = () => { slot.textContent = "rendered late"; };</script>',
    ),
};

const MAP: Record<string, Route> = {
  '/directions': () =>
    page(
      'Directions',
      '<div id="content"><input name="route_from" value="Carnegie Mellon University, Pittsburgh">' +
        '<input name="route_to" value="TD Garden, Boston, Massachusetts">' +
        '<select class="routing_engines"><option>Bicycle (OSRM)</option><option selected>Car (OSRM)</option></select></div>',
    ),
};

function serve(routes: Record<string, Route>): Server {
  return createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://fixture');
    const route = routes[url.pathname];
    const reply = route
      ? route(url.searchParams, body, { authorization: req.headers.authorization })
      : { status: 404, body: `no page at ${url.pathname}` };
    res.writeHead(reply.status ?? 200, { 'content-type': reply.type ?? 'text/html; charset=utf-8' });
    res.end(reply.body);
  });
}

/** The running fixture sites and their WebArena-style URLs. */
export interface FixtureSites {
  urls: SiteUrls;
  close(): Promise<void>;
}

/** Starts the four fixture sites on 127.0.0.1, each on a free port. */
export async function startFixtureSites(): Promise<FixtureSites> {
  const servers = [SHOP, FORUM, CODE, MAP].map(serve);
  const bases = await Promise.all(
    servers.map(
      (server) =>
        new Promise<string>((ready) =>
          server.listen(0, '127.0.0.1', () =>
            ready(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
          ),
        ),
    ),
  );
  const [shop, forum, code, map] = bases as [string, string, string, string];
  return {
    urls: { shopping: shop, shopping_admin: `${shop}/admin`, reddit: forum, gitlab: code, map },
    close: async () => {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        }),
      );
    },
  };
}
