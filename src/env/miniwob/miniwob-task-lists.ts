// MiniWoB++'s task lists (reference/webarena.md §8.4). The registered tasks are not copied: they
// are the folder's task pages minus the five pages MiniWoB++'s Gymnasium package does not register
// (130 − 5 = 125 in miniwob 1.1.0, the same 125 BrowserGym registers). The 56-task WebGUM subset is
// the list BrowserGym tags `webgum_subset=True`.
import { ConfigError } from '../../core/index.js';

/** Task pages in the folder that the package does not register as environments. */
export const MINIWOB_UNREGISTERED_PAGES: readonly string[] = [
  'button-delay',
  'chase-circle',
  'hover-shape',
  'moving-items',
  'simon-says',
];

/** The WebGUM subset (56 tasks), as BrowserGym tags it. */
export const MINIWOB_WEBGUM_TASKS: readonly string[] = [
  'book-flight',
  'choose-date',
  'choose-date-easy',
  'choose-date-medium',
  'choose-list',
  'click-button',
  'click-button-sequence',
  'click-checkboxes',
  'click-checkboxes-large',
  'click-checkboxes-soft',
  'click-checkboxes-transfer',
  'click-collapsible',
  'click-collapsible-2',
  'click-color',
  'click-dialog',
  'click-dialog-2',
  'click-link',
  'click-menu',
  'click-option',
  'click-pie',
  'click-scroll-list',
  'click-shades',
  'click-shape',
  'click-tab',
  'click-tab-2',
  'click-tab-2-hard',
  'click-test',
  'click-test-2',
  'click-widget',
  'count-shape',
  'email-inbox',
  'email-inbox-forward-nl',
  'email-inbox-forward-nl-turk',
  'email-inbox-nl-turk',
  'enter-date',
  'enter-password',
  'enter-text',
  'enter-text-dynamic',
  'enter-time',
  'focus-text',
  'focus-text-2',
  'grid-coordinate',
  'guess-number',
  'identify-shape',
  'login-user',
  'login-user-popup',
  'multi-layouts',
  'multi-orderings',
  'navigate-tree',
  'search-engine',
  'social-media',
  'social-media-all',
  'social-media-some',
  'tic-tac-toe',
  'use-autocomplete',
  'use-spinner',
];

/** The names `--tasks` accepts besides a comma-separated list of pages. */
export const MINIWOB_TASK_LIST_NAMES = ['all', 'webgum'] as const;

/** The registered tasks among a folder's pages: every page but the unregistered ones, sorted. */
export function registeredMiniwobTasks(pages: readonly string[]): string[] {
  const unregistered = new Set(MINIWOB_UNREGISTERED_PAGES);
  return pages.filter((page) => !unregistered.has(page)).sort();
}

/**
 * The task names a spec stands for: `all` (every registered task), `webgum` (the 56-task subset) or
 * a comma-separated list of page names. Every name must be a page of the folder; a ConfigError
 * names the unknown ones, with the closest pages.
 */
export function resolveMiniwobTaskList(spec: string, pages: readonly string[], folder: string): string[] {
  const trimmed = spec.trim();
  if (trimmed === 'all') return registeredMiniwobTasks(pages);
  const names =
    trimmed === 'webgum'
      ? [...MINIWOB_WEBGUM_TASKS]
      : trimmed
          .split(',')
          .map((name) => name.trim().replace(/\.html$/, ''))
          .filter(Boolean);
  if (names.length === 0) {
    throw new ConfigError(
      `--tasks "${spec}": no MiniWoB++ task named; give all, webgum or page names such as click-button,enter-text`,
    );
  }
  const known = new Set(pages);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const hints = unknown.map((name) => {
      const close = pages
        .filter((page) => page.includes(name) || name.includes(page) || editDistance(page, name) <= 2)
        .slice(0, 4);
      return close.length > 0 ? `${name} (did you mean ${close.join(', ')}?)` : name;
    });
    throw new ConfigError(
      `--tasks "${spec}": ${folder}/miniwob has no page for ${hints.join('; ')}; ` +
        `use all, webgum or names of its ${pages.length} pages`,
    );
  }
  return [...new Set(names)];
}

/** Levenshtein distance: insertions, deletions and substitutions that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}
