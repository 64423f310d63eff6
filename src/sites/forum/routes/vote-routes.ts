// Votes (Postmill's `/sv/<id>` and `/cv/<id>`): the form posts the new choice and the browser goes
// back to the page it came from.
import type { RequestContext } from '../../http/request-context.js';
import { redirect, type SiteResponse } from '../../http/response.js';
import type { Router } from '../../http/router.js';
import { backTo } from '../forum-session.js';
import { findComment } from '../queries/comment-queries.js';
import { castVote } from '../queries/forum-writes.js';
import { findSubmission } from '../queries/submission-queries.js';
import { commentPath } from '../views/comment-view.js';
import { submissionPath } from '../views/submission-view.js';
import { notFoundPage } from './not-found.js';
import { isResponse, memberOrLogin } from './require-member.js';

function vote(request: RequestContext, kind: 'submission' | 'comment'): SiteResponse {
  const member = memberOrLogin(request);
  if (isResponse(member)) return member;
  const id = Number(request.params.id);
  const choice = Number(request.form.get('choice'));
  if (![1, 0, -1].includes(choice)) return notFoundPage(request, 'Unknown vote.');
  const fallback =
    kind === 'submission'
      ? findSubmission(request.db, id, member.id)
      : findComment(request.db, id, member.id);
  if (!fallback) return notFoundPage(request);
  castVote(request.db, kind, id, member.id, choice);
  const home = 'title' in fallback ? submissionPath(fallback) : commentPath(fallback);
  return redirect(backTo(request, request.href(home)));
}

export function addVoteRoutes(router: Router): void {
  router.post('/sv/:id', (r) => vote(r, 'submission')).post('/cv/:id', (r) => vote(r, 'comment'));
}
