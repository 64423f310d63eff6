// Per-episode origin allowlist: every request of the context passes through one route; requests to
// an origin outside the task's sites are aborted and recorded (url and time) and logged on the
// `browser` channel. It also remembers the origins visited, so the pool knows whose storage to clear.
import type { BrowserContext, Request, Route } from 'playwright-core';
import { getLogger } from '../core/index.js';

const log = getLogger('browser');

/** A request the allowlist stopped. */
export interface BlockedRequest {
  url: string;
  /** ISO time of the attempt. */
  time: string;
  /** Playwright resource type: document, script, fetch, image, … */
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

export class OriginAllowlist {
  private allowed: Set<string> | null = null;
  /** Requests blocked since the last `reset`. */
  readonly blocked: BlockedRequest[] = [];
  /** Origins requested since the last `reset`. */
  readonly visitedOrigins = new Set<string>();

  /** Routes every request of `context` through this allowlist. */
  async install(context: BrowserContext): Promise<void> {
    await context.route('**/*', (route, request) => this.handle(route, request));
  }

  /** Allows only these origins (`http://127.0.0.1:4100`, URLs are reduced to their origin); null allows all. */
  allow(originsOrUrls: Iterable<string> | null): void {
    if (originsOrUrls === null) {
      this.allowed = null;
      return;
    }
    this.allowed = new Set();
    for (const value of originsOrUrls) {
      const origin = originOf(value);
      if (origin === null) throw new Error(`allowlist entry "${value}" is not an http(s) URL or origin`);
      this.allowed.add(origin);
    }
  }

  /** Forgets the blocked requests and visited origins (between episodes). */
  reset(): void {
    this.blocked.length = 0;
    this.visitedOrigins.clear();
  }

  private async handle(route: Route, request: Request): Promise<void> {
    const url = request.url();
    const origin = originOf(url);
    try {
      if (origin !== null && this.allowed !== null && !this.allowed.has(origin)) {
        const blocked = { url, time: new Date().toISOString(), resourceType: request.resourceType() };
        this.blocked.push(blocked);
        log.warn('blocked a request outside the task’s sites', { ...blocked, allowed: [...this.allowed] });
        await route.abort('blockedbyclient');
        return;
      }
      if (origin !== null) this.visitedOrigins.add(origin);
      await route.continue();
    } catch (error) {
      // The page closed while its request was paused; nothing is left to answer.
      log.debug('route outlived its page', { url, error: String(error) });
    }
  }
}
