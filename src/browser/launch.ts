// Launches headless Chromium through playwright-core with flags that keep it quiet on machines
// without a GPU, a sandbox-capable kernel or internet access.
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';
import { BrowserUnavailableError } from './browser-unavailable-error.js';
import {
  CHROMIUM_INSTALL_HINT,
  type ChromiumLocation,
  type LocateChromiumOptions,
  locateChromium,
} from './locate-chromium.js';

/**
 * playwright-core, loaded at the first launch with require rather than imported: a command that
 * opens no browser does not load it, and Node's import of a CommonJS package first scans its whole
 * source for export names (about 0.3 s at every start here), which require skips.
 */
function playwright(): typeof Playwright {
  return createRequire(import.meta.url)('playwright-core') as typeof Playwright;
}

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

/**
 * Finds Chromium (see `locateChromium`: headless, the headless shell where installed) and launches
 * it, headless unless told otherwise. No Chromium, or one that does not start, is a
 * BrowserUnavailableError saying what to fix: trying again would fail the same way.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Playwright.Browser> {
  const headless = options.headless ?? true;
  const location = locateChromium({ ...options, headless });
  if (!location) throw new BrowserUnavailableError(`No Chromium found. To fix: ${CHROMIUM_INSTALL_HINT}.`);
  try {
    return await playwright().chromium.launch({
      executablePath: location.path,
      headless,
      args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
    });
  } catch (error) {
    throw launchFailure(location, options.overrideName ?? 'WEBRL_CHROMIUM', error);
  }
}

/** One line: which executable did not start, from which setting, Playwright's reason, and the fix. */
function launchFailure(
  location: ChromiumLocation,
  overrideName: string,
  cause: unknown,
): BrowserUnavailableError {
  // Playwright's message goes on with the browser's log and the whole command line.
  const reason = String((cause as Error)?.message ?? cause).split('\n')[0];
  if (location.source === 'WEBRL_CHROMIUM') {
    return new BrowserUnavailableError(
      `${overrideName} is "${location.path}", but Chromium did not start from it (${reason}); ` +
        `point ${overrideName} at a Chromium executable, or unset it to use the system's Chromium ` +
        `(install it with "sudo apt-get install -y chromium chromium-headless-shell")`,
      overrideName,
      { cause },
    );
  }
  return new BrowserUnavailableError(
    `Chromium at ${location.path} did not start (${reason}); webrl doctor shows what is wrong; to fix, ${CHROMIUM_INSTALL_HINT}`,
    undefined,
    { cause },
  );
}
