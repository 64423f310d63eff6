// Route guards: pages for members send visitors to the login form, as Postmill does.
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import { currentMember, type MemberRow, setFlash } from '../forum-session.js';

/** The member, or the redirect to the login page to return instead. */
export function memberOrLogin(request: RequestContext): MemberRow | SiteResponse {
  const member = currentMember(request);
  if (member) return member;
  setFlash(request, 'notice', 'You need to log in to do that.');
  return redirect(request.href('/login'));
}

export function isResponse(value: MemberRow | SiteResponse): value is SiteResponse {
  return 'status' in value && 'headers' in value;
}

/** The page number from `?page=` (1 when absent or bad). */
export function pageParam(request: RequestContext): number {
  const page = Number.parseInt(request.query.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 1000) : 1;
}
