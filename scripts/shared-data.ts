// vitest globalSetup: tests in several folders read real data from ../shared/data beside the checkout
// (WebArena-Lite's test tasks, WebRL's own observations). A checkout elsewhere used to fail dozens
// of them one by one with ENOENT; this stops the run first with one message that says what to do.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The files the tests read, relative to the shared data folder. */
export const SHARED_DATA_FILES = ['webarena-lite/test_webarena_lite.raw.json', 'webrl/htmls.json'];

/** Throws one error naming every missing file of `dir` and the fix; returns quietly when none is. */
export function checkSharedData(dir: string): void {
  const missing = SHARED_DATA_FILES.map((file) => join(dir, file)).filter((path) => !existsSync(path));
  if (missing.length === 0) return;
  throw new Error(
    `webrl's tests read real data from ${dir}, and ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
      'Run the tests in a checkout that sits beside the shared/ folder (shared/data/webarena-lite and shared/data/webrl), ' +
      'or put those files there.',
  );
}

export default function setup(): void {
  checkSharedData(resolve(import.meta.dirname, '../../shared/data'));
}
