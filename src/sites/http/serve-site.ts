// Serves one site's app for one slot over node:http on 127.0.0.1: reads the request, builds the
// request context (with the session's user), calls the app and writes its response.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getLogger, type SiteUrlKey } from '../../core/index.js';
import type { SiteDb } from '../data/site-db.js';
import type { SiteApp } from '../site.js';
import { parseCookies } from './cookies.js';
import { escapeHtml } from './html.js';
import { createRequestContext } from './request-context.js';
import { type SiteResponse, textResponse } from './response.js';
import { type SessionSigner, sessionCookieName } from './session.js';

const log = getLogger('sites');

/** Forms and JSON bodies of the built-in sites are small; anything bigger is a client bug. */
const MAX_BODY_BYTES = 1 << 20;

/** What one (site, slot) server needs. */
export interface SiteServerOptions {
  siteName: string;
  basePath: string;
  app: SiteApp;
  sessions: SessionSigner;
  db: () => SiteDb | null;
  urls: Readonly<Partial<Record<SiteUrlKey, string>>>;
}

/** Starts the server on 127.0.0.1 and an ephemeral port; resolves with the server and its origin. */
export async function startSiteServer(
  options: SiteServerOptions,
): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    handleRequest(options, req, res).catch((error: unknown) => {
      log.error('request failed', { site: options.siteName, url: req.url, error: String(error) });
      if (!res.headersSent) writeResponse(res, errorPage(error), req.method === 'HEAD');
      else res.destroy();
    });
  });
  // Chromium keeps connections open; a short keep-alive lets `close()` finish promptly.
  server.keepAliveTimeout = 2000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** Stops a server, dropping idle keep-alive connections so it does not linger. */
export function stopSiteServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 500).unref();
  });
}

async function handleRequest(options: SiteServerOptions, req: IncomingMessage, res: ServerResponse) {
  const isHead = req.method === 'HEAD';
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  } catch {
    // A Host header no URL can hold ("a b", "[::1"): the client's mistake, not the site's failure.
    writeResponse(
      res,
      {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: 'Bad Request: malformed Host header or URL',
      },
      isHead,
    );
    return;
  }
  const { basePath } = options;
  if (basePath && !(url.pathname === basePath || url.pathname.startsWith(`${basePath}/`))) {
    // The site lives under its base path (the admin under /admin); send strays there.
    writeResponse(res, { status: 302, headers: { location: `${basePath}/` }, body: '' }, isHead);
    return;
  }
  const body = await readBody(req);
  if (body === TOO_LARGE) {
    writeResponse(
      res,
      {
        status: 413,
        headers: { 'content-type': 'text/plain; charset=utf-8', connection: 'close' },
        body: `Payload Too Large: a request body over ${MAX_BODY_BYTES} bytes`,
      },
      isHead,
    );
    return;
  }
  const cookies = parseCookies(req.headers.cookie);
  const cookieName = sessionCookieName(options.siteName);
  const context = createRequestContext({
    method: req.method ?? 'GET',
    url,
    basePath,
    body,
    headers: req.headers,
    cookies,
    user: options.sessions.verify(options.siteName, cookies[cookieName]),
    db: options.db,
    urls: options.urls,
    siteName: options.siteName,
    sessionCookieName: cookieName,
    signSession: (username) => options.sessions.sign(options.siteName, username),
  });
  const response = withHeaderSafeLocation(await options.app.handle(context), url);
  if (context.responseCookies.length > 0) res.setHeader('set-cookie', [...context.responseCookies]);
  writeResponse(res, response, isHead);
}

/** A URL made only of the characters a URL serializer writes (no space, control or non-ASCII). */
const HEADER_SAFE_URL = /^[\x21-\x7e]*$/;

/**
 * A redirect whose target came from a form (a grid's `return` field) can hold a CR/LF or other
 * characters no header may carry, and Node would refuse to write it. Such a target goes out as the
 * browser would read it: resolved against the request's URL, tabs and newlines dropped and the
 * rest percent-encoded (what the URL serializer does).
 */
function withHeaderSafeLocation(response: SiteResponse, requestUrl: URL): SiteResponse {
  const location = response.headers.location;
  if (location === undefined || HEADER_SAFE_URL.test(location)) return response;
  return { ...response, headers: { ...response.headers, location: new URL(location, requestUrl).href } };
}

function writeResponse(res: ServerResponse, response: SiteResponse, isHead: boolean): void {
  const body = typeof response.body === 'string' ? Buffer.from(response.body) : response.body;
  res.statusCode = response.status;
  // Pages change with the slot's state (and with every reset); never let the browser reuse one.
  if (!('cache-control' in response.headers)) res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader('content-length', body.length);
  res.end(isHead ? undefined : body);
}

/** What readBody gives for a body over MAX_BODY_BYTES. */
const TOO_LARGE = Symbol('too large');

/**
 * The request's body as text, or TOO_LARGE. A body over the limit is read to its end and dropped,
 * so that the client, still sending, gets the 413 rather than a reset connection.
 */
function readBody(req: IncomingMessage): Promise<string | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? TOO_LARGE : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function errorPage(error: unknown): SiteResponse {
  const message = error instanceof Error ? error.message : String(error);
  return textResponse(
    `<!doctype html><title>Server error</title><h1>Server error</h1><pre>${escapeHtml(message)}</pre>`,
    500,
    'text/html',
  );
}
