import { describe, expect, it } from 'vitest';
import { createRequestContext } from './request-context.js';
import { htmlResponse } from './response.js';
import { Router } from './router.js';

function request(method: string, path: string) {
  return createRequestContext({
    method,
    url: new URL(`http://127.0.0.1${path}`),
    basePath: '',
    body: '',
    headers: {},
    cookies: {},
    user: null,
    db: () => null,
    urls: {},
    siteName: 'test',
    sessionCookieName: 'sid',
    signSession: (u) => u,
  });
}

const router = new Router()
  .get('/checkout/cart', () => htmlResponse('cart'))
  .get('/sales/order/view/order_id/:id', (r) => htmlResponse(`order ${r.params.id}`))
  .post('/checkout/cart/add', () => htmlResponse('added'))
  .get('/*', (r) => htmlResponse(`catalog ${r.params['*']}`));

async function body(method: string, path: string) {
  const response = await router.handle(request(method, path));
  return response ? String(response.body) : null;
}

describe('Router', () => {
  it('matches with or without a trailing slash', async () => {
    expect(await body('GET', '/checkout/cart')).toBe('cart');
    expect(await body('GET', '/checkout/cart/')).toBe('cart');
  });

  it('captures named segments and the trailing wildcard', async () => {
    expect(await body('GET', '/sales/order/view/order_id/170/')).toBe('order 170');
    expect(await body('GET', '/electronics/headphones.html')).toBe('catalog electronics/headphones.html');
  });

  it('routes by method and treats HEAD as GET', async () => {
    expect(await body('POST', '/checkout/cart/add')).toBe('added');
    expect(await body('HEAD', '/checkout/cart')).toBe('cart');
    expect(await body('POST', '/checkout/cart')).toBeNull();
  });

  it('rejects a wildcard that is not the last segment', () => {
    expect(() => new Router().get('/*/x', () => htmlResponse(''))).toThrow(/last segment/);
  });
});
