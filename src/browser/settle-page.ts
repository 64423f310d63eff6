// In-page half of settle (runs inside Chromium through the page runtime): resolves once the DOM has
// been quiet — no mutation, no scroll — for `quietMs` since the action, or after `maxMs` on pages
// that never stop changing (animations, tickers). Self-contained: each function may use only its
// arguments and page globals.

/** When the document last changed (epoch ms), recorded from the moment the runtime was installed. */
export interface ActivityClock {
  lastChange: number;
  /** When the page last asked for a new tab (a target=_blank link or form, window.open); 0 if never. */
  popupAt: number;
}

/**
 * Starts recording changes. Installed with the runtime as a context init script it runs at document
 * start, so a page that has been quiet since it loaded needs no further wait.
 */
export function startActivityClock(): ActivityClock {
  const clock = { lastChange: Date.now(), popupAt: 0 };
  const touch = () => {
    clock.lastChange = Date.now();
  };
  // Playwright reports a new tab only after setting it up, which can take longer than a quiet
  // window; noting the request here lets settle wait for the tab it knows is coming.
  const opensTab = (target: string | null | undefined) =>
    !!target && !['_self', '_parent', '_top'].includes(target.toLowerCase());
  const noteIfNotPrevented = (event: Event) =>
    setTimeout(() => {
      if (!event.defaultPrevented) clock.popupAt = Date.now();
    });
  window.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
      if (opensTab(link?.getAttribute('target'))) noteIfNotPrevented(event);
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      if (opensTab((event.target as HTMLFormElement | null)?.getAttribute('target')))
        noteIfNotPrevented(event);
    },
    true,
  );
  const open = window.open;
  window.open = (...args: Parameters<typeof window.open>) => {
    clock.popupAt = Date.now();
    return open.apply(window, args);
  };
  new MutationObserver(touch).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.addEventListener('scroll', touch, { capture: true, passive: true });
  return clock;
}

export interface QuietArgs {
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
  /** When the page last asked for a new tab (epoch ms; 0 if never). */
  popupAt: number;
}

export function waitForQuiet(args: QuietArgs, runtime: { clock?: ActivityClock }): Promise<QuietResult> {
  return new Promise((resolve) => {
    const start = Date.now();
    // A runtime installed late (outside a PagePool) started its clock then, which is never earlier
    // than a change it could have missed.
    const clock = runtime.clock ?? { lastChange: start, popupAt: 0 };
    const since = args.sinceMs;
    const check = () => {
      const now = Date.now();
      const last = Math.max(clock.lastChange, since);
      const quiet = now - last >= args.quietMs;
      if (quiet || now - start >= args.maxMs) {
        resolve({ quiet, waitedMs: now - start, popupAt: clock.popupAt });
        return;
      }
      setTimeout(check, Math.max(1, Math.min(args.quietMs - (now - last), args.maxMs - (now - start))));
    };
    check();
  });
}
