// Launches headless Chromium through playwright-core with flags that keep it quiet on machines
// without a GPU, a sandbox-capable kernel or internet access.
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_INSTALL_HINT, type LocateChromiumOptions, locateChromium } from './locate-chromium.js';

/** Flags every launch uses: no GPU, no sandbox (root in containers), no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // Autofill asks Google's server about every form a page shows; those calls go through the
  // context's allowlist proxy and would be logged as the page's blocked requests. An address that
  // is not a URL of any server turns them off (a second --disable-features would replace
  // Playwright's own list rather than add to it).
  '--autofill-server-url=about:invalid',
];

/** Options for `launchBrowser`. */
export interface LaunchOptions extends LocateChromiumOptions {
  /** Run without a window (default true). */
  headless?: boolean;
  /** Extra Chromium flags appended to CHROMIUM_ARGS. */
  extraArgs?: string[];
}

/** Raised when no Chromium can be found; the message says how to install one. */
export class BrowserUnavailableError extends Error {
  override name = 'BrowserUnavailableError';
}

/**
 * Finds Chromium (see `locateChromium`: headless, the headless shell where installed) and launches
 * it, headless unless told otherwise.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const headless = options.headless ?? true;
  const location = locateChromium({ ...options, headless });
  if (!location) throw new BrowserUnavailableError(`No Chromium found. To fix: ${CHROMIUM_INSTALL_HINT}.`);
  return chromium.launch({
    executablePath: location.path,
    headless,
    args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
  });
}
