// Success per site shaped like WebRL's Table 1 (reference/webrl.md §9.1): one column per single-site
// group — Reddit, GitLab, CMS, Map, OSS — and the average over ALL tasks. A task belongs to a column
// only when it runs on that site alone (Map also takes map+wikipedia, as the paper's Map denominator
// of 30 = 26 map + 4 map/wikipedia shows); every other multi-site task counts only in the average.

/** The columns of Table 1 in the paper's order, with the built-in site that stands in for each. */
export const TABLE1_COLUMNS = [
  { key: 'reddit', label: 'Reddit/forum' },
  { key: 'gitlab', label: 'GitLab/code host' },
  { key: 'shopping_admin', label: 'CMS/admin' },
  { key: 'map', label: 'Map' },
  { key: 'shopping', label: 'OSS/shop' },
] as const;

/** A Table 1 column key, `cross-site` (several sites) or `other` (one site outside the five). */
export type SiteGroup = (typeof TABLE1_COLUMNS)[number]['key'] | 'cross-site' | 'other';

const SINGLE_SITE_GROUPS: ReadonlySet<string> = new Set(TABLE1_COLUMNS.map((c) => c.key));

/** The group a task counts in, from its `sites`. */
export function siteGroupOf(sites: readonly string[]): SiteGroup {
  const distinct = [...new Set(sites)].sort();
  if (distinct.length === 1) {
    const site = distinct[0]!;
    return SINGLE_SITE_GROUPS.has(site) ? (site as SiteGroup) : 'other';
  }
  // Wikipedia only supplies facts to map tasks; the paper counts these four tasks under Map.
  if (distinct.length === 2 && distinct[0] === 'map' && distinct[1] === 'wikipedia') return 'map';
  return 'cross-site';
}

/** Successes over a denominator; `rate` is null when there are no tasks. */
export interface SuccessCell {
  successes: number;
  total: number;
  /** successes / total in [0, 1], or null for an empty group. */
  rate: number | null;
}

/** One column of the table. */
export interface SuccessColumn extends SuccessCell {
  key: SiteGroup;
  label: string;
}

/**
 * The table: the five site columns always (empty ones have rate null), then `cross-site` and
 * `other` when such tasks exist, then the average over every task.
 */
export interface SuccessTable {
  columns: SuccessColumn[];
  average: SuccessCell;
}

/** What a task contributes: its sites and whether it succeeded. */
export interface SiteOutcome {
  sites: readonly string[];
  success: boolean;
}

export function cellOf(successes: number, total: number): SuccessCell {
  return { successes, total, rate: total === 0 ? null : successes / total };
}

export function successTable(outcomes: readonly SiteOutcome[]): SuccessTable {
  const counts = new Map<SiteGroup, { successes: number; total: number }>();
  for (const outcome of outcomes) {
    const group = siteGroupOf(outcome.sites);
    const count = counts.get(group) ?? { successes: 0, total: 0 };
    count.total += 1;
    if (outcome.success) count.successes += 1;
    counts.set(group, count);
  }
  const column = (key: SiteGroup, label: string): SuccessColumn => {
    const count = counts.get(key) ?? { successes: 0, total: 0 };
    return { key, label, ...cellOf(count.successes, count.total) };
  };
  const columns = TABLE1_COLUMNS.map((c) => column(c.key, c.label));
  if (counts.has('cross-site')) columns.push(column('cross-site', 'Cross-site'));
  if (counts.has('other')) columns.push(column('other', 'Other'));
  const successes = outcomes.filter((o) => o.success).length;
  return { columns, average: cellOf(successes, outcomes.length) };
}

/** A rate as the paper prints it: percent with one decimal, or "–" for an empty group. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : (100 * rate).toFixed(1);
}
