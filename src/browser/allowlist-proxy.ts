// The HTTP proxy a browser context sends all its traffic to, so that the origin allowlist can stop a
// request before it leaves the machine without pausing the ones it lets through.
//
// Why a proxy and not Playwright's `context.route`: a route pauses every request of the context in
// the browser until Node has answered it over CDP, and Playwright turns Chromium's HTTP cache off
// while any route is set, so each page's scripts and styles are fetched and compiled again. Measured
// here on the built-in shop (page loads alternating, medians of 55): 72 ms with nothing in the way,
// 98 ms through a route, 74 ms through this proxy. Chromium sends plain-http requests to it in
// absolute form and https / WebSocket traffic as CONNECT tunnels, so the proxy sees every request's
// origin (only host and port for a tunnel) and never looks inside TLS.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { getLogger } from '../core/index.js';

const log = getLogger('browser');

/** One request as the proxy sees it, for the decision and the record. */
export interface ProxiedRequest {
  /** The full URL of a plain-http request; `host:port` for a tunnel (https, wss). */
  url: string;
  /** Scheme-host-port of a plain-http request; null for a tunnel. */
  origin: string | null;
  host: string;
  port: number;
  /** What Chromium fetches it as (`Sec-Fetch-Dest`, in Playwright's resource-type words) or 'tunnel'. */
  resourceType: string;
}

/** What the proxy asks of its owner. */
export interface ProxyPolicy {
  /** True to let the request through; false answers it with 403 and it never leaves. */
  allows(request: ProxiedRequest): boolean;
}

/** A started proxy: the address to give the browser context, and how to stop it. */
export interface AllowlistProxy {
  /** `http://127.0.0.1:<port>` */
  server: string;
  close(): Promise<void>;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are not forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && !named.includes(name)) kept[name] = value;
  }
  return kept;
}

// Sec-Fetch-Dest (sent to localhost and https) in the words Playwright uses for resource types.
const DESTINATIONS: Record<string, string> = {
  document: 'document',
  iframe: 'document',
  frame: 'document',
  empty: 'fetch',
  script: 'script',
  style: 'stylesheet',
  image: 'image',
  font: 'font',
  audio: 'media',
  video: 'media',
  track: 'media',
  manifest: 'manifest',
};

function resourceTypeOf(headers: IncomingHttpHeaders): string {
  const destination = String(headers['sec-fetch-dest'] ?? '');
  return DESTINATIONS[destination] ?? 'other';
}

// The refusal is a page of its own: the agent and the trace see what happened. Its empty icon keeps
// Chromium from asking the blocked origin for /favicon.ico as well.
const blockedPage = (url: string) =>
  '<!doctype html><title>Blocked by webrl</title><link rel="icon" href="data:,">' +
  `<p>webrl blocked a request to ${url.replace(/[<>&"]/g, '')}: it is outside this task's sites.</p>`;

/** Starts a proxy on a free loopback port that forwards what `policy` allows and refuses the rest. */
export async function startAllowlistProxy(policy: ProxyPolicy): Promise<AllowlistProxy> {
  // A fresh connection upstream for each request: a kept-alive one can be closed by the site just as
  // the next request goes out, and the browser's own connection to the proxy is the one kept alive.
  const upstreamAgent = new Agent({ keepAlive: false });
  const tunnels = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      if (target.protocol !== 'http:') throw new Error('not an absolute http URL');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('webrl proxy: expected an absolute http URL');
      return;
    }
    const port = Number(target.port || 80);
    const request: ProxiedRequest = {
      url: target.href,
      origin: target.origin,
      host: target.hostname,
      port,
      resourceType: resourceTypeOf(req.headers),
    };
    if (!policy.allows(request)) {
      req.resume();
      res
        .writeHead(403, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(blockedPage(target.href));
      return;
    }
    const upstream = httpRequest(
      {
        // URL writes an IPv6 host in brackets; a socket wants it bare.
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers: endToEnd(req.headers),
        agent: upstreamAgent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      // Nothing answered: say so as a gateway would; a half-sent answer can only be cut off.
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
          .end(`webrl proxy: ${target.origin} did not answer (${error.message})`);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  server.on('connect', (req, client: Socket, head: Buffer) => {
    const authority = req.url ?? '';
    // host:port, an IPv6 host in brackets as URL.hostname writes it.
    const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(authority);
    const request: ProxiedRequest = {
      url: authority,
      origin: null,
      host: match?.[1]?.toLowerCase() ?? authority,
      port: Number(match?.[2] ?? 443),
      resourceType: 'tunnel',
    };
    if (!match || !policy.allows(request)) {
      client.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const upstream = connect(request.port, request.host.replace(/^\[|\]$/g, ''), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    tunnels.add(client);
    const done = () => {
      tunnels.delete(client);
      upstream.destroy();
      client.destroy();
    };
    // A destination that cannot be reached closes the tunnel; Chromium shows it as a failed tunnel.
    upstream.on('error', (error) => {
      log.debug('proxy tunnel closed by an error', { authority, error: error.message });
      done();
    });
    upstream.on('close', done);
    client.on('error', done);
    client.on('close', done);
  });
  // A WebSocket comes as a CONNECT tunnel; an upgrade in absolute form is not something Chromium sends.
  server.on('upgrade', (_req, socket: Socket) => socket.destroy());
  server.on('clientError', (_error, socket: Socket) => socket.destroy());
  // The browser keeps its connection to the proxy; a long idle timeout avoids closing one just as a
  // request goes out on it.
  server.keepAliveTimeout = 120_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // The proxy lives as long as its context; it must not keep a finished process alive by itself.
  server.unref();
  const { port } = server.address() as { port: number };
  return {
    server: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      upstreamAgent.destroy();
    },
  };
}
