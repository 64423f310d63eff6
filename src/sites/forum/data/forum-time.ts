// The forum's fixed clock and how times read on its pages. Seeded content and every new post use
// FORUM_NOW, never the wall clock, so pages and task answers do not drift between runs.

/** "Now" for the forum: 2023-04-21 12:00 UTC, around when WebArena's Postmill data was collected. */
export const FORUM_NOW = Date.UTC(2023, 3, 21, 12, 0, 0) / 1000;

const DAY = 86400;

/** Seconds in each of Postmill's time filters (`?t=`); `all` has no limit. */
export const TIME_FILTERS = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  year: 365 * DAY,
  all: Number.POSITIVE_INFINITY,
} as const;
export type TimeFilter = keyof typeof TIME_FILTERS;

/** Labels of the time filters, as Postmill's menu shows them. */
export const TIME_FILTER_LABELS: Readonly<Record<TimeFilter, string>> = {
  day: 'Past 24 hours',
  week: 'Past week',
  month: 'Past month',
  year: 'Past year',
  all: 'All time',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "April 21, 2023 at 12:00 PM" (Postmill's long date with short time). */
export function formatLongDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** ISO 8601 for `datetime` attributes. */
export function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', '+00:00');
}

/** "3 years ago", "5 hours ago", "just now", measured from FORUM_NOW. */
export function relativeTime(seconds: number): string {
  const age = Math.max(0, FORUM_NOW - seconds);
  const units: [number, string][] = [
    [365 * DAY, 'year'],
    [30 * DAY, 'month'],
    [7 * DAY, 'week'],
    [DAY, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(age / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
