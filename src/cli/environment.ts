// The only place that reads environment variables: everything the rest of the code needs from
// them is collected here once and passed down as plain values.
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { LocateChromiumOptions } from '../browser/index.js';
import { SITE_URL_ENV_VARS } from '../core/index.js';

/** Settings that come from the environment. */
export interface CliEnvironment {
  /** WEBRL_LOG, e.g. `info` or `warn,env=debug`. */
  logSpec: string;
  /** Where to look for Chromium (WEBRL_CHROMIUM, WEBRL_SYSTEM_CHROMIUM_PATHS, PLAYWRIGHT_BROWSERS_PATH). */
  chromium: LocateChromiumOptions;
  /** Whether stderr is a terminal (progress lines redraw in place). */
  isTTY: boolean;
  /**
   * The WEBRL_OPENAI_* variables (API keys and per-role server settings), read by
   * `openAIRoleSettings`; holds secrets, so never log or save it.
   */
  openai: Readonly<Record<string, string>>;
  /** WebArena's site URL variables (SHOPPING, SHOPPING_ADMIN, REDDIT, GITLAB, MAP, …), for `siteUrlsFromEnv`. */
  siteUrls: Readonly<Record<string, string | undefined>>;
}

/** Reads the environment once. */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): CliEnvironment {
  const chromium: LocateChromiumOptions = {
    override: env.WEBRL_CHROMIUM || undefined,
    playwrightCache: env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright'),
  };
  // Colon-separated list replacing the default system paths (tests use it to simulate a bare machine).
  if (env.WEBRL_SYSTEM_CHROMIUM_PATHS !== undefined) {
    chromium.systemPaths = env.WEBRL_SYSTEM_CHROMIUM_PATHS.split(':').filter(Boolean);
  }
  const openai = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('WEBRL_OPENAI_') && entry[1] !== undefined,
    ),
  );
  const siteUrls = Object.fromEntries(Object.values(SITE_URL_ENV_VARS).map((name) => [name, env[name]]));
  return {
    logSpec: env.WEBRL_LOG ?? 'info',
    chromium,
    isTTY: Boolean(process.stderr.isTTY),
    openai,
    siteUrls,
  };
}
