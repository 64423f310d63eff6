// Who is browsing the code host (the logged-in user's row) and one-shot flash messages shown on the
// next page ("The issue was successfully created.", "Member was successfully added").
import type { RequestContext } from '../http/request-context.js';

/** A user as pages show them. */
export interface UserRow {
  id: number;
  username: string;
  name: string;
  email: string;
  bio: string;
  location: string;
  website: string;
  organization: string;
  job_title: string;
  status_emoji: string;
  status_message: string;
  feed_token: string;
  avatar_color: string;
  created_at: string;
}

const FLASH_COOKIE = 'webrl_gitlab_flash';

/** The user named `username`, or undefined. */
export function findUser(request: RequestContext, username: string): UserRow | undefined {
  return request.db.get<UserRow>('SELECT * FROM users WHERE username = ?', username);
}

/** The logged-in user, or null. */
export function currentUser(request: RequestContext): UserRow | null {
  return request.user ? (findUser(request, request.user) ?? null) : null;
}

export type FlashKind = 'notice' | 'alert';

/** Queues a message for the next page the browser loads. */
export function setFlash(request: RequestContext, kind: FlashKind, text: string): void {
  request.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify({ kind, text })).toString('base64url'));
}

/** The queued message, if any; the same response clears it. */
export function takeFlash(request: RequestContext): { kind: FlashKind; text: string } | null {
  const value = request.cookies[FLASH_COOKIE];
  if (!value) return null;
  request.setCookie(FLASH_COOKIE, '', { maxAge: 0 });
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString()) as {
      kind: FlashKind;
      text: string;
    };
    return typeof parsed.text === 'string' ? parsed : null;
  } catch {
    return null; // a cookie we did not write; nothing to show
  }
}
