// The body of every issue and merge request list (a project's, and the dashboard's across projects):
// state tabs, filter bar, rows and pagination, from the URL's filter parameters.

import { html, type SafeHtml } from '../../http/html.js';
import type { RequestContext } from '../../http/request-context.js';
import { siteNow } from '../data/site-time.js';
import {
  type IssuableFilter,
  issuableQueryString,
  parseIssuableFilter,
  withFilter,
} from '../queries/issuable-filter.js';
import {
  countIssuables,
  type IssuableKind,
  type IssuableScope,
  listIssuables,
} from '../queries/issuable-queries.js';
import { type FilterChoices, filterBar, issuableRows, stateTabs } from '../views/issuable-list-view.js';
import { pagination } from '../views/widgets.js';

/** What differs between the lists. */
export interface IssuableListOptions {
  kind: IssuableKind;
  scope: IssuableScope;
  /** The list's own path (`/a11yproject/a11yproject.com/-/issues`, `/dashboard/issues`). */
  basePath: string;
  choices: FilterChoices;
  /** Buttons at the right of the tabs ("New issue"). */
  actions?: SafeHtml;
  showProject: boolean;
}

/** Renders the list for the request's filter. */
export function issuableListBody(request: RequestContext, options: IssuableListOptions): SafeHtml {
  const filter = parseIssuableFilter(request.query);
  const href = (f: IssuableFilter) => request.href(`${options.basePath}${issuableQueryString(f)}`);
  const counts = countIssuables(request.db, options.kind, options.scope, filter);
  const rows = listIssuables(request.db, options.kind, options.scope, filter);
  const labelHref = (_row: unknown, label: string) =>
    href(withFilter(filter, { labels: [...filter.labels.filter((l) => l !== label), label] }));
  return html`<div class="top-area">${stateTabs(options.kind, filter, counts, href)}<div class="nav-controls">${options.actions ?? ''}</div></div>
    ${filterBar(request, options.kind, filter, options.choices, href, request.href(options.basePath))}
    ${issuableRows(request, options.kind, rows, siteNow(request.db), labelHref, options.showProject)}
    ${pagination(request, filter.page, counts[filter.state])}`;
}
