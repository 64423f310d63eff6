// Site URLs of WebArena task files: the `__SHOPPING__`-style placeholders, the environment variables
// WebArena reads them from (reference/webarena.md §2.1), and the substitution that turns a raw task
// into one a browser can open. Pure: callers pass the environment in.
import { ConfigError } from './schema-errors.js';
import type { SiteUrlKey } from './site-slot.js';
import type { TaskConfig } from './task.js';

/** Base URL of each site: scheme, host and port, no trailing slash (`shopping_admin` ends in `/admin`). */
export type SiteUrls = Readonly<Partial<Record<SiteUrlKey, string>>>;

/** The placeholder each site key stands for in raw task files. */
export const SITE_PLACEHOLDERS: Readonly<Record<SiteUrlKey, string>> = {
  shopping: '__SHOPPING__',
  shopping_admin: '__SHOPPING_ADMIN__',
  reddit: '__REDDIT__',
  gitlab: '__GITLAB__',
  map: '__MAP__',
  wikipedia: '__WIKIPEDIA__',
  homepage: '__HOMEPAGE__',
  classifieds: '__CLASSIFIEDS__',
  miniwob: '__MINIWOB__',
};

/** WebArena's environment variable for each site key (BrowserGym prefixes them with `WA_`). */
export const SITE_URL_ENV_VARS: Readonly<Record<SiteUrlKey, string>> = {
  shopping: 'SHOPPING',
  shopping_admin: 'SHOPPING_ADMIN',
  reddit: 'REDDIT',
  gitlab: 'GITLAB',
  map: 'MAP',
  wikipedia: 'WIKIPEDIA',
  homepage: 'HOMEPAGE',
  classifieds: 'CLASSIFIEDS',
  miniwob: 'MINIWOB',
};

/** The ports of WebArena's docker setup, for examples in messages. */
const EXAMPLE_URLS: Readonly<Record<SiteUrlKey, string>> = {
  shopping: 'http://127.0.0.1:7770',
  shopping_admin: 'http://127.0.0.1:7780/admin',
  reddit: 'http://127.0.0.1:9999',
  gitlab: 'http://127.0.0.1:8023',
  map: 'http://127.0.0.1:3000',
  wikipedia: 'http://127.0.0.1:8888',
  homepage: 'http://127.0.0.1:4399',
  classifieds: 'http://127.0.0.1:9980',
  miniwob: 'http://127.0.0.1:8000',
};

const SITE_URL_KEYS = Object.keys(SITE_PLACEHOLDERS) as SiteUrlKey[];
const KEY_BY_PLACEHOLDER: ReadonlyMap<string, SiteUrlKey> = new Map(
  SITE_URL_KEYS.map((key) => [SITE_PLACEHOLDERS[key], key]),
);
// No placeholder is a substring of another (`__SHOPPING` is followed by `_A`, not `__`, in
// `__SHOPPING_ADMIN__`), so one pass with alternatives replaces each exactly as WebArena's
// sequential string replacements do.
const PLACEHOLDER_PATTERN = new RegExp(SITE_URL_KEYS.map((key) => SITE_PLACEHOLDERS[key]).join('|'), 'g');

/** The site key a placeholder stands for (`__GITLAB__` → `gitlab`), or undefined. */
export function siteKeyOfPlaceholder(placeholder: string): SiteUrlKey | undefined {
  return KEY_BY_PLACEHOLDER.get(placeholder);
}

/** The start URLs of a task: one per tab, joined by ` |AND| ` in the task file. */
export function splitStartUrls(startUrl: string): string[] {
  return startUrl.split(' |AND| ');
}

/**
 * Replaces every placeholder in every string of `task` (start_url, reference_url, program_html urls
 * and locators, reference answers, …) with the site's URL. Throws a ConfigError naming each
 * placeholder whose URL is missing and the variable to set.
 */
export function resolveTaskUrls(task: TaskConfig, urls: SiteUrls): TaskConfig {
  const missing = new Map<SiteUrlKey, string>();
  const resolve = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      return value.replace(PLACEHOLDER_PATTERN, (placeholder) => {
        const key = KEY_BY_PLACEHOLDER.get(placeholder)!;
        const url = urls[key];
        if (url === undefined) {
          if (!missing.has(key)) missing.set(key, path);
          return placeholder;
        }
        return url;
      });
    }
    if (Array.isArray(value)) return value.map((item, i) => resolve(item, `${path}[${i}]`));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, resolve(v, path ? `${path}.${k}` : k)]),
      );
    }
    return value;
  };
  const resolved = resolve(task, '') as TaskConfig;
  if (missing.size > 0) {
    const problems = [...missing].map(
      ([key, path]) =>
        `${path} uses ${SITE_PLACEHOLDERS[key]} but no ${key} URL is given; set ${SITE_URL_ENV_VARS[key]} ` +
        `(e.g. ${SITE_URL_ENV_VARS[key]}=${EXAMPLE_URLS[key]}) or run the task on the built-in sites`,
    );
    throw new ConfigError(
      `task ${task.task_id} needs site URLs that are not set:\n  ${problems.join('\n  ')}`,
      problems,
    );
  }
  return resolved;
}

/**
 * Reads site URLs from WebArena's variables (SHOPPING, SHOPPING_ADMIN, REDDIT, GITLAB, MAP, WIKIPEDIA,
 * HOMEPAGE, and VisualWebArena's CLASSIFIEDS). Unset or empty variables are left out; a value that is
 * not an http(s) URL, or ends in `/`, is a ConfigError naming the variable.
 */
export function siteUrlsFromEnv(env: Readonly<Record<string, string | undefined>>): SiteUrls {
  const urls: Partial<Record<SiteUrlKey, string>> = {};
  const problems: string[] = [];
  for (const key of SITE_URL_KEYS) {
    const name = SITE_URL_ENV_VARS[key];
    const value = env[name];
    if (value === undefined || value === '') continue;
    const problem = siteUrlProblem(value);
    if (problem)
      problems.push(`${name}: ${JSON.stringify(value)} ${problem}, e.g. ${name}=${EXAMPLE_URLS[key]}`);
    else urls[key] = value;
  }
  if (problems.length > 0) {
    throw new ConfigError(`site URL variables are not valid:\n  ${problems.join('\n  ')}`, problems);
  }
  return urls;
}

function siteUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL; expected scheme, host and port';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `has scheme ${url.protocol.slice(0, -1)}; expected http or https`;
  }
  if (value.endsWith('/')) {
    return 'ends with "/"; remove the trailing slash (task files append paths to it)';
  }
  return undefined;
}
