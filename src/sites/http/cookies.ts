// Cookie header parsing and Set-Cookie serialization (RFC 6265), just what the sites need.

/** Parses a `Cookie:` header into name → value (first occurrence wins, values URI-decoded). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const value = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value; // not URI-encoded by us; keep the raw value rather than drop the cookie
    }
  }
  return cookies;
}

/** Options of one Set-Cookie header. */
export interface CookieOptions {
  path?: string;
  httpOnly?: boolean;
  /** Seconds; 0 deletes the cookie. Absent: a session cookie. */
  maxAge?: number;
  sameSite?: 'Lax' | 'Strict';
}

/** Serializes one Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly ?? true) parts.push('HttpOnly');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}
