// The host: builds each site's pristine database once (cached on disk), starts every site on
// 127.0.0.1 with one port per (site, slot), and hands out the slots to episodes as a SlotProvider.
import { randomBytes } from 'node:crypto';
import {
  ConfigError,
  checkOutputFolder,
  MAX_SITE_SLOTS,
  type SessionCookie,
  type SiteKey,
  type SiteSlot,
  type SiteUrlKey,
  type SlotProvider,
} from '../../core/index.js';
import { ensurePristineDatabase, removeStalePristineFiles } from '../data/pristine-cache.js';
import { SessionSigner, sessionCookieName } from '../http/session.js';
import type { Site } from '../site.js';
import { type SiteServersHandle, startSiteServers } from './site-servers.js';
import { makeSlotFolder, removeSlotFolder, removeStaleSlotFolders } from './slot-folders.js';
import { startWorkerSiteServers } from './worker-site-servers.js';

/** Options of `startSiteHost`. */
export interface SiteHostOptions {
  /** The sites to serve (each key at most once). */
  sites: readonly Site[];
  /** Independent copies of the sites; one episode per slot at a time (default 1). */
  slots?: number;
  /** Folder for the pristine cache and the slots' database copies (e.g. `.cache/sites`). */
  dataDir: string;
  /** Seed of the generated data (default 0). Task sets must be built with the same seed. */
  seed?: number;
  /**
   * Where the HTTP servers run: `worker` (default) keeps them responsive while the main thread
   * computes; `main` serves from the calling thread (simpler to debug).
   */
  thread?: 'worker' | 'main';
}

/** Running sites: a SlotProvider plus the slots themselves and a close. */
export interface SiteHost extends SlotProvider {
  readonly sites: readonly Site[];
  readonly slots: readonly SiteSlot[];
  readonly seed: number;
  /** Path of a database's pristine file (task templates read instances from it). */
  pristinePath(databaseName: string): string;
  /**
   * Stops every server and deletes the slots' database copies. A process that exits without it
   * deletes them as it exits; one killed outright leaves them to the next host on this data folder.
   */
  close(): Promise<void>;
}

/** Starts the sites; resolves once every server listens. */
export async function startSiteHost(options: SiteHostOptions): Promise<SiteHost> {
  const slotCount = options.slots ?? 1;
  const seed = options.seed ?? 0;
  if (!Number.isInteger(slotCount) || slotCount < 1) {
    throw new Error(`startSiteHost: slots is ${slotCount}; expected an integer ≥ 1`);
  }
  if (slotCount > MAX_SITE_SLOTS) {
    // A command's own --slots says this first; this stops one that does not before the disk fills.
    throw new ConfigError(
      `${slotCount} site slots asked for; at most ${MAX_SITE_SLOTS} are served (each is a copy of every site's data); pass --slots (sites.slots) ${MAX_SITE_SLOTS} or fewer`,
    );
  }
  const keys = options.sites.map((s) => s.key);
  const duplicate = keys.find((k, i) => keys.indexOf(k) !== i);
  if (duplicate)
    throw new Error(`startSiteHost: two sites have the key "${duplicate}"; each key may appear once`);

  // Commands check their own --data-dir first; this names the folder for any that does not.
  checkOutputFolder(
    "the sites' data folder",
    options.dataDir,
    'pass --data-dir (sites.dataDir in a run config) a folder; the default is .cache/sites',
  );
  // Generate pristine files here, before any thread starts, so a generator error surfaces directly.
  const pristine = new Map<string, string>();
  for (const site of options.sites) {
    if (site.database && !pristine.has(site.database.name)) {
      pristine.set(
        site.database.name,
        ensurePristineDatabase(site.database, { dataDir: options.dataDir, seed }),
      );
    }
  }
  removeStaleSlotFolders(options.dataDir);
  removeStalePristineFiles(options.dataDir);
  const slotDir = makeSlotFolder(options.dataDir);
  const sessionSecret = randomBytes(32).toString('hex');
  const settings = { slots: slotCount, dataDir: options.dataDir, slotDir, seed, sessionSecret };
  let servers: SiteServersHandle;
  try {
    servers =
      (options.thread ?? 'worker') === 'worker'
        ? await startWorkerSiteServers(options.sites, settings)
        : await startSiteServers(options.sites, settings);
  } catch (error) {
    removeSlotFolder(slotDir);
    throw error;
  }

  const sessions = new SessionSigner(sessionSecret);
  const slots = servers.slotUrls.map((urls, index) =>
    createSlot(index, urls, options.sites, servers, sessions),
  );
  const free = [...slots];
  const waiting: ((slot: SiteSlot) => void)[] = [];
  let closed = false;

  return {
    sites: options.sites,
    slots,
    seed,
    size: slots.length,
    pristinePath(name) {
      const path = pristine.get(name);
      if (!path)
        throw new Error(
          `no site of this host has a database named "${name}" (have: ${[...pristine.keys()].join(', ')})`,
        );
      return path;
    },
    acquire() {
      if (closed) return Promise.reject(new Error('the site host is closed'));
      const slot = free.shift();
      return slot ? Promise.resolve(slot) : new Promise((resolve) => waiting.push(resolve));
    },
    release(slot) {
      const next = waiting.shift();
      if (next) next(slot);
      else free.push(slot);
    },
    async close() {
      if (closed) return;
      closed = true;
      await servers.close();
      removeSlotFolder(slotDir);
    },
  };
}

function createSlot(
  index: number,
  urls: Readonly<Partial<Record<SiteUrlKey, string>>>,
  sites: readonly Site[],
  servers: SiteServersHandle,
  sessions: SessionSigner,
): SiteSlot {
  const sitesFor = (keys: readonly SiteKey[]) =>
    sites.filter((s) => (keys as readonly string[]).includes(s.key));
  return {
    index,
    urls,
    async reset(keys) {
      const names = new Set(sitesFor(keys).flatMap((s) => (s.database ? [s.database.name] : [])));
      if (names.size > 0) await servers.reset(index, [...names]);
    },
    async sessionCookies(keys) {
      return sitesFor(keys).flatMap((site): SessionCookie[] => {
        const account = site.accounts[0];
        if (!account) return [];
        return [
          {
            name: sessionCookieName(site.name),
            value: sessions.sign(site.name, account.username),
            url: new URL(urls[site.key]!).origin,
            httpOnly: true,
          },
        ];
      });
    },
  };
}
