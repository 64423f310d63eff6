// Finds a Chromium executable without ever downloading one: WEBRL_CHROMIUM, then Debian's
// packages, then a browser Playwright already manages on this machine. A headless launch prefers
// Chromium's headless shell (Debian's chromium-headless-shell), as Playwright itself does: measured
// here it runs the same steps in about half the CPU time of the full browser in headless mode.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { BrowserUnavailableError } from './browser-unavailable-error.js';

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
  /** The setting `override` came from, for messages (default WEBRL_CHROMIUM; a run's browser.executablePath). */
  overrideName?: string;
  /** System paths to try, in order; given, they replace both default lists below. */
  systemPaths?: string[];
  /** Whether the browser will run headless (default true): only then is a headless shell a candidate. */
  headless?: boolean;
  /** Playwright's browser cache folder (PLAYWRIGHT_BROWSERS_PATH or ~/.cache/ms-playwright). */
  playwrightCache?: string | undefined;
}

/**
 * Debian's headless shell (package chromium-headless-shell). The binary itself, not the
 * /usr/bin wrapper script: the wrapper runs it as a child, so killing the process Playwright
 * started would leave the browser running (crash detection and its tests kill it).
 */
export const HEADLESS_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell'];

export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The command that installs a browser on this machine, for messages. */
export const CHROMIUM_INSTALL_HINT =
  'install Debian\'s Chromium with "sudo apt-get install -y chromium chromium-headless-shell" (or set WEBRL_CHROMIUM=/path/to/chrome)';

/** The system paths tried when none are given: for a headless launch, the headless shell first. */
export function defaultSystemPaths(headless: boolean): string[] {
  return [...(headless ? HEADLESS_SHELL_PATHS : []), ...SYSTEM_CHROMIUM_PATHS];
}

/** Thrown when an explicitly configured browser path does not exist. */
export class ChromiumNotFoundError extends BrowserUnavailableError {
  override name = 'ChromiumNotFoundError';
}

/**
 * Finds Chromium in this order: the override (WEBRL_CHROMIUM), the system paths (for a headless
 * launch the headless shell first), a Playwright-managed Chromium (likewise). Returns undefined when
 * there is none. An override that points nowhere is an error, not a
 * silent fallback: the user asked for that browser.
 */
export function locateChromium(options: LocateChromiumOptions = {}): ChromiumLocation | undefined {
  if (options.override) {
    if (!existsSync(options.override)) {
      const setting = options.overrideName ?? 'WEBRL_CHROMIUM';
      throw new ChromiumNotFoundError(
        `${setting} is "${options.override}", but no file is there; point it at a Chromium executable or unset it.`,
        setting,
      );
    }
    return { path: options.override, source: 'WEBRL_CHROMIUM' };
  }
  const headless = options.headless ?? true;
  for (const path of options.systemPaths ?? defaultSystemPaths(headless)) {
    if (existsSync(path)) return { path, source: 'system' };
  }
  const cache = options.playwrightCache ?? join(homedir(), '.cache', 'ms-playwright');
  const managed =
    (headless ? findPlaywrightBuild(cache, PLAYWRIGHT_HEADLESS_SHELL) : undefined) ??
    findPlaywrightBuild(cache, PLAYWRIGHT_CHROMIUM);
  return managed ? { path: managed, source: 'playwright' } : undefined;
}

/** A kind of browser build in Playwright's cache: its folder prefix and executables within a build. */
interface PlaywrightBuild {
  prefix: string;
  executables: string[];
}

const PLAYWRIGHT_CHROMIUM: PlaywrightBuild = {
  prefix: 'chromium',
  executables: [
    'chrome-linux/chrome',
    'chrome-linux64/chrome',
    'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
  ],
};

// Playwright has named the shell's folder two ways over its releases.
const PLAYWRIGHT_HEADLESS_SHELL: PlaywrightBuild = {
  prefix: 'chromium_headless_shell',
  executables: ['chrome-linux/headless_shell', 'chrome-headless-shell-linux64/chrome-headless-shell'],
};

/** The newest build of that kind in the cache that has one of its executables. */
function findPlaywrightBuild(cache: string, kind: PlaywrightBuild): string | undefined {
  if (!existsSync(cache)) return undefined;
  const pattern = new RegExp(`^${kind.prefix}-(\\d+)$`);
  const builds = readdirSync(cache)
    .map((name) => ({ name, number: Number(pattern.exec(name)?.[1] ?? Number.NaN) }))
    .filter((build) => !Number.isNaN(build.number))
    .sort((a, b) => b.number - a.number);
  for (const build of builds) {
    for (const sub of kind.executables) {
      const path = join(cache, build.name, sub);
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}
