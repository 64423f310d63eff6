// Small pieces many code host pages share: avatars, user links, relative times, labels, state
// badges, visibility icons, pagination, and the sort dropdown.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { longDateTime, timeAgo } from '../data/site-time.js';
import { icon } from './icons.js';

/** A letter avatar (GitLab shows identicons for users and projects without pictures). */
export function avatar(
  name: string,
  color: string,
  size: 16 | 24 | 32 | 48 | 64 | 96,
  rounded = false,
): SafeHtml {
  return html`<span class="avatar s${size}${rounded ? ' rounded' : ''}" style="background:${color}" aria-hidden="true">${name.charAt(0).toUpperCase()}</span>`;
}

/** A link to a user's profile showing their name. */
export function userLink(request: RequestContext, user: { username: string; name: string }): SafeHtml {
  return html`<a class="author-link" href="${request.href(`/${user.username}`)}" title="@${user.username}">${user.name}</a>`;
}

/** `<time>` with GitLab's relative text and the absolute time as its title. */
export function timeTag(timestamp: string, now: string): SafeHtml {
  return html`<time datetime="${timestamp}" title="${longDateTime(timestamp)}">${timeAgo(timestamp, now)}</time>`;
}

function isLight(color: string): boolean {
  const hex = color.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 160;
}

/** A scoped-colour label; a link (to the filtered list) when `href` is given. */
export function labelBadge(label: { title: string; color: string }, href?: string): SafeHtml {
  const style = `background:${label.color}`;
  const cls = `gl-label${isLight(label.color) ? ' light' : ''}`;
  return href
    ? html`<a class="${cls}" style="${style}" href="${href}" title="${label.title}">${label.title}</a>`
    : html`<span class="${cls}" style="${style}">${label.title}</span>`;
}

/** The Open / Closed / Merged badge of an issue or merge request. */
export function stateBadge(state: 'opened' | 'closed' | 'merged', testId: string): SafeHtml {
  const text = state === 'opened' ? 'Open' : state === 'closed' ? 'Closed' : 'Merged';
  const cls = state === 'opened' ? 'open' : state;
  return html`<span class="issuable-status-badge issuable-status-badge-${cls}" data-testid="${testId}">${text}</span>`;
}

const VISIBILITY_TITLES = {
  public: 'Public - The project can be accessed without any authentication.',
  internal: 'Internal - The project can be accessed by any logged in user except external users.',
  private:
    'Private - Project access must be granted explicitly to each user. If this project is part of a group, access is granted to members of the group.',
} as const;

/** The visibility icon with GitLab's explanation as its title. */
export function visibilityIcon(visibility: keyof typeof VISIBILITY_TITLES): SafeHtml {
  const name = visibility === 'public' ? 'earth' : visibility === 'internal' ? 'shield' : 'lock';
  return html`<span class="visibility-icon" title="${VISIBILITY_TITLES[visibility]}">${icon(name)}</span>`;
}

/** Page links: ‹ Prev 1 2 3 Next ›, keeping the other query parameters. */
export function pagination(
  request: RequestContext,
  page: number,
  total: number,
  perPage = 20,
): SafeHtml | null {
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  const link = (p: number) => {
    const url = new URL(request.url);
    if (p === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(p));
    return `${url.pathname}${url.search}`;
  };
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return html`<nav class="gl-pagination" aria-label="Pagination">
    ${page > 1 ? html`<a href="${link(page - 1)}" rel="prev">‹ Prev</a>` : ''}
    ${numbers.map((p) => (p === page ? html`<span class="active">${p}</span>` : html`<a href="${link(p)}">${p}</a>`))}
    ${page < pages ? html`<a href="${link(page + 1)}" rel="next">Next ›</a>` : ''}
  </nav>`;
}

/** A dropdown button listing sort orders as links (GitLab's sort dropdown). */
export function sortDropdown(
  request: RequestContext,
  sorts: readonly (readonly [string, string, ...unknown[]])[],
  current: string,
  param = 'sort',
): SafeHtml {
  const currentLabel = sorts.find(([key]) => key === current)?.[1] ?? sorts[0]![1];
  const link = (key: string) => {
    const url = new URL(request.url);
    url.searchParams.set(param, key);
    url.searchParams.delete('page');
    return `${url.pathname}${url.search}`;
  };
  return html`<div class="dropdown sort-dropdown">
    <button class="btn dropdown-toggle" type="button" data-toggle="dropdown" title="Sort direction">${currentLabel} ${icon('chevron-down')}</button>
    <ul class="dropdown-menu">${sorts.map(([key, label]) => html`<li><a href="${link(key)}"${key === current ? html` class="is-active"` : ''}>${label}</a></li>`)}</ul>
  </div>`;
}
