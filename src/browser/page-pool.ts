// PagePool: launches Chromium lazily, keeps a pool of browser contexts (viewport 1280×720, device
// scale factor 1) and lends one to each running episode. A returned context is wiped and reused
// rather than replaced (bench/env measures both: a new context costs ~0.6 s here). A browser that
// disconnects or a page that crashes is detected; its contexts are dropped and the next lease
// launches a fresh browser.
import type { Browser } from 'playwright-core';
import { type BrowserConfig, type EnvConfig, getLogger } from '../core/index.js';
import { type LaunchOptions, launchBrowser } from './launch.js';
import type { LocateChromiumOptions } from './locate-chromium.js';
import { OriginAllowlist } from './origin-allowlist.js';
import { PageLease, PooledContext } from './page-lease.js';
import { installPageRuntime } from './page-runtime.js';

/** How long closing a discarded context may take before the pool stops waiting for it. */
const CONTEXT_CLOSE_TIMEOUT_MS = 10_000;
const log = getLogger('browser');

/** How a pool is set up. */
export interface PagePoolOptions {
  /** The most leases out at once (parallel episodes). */
  size: number;
  /** Viewport of every page (EnvConfig.viewport; WebRL: 1280×720). */
  viewport: { width: number; height: number };
  /** Contexts one Chromium process hosts before another is launched (BrowserConfig.pagesPerBrowser). */
  pagesPerBrowser?: number;
  /** How to find and launch Chromium. */
  launch?: LaunchOptions;
  /** Wipe and reuse contexts between episodes (default true) or make a new context per lease. */
  reuseContexts?: boolean;
}

/** What to do with a lease on release. */
export interface ReleaseOptions {
  /** Close the context instead of reusing it (after a crash or an unexpected error). */
  discard?: boolean;
}

/** Counters for logs and benchmarks. */
export interface PagePoolStats {
  launches: number;
  crashes: number;
  contextsCreated: number;
  contextsReused: number;
}

interface BrowserHost {
  index: number;
  browser: Promise<Browser>;
  alive: boolean;
  closing: boolean;
  contexts: Set<PooledContext>;
  /** Contexts being created on it right now. */
  pending: number;
}

export class PagePool {
  private readonly hosts: BrowserHost[] = [];
  private readonly idle: PooledContext[] = [];
  private readonly hostOf = new Map<PooledContext, BrowserHost>();
  private leased = 0;
  private waiters: (() => void)[] = [];
  private closed = false;
  /** The allowlist proxy of every context not yet closed; each listens on a port of its own. */
  private readonly allowlists = new Set<OriginAllowlist>();
  private nextHostIndex = 0;
  readonly stats: PagePoolStats = { launches: 0, crashes: 0, contextsCreated: 0, contextsReused: 0 };

  /**
   * A pool sized and set up from the run config: one page per parallel episode, the episode
   * viewport, BrowserConfig's executable, headless flag and contexts per browser. `locate` carries
   * what only cli/ reads from the environment (WEBRL_CHROMIUM, the Playwright cache).
   */
  static fromConfig(
    config: { env: EnvConfig; browser: BrowserConfig },
    locate: LocateChromiumOptions = {},
  ): PagePool {
    const executable = config.browser.executablePath;
    return new PagePool({
      size: config.env.parallelEpisodes,
      viewport: config.env.viewport,
      pagesPerBrowser: config.browser.pagesPerBrowser,
      launch: {
        ...locate,
        ...(executable ? { override: executable, overrideName: 'browser.executablePath' } : {}),
        headless: config.browser.headless,
      },
    });
  }

  constructor(private readonly options: PagePoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new RangeError(`PagePool size must be a positive integer (got ${options.size})`);
    }
  }

  /** The most leases out at once. */
  get size(): number {
    return this.options.size;
  }

  /** Leases a clean page; waits while `size` leases are out. */
  async acquire(options: { allowedOrigins?: Iterable<string> | null } = {}): Promise<PageLease> {
    if (this.closed) throw new Error('PagePool.acquire called after close()');
    while (this.leased >= this.options.size) await new Promise<void>((resolve) => this.waiters.push(resolve));
    this.leased += 1;
    try {
      const pooled = this.takeIdle() ?? (await this.createContext());
      const lease = new PageLease(pooled, this.hostOf.get(pooled)!.index);
      lease.allowOrigins(options.allowedOrigins ?? null);
      return lease;
    } catch (error) {
      this.leased -= 1;
      this.wakeOne();
      throw error;
    }
  }

  /** Gives a lease back: its context is wiped for the next episode, or closed if discarded or broken. */
  async release(lease: PageLease, options: ReleaseOptions = {}): Promise<void> {
    const pooled = lease.pooled;
    try {
      const reusable =
        !options.discard && !pooled.crashed && this.options.reuseContexts !== false && !this.closed;
      if (reusable) {
        try {
          await pooled.clearState();
          this.idle.push(pooled);
          return;
        } catch (error) {
          pooled.markCrashed(`clearing state failed: ${String(error).split('\n')[0]}`);
          log.warn('could not wipe a browser context; closing it', { error: String(error) });
        }
      }
      await this.dropContext(pooled);
    } finally {
      this.leased -= 1;
      this.wakeOne();
    }
  }

  /** Closes every browser. Leases still out become unusable. */
  async close(): Promise<void> {
    this.closed = true;
    const hosts = this.hosts.splice(0);
    this.idle.length = 0;
    await Promise.all(
      hosts.map(async (host) => {
        host.closing = true;
        try {
          await (await host.browser).close();
        } catch (error) {
          log.debug('browser was already gone at close', { error: String(error) });
        }
      }),
    );
    // Every context's proxy, those of browsers that died before this too.
    await Promise.all([...this.allowlists].map((allowlist) => allowlist.close()));
    this.allowlists.clear();
    for (const wake of this.waiters.splice(0)) wake();
  }

  private takeIdle(): PooledContext | undefined {
    while (this.idle.length > 0) {
      const pooled = this.idle.pop()!;
      if (!pooled.crashed && this.hostOf.get(pooled)?.alive) {
        this.stats.contextsReused += 1;
        return pooled;
      }
      void this.dropContext(pooled);
    }
    return undefined;
  }

  private async createContext(): Promise<PooledContext> {
    const host = this.pickHost();
    host.pending += 1;
    try {
      const browser = await host.browser;
      const allowlist = await OriginAllowlist.start();
      this.allowlists.add(allowlist);
      let pooled: PooledContext;
      try {
        const context = await browser.newContext({
          viewport: this.options.viewport,
          deviceScaleFactor: 1,
          proxy: allowlist.contextProxy,
        });
        await installPageRuntime(context);
        pooled = await PooledContext.open(context, allowlist);
      } catch (error) {
        this.allowlists.delete(allowlist);
        await allowlist.close();
        throw error;
      }
      if (!host.alive) pooled.markCrashed('the browser disconnected');
      host.contexts.add(pooled);
      this.hostOf.set(pooled, host);
      this.stats.contextsCreated += 1;
      return pooled;
    } finally {
      host.pending -= 1;
    }
  }

  private pickHost(): BrowserHost {
    const perBrowser = this.options.pagesPerBrowser ?? 4;
    const host = this.hosts.find((h) => h.alive && h.contexts.size + h.pending < perBrowser);
    return host ?? this.launchHost();
  }

  private launchHost(): BrowserHost {
    const host: BrowserHost = {
      index: this.nextHostIndex++,
      browser: launchBrowser(this.options.launch),
      alive: true,
      closing: false,
      contexts: new Set(),
      pending: 0,
    };
    this.stats.launches += 1;
    this.hosts.push(host);
    host.browser.then(
      (browser) =>
        browser.on('disconnected', () => {
          this.retire(host);
          if (host.closing) return;
          this.stats.crashes += 1;
          log.warn('Chromium disconnected; its episodes will be retried on a relaunched browser', {
            browser: host.index,
          });
          for (const pooled of host.contexts) pooled.markCrashed('the browser disconnected');
        }),
      // The launch error reaches whoever awaits host.browser; the host is just never used again.
      () => this.retire(host),
    );
    return host;
  }

  private retire(host: BrowserHost): void {
    host.alive = false;
    const index = this.hosts.indexOf(host);
    if (index >= 0) this.hosts.splice(index, 1);
  }

  private async dropContext(pooled: PooledContext): Promise<void> {
    const host = this.hostOf.get(pooled);
    host?.contexts.delete(pooled);
    this.hostOf.delete(pooled);
    pooled.tabs.dispose();
    // Bounded: a context whose page stopped answering must not hold up the episodes after it.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), CONTEXT_CLOSE_TIMEOUT_MS);
    });
    try {
      const closed = pooled.context.close().catch((error: unknown) => {
        log.debug('context was already gone when closed', { error: String(error) });
      });
      if ((await Promise.race([closed, gaveUp])) === 'timeout')
        log.warn('a browser context did not close in time; leaving it behind', {
          timeoutMs: CONTEXT_CLOSE_TIMEOUT_MS,
        });
    } finally {
      clearTimeout(timer);
      this.allowlists.delete(pooled.allowlist);
      await pooled.allowlist.close();
    }
  }

  private wakeOne(): void {
    this.waiters.shift()?.();
  }
}
