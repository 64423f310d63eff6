// Stateless login sessions: the cookie carries the account name and an HMAC of it, so the host can
// mint a logged-in cookie for an episode without touching the slot's database, and a reset never
// logs anyone out.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The session cookie's name for a site (cookies ignore ports, so each site needs its own name). */
export function sessionCookieName(siteName: string): string {
  return `webrl_${siteName.replace(/[^a-z0-9]/gi, '_')}_session`;
}

/** Signs and checks session cookie values with one secret shared by all slots of a host. */
export class SessionSigner {
  constructor(private readonly secret: string) {}

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  /** The cookie value that logs `username` in to `siteName`. */
  sign(siteName: string, username: string): string {
    const payload = Buffer.from(username).toString('base64url');
    return `${payload}.${this.mac(`${siteName}:${payload}`)}`;
  }

  /** The username a cookie value logs in, or null when it is malformed or forged. */
  verify(siteName: string, value: string | undefined): string | null {
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const payload = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.mac(`${siteName}:${payload}`));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Buffer.from(payload, 'base64url').toString();
  }
}
