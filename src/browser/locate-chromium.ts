// Finds a Chromium executable without ever downloading one: WEBRL_CHROMIUM, then Debian's
// /usr/bin/chromium, then a browser Playwright already manages on this machine.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where a Chromium executable was found, and by which rule. */
export interface ChromiumLocation {
  /** Absolute path of the executable. */
  path: string;
  /** Which rule found it. */
  source: 'WEBRL_CHROMIUM' | 'system' | 'playwright';
}

/** What `locateChromium` may look at; passed in so that only cli/ reads the environment. */
export interface LocateChromiumOptions {
  /** Value of the WEBRL_CHROMIUM environment variable, if set. */
  override?: string | undefined;
  /** System paths to try, in order. */
  systemPaths?: string[];
  /** Playwright's browser cache folder (PLAYWRIGHT_BROWSERS_PATH or ~/.cache/ms-playwright). */
  playwrightCache?: string | undefined;
}

export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The command that installs a browser on this machine, for messages. */
export const CHROMIUM_INSTALL_HINT =
  'install Debian\'s Chromium with "sudo apt-get install -y chromium" (or set WEBRL_CHROMIUM=/path/to/chrome)';

/** Thrown when an explicitly configured browser path does not exist. */
export class ChromiumNotFoundError extends Error {
  override name = 'ChromiumNotFoundError';
}

/**
 * Finds Chromium in this order: the override (WEBRL_CHROMIUM), the system paths, a Playwright-managed
 * Chromium. Returns undefined when there is none. An override that points nowhere is an error, not a
 * silent fallback: the user asked for that browser.
 */
export function locateChromium(options: LocateChromiumOptions = {}): ChromiumLocation | undefined {
  if (options.override) {
    if (!existsSync(options.override)) {
      throw new ChromiumNotFoundError(
        `WEBRL_CHROMIUM is "${options.override}", but no file is there; point it at a Chromium executable or unset it.`,
      );
    }
    return { path: options.override, source: 'WEBRL_CHROMIUM' };
  }
  for (const path of options.systemPaths ?? SYSTEM_CHROMIUM_PATHS) {
    if (existsSync(path)) return { path, source: 'system' };
  }
  const cache = options.playwrightCache ?? join(homedir(), '.cache', 'ms-playwright');
  const managed = findPlaywrightChromium(cache);
  return managed ? { path: managed, source: 'playwright' } : undefined;
}

function findPlaywrightChromium(cache: string): string | undefined {
  if (!existsSync(cache)) return undefined;
  const builds = readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  for (const build of builds) {
    for (const sub of [
      'chrome-linux/chrome',
      'chrome-linux64/chrome',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    ]) {
      const path = join(cache, build, sub);
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}
