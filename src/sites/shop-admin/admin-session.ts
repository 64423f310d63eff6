// Who is using the back office (the admin user behind the session cookie) and the one-shot messages
// Magento shows after an action ("You saved the product."), carried to the next page in a cookie.
import type { RequestContext } from '../http/request-context.js';
import { hashPassword } from '../magento/generate-people.js';

/** An admin user as the pages show them. */
export interface AdminUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** A message for the next page: Magento's green success, red error or yellow notice box. */
export interface AdminMessage {
  kind: 'success' | 'error' | 'notice';
  text: string;
}

const MESSAGE_COOKIE = 'webrl_admin_messages';

/** The logged-in admin user, or null. */
export function currentAdmin(request: RequestContext): AdminUser | null {
  if (!request.user) return null;
  return (
    request.db.get<AdminUser>(
      'SELECT id, username, first_name, last_name, email FROM admin_users WHERE username = ?',
      request.user,
    ) ?? null
  );
}

/** Checks a user name and password against `admin_users`; returns the user name that logs in. */
export function checkAdminPassword(
  request: RequestContext,
  username: string,
  password: string,
): string | null {
  const row = request.db.get<{ username: string; password_hash: string; password_salt: string }>(
    'SELECT username, password_hash, password_salt FROM admin_users WHERE username = ?',
    username.trim(),
  );
  if (!row) return null;
  return hashPassword(password, row.password_salt) === row.password_hash ? row.username : null;
}

/** Queues a message for the next page the browser loads. */
export function addMessage(request: RequestContext, kind: AdminMessage['kind'], text: string): void {
  const value = Buffer.from(JSON.stringify({ kind, text })).toString('base64url');
  request.setCookie(MESSAGE_COOKIE, value, { path: request.href('') });
}

/** The queued message, if any; the same response clears it. */
export function takeMessage(request: RequestContext): AdminMessage | null {
  const value = request.cookies[MESSAGE_COOKIE];
  if (!value) return null;
  request.setCookie(MESSAGE_COOKIE, '', { maxAge: 0, path: request.href('') });
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString()) as AdminMessage;
  } catch {
    return null; // a mangled cookie only loses the message
  }
}
