// In-page half of settle (runs inside Chromium through the page runtime): resolves once the DOM has
// been quiet — no mutation, no scroll — for `quietMs` since the action, or after `maxMs` on pages
// that never stop changing (animations, tickers). Self-contained: each function may use only its
// arguments and page globals.
import type { MarkArgs } from './observe-mark.js';
import type { PageSnapshot, SnapshotHelpers, snapshotPage } from './observe-snapshot.js';

/**
 * What the document did, recorded from the moment the runtime was installed (epoch ms; 0 = never).
 * Playwright reports a navigation or a new tab some milliseconds after the page started it (a new
 * tab only once it is set up, which can take longer than a quiet window); noting the page's own
 * intent lets settle wait for what it knows is coming instead of guessing with a longer window.
 */
export interface ActivityClock {
  /** Last DOM mutation or scroll. */
  lastChange: number;
  /** Last click on a link, or form submission, that leaves the document (not prevented). */
  navigationAt(): number;
  /** Last request for a new tab: a target=_blank link or form, window.open. */
  popupAt(): number;
}

/**
 * Starts recording. Installed with the runtime as a context init script it runs at document start,
 * so a page that has been quiet since it loaded needs no further wait.
 */
export function startActivityClock(): ActivityClock {
  const started = Date.now();
  let lastChange = started;
  const intents: { kind: 'navigation' | 'popup'; at: number; event: Event | null }[] = [];
  const latest = (kind: 'navigation' | 'popup') => {
    for (let i = intents.length - 1; i >= 0; i -= 1) {
      const intent = intents[i]!;
      // A handler may cancel the default action after we saw the event; it counts only if not.
      if (intent.kind === kind && !intent.event?.defaultPrevented) return intent.at;
    }
    return 0;
  };
  const note = (kind: 'navigation' | 'popup', event: Event | null) => {
    intents.push({ kind, at: Date.now(), event });
    if (intents.length > 20) intents.shift();
  };
  const opensTab = (target: string | null | undefined) =>
    !!target && !['_self', '_parent', '_top'].includes(target.toLowerCase());
  const leavesDocument = (href: string) => {
    if (/^\s*javascript:/i.test(href)) return false;
    const to = new URL(href, location.href);
    const here = new URL(location.href);
    return !(to.hash !== '' && to.href.split('#')[0] === here.href.split('#')[0]);
  };
  window.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
      if (!link || link.hasAttribute('download')) return;
      if (opensTab(link.getAttribute('target'))) note('popup', event);
      else if (leavesDocument(link.getAttribute('href')!)) note('navigation', event);
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) =>
      note(
        opensTab((event.target as Element | null)?.getAttribute('target')) ? 'popup' : 'navigation',
        event,
      ),
    true,
  );
  const open = window.open;
  window.open = (...args: Parameters<typeof window.open>) => {
    note('popup', null);
    return open.apply(window, args);
  };
  const touch = () => {
    lastChange = Date.now();
  };
  new MutationObserver(touch).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.addEventListener('scroll', touch, { capture: true, passive: true });
  return {
    get lastChange() {
      return lastChange;
    },
    navigationAt: () => latest('navigation'),
    popupAt: () => latest('popup'),
  };
}

export interface QuietArgs {
  /** When given, the page is also observed as soon as it is quiet, in the same round trip. */
  snapshot?: MarkArgs;
  /** How long the page must stay unchanged. */
  quietMs: number;
  /** The longest wait; a page still changing then is observed anyway. */
  maxMs: number;
  /** When the action started (epoch ms): quiet is counted from no earlier than this. */
  sinceMs: number;
}

export interface QuietResult {
  /** False when `maxMs` ran out while the page was still changing. */
  quiet: boolean;
  waitedMs: number;
  /** When the page last started leaving the document (epoch ms; 0 if never). */
  navigationAt: number;
  /** When the page last asked for a new tab (epoch ms; 0 if never). */
  popupAt: number;
  /** The observation asked for with `snapshot`. */
  snapshot?: PageSnapshot;
}

export function waitForQuiet(
  args: QuietArgs,
  runtime: { clock?: ActivityClock } & SnapshotHelpers & { snapshot: typeof snapshotPage },
): Promise<QuietResult> {
  return new Promise((resolve) => {
    const start = Date.now();
    // A runtime installed late (outside a PagePool) started its clock then, which is never earlier
    // than a change it could have missed.
    const clock = runtime.clock ?? { lastChange: start, navigationAt: () => 0, popupAt: () => 0 };
    const since = args.sinceMs;
    const check = () => {
      const now = Date.now();
      const last = Math.max(clock.lastChange, since);
      const quiet = now - last >= args.quietMs;
      if (quiet || now - start >= args.maxMs) {
        const result: QuietResult = {
          quiet,
          waitedMs: now - start,
          navigationAt: clock.navigationAt(),
          popupAt: clock.popupAt(),
        };
        if (args.snapshot) result.snapshot = runtime.snapshot(args.snapshot, runtime);
        resolve(result);
        return;
      }
      setTimeout(check, Math.max(1, Math.min(args.quietMs - (now - last), args.maxMs - (now - start))));
    };
    check();
  });
}
