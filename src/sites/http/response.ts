// What a route handler returns, and the few shapes every site needs (page, redirect, JSON, 404).
import type { SafeHtml } from './html.js';

/** An HTTP response before it is written. */
export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** An HTML page. */
export function htmlResponse(page: SafeHtml | string, status = 200): SiteResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: String(page) };
}

/** A redirect; 303 so that a form POST is followed by a GET (post/redirect/get). */
export function redirect(location: string, status = 303): SiteResponse {
  return { status, headers: { location }, body: '' };
}

/** A JSON body (the REST APIs). */
export function jsonResponse(value: unknown, status = 200): SiteResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(value),
  };
}

/** Plain text. */
export function textResponse(text: string, status = 200, contentType = 'text/plain'): SiteResponse {
  return { status, headers: { 'content-type': `${contentType}; charset=utf-8` }, body: text };
}

/** A static asset (stylesheet, script) that browsers may cache for an hour: it never changes within a host. */
export function assetResponse(text: string, contentType: string): SiteResponse {
  return {
    status: 200,
    headers: { 'content-type': `${contentType}; charset=utf-8`, 'cache-control': 'public, max-age=3600' },
    body: text,
  };
}
