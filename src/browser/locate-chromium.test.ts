import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ChromiumNotFoundError,
  defaultSystemPaths,
  HEADLESS_SHELL_PATHS,
  locateChromium,
  SYSTEM_CHROMIUM_PATHS,
} from './locate-chromium.js';

function fakeExecutable(path: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

describe('locateChromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webrl-locate-'));
  const system = fakeExecutable(join(dir, 'usr-bin-chromium'));
  const cache = join(dir, 'ms-playwright');
  const managed = fakeExecutable(join(cache, 'chromium-1200', 'chrome-linux', 'chrome'));
  fakeExecutable(join(cache, 'chromium-1100', 'chrome-linux', 'chrome'));

  it('prefers WEBRL_CHROMIUM, then the system path, then Playwright’s newest build', () => {
    const override = fakeExecutable(join(dir, 'custom-chrome'));
    expect(locateChromium({ override, systemPaths: [system], playwrightCache: cache })).toEqual({
      path: override,
      source: 'WEBRL_CHROMIUM',
    });
    expect(locateChromium({ systemPaths: [system], playwrightCache: cache })?.source).toBe('system');
    expect(locateChromium({ systemPaths: [], playwrightCache: cache })).toEqual({
      path: managed,
      source: 'playwright',
    });
    expect(locateChromium({ systemPaths: [], playwrightCache: join(dir, 'none') })).toBeUndefined();
  });

  it('prefers a headless shell for a headless launch, in the system paths and in Playwright’s cache', () => {
    expect(defaultSystemPaths(true)).toEqual([...HEADLESS_SHELL_PATHS, ...SYSTEM_CHROMIUM_PATHS]);
    expect(defaultSystemPaths(false)).toEqual(SYSTEM_CHROMIUM_PATHS);

    // Playwright's cache holds shells under two layouts; the newest build of the shell wins, and
    // a headed launch never gets one.
    const shells = join(dir, 'ms-playwright-shells');
    fakeExecutable(join(shells, 'chromium-1300', 'chrome-linux', 'chrome'));
    fakeExecutable(join(shells, 'chromium_headless_shell-1148', 'chrome-linux', 'headless_shell'));
    const newest = fakeExecutable(
      join(shells, 'chromium_headless_shell-1200', 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
    );
    expect(locateChromium({ systemPaths: [], playwrightCache: shells })?.path).toBe(newest);
    expect(locateChromium({ systemPaths: [], playwrightCache: shells, headless: false })?.path).toBe(
      join(shells, 'chromium-1300', 'chrome-linux', 'chrome'),
    );
  });

  it('refuses a WEBRL_CHROMIUM that points nowhere instead of silently using another browser', () => {
    expect(() => locateChromium({ override: join(dir, 'missing'), systemPaths: [system] })).toThrow(
      ChromiumNotFoundError,
    );
  });
});
