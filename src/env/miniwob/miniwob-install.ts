// Where the MiniWoB++ that `npm run setup` installed lives: setup pip-installs miniwob==1.1.0 into a
// project-local virtual environment and records the package's html folder in a small JSON file, so
// nothing is looked up or downloaded at run time.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The record setup writes, relative to the project root. */
export const MINIWOB_INSTALL_RECORD = join('.cache', 'miniwob', 'location.json');

/** The MiniWoB++ version setup installs. */
export const MINIWOB_PINNED_VERSION = '1.1.0';

/** What setup recorded. */
export interface MiniwobInstall {
  /** The pip package version. */
  version: string;
  /** The package's html folder (core/, miniwob/ …). */
  html: string;
}

/**
 * The installed MiniWoB++ under `projectRoot`, or why there is none: setup did not run, was told to
 * skip it, or the recorded folder is gone.
 */
export function readMiniwobInstall(projectRoot: string): { install: MiniwobInstall } | { missing: string } {
  const record = join(projectRoot, MINIWOB_INSTALL_RECORD);
  if (!existsSync(record)) {
    return { missing: `${record} does not exist; run \`npm run setup\` (it pip-installs miniwob==1.1.0)` };
  }
  let install: MiniwobInstall;
  try {
    install = JSON.parse(readFileSync(record, 'utf8')) as MiniwobInstall;
  } catch (cause) {
    return { missing: `${record} is not readable JSON (${(cause as Error).message}); run \`npm run setup\`` };
  }
  if (typeof install.html !== 'string' || !existsSync(join(install.html, 'core', 'core.js'))) {
    return { missing: `${record} names ${install.html}, which has no core/core.js; run \`npm run setup\`` };
  }
  return { install };
}
