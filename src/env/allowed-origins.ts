// The origins an episode may reach: its task's sites and the home page in the slot, the start
// URLs, and any extra origins the caller names. Everything else is blocked by the page's allowlist.

import { originOf } from '../browser/index.js';
import { type SiteUrls, splitStartUrls, type TaskConfig } from '../core/index.js';

export function allowedOriginsFor(task: TaskConfig, urls: SiteUrls, extra: readonly string[]): string[] {
  const candidates = [
    ...task.sites.map((site) => urls[site]),
    urls.homepage,
    ...splitStartUrls(task.start_url),
    ...extra,
  ];
  const origins = new Set<string>();
  for (const url of candidates) {
    const origin = url === undefined ? null : originOf(url);
    if (origin !== null) origins.add(origin);
  }
  return [...origins];
}
