// How the back-office grids match rows against their keyword and filters, and cut out one page, so
// that every grid (and every task template reading one) applies the same rules.
import { parseAdminDate } from '../admin-format.js';
import type { GridState } from '../views/grid-state.js';

/** Lower-case words of a keyword query, punctuation at their ends stripped. */
export function keywordTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** Whether every keyword term occurs in one of `fields` (Magento's full-text search, roughly). */
export function matchesKeyword(
  terms: readonly string[],
  fields: readonly (string | number | null)[],
): boolean {
  const haystack = fields.map((f) => String(f ?? '').toLowerCase()).join(' \u0000 ');
  return terms.every((term) => haystack.includes(term));
}

/** A numeric range filter: both ends inclusive; blank or unparsable ends are open. */
export function inRange(value: number, from: string | undefined, to: string | undefined): boolean {
  const low = from === undefined ? Number.NaN : Number(from.replace(/[$,]/g, ''));
  const high = to === undefined ? Number.NaN : Number(to.replace(/[$,]/g, ''));
  return (Number.isNaN(low) || value >= low) && (Number.isNaN(high) || value <= high);
}

/** Whether a timestamp's day lies in a typed date range (either end may be blank or unparsable). */
export function inDateRange(timestamp: string, from: string | undefined, to: string | undefined): boolean {
  const day = timestamp.slice(0, 10);
  const low = from === undefined ? null : parseAdminDate(from);
  const high = to === undefined ? null : parseAdminDate(to);
  return (low === null || day >= low) && (high === null || day <= high);
}

/** A case-insensitive "contains" text filter; an absent filter matches everything. */
export function containsText(value: string, wanted: string | undefined): boolean {
  return wanted === undefined || value.toLowerCase().includes(wanted.toLowerCase());
}

/** The state's page of `rows` (the last page when the state asks for one past it), and the total. */
export function pageOf<T>(rows: readonly T[], state: GridState): { rows: T[]; total: number } {
  const pages = Math.max(1, Math.ceil(rows.length / state.pageSize));
  const start = (Math.min(state.page, pages) - 1) * state.pageSize;
  return { rows: rows.slice(start, start + state.pageSize), total: rows.length };
}
