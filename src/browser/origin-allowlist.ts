// Per-episode origin allowlist: the browser context sends all its traffic through a proxy of its own
// (allowlist-proxy.ts); requests to an origin outside the task's sites are refused there, recorded
// (url, time, resource type) and logged on the `browser` channel, and never leave the machine. It
// also remembers the origins visited, so the pool knows whose storage to clear.
import { getLogger } from '../core/index.js';
import { type AllowlistProxy, type ProxiedRequest, startAllowlistProxy } from './allowlist-proxy.js';

const log = getLogger('browser');

/** A request the allowlist stopped. */
export interface BlockedRequest {
  /** The URL; `host:port` for an https or WebSocket tunnel, whose path the proxy never sees. */
  url: string;
  /** ISO time of the attempt. */
  time: string;
  /** Playwright's resource type words from Sec-Fetch-Dest (document, script, fetch, …), 'tunnel' or 'other'. */
  resourceType: string;
}

/** The scheme-host-port origin of an http(s) or ws(s) URL; null for data:, blob:, about: and the like. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    // Not a URL at all: nothing to allow or block.
    return null;
  }
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'ws:': 80, 'https:': 443, 'wss:': 443 };

/** `host:port` of an origin, the port spelled out, as a tunnel names its destination. */
function hostPortOf(origin: string): string {
  const url = new URL(origin);
  return `${url.hostname}:${url.port || DEFAULT_PORTS[url.protocol]}`;
}

export class OriginAllowlist {
  private allowed: Set<string> | null = null;
  /** The allowed origins' `host:port`: a tunnel (https, wss) is let through to any of them. */
  private allowedHostPorts = new Set<string>();
  /** Requests blocked since the last `reset`. */
  readonly blocked: BlockedRequest[] = [];
  /** Origins requested since the last `reset`. */
  readonly visitedOrigins = new Set<string>();

  private constructor(private readonly proxy: AllowlistProxy) {}

  /** Starts the allowlist's proxy; pass `contextProxy` to `browser.newContext`. */
  static async start(): Promise<OriginAllowlist> {
    let allowlist: OriginAllowlist | undefined;
    const proxy = await startAllowlistProxy({ allows: (request) => allowlist!.decide(request) });
    allowlist = new OriginAllowlist(proxy);
    return allowlist;
  }

  /**
   * Playwright's `proxy` option for the context. Loopback addresses are proxied too (Chromium
   * bypasses them by default), since the built-in sites and other slots' sites live there.
   */
  get contextProxy(): { server: string; bypass: string } {
    return { server: this.proxy.server, bypass: '<-loopback>' };
  }

  /** Allows only these origins (`http://127.0.0.1:4100`, URLs are reduced to their origin); null allows all. */
  allow(originsOrUrls: Iterable<string> | null): void {
    if (originsOrUrls === null) {
      this.allowed = null;
      this.allowedHostPorts = new Set();
      return;
    }
    const allowed = new Set<string>();
    for (const value of originsOrUrls) {
      const origin = originOf(value);
      if (origin === null) throw new Error(`allowlist entry "${value}" is not an http(s) URL or origin`);
      allowed.add(origin);
    }
    this.allowed = allowed;
    this.allowedHostPorts = new Set([...allowed].map(hostPortOf));
  }

  /** Forgets the blocked requests and visited origins (between episodes). */
  reset(): void {
    this.blocked.length = 0;
    this.visitedOrigins.clear();
  }

  /** Stops the proxy (the context is gone). */
  async close(): Promise<void> {
    await this.proxy.close();
  }

  private decide(request: ProxiedRequest): boolean {
    const hostPort = `${request.host}:${request.port}`;
    const allowed =
      this.allowed === null ||
      (request.origin !== null ? this.allowed.has(request.origin) : this.allowedHostPorts.has(hostPort));
    if (!allowed) {
      const blocked = {
        url: request.url,
        time: new Date().toISOString(),
        resourceType: request.resourceType,
      };
      this.blocked.push(blocked);
      log.warn('blocked a request outside the task’s sites', { ...blocked, allowed: [...this.allowed!] });
      return false;
    }
    // A tunnel's scheme is not known; https is what storage would be kept under.
    const origin = request.origin ?? originOf(`https://${hostPort}`);
    if (origin !== null) this.visitedOrigins.add(origin);
    return true;
  }
}
