// The filters of GitLab's issue and merge request lists as URL parameters (`label_name[]`,
// `assignee_username`, `milestone_title`, `author_username`, `reviewer_username`, `search`, `state`,
// `sort`), parsed from a query string and written back in one fixed order, so every filter link and
// form yields the same URL for the same filters.

/** The state tabs: issues are opened or closed; merge requests may also be merged. */
export type IssuableState = 'opened' | 'closed' | 'merged' | 'all';

/** What a list of issues or merge requests is filtered and sorted by. */
export interface IssuableFilter {
  state: IssuableState;
  labels: string[];
  assignee?: string;
  author?: string;
  reviewer?: string;
  milestone?: string;
  search?: string;
  sort: string;
  page: number;
}

/** Sort keys (GitLab's `sort` values), their dropdown labels and SQL order over alias `x`. */
export const ISSUABLE_SORTS = [
  ['created_date', 'Created date', 'x.created_at DESC'],
  ['created_asc', 'Oldest created', 'x.created_at ASC'],
  ['updated_desc', 'Updated date', 'x.updated_at DESC'],
  ['updated_asc', 'Oldest updated', 'x.updated_at ASC'],
  ['title_asc', 'Title', 'lower(x.title) ASC'],
  ['title_desc', 'Title, descending', 'lower(x.title) DESC'],
] as const;

const STATES: readonly IssuableState[] = ['opened', 'closed', 'merged', 'all'];

/** Reads the filter from a list page's query string. */
export function parseIssuableFilter(query: URLSearchParams): IssuableFilter {
  const text = (name: string) => query.get(name)?.trim() || undefined;
  const state = query.get('state') as IssuableState | null;
  const sort = query.get('sort');
  return {
    state: state && STATES.includes(state) ? state : 'opened',
    labels: query.getAll('label_name[]').filter(Boolean),
    assignee: text('assignee_username'),
    author: text('author_username'),
    reviewer: text('reviewer_username'),
    milestone: text('milestone_title'),
    search: text('search'),
    sort: ISSUABLE_SORTS.some(([key]) => key === sort) ? sort! : 'created_date',
    page: Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1),
  };
}

/**
 * The query string (with `?`, or '' when empty) of a filter: filters first, then state and sort
 * only when they differ from the defaults, then the page.
 */
export function issuableQueryString(filter: IssuableFilter): string {
  const params = new URLSearchParams();
  for (const label of filter.labels) params.append('label_name[]', label);
  if (filter.assignee) params.set('assignee_username', filter.assignee);
  if (filter.milestone) params.set('milestone_title', filter.milestone);
  if (filter.author) params.set('author_username', filter.author);
  if (filter.reviewer) params.set('reviewer_username', filter.reviewer);
  if (filter.search) params.set('search', filter.search);
  if (filter.state !== 'opened') params.set('state', filter.state);
  if (filter.sort !== 'created_date') params.set('sort', filter.sort);
  if (filter.page > 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filter with some fields changed (and back on page 1 unless the page is given). */
export function withFilter(filter: IssuableFilter, change: Partial<IssuableFilter>): IssuableFilter {
  return { ...filter, page: 1, ...change };
}
