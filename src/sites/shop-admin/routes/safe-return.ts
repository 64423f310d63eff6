// Where to send the browser back to after a form posted from a grid: the grid URL the form carried,
// if it stays inside the back office, else the grid's plain path.

import type { RequestContext } from '../../http/request-context.js';

/** A same-site URL (path and query under the base path) from `returnTo`, or `fallback` (a site path). */
export function safeReturn(request: RequestContext, returnTo: string | null, fallback: string): string {
  const base = request.href('/');
  if (returnTo?.startsWith(base) && !returnTo.startsWith('//')) return returnTo;
  return request.href(fallback);
}
