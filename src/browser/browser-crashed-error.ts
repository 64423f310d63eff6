// The one browser error a caller handles differently: the page, its context or the whole Chromium
// died (crash, killed process, closed target). Runners retry the episode on a fresh page.

/** The browser or page an episode ran in is gone; retry on a fresh lease. */
export class BrowserCrashedError extends Error {
  override name = 'BrowserCrashedError';
}
