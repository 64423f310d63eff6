// settle: after an action, wait until the page has settled — a navigation that started has
// committed and loaded, open fetch/XHR requests have answered, scripts and stylesheets the page
// added and the web fonts it uses have loaded, the timers and frames the action's handlers
// scheduled have run, CSS transitions and animations about to end have ended, and the DOM has been
// quiet for a few tens of milliseconds — instead of WebRL's fixed 3 s sleep. Everything is capped
// by the settle timeout; a page that never stops changing is observed anyway.
import type { Page } from 'playwright-core';
import type { MarkArgs } from './observe-mark.js';
import type { PageSnapshot } from './observe-snapshot.js';
import type { PageActivity } from './page-activity.js';
import { callInPage } from './page-runtime.js';
import { isExecutionContextGone } from './playwright-errors.js';
import type { QuietResult } from './settle-page.js';

/** How long to wait for what. */
export interface SettleOptions {
  /** The longest wait for a navigation to load (EnvConfig.settleTimeoutMs). */
  timeoutMs: number;
  /**
   * How long the page must stay unchanged to count as settled (default 20: more than a frame, so
   * that an animation drawn frame by frame is waited out, not observed halfway).
   */
  quietMs?: number;
  /** The longest wait for DOM quiet and open requests, within `timeoutMs` (default 1500). */
  maxQuietWaitMs?: number;
  /** When the action's input events were handled (epoch ms; default: now). Changes before do not count. */
  sinceMs?: number;
  /** When the action began (epoch ms; default: sinceMs): the page's intents since then are awaited. */
  actionStartMs?: number;
  /** When the action sent a wheel event (a Scroll): the document must have received it (QuietArgs). */
  wheelSinceMs?: number;
  /** Observe the settled page in the same round trip as the last quiet check. */
  snapshot?: MarkArgs;
}

/** How the wait ended. */
export interface SettleResult {
  /** Set when the page was still loading when `timeoutMs` ran out. */
  error?: string;
  /** Whether the DOM reached a quiet window (false: still changing, observed anyway). */
  quiet: boolean;
  waitedMs: number;
  /** When the page last asked for a new tab (epoch ms; 0 if never or unknown). */
  popupAt: number;
  /** The settled page, when `snapshot` was asked for and the last check could take it. */
  snapshot?: PageSnapshot;
}

/** Longest wait for a navigation the page started but Playwright has not reported yet. */
const NAVIGATION_NOTICE_MS = 2000;

export async function settle(
  page: Page,
  activity: PageActivity,
  options: SettleOptions,
): Promise<SettleResult> {
  const start = Date.now();
  const sinceMs = options.sinceMs ?? start;
  const actionStartMs = options.actionStartMs ?? sinceMs;
  const commitsBefore = activity.commits;
  const requestsBefore = activity.navigationRequests;
  const deadline = start + options.timeoutMs;
  const quietDeadline = start + Math.min(options.timeoutMs, options.maxQuietWaitMs ?? 1500);
  const quietMs = options.quietMs ?? 20;
  let popupAt = 0;
  let snapshot: PageSnapshot | undefined;
  const result = (quiet: boolean, error?: string): SettleResult => ({
    quiet,
    waitedMs: Date.now() - start,
    popupAt,
    ...(snapshot ? { snapshot } : {}),
    ...(error ? { error } : {}),
  });
  const stillLoading = () =>
    result(
      false,
      `the page was still loading after ${options.timeoutMs} ms; this observation may be incomplete`,
    );

  for (;;) {
    snapshot = undefined;
    if (activity.isNavigating) {
      if (!(await activity.waitFor(() => !activity.isNavigating, deadline - Date.now())))
        return stillLoading();
    }
    try {
      await page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) });
    } catch (error) {
      if (isExecutionContextGone(error)) continue;
      if ((error as Error).name === 'TimeoutError') return stillLoading();
      throw error;
    }
    const version = activity.version;
    const commitsAtCall = activity.commits;
    const quietBudget = quietDeadline - Date.now();
    if (quietBudget <= 0) return result(false);
    // Quiet counts from the action; a document committed since then, from its own last change.
    let quiet: boolean;
    let navigationAt: number;
    let watched: QuietResult;
    try {
      const call = callInPage(page, 'waitForQuiet', {
        quietMs,
        maxMs: quietBudget,
        sinceMs,
        ...(options.wheelSinceMs !== undefined ? { wheelSinceMs: options.wheelSinceMs } : {}),
        ...(options.snapshot ? { snapshot: options.snapshot } : {}),
      });
      const answer = await beforeDeadline(call, deadline);
      if (answer === LATE && activity.isNavigating) {
        // Held for a navigation that has not come by the deadline (see below): the page is loading.
        // Whether Chromium holds the call depends on how far the navigation has got when it is
        // sent, so act.test.ts checks the outcome (the error, settle ending before the page comes),
        // not this path.
        call.catch(() => undefined);
        return stillLoading();
      }
      watched = answer === LATE ? await call : answer;
      snapshot = watched.snapshot;
      quiet = watched.quiet;
      navigationAt = watched.navigationAt;
      popupAt = Math.max(popupAt, watched.popupAt);
    } catch (error) {
      // A navigation replaced the document while we watched it: settle the new one.
      if (isExecutionContextGone(error)) continue;
      throw error;
    }
    if (activity.isNavigating) continue;
    // Chromium holds a command sent while a navigation is pending and runs it in the new document
    // once that commits, so an answer that waited out a navigation may already be the new page,
    // quiet and loaded. It stands if that document has not started leaving and is still the page's
    // (one short call, instead of waiting for quiet all over again).
    if (activity.version !== version) {
      const stands =
        activity.commits !== commitsAtCall &&
        watched.loaded &&
        watched.navigationAt < actionStartMs &&
        (await isCurrentDocument(page, watched.documentId));
      if (!stands) continue;
    }
    const noticed = activity.navigationRequests > requestsBefore || activity.commits > commitsBefore;
    if (navigationAt >= actionStartMs && !noticed) {
      // The page started leaving (a link, a form) and Playwright has not reported the request yet.
      const budget = Math.min(NAVIGATION_NOTICE_MS, deadline - Date.now());
      if (await activity.waitFor(() => activity.navigationRequests > requestsBefore, budget)) continue;
    }
    if (activity.openRequestCount > 0) {
      // An answer may still change the page: wait for it, then for quiet again.
      await activity.waitFor(() => activity.openRequestCount === 0, quietDeadline - Date.now());
      snapshot = undefined;
      if (Date.now() < quietDeadline) continue;
    }
    return result(quiet);
  }
}

/** Whether `id` is the document the page shows now (false when that cannot be asked: it is changing). */
async function isCurrentDocument(page: Page, id: string): Promise<boolean> {
  try {
    return id !== '' && (await callInPage(page, 'documentId', {})) === id;
  } catch (error) {
    if (isExecutionContextGone(error)) return false;
    throw error;
  }
}

const LATE = Symbol('late');

/** `call`'s answer, or LATE once `deadline` (epoch ms) has passed without one. */
async function beforeDeadline<T>(call: Promise<T>, deadline: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}
