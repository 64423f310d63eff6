// How the store writes money, dates and URL keys, shared by the generator, the shop pages, the
// admin and the task templates so that answers match the pages character for character.

/** The store's "today": WebArena's shopping tasks are set around June 2023. New rows use this time. */
export const STORE_NOW = '2023-06-12 10:00:00';

/** `$1,234.50` (Magento's price format). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** `1234.50`: a price without the currency sign or thousands separator (for inputs and the REST API). */
export function plainMoney(cents: number): string {
  return (cents / 100).toFixed(2);
}

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

function parts(timestamp: string): [number, number, number] {
  const [y, m, d] = timestamp.slice(0, 10).split('-').map(Number);
  return [y!, m!, d!];
}

/** `3/2/22`: the short date of Magento's order grid and review list. */
export function formatShortDate(timestamp: string): string {
  const [y, m, d] = parts(timestamp);
  return `${m}/${d}/${String(y).slice(2)}`;
}

/** `March 2, 2022`: the long date of order pages. */
export function formatLongDate(timestamp: string): string {
  const [y, m, d] = parts(timestamp);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** `Mar 2, 2022`. */
export function formatMediumDate(timestamp: string): string {
  const [y, m, d] = parts(timestamp);
  return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
}

/** Magento's URL key of a name: lower case, `&` and punctuation dropped, words joined by `-`. */
export function urlKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Capitalizes the first letter of a phrase. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
