// In-page half of settle (runs inside Chromium through the page runtime): resolves once the page has
// been quiet — no mutation, no scroll, no fetch or XHR open, no script or stylesheet the page added
// still loading, no web font loading, no timer or frame the action scheduled still to run, no CSS
// transition or animation about to end still running, a frame drawn since the action — for
// `quietMs`, or after `maxMs` on pages that never stop changing (animations, tickers, long polls).
// Self-contained: it may use only its arguments and page globals.
import type { ActivityClock } from './activity-clock.js';
import type { MarkArgs } from './observe-mark.js';
import type { PageSnapshot, SnapshotHelpers, snapshotPage } from './observe-snapshot.js';

export interface QuietArgs {
  /** When given, the page is also observed as soon as it is quiet, in the same round trip. */
  snapshot?: MarkArgs;
  /** How long the page must stay unchanged. */
  quietMs: number;
  /** The longest wait; a page still changing then is observed anyway. */
  maxMs: number;
  /** When the action's input events were handled (epoch ms): quiet is counted from no earlier than this. */
  sinceMs: number;
  /**
   * When a wheel event was sent (epoch ms), for a Scroll. Chromium acknowledges a wheel once the
   * compositor has it, before the document has seen it or moved (measured: 10–25 ms later on a
   * busy machine), so the page counts as busy until the document has received it and a frame has
   * been drawn since: the scroll position and the scroll events are in by then.
   */
  wheelSinceMs?: number;
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
  /** Whether that observation was taken ahead, inside the quiet window, nothing having changed since. */
  observedAhead?: boolean;
  /** Which document answered (see `documentId`). */
  documentId: string;
  /** Whether that document had finished loading (readyState "complete", as for the load event). */
  loaded: boolean;
}

/**
 * A token the page runtime draws when it is installed in a document, so that the caller can tell
 * whether an answer came from the document the page shows now or from one before it.
 */
export function documentId(_args: Record<string, never>, runtime: { documentToken?: string }): string {
  return runtime.documentToken ?? '';
}

export function waitForQuiet(
  args: QuietArgs,
  runtime: { clock?: ActivityClock; documentToken?: string } & SnapshotHelpers & {
      snapshot: typeof snapshotPage;
    },
): Promise<QuietResult> {
  // The longest wait for the first animation frame after the action (a page that draws no frames).
  const FRAME_WAIT_MS = 50;
  // The longest wait for a wheel to reach the document (it may have gone to a frame inside it).
  const WHEEL_WAIT_MS = 1000;
  // Observations taken ahead per wait: a page that keeps changing makes each one stale.
  const MAX_AHEAD = 2;
  // The longest CSS transition or animation still to run that is waited out. A menu sliding open
  // changes no DOM while it moves, so the quiet window alone observed it a few pixels open, its
  // items clipped and so left out (WebRL's 3 s sleep saw it open). A longer one (a slow progress
  // bar, a banner scrolling by) is the page's own and is observed as it is; an endless one (a
  // spinner) never counts.
  const ANIMATION_WAIT_MS = 1000;
  // Properties that only repaint: a button fading its colour or shadow under the mouse, as many
  // sites' buttons do, moves and hides nothing the observation reads, and is not waited for.
  const PAINT_ONLY =
    /^(.*color|background.*|boxshadow|textshadow|outline.*|textdecoration.*|filter|backdropfilter|fill.*|stroke.*)$/;
  const KEYFRAME_FIELDS = new Set(['offset', 'computedOffset', 'easing', 'composite']);
  /** Whether an animation may move, resize, show or hide something (or cannot be told). */
  const mayChangeLayout = (animation: Animation): boolean => {
    const properties =
      'transitionProperty' in animation
        ? [String(animation.transitionProperty)]
        : animation.effect instanceof KeyframeEffect
          ? animation.effect
              .getKeyframes()
              .flatMap((frame) => Object.keys(frame).filter((k) => !KEYFRAME_FIELDS.has(k)))
          : [];
    return (
      properties.length === 0 || properties.some((p) => !PAINT_ONLY.test(p.replaceAll('-', '').toLowerCase()))
    );
  };
  /** When the running transitions and animations that end within ANIMATION_WAIT_MS end (epoch ms; 0: none). */
  const animationsEndAt = (now: number): number => {
    let end = 0;
    // Reading them brings style up to date, so a transition the action's class change starts is there.
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const rate = Math.abs(animation.playbackRate);
      if (animation.playState !== 'running' || !timing || rate === 0 || timing.localTime == null) continue;
      const at = Number(timing.localTime);
      const left = (animation.playbackRate < 0 ? at : Number(timing.endTime) - at) / rate;
      // Its properties are read last, so that an endless one (a spinner, a shimmer) costs no more.
      if (!Number.isFinite(left) || left > ANIMATION_WAIT_MS || !mayChangeLayout(animation)) continue;
      end = Math.max(end, now + left);
    }
    return end;
  };
  return new Promise((resolve) => {
    const start = Date.now();
    // A runtime installed late (outside a PagePool) started its clock then, which is never earlier
    // than a change it could have missed.
    const clock: ActivityClock = runtime.clock ?? {
      lastChange: start,
      changes: 0,
      openRequests: 0,
      pendingWork: 0,
      nextFrame: (callback) => requestAnimationFrame(() => callback()),
      later: (callback, ms) => setTimeout(callback, ms),
      navigationAt: () => 0,
      popupAt: () => 0,
      // Without a clock there is no knowing: the wheel counts as arrived.
      wheelAt: () => Number.POSITIVE_INFINITY,
    };
    // A frame must pass after the action: scroll events and frame-driven updates happen in it.
    let framed = false;
    clock.nextFrame(() => {
      framed = true;
    });
    const since = args.sinceMs;
    let wheelIn = args.wheelSinceMs === undefined;
    let wheelSeen = false;
    // An observation taken while only quiet time was left to wait out, and the clock's count of
    // changes then (see below).
    let ahead: { snapshot: PageSnapshot; elements: Element[]; changes: number } | undefined;
    let takenAhead = 0;
    const check = () => {
      const now = Date.now();
      if (!wheelIn && !wheelSeen && clock.wheelAt() >= args.wheelSinceMs!) {
        wheelSeen = true;
        clock.nextFrame(() => {
          wheelIn = true;
        });
      }
      // An open request counts as a change going on: its answer may still change the page. So do
      // timers and frames the action scheduled, a document still being parsed (a navigation
      // Playwright has not reported yet) and a wheel not received yet (the compositor may hand the
      // main thread its scroll a frame late): quiet is counted from when they end.
      const working =
        clock.openRequests > 0 ||
        clock.pendingWork > 0 ||
        document.readyState === 'loading' ||
        (!wheelIn && now - start < WHEEL_WAIT_MS);
      // The first frame after the action is something still to come, not a change: quiet waits for
      // it, and whatever it changes moves lastChange itself. (Counting it as a change made every
      // step wait for a frame and then a whole quiet window after it.)
      const awaiting = !framed && now - start < FRAME_WAIT_MS;
      // A transition running on ends in a change the DOM does not show: quiet counts from its end.
      const animatedUntil = working ? 0 : animationsEndAt(now);
      const last = working ? now : Math.max(clock.lastChange, since, animatedUntil);
      const quiet = !awaiting && now - last >= args.quietMs;
      if (quiet || now - start >= args.maxMs) {
        const result: QuietResult = {
          quiet,
          waitedMs: now - start,
          navigationAt: clock.navigationAt(),
          popupAt: clock.popupAt(),
          documentId: runtime.documentToken ?? '',
          loaded: document.readyState === 'complete',
        };
        if (args.snapshot) {
          if (quiet && ahead && ahead.changes === clock.changes) {
            runtime.writeMarks({ marker: args.snapshot.marker, elements: ahead.elements });
            result.snapshot = ahead.snapshot;
            result.observedAhead = true;
          } else {
            result.snapshot = runtime.snapshot(args.snapshot, runtime);
          }
        }
        resolve(result);
        return;
      }
      // Observe ahead. Once the page is loaded, nothing is working and the frame after the action
      // has been drawn, all that is left is the quiet window: the page is observed now, without
      // writing its marks, and if nothing changes (no mutation, scroll or answer: the clock counts
      // them) until the window ends, that observation is the page's then and is returned, its marks
      // written. The observation's time (4–5 ms warm, 8–15 on a new document's cold code) then
      // falls inside the window instead of after it. A change after it makes it stale: the page is
      // observed again at the end, and the code is warm by then. It is not taken while a
      // transition that moves or hides something runs (the wait above counts from its end). What
      // neither sees (a colour fading) is caught earlier in the window instead
      // of at its end; neither moment is more right than the other. (The quick preset's 1,671 trace
      // and data files came out the same as with the observation taken at the end.)
      if (
        args.snapshot &&
        runtime.clock &&
        takenAhead < MAX_AHEAD &&
        ahead?.changes !== clock.changes &&
        !working &&
        !awaiting &&
        animatedUntil <= now &&
        document.readyState === 'complete'
      ) {
        takenAhead += 1;
        const changes = clock.changes;
        const snapshot = runtime.snapshot({ ...args.snapshot, dryRun: true }, runtime);
        ahead = { snapshot, elements: runtime.dryRunElements ?? [], changes };
        check();
        return;
      }
      // Busy: look again soon (a frame, a timer or an answer ends it at no known time).
      const wait = working || awaiting ? Math.min(args.quietMs, 4) : Math.max(1, args.quietMs - (now - last));
      clock.later(check, Math.max(1, Math.min(wait, args.maxMs - (now - start))));
    };
    check();
  });
}
