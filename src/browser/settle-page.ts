// In-page half of settle (runs inside Chromium through the page runtime): resolves once the DOM has
// been quiet — no mutation, no scroll — for `quietMs`, or after `maxMs` on pages that never stop
// changing (animations, tickers). Self-contained: it may use only its argument and page globals.

export interface QuietArgs {
  /** How long the page must stay unchanged. */
  quietMs: number;
  /** The longest wait; a page still changing then is observed anyway. */
  maxMs: number;
}

export interface QuietResult {
  /** False when `maxMs` ran out while the page was still changing. */
  quiet: boolean;
  waitedMs: number;
}

export function waitForQuiet(args: QuietArgs): Promise<QuietResult> {
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const touch = () => {
      last = performance.now();
    };
    const observer = new MutationObserver(touch);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    window.addEventListener('scroll', touch, { capture: true, passive: true });
    const check = () => {
      const now = performance.now();
      const quiet = now - last >= args.quietMs;
      if (quiet || now - start >= args.maxMs) {
        observer.disconnect();
        window.removeEventListener('scroll', touch, { capture: true });
        resolve({ quiet, waitedMs: Math.round(now - start) });
        return;
      }
      setTimeout(check, Math.max(1, Math.min(args.quietMs - (now - last), args.maxMs - (now - start))));
    };
    setTimeout(check, args.quietMs);
  });
}
