// `webrl view`'s web server (node:http, 127.0.0.1 by default): the episode list at `/`, an
// episode's steps at `/episode?id=…`, screenshots at `/screenshot?id=…&step=N`. Pages carry a
// Content-Security-Policy that allows only their own nonce-tagged script, so nothing from a trace
// (page HTML, model output) can run, and the page HTML is shown in a sandboxed frame besides.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, getLogger } from '../core/index.js';
import { escapeHtml } from './html-escape.js';
import { renderEpisodePage } from './viewer-episode-page.js';
import { page, renderListPage } from './viewer-list-page.js';
import { type EpisodeSource, FILTER_KEYS, type ViewerFilters } from './viewer-source.js';

const log = getLogger('viewer');

export interface ViewerOptions {
  source: EpisodeSource;
  /** Interface to listen on (default 127.0.0.1: the viewer shows traces, keep it local). */
  host?: string;
  /** Port (default 8377; 0 picks a free one). */
  port?: number;
}

/** A running viewer. */
export interface Viewer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  close(): Promise<void>;
}

export const DEFAULT_VIEWER_PORT = 8377;

function filtersOf(params: URLSearchParams): ViewerFilters {
  const filters: ViewerFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  nonce?: string,
): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src ${nonce ? `'nonce-${nonce}'` : "'none'"}; form-action 'self'; frame-ancestors 'none'`,
  });
  res.end(body);
}

function notFound(res: ServerResponse, what: string): void {
  send(
    res,
    404,
    'text/html; charset=utf-8',
    page('not found', `<p>${escapeHtml(what)}</p><p><a href="/">← episodes</a></p>`, ''),
  );
}

/**
 * Whether a request's Host names this machine as a browser reaches it directly: an IP address,
 * localhost, or the address the viewer listens on. Any other name is how DNS rebinding gets a page
 * of another site to read the traces (and screenshots) from this origin, so it is refused.
 */
export function isAllowedHost(hostHeader: string | undefined, listenHost: string): boolean {
  if (!hostHeader) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${hostHeader}`).hostname;
  } catch {
    return false;
  }
  if (hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return true;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === listenHost.toLowerCase();
}

function handle(source: EpisodeSource, req: IncomingMessage, res: ServerResponse, listenHost: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (!isAllowedHost(req.headers.host, listenHost)) {
    send(
      res,
      403,
      'text/plain; charset=utf-8',
      `the viewer answers requests to its address only (an IP address or localhost), not to ${req.headers.host ?? 'no host'}`,
    );
    return;
  }
  const url = new URL(req.url ?? '/', 'http://viewer');
  const nonce = randomBytes(12).toString('base64');
  const filters = filtersOf(url.searchParams);
  if (url.pathname === '/') {
    send(res, 200, 'text/html; charset=utf-8', renderListPage(source.episodes(), filters, nonce), nonce);
    return;
  }
  const id = url.searchParams.get('id') ?? '';
  if (url.pathname === '/episode') {
    const detail = source.detail(id);
    if (!detail) {
      notFound(res, `no episode ${id}`);
      return;
    }
    send(
      res,
      200,
      'text/html; charset=utf-8',
      renderEpisodePage(detail, source.episodes(), filters, nonce),
      nonce,
    );
    return;
  }
  if (url.pathname === '/screenshot') {
    // Digits only: Number() reads "", " " and "0x0" as step 0.
    const step = url.searchParams.get('step') ?? '';
    const path = /^\d+$/.test(step) ? source.screenshotPath(id, Number(step)) : null;
    if (!path) {
      notFound(res, `no screenshot for step ${url.searchParams.get('step')} of ${id}`);
      return;
    }
    send(res, 200, 'image/png', readFileSync(path));
    return;
  }
  notFound(res, `no page ${url.pathname}`);
}

/** Starts the viewer; resolves once it listens. */
export async function startViewer(options: ViewerOptions): Promise<Viewer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    try {
      handle(options.source, req, res, host);
    } catch (error) {
      log.error('viewer request failed', { url: req.url, error: String(error) });
      if (!res.headersSent)
        send(res, 500, 'text/plain; charset=utf-8', `the viewer failed: ${(error as Error).message}`);
      else res.end();
    }
  });
  const wanted = options.port ?? DEFAULT_VIEWER_PORT;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // A port another program holds is the user's to change, not a crash.
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        const why = error.code === 'EADDRINUSE' ? 'is in use' : 'may not be opened by this user';
        reject(
          new ConfigError(
            `port ${wanted} on ${host} ${why}; pass --port <another> (0 picks a free one)`,
            [],
            {
              cause: error,
            },
          ),
        );
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
        // A host that is not an address of this machine, or no name at all.
        reject(
          new ConfigError(
            `host ${host} is not an address of this machine; pass --host 127.0.0.1 (the default) or one of its own addresses`,
            [],
            { cause: error },
          ),
        );
      } else reject(error);
    });
    server.listen(wanted, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
