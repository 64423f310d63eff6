// The func: helper registry: call parsing, lookup errors, the pure reddit helper, and the shopping
// helpers against a fake Magento REST server (a test double of Magento, on 127.0.0.1).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinHelpers } from './builtin-helpers.js';
import { EvaluationError } from './evaluation-error.js';
import { type HelperContext, parseHelperCall, runHelper } from './helper-registry.js';
import { redditPostUrl } from './page-helpers.js';

// The shopping helpers never touch the page; a value that fails loudly if they did.
const NO_PAGE = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the page was used');
    },
  },
) as Page;

describe('parseHelperCall', () => {
  it("reads string literals and __page__ as WebArena's task files write them", () => {
    expect(parseHelperCall("gitlab_get_project_memeber_role(__page__, 'vinta')", 'x')).toEqual({
      name: 'gitlab_get_project_memeber_role',
      args: [{ kind: 'page' }, { kind: 'string', value: 'vinta' }],
    });
    expect(parseHelperCall('shopping_get_latest_order_url()', 'x')).toEqual({
      name: 'shopping_get_latest_order_url',
      args: [],
    });
  });

  it('refuses anything but a call with literal arguments, never evaluating it', () => {
    expect(() =>
      parseHelperCall("__import__('os').system('rm -rf /')", 'task 9 program_html[0].url'),
    ).toThrow(
      "task 9 program_html[0].url: cannot read helper call \"__import__('os').system('rm -rf /')\": unexpected text after the call: \".system('rm -rf /')\"",
    );
    expect(() => parseHelperCall('f(x)', 'w')).toThrow(
      'w: cannot read helper call "f(x)": arguments must be quoted strings or __page__, got "x)"',
    );
    expect(() => parseHelperCall("f(a='1')", 'w')).toThrow('keyword arguments are not supported');
    expect(() => parseHelperCall("f('1'", 'w')).toThrow('expected "," or ")" in f(...)');
  });
});

describe('runHelper', () => {
  const context: HelperContext = { page: NO_PAGE, siteUrls: {}, fetch, taskId: 104 };

  it('names an unknown helper, the task and field, and the known helpers', async () => {
    await expect(
      runHelper('shopping_get_latest_ordr_url()', 'task 104 program_html[0].url', builtinHelpers(), context),
    ).rejects.toThrow(
      new EvaluationError(
        'task 104 program_html[0].url calls unknown helper "shopping_get_latest_ordr_url"; known helpers: ' +
          'gitlab_get_project_memeber_role, reddit_get_post_url, shopping_get_latest_order_url, ' +
          'shopping_get_sku_latest_review_author, shopping_get_sku_latest_review_rating',
      ),
    );
  });

  it('checks the arguments against the helper parameters', async () => {
    await expect(runHelper('reddit_get_post_url(__page__)', 'w', builtinHelpers(), context)).rejects.toThrow(
      'w: reddit_get_post_url takes (string) but is called with (page)',
    );
  });

  it('substitutes __last_url__ inside string arguments', async () => {
    const url = 'http://127.0.0.1:9999/f/nyc/12345/is-car-necessary-in-nyc/comment/8';
    expect(await runHelper("reddit_get_post_url('__last_url__')", 'w', builtinHelpers(), context, url)).toBe(
      'http://127.0.0.1:9999/f/nyc/12345/',
    );
  });
});

describe('reddit_get_post_url', () => {
  it.each([
    ['http://127.0.0.1:9999/f/nyc/12345/is-car-necessary', 'http://127.0.0.1:9999/f/nyc/12345/'],
    ['http://127.0.0.1:9999/f/nyc/12345', 'http://127.0.0.1:9999/f/nyc/12345/'],
    ['http://127.0.0.1:9999/f/nyc/', 'http://127.0.0.1:9999/f/nyc//'],
    ['http://127.0.0.1:9999/f/nyc', 'http://127.0.0.1:9999/f/nyc'],
    ['http://127.0.0.1:9999/user/alice/posts', 'http://127.0.0.1:9999/user/alice/posts'],
    ['http://127.0.0.1:9999/f/nyc/12345/title?sort=new', 'http://127.0.0.1:9999/f/nyc/12345/'],
  ])('%s → %s', (url, expected) => {
    expect(redditPostUrl(url)).toBe(expected);
  });
});

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

describe('shopping REST helpers against a fake Magento', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  let reviews: unknown[] = [];
  let isLoginAccepted = true;
  const token = 'tok-123';

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      const reply = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const path = new URL(req.url!, 'http://x').pathname;
      if (req.method === 'POST' && path === '/rest/default/V1/integration/admin/token') {
        const { username, password } = JSON.parse(body) as Record<string, string>;
        const isAdmin = username === 'admin' && password === 'admin1234';
        return isAdmin && isLoginAccepted ? reply(200, token) : reply(401, { message: 'bad login' });
      }
      if (req.headers.authorization !== `Bearer ${token}`) return reply(401, { message: 'unauthorized' });
      if (path === '/rest/V1/orders')
        return reply(200, { items: [{ increment_id: '000000180' }], total_count: 300 });
      if (path === '/rest/V1/products/B01CTR3DLE/reviews') return reply(200, reviews);
      return reply(404, { message: `no route ${path}` });
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });
  beforeEach(() => {
    seen.length = 0;
    isLoginAccepted = true;
  });

  const call = (expression: string) =>
    runHelper(expression, 'task 104 program_html[0].url', builtinHelpers(), {
      page: NO_PAGE,
      siteUrls: { shopping: base },
      fetch,
      taskId: 104,
    });

  it('shopping_get_latest_order_url: admin token, then the newest order, as an order page URL', async () => {
    expect(await call('shopping_get_latest_order_url()')).toBe(`${base}/sales/order/view/order_id/180/`);
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/rest/default/V1/integration/admin/token',
      authorization: undefined,
      body: '{"username":"admin","password":"admin1234"}',
    });
    expect(seen[1]!.method).toBe('GET');
    expect(decodeURIComponent(seen[1]!.url)).toBe(
      '/rest/V1/orders?searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=1',
    );
    expect(seen[1]!.authorization).toBe('Bearer tok-123');
  });

  it('shopping_get_sku_latest_review_author/rating: the last review, "" when there is none', async () => {
    reviews = [];
    expect(await call("shopping_get_sku_latest_review_author('B01CTR3DLE')")).toBe('');
    expect(await call("shopping_get_sku_latest_review_rating('B01CTR3DLE')")).toBe('');
    reviews = [
      { nickname: 'Old', ratings: [{ rating_name: 'Rating', percent: 40 }] },
      { nickname: 'Emma', ratings: [{ rating_name: 'Rating', percent: 80 }] },
    ];
    expect(await call("shopping_get_sku_latest_review_author('B01CTR3DLE')")).toBe('Emma');
    expect(await call("shopping_get_sku_latest_review_rating('B01CTR3DLE')")).toBe('80');
  });

  it('a refused login, an unknown product and a missing SHOPPING URL are errors that say so', async () => {
    await expect(call("shopping_get_sku_latest_review_author('NOPE')")).rejects.toThrow(
      /^task 104: the reviews request for NOPE got HTTP 404 from http:\/\/127\.0\.0\.1:\d+\/rest\/V1\/products\/NOPE\/reviews: /,
    );
    isLoginAccepted = false;
    await expect(call('shopping_get_latest_order_url()')).rejects.toThrow(
      /^task 104: the Magento admin token request got HTTP 401 from .*\/rest\/default\/V1\/integration\/admin\/token: \{"message":"bad login"\}$/,
    );
    await expect(
      runHelper('shopping_get_latest_order_url()', 'w', builtinHelpers(), {
        page: NO_PAGE,
        siteUrls: {},
        fetch,
        taskId: 7,
      }),
    ).rejects.toThrow(
      "task 7: shopping_get_latest_order_url needs the shopping site's URL; set SHOPPING or run on the built-in sites",
    );
  });
});
