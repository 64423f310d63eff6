// How the Magento back office writes and reads dates: grids show `Mar 2, 2022 2:21:07 PM`, report
// filters show `3/2/22`, and date inputs accept what a person types (`03/02/2022`, `3/2/22`,
// `2022-03-02`) and normalise it, as Magento's date pickers do on blur.
import { formatMediumDate } from '../magento/store-format.js';

/** `2:21:07 PM`: the time of day of a timestamp. */
export function formatAdminTime(timestamp: string): string {
  const [hours, minutes, seconds] = timestamp.slice(11, 19).split(':').map(Number) as [
    number,
    number,
    number,
  ];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `Mar 2, 2022 2:21:07 PM`: the date and time of admin grids and order pages. */
export function formatAdminDateTime(timestamp: string): string {
  return `${formatMediumDate(timestamp)} ${formatAdminTime(timestamp)}`;
}

/** `3/2/22`: the short date of report filters (Magento's `M/d/yy`). */
export function formatPickerDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${m}/${d}/${String(y).slice(2)}`;
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A typed date as `YYYY-MM-DD`, or null when it is not a date. Accepts `M/D/YY`, `M/D/YYYY` (US
 * order, as the admin's locale) and `YYYY-MM-DD`; two-digit years are 20YY.
 */
export function parseAdminDate(text: string): string | null {
  const value = text.trim();
  let y: number;
  let m: number;
  let d: number;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (us) {
    [m, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
    if (y < 100) y += 2000;
  } else if (iso) {
    [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    return null;
  }
  if (!isRealDate(y, m, d)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `06/12/2023`: how task intents spell a date (what a person would type into a date field). */
export function formatTypedDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}
