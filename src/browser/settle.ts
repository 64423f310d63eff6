// settle: after an action, wait until the page has settled — a navigation that started has
// committed and loaded, open fetch/XHR requests have answered, and the DOM has been quiet for a
// few tens of milliseconds — instead of WebRL's fixed 3 s sleep. Everything is capped by the
// settle timeout; a page that never stops changing is observed anyway.
import type { Page } from 'playwright-core';
import type { PageActivity } from './page-activity.js';
import { callInPage } from './page-runtime.js';
import { isExecutionContextGone } from './playwright-errors.js';

/** How long to wait for what. */
export interface SettleOptions {
  /** The longest wait for a navigation to load (EnvConfig.settleTimeoutMs). */
  timeoutMs: number;
  /** How long the DOM must stay unchanged to count as settled (default 30). */
  quietMs?: number;
  /** The longest wait for DOM quiet and open requests, within `timeoutMs` (default 1500). */
  maxQuietWaitMs?: number;
  /** When the action started (epoch ms; default: now). Changes before it do not count. */
  sinceMs?: number;
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
}

export async function settle(
  page: Page,
  activity: PageActivity,
  options: SettleOptions,
): Promise<SettleResult> {
  const start = Date.now();
  const sinceMs = options.sinceMs ?? start;
  const commitsBefore = activity.commits;
  const deadline = start + options.timeoutMs;
  const quietDeadline = start + Math.min(options.timeoutMs, options.maxQuietWaitMs ?? 1500);
  const quietMs = options.quietMs ?? 30;
  let popupAt = 0;
  const result = (quiet: boolean, error?: string): SettleResult => ({
    quiet,
    waitedMs: Date.now() - start,
    popupAt,
    ...(error ? { error } : {}),
  });
  const stillLoading = () =>
    result(
      false,
      `the page was still loading after ${options.timeoutMs} ms; this observation may be incomplete`,
    );

  for (;;) {
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
    const quietBudget = quietDeadline - Date.now();
    if (quietBudget <= 0) return result(false);
    // In the document the action ran in, quiet counts from now: a navigation or tab it caused may
    // still be on its way. A document committed since then counts from its own last change.
    const since = activity.commits > commitsBefore ? sinceMs : Date.now();
    let quiet: boolean;
    try {
      const watched = await callInPage(page, 'waitForQuiet', { quietMs, maxMs: quietBudget, sinceMs: since });
      quiet = watched.quiet;
      popupAt = Math.max(popupAt, watched.popupAt);
    } catch (error) {
      // A navigation replaced the document while we watched it: settle the new one.
      if (isExecutionContextGone(error)) continue;
      throw error;
    }
    if (activity.version !== version || activity.isNavigating) continue;
    if (activity.openRequestCount > 0) {
      // An answer may still change the page: wait for it, then for quiet again.
      await activity.waitFor(() => activity.openRequestCount === 0, quietDeadline - Date.now());
      if (Date.now() < quietDeadline) continue;
    }
    return result(quiet);
  }
}
