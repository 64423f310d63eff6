// Everything a route handler reads about one request (path, query, form, cookies, logged-in account)
// and the few things it may do besides returning a response (set cookies, log in, log out).
import type { IncomingHttpHeaders } from 'node:http';
import type { SiteUrlKey } from '../../core/index.js';
import type { SiteDb } from '../data/site-db.js';
import { type CookieOptions, serializeCookie } from './cookies.js';

/** One request as a route handler sees it. */
export interface RequestContext {
  /** Upper-case method; HEAD is reported as GET. */
  readonly method: string;
  /** The full requested URL. */
  readonly url: URL;
  /** The path inside the site (its `basePath` stripped), always starting with `/`. */
  readonly path: string;
  /** Named parts of the matched route pattern (`:id`, and `*` for a trailing wildcard). */
  params: Record<string, string>;
  readonly query: URLSearchParams;
  /** The form fields of a urlencoded POST body (empty for other requests). */
  readonly form: URLSearchParams;
  /** The raw request body (for JSON APIs). */
  readonly body: string;
  readonly headers: IncomingHttpHeaders;
  readonly cookies: Readonly<Record<string, string>>;
  /** The username of the logged-in account (from the session cookie), or null. */
  readonly user: string | null;
  /** The slot's database; throws for a site without one. */
  readonly db: SiteDb;
  /** Base URLs of every site in the slot. */
  readonly urls: Readonly<Partial<Record<SiteUrlKey, string>>>;
  /** A site path (`/checkout/cart/`) as a link href, with the site's base path prepended. */
  href(path: string): string;
  /** Adds a Set-Cookie header to the response. */
  setCookie(name: string, value: string, options?: CookieOptions): void;
  /** Logs `username` in: the response carries a fresh session cookie. */
  login(username: string): void;
  /** Logs out: the response deletes the session cookie. */
  logout(): void;
  /** Set-Cookie headers collected so far (read by the server when it writes the response). */
  readonly responseCookies: readonly string[];
}

/** What `createRequestContext` needs besides the request itself. */
export interface RequestContextInit {
  method: string;
  url: URL;
  basePath: string;
  body: string;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string>;
  user: string | null;
  db: () => SiteDb | null;
  urls: Readonly<Partial<Record<SiteUrlKey, string>>>;
  siteName: string;
  sessionCookieName: string;
  signSession: (username: string) => string;
}

/** Builds the context of one request. */
export function createRequestContext(init: RequestContextInit): RequestContext {
  const responseCookies: string[] = [];
  const path = init.url.pathname.slice(init.basePath.length) || '/';
  const isForm = String(init.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  let user = init.user;
  return {
    method: init.method === 'HEAD' ? 'GET' : init.method,
    url: init.url,
    path,
    params: {},
    query: init.url.searchParams,
    form: new URLSearchParams(isForm ? init.body : ''),
    body: init.body,
    headers: init.headers,
    cookies: init.cookies,
    get user() {
      return user;
    },
    get db() {
      const db = init.db();
      if (!db) throw new Error(`site "${init.siteName}" has no database; its Site declares none`);
      return db;
    },
    urls: init.urls,
    href: (sitePath) => `${init.basePath}${sitePath}`,
    setCookie(name, value, options) {
      responseCookies.push(serializeCookie(name, value, options));
    },
    login(username) {
      user = username;
      responseCookies.push(serializeCookie(init.sessionCookieName, init.signSession(username)));
    },
    logout() {
      user = null;
      responseCookies.push(serializeCookie(init.sessionCookieName, '', { maxAge: 0 }));
    },
    responseCookies,
  };
}
