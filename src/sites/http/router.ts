// A tiny router: method + path pattern → handler, first match wins. Patterns are literal segments,
// `:name` segments and a final `*` that takes the rest of the path; a trailing slash never matters,
// because Magento-style URLs are written both ways (`/checkout/cart` and `/checkout/cart/`).
import type { RequestContext } from './request-context.js';
import type { SiteResponse } from './response.js';

/** A route handler. */
export type Handler = (request: RequestContext) => SiteResponse | Promise<SiteResponse>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Routes requests of one site. */
export class Router {
  private readonly routes: Route[] = [];

  get(pattern: string, handler: Handler): this {
    return this.add('GET', pattern, handler);
  }

  post(pattern: string, handler: Handler): this {
    return this.add('POST', pattern, handler);
  }

  /** Adds a route; `method` is GET, POST, PUT, DELETE, or `*` for any. */
  add(method: string, pattern: string, handler: Handler): this {
    const segments = splitPath(pattern);
    const star = segments.indexOf('*');
    if (star >= 0 && star !== segments.length - 1) {
      throw new Error(`route pattern "${pattern}": "*" may only be the last segment`);
    }
    this.routes.push({ method, segments, handler });
    return this;
  }

  /** The matching handler's response, or null when no route matches (the site then answers 404). */
  handle(request: RequestContext): SiteResponse | Promise<SiteResponse> | null {
    const path = splitPath(request.path);
    for (const route of this.routes) {
      if (route.method !== '*' && route.method !== request.method) continue;
      const params = matchSegments(route.segments, path);
      if (!params) continue;
      request.params = params;
      return route.handler(request);
    }
    return null;
  }
}

function matchSegments(pattern: string[], path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part === '*') {
      if (i >= path.length) return null;
      params['*'] = path.slice(i).map(decodeSegment).join('/');
      return params;
    }
    const segment = path[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  return pattern.length === path.length ? params : null;
}
