// Activity events as GitLab's activity feeds show them: "Byte Blaze opened issue #12 at a11yproject /
// a11yproject.com", "pushed to branch main", with the time.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { avatar, timeTag } from './widgets.js';

/** An event joined with its author and project. */
export interface EventRow {
  action: string;
  target_type: string;
  target_iid: number | null;
  target_title: string;
  created_at: string;
  author_name: string;
  author_username: string;
  author_color: string;
  project_path: string;
  project_name: string;
}

/** SQL selecting events with their author and project (append WHERE / ORDER BY). */
export const EVENT_SELECT = `SELECT e.action, e.target_type, e.target_iid, e.target_title, e.created_at,
  u.name AS author_name, u.username AS author_username, u.avatar_color AS author_color,
  p.namespace_path || '/' || p.path AS project_path, p.name AS project_name
  FROM events e JOIN users u ON u.id = e.author_id JOIN projects p ON p.id = e.project_id`;

function target(request: RequestContext, event: EventRow): SafeHtml {
  if (event.target_type === 'Branch') {
    return html`branch <a href="${request.href(`/${event.project_path}/-/commits/${event.target_title}`)}">${event.target_title}</a>`;
  }
  if (event.target_type === 'Issue' || event.target_type === 'MergeRequest') {
    const isIssue = event.target_type === 'Issue';
    const href = request.href(
      `/${event.project_path}/-/${isIssue ? 'issues' : 'merge_requests'}/${event.target_iid}`,
    );
    return html`${isIssue ? 'issue' : 'merge request'} <a href="${href}" title="${event.target_title}">${isIssue ? '#' : '!'}${event.target_iid}</a> "${event.target_title}"`;
  }
  return html`project`;
}

/** The feed. */
export function eventList(request: RequestContext, events: readonly EventRow[], now: string): SafeHtml {
  if (events.length === 0) return html`<div class="empty-state"><p>No activity yet.</p></div>`;
  return html`<ul class="content-list event-list">${events.map(
    (e) => html`<li class="event-item">${avatar(e.author_name, e.author_color, 32, true)}<div style="flex:1">
      <div class="event-title"><a href="${request.href(`/${e.author_username}`)}">${e.author_name}</a> ${e.action} ${target(request, e)} at
        <a href="${request.href(`/${e.project_path}`)}">${e.project_path}</a></div>
      <div class="event-body">${timeTag(e.created_at, now)}</div></div></li>`,
  )}</ul>`;
}
