// What most code host routes start with: the logged-in user (or a redirect to sign in), the project
// named by the URL (or GitLab's 404 page), and the user's access level in it.

import { html } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import { currentUser, type UserRow } from '../code-host-session.js';
import { accessLevelIn, findProject, type ProjectRow } from '../queries/project-queries.js';
import { renderPage } from '../views/layout.js';

/** GitLab's 404 page. */
export function notFoundPage(request: RequestContext): SiteResponse {
  return renderPage(request, {
    title: 'Not Found',
    status: 404,
    body: html`<div class="empty-state"><h1 style="font-size:4rem;margin:0">404</h1><h4>Page Not Found</h4>
      <p>Make sure the address is correct and the page hasn't moved.</p><a class="btn" href="${request.href('/')}">Go to the dashboard</a></div>`,
  });
}

/** A handler that needs a logged-in user. */
export type UserHandler = (request: RequestContext, user: UserRow) => SiteResponse | Promise<SiteResponse>;

/** Runs `handler` for a logged-in user; sends anyone else to the sign-in page. */
export function withUser(handler: UserHandler) {
  return (request: RequestContext): SiteResponse | Promise<SiteResponse> => {
    const user = currentUser(request);
    if (!user) return redirect(request.href('/users/sign_in'));
    return handler(request, user);
  };
}

/** What a project route gets. */
export interface ProjectContext {
  user: UserRow;
  project: ProjectRow;
  /** The user's access level (0 when not a member). */
  access: number;
}

/** A handler of a project page. */
export type ProjectHandler = (
  request: RequestContext,
  context: ProjectContext,
) => SiteResponse | Promise<SiteResponse>;

/** Runs `handler` with the project named by `:namespace/:project`; 404 when there is none the user may see. */
export function withProject(handler: ProjectHandler) {
  return withUser((request, user) => {
    const project = findProject(request.db, request.params.namespace!, request.params.project!, user.id);
    if (!project) return notFoundPage(request);
    return handler(request, { user, project, access: accessLevelIn(request.db, project.id, user.id) });
  });
}

/** Reads a positive page number from `?page=`. */
export function pageParam(request: RequestContext): number {
  return Math.max(1, Number.parseInt(request.query.get('page') ?? '1', 10) || 1);
}
