// Loads a Site from its entry (module URL + export name), as a worker thread must: functions cannot
// be sent between threads, so the worker imports the same module the host got the site from.
import type { Site, SiteEntry } from '../site.js';

/** Imports the site an entry names; throws naming the module and export when it is not a Site. */
export async function importSite(entry: SiteEntry): Promise<Site> {
  const module = (await import(entry.module)) as Record<string, unknown>;
  const site = module[entry.export] as Site | undefined;
  if (!site || typeof site.createApp !== 'function') {
    throw new Error(
      `site entry ${entry.module} has no Site export "${entry.export}"; set Site.entry to { module: import.meta.url, export: '<name of the exported const>' }`,
    );
  }
  return site;
}
