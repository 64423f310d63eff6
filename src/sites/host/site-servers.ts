// The serving side of a host: for every slot, one SQLite copy per database and one HTTP server per
// site. It runs in whichever thread calls it (the host puts it in a worker thread by default).
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { SiteUrlKey } from '../../core/index.js';
import { ensurePristineDatabase } from '../data/pristine-cache.js';
import { startSiteServer, stopSiteServer } from '../http/serve-site.js';
import { SessionSigner } from '../http/session.js';
import type { Site } from '../site.js';
import { SlotDatabase } from './slot-database.js';

/** Settings shared by the in-thread and the worker-thread servers. */
export interface SiteServersSettings {
  slots: number;
  /** Holds the pristine cache (`<dataDir>/pristine`). */
  dataDir: string;
  /** A folder of this host's own, for the slots' database copies. */
  slotDir: string;
  seed: number;
  /** HMAC secret of the session cookies. */
  sessionSecret: string;
}

/** Running servers: what the host asks of them. */
export interface SiteServersHandle {
  /** Base URL of each site, per slot. */
  readonly slotUrls: readonly Readonly<Partial<Record<SiteUrlKey, string>>>[];
  /** Restores the named databases of one slot to pristine. */
  reset(slot: number, databases: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Starts every site of every slot in this thread. */
export async function startSiteServers(
  sites: readonly Site[],
  settings: SiteServersSettings,
): Promise<SiteServersHandle> {
  const databases = new Map(sites.flatMap((s) => (s.database ? [[s.database.name, s.database]] : [])));
  const pristine = new Map(
    [...databases].map(([name, database]) => [name, ensurePristineDatabase(database, settings)]),
  );
  const sessions = new SessionSigner(settings.sessionSecret);
  const servers: Server[] = [];
  const slotDatabases: Map<string, SlotDatabase>[] = [];
  const slotUrls: Partial<Record<SiteUrlKey, string>>[] = [];

  try {
    for (let slot = 0; slot < settings.slots; slot++) {
      const copies = new Map(
        [...pristine].map(([name, path]) => [
          name,
          new SlotDatabase(name, path, join(settings.slotDir, `${name}-slot${slot}.sqlite`)),
        ]),
      );
      slotDatabases.push(copies);
      // Filled once every server of the slot listens; no request can arrive before that.
      const urls: Partial<Record<SiteUrlKey, string>> = {};
      slotUrls.push(urls);
      for (const site of sites) {
        const copy = site.database ? copies.get(site.database.name)! : null;
        const db = () => copy?.db ?? null;
        const app = site.createApp({ slot, db: () => db() ?? noDatabase(site), urls });
        const started = await startSiteServer({
          siteName: site.name,
          basePath: site.basePath,
          app,
          sessions,
          db,
          urls,
        });
        servers.push(started.server);
        urls[site.key] = `${started.origin}${site.basePath}`;
      }
    }
  } catch (error) {
    await Promise.all(servers.map(stopSiteServer));
    for (const copies of slotDatabases) for (const copy of copies.values()) copy.dispose();
    throw error;
  }

  return {
    slotUrls,
    async reset(slot, names) {
      const copies = slotDatabases[slot];
      if (!copies) throw new Error(`reset: slot ${slot} does not exist (slots 0–${settings.slots - 1})`);
      for (const name of names) copies.get(name)?.reset();
    },
    async close() {
      await Promise.all(servers.map(stopSiteServer));
      for (const copies of slotDatabases) for (const copy of copies.values()) copy.dispose();
    },
  };
}

function noDatabase(site: Site): never {
  throw new Error(`site "${site.name}" has no database; its Site declares none`);
}
