// Who is browsing (the logged-in member, from the session cookie) and one-shot alerts shown on the
// next page ("Your submission was posted."), kept in a cookie like Postmill's session flashes.
import type { RequestContext } from '../http/request-context.js';

/** The logged-in member as pages need them. */
export interface MemberRow {
  id: number;
  username: string;
  email: string | null;
  biography: string | null;
  created_at: number;
  front_page: string;
  default_sort: string;
  night_mode: number;
  show_thumbnails: number;
  open_external_new_tab: number;
}

const FLASH_COOKIE = 'webrl_forum_flash';

/** The logged-in member, or null (also when the session names an account that no longer exists). */
export function currentMember(request: RequestContext): MemberRow | null {
  if (!request.user) return null;
  return request.db.get<MemberRow>('SELECT * FROM users WHERE username = ?', request.user) ?? null;
}

export type FlashKind = 'success' | 'error' | 'notice';

/** Queues an alert for the next page the browser loads. */
export function setFlash(request: RequestContext, kind: FlashKind, text: string): void {
  request.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify({ kind, text })).toString('base64url'));
}

/** The queued alert, if any; the same response clears it. */
export function takeFlash(request: RequestContext): { kind: FlashKind; text: string } | null {
  const value = request.cookies[FLASH_COOKIE];
  if (!value) return null;
  request.setCookie(FLASH_COOKIE, '', { maxAge: 0 });
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString()) as { kind: FlashKind; text: string };
  } catch {
    return null; // a mangled cookie only loses the alert
  }
}

/** Where to go back to after a form posted from a page: the Referer on this site, else `fallback`. */
export function backTo(request: RequestContext, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.host === request.url.host ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}
