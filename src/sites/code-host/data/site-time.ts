// The code host's clock and date formats. The site lives at a fixed "now" (WebArena's GitLab data is
// from March 2023); every write moves the clock on by a minute, so new comments, issues and stars
// sort after everything seeded and pages never depend on the real time.
import type { SiteDb } from '../../data/site-db.js';

/** The seeded data's "now". */
export const SITE_NOW = '2023-03-28T12:00:00Z';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The site's current time (moves with every write). */
export function siteNow(db: SiteDb): string {
  return db.get<{ now: string }>('SELECT now FROM site_clock WHERE id = 1')?.now ?? SITE_NOW;
}

/** Moves the clock on by one minute and returns the new time: the timestamp of a write. */
export function tick(db: SiteDb): string {
  const next = addMinutes(siteNow(db), 1);
  db.run('UPDATE site_clock SET now = ? WHERE id = 1', next);
  return next;
}

/** `timestamp` plus `minutes` (may be negative), as an ISO timestamp. */
export function addMinutes(timestamp: string, minutes: number): string {
  return new Date(Date.parse(timestamp) + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function parts(timestamp: string): [number, number, number] {
  const [y, m, d] = timestamp.slice(0, 10).split('-').map(Number);
  return [y!, m!, d!];
}

/** `Mar 5, 2023` (GitLab's medium date: issue due dates, tooltips). */
export function mediumDate(timestamp: string): string {
  const [y, m, d] = parts(timestamp);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** `05 Mar, 2023` (the day headers of GitLab's commit list). */
export function commitDayHeader(timestamp: string): string {
  const [y, m, d] = parts(timestamp);
  return `${String(d).padStart(2, '0')} ${MONTHS[m - 1]}, ${y}`;
}

/** `Mar 5, 2023 8:15pm UTC` (GitLab's tooltip on relative times). */
export function longDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${mediumDate(timestamp)} ${h12}:${minutes}${hours < 12 ? 'am' : 'pm'} UTC`;
}

/** `3 days ago`, `1 year ago`, `just now`: GitLab's relative time against the site clock. */
export function timeAgo(timestamp: string, now: string): string {
  const seconds = Math.max(0, (Date.parse(now) - Date.parse(timestamp)) / 1000);
  const units: [number, string][] = [
    [365 * 86400, 'year'],
    [30 * 86400, 'month'],
    [7 * 86400, 'week'],
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** `2030-01-03` from `2030-1-3` or `2030-01-03`; null when it is not a real date. */
export function normalizeDate(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The later of two ISO timestamps. */
export function later(a: string, b: string): string {
  return a.localeCompare(b) >= 0 ? a : b;
}
