// Postmill's vote widget: a form whose class says the viewer's vote (`vote vote--user-upvoted`),
// an up and a down button that post the new choice, and the net score between them.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';

/** `score` shows with a true minus sign when negative, as Postmill prints it. */
export function voteForm(
  request: RequestContext,
  kind: 'submission' | 'comment',
  id: number,
  score: number,
  choice: number,
): SafeHtml {
  const classes = `vote${choice === 1 ? ' vote--user-upvoted' : ''}${choice === -1 ? ' vote--user-downvoted' : ''}`;
  const action = request.href(`/${kind === 'submission' ? 'sv' : 'cv'}/${id}`);
  return html`<form action="${action}" method="post" class="${classes}" data-id="${id}" data-score="${score}"><button type="submit" name="choice" value="${choice === 1 ? 0 : 1}" class="unbuttonize vote__button vote__up" title="${choice === 1 ? 'Retract upvote' : 'Upvote'}">&#9650;</button><span class="vote__net-score">${score < 0 ? `\u2212${-score}` : String(score)}</span><button type="submit" name="choice" value="${choice === -1 ? 0 : -1}" class="unbuttonize vote__button vote__down" title="${choice === -1 ? 'Retract downvote' : 'Downvote'}">&#9660;</button></form>`;
}
