// One browser context kept by the PagePool (PooledContext) and the lease an episode holds on it
// (PageLease): its tabs, its allowlist, whether it crashed, and how it is wiped clean between
// episodes — cookies, storage of every origin visited, extra tabs, history, permissions.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { getLogger } from '../core/index.js';
import { BrowserCrashedError } from './browser-crashed-error.js';
import { BrowserTabs } from './browser-tabs.js';
import { type BlockedRequest, type OriginAllowlist, originOf } from './origin-allowlist.js';
import { isTargetClosed } from './playwright-errors.js';

const log = getLogger('browser');

/** A context the pool keeps: its first page, its allowlist, a CDP session for clearing state. */
export class PooledContext {
  crashed = false;
  crashReason = '';
  tabs: BrowserTabs;
  /** Origins of the documents the first page (and its frames) loaded since the last wipe. */
  private readonly documentOrigins = new Set<string>();

  private constructor(
    readonly context: BrowserContext,
    readonly allowlist: OriginAllowlist,
    private page: Page,
    private cdp: CDPSession,
  ) {
    this.tabs = new BrowserTabs(context, page);
    this.watch(page);
  }

  /** Opens the first page of a new pooled context. */
  static async open(context: BrowserContext, allowlist: OriginAllowlist): Promise<PooledContext> {
    const page = await context.newPage();
    return new PooledContext(context, allowlist, page, await context.newCDPSession(page));
  }

  markCrashed(reason: string): void {
    if (this.crashed) return;
    this.crashed = true;
    this.crashReason = reason;
  }

  /** Empties the first tab's back/forward history, keeping its current page. */
  async forgetHistory(): Promise<void> {
    await this.cdp.send('Page.resetNavigationHistory');
  }

  /**
   * Makes the context look new: closes extra tabs, blanks the first one, clears cookies, the HTTP
   * cache, the storage of every origin visited (local storage, IndexedDB, caches, service workers),
   * session storage, permissions, geolocation and the first tab's history.
   */
  async clearState(): Promise<void> {
    this.tabs.dispose();
    for (const page of this.context.pages()) if (page !== this.page) await page.close();
    // Session storage belongs to the tab and can only be cleared from a document of its origin.
    // When the tab showed one origin only (the usual case) that is its current document; after
    // several origins a new tab replaces it (~0.25 s here).
    const current = originOf(this.page.url());
    const others = [...this.documentOrigins].filter((origin) => origin !== current);
    if (others.length > 0) {
      await this.replacePage();
    } else {
      if (current !== null) await this.page.evaluate(() => sessionStorage.clear());
      await this.page.goto('about:blank');
    }
    await this.context.clearCookies();
    // The HTTP cache too: a page of the next episode must not come faster, or differently, for
    // having been fetched before.
    await this.cdp.send('Network.clearBrowserCache');
    for (const origin of this.allowlist.visitedOrigins) {
      await this.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    await this.context.clearPermissions();
    await this.context.setGeolocation(null);
    await this.forgetHistory();
    this.allowlist.reset();
    this.allowlist.allow(null);
    this.documentOrigins.clear();
    this.tabs = new BrowserTabs(this.context, this.page);
  }

  private async replacePage(): Promise<void> {
    const old = this.page;
    this.page = await this.context.newPage();
    this.cdp = await this.context.newCDPSession(this.page);
    this.watch(this.page);
    await old.close();
  }

  private watch(page: Page): void {
    page.on('crash', () => this.markCrashed('the page crashed'));
    page.on('framenavigated', (frame) => {
      const origin = originOf(frame.url());
      if (origin !== null) this.documentOrigins.add(origin);
    });
  }
}

/** An episode's hold on a pooled context. Give it back with `PagePool.release`. */
export class PageLease {
  constructor(
    /** @internal */ readonly pooled: PooledContext,
    readonly browserIndex: number,
  ) {}

  get context(): BrowserContext {
    return this.pooled.context;
  }

  /** The episode's tabs; `tabs.active` is the page the agent acts on. */
  get tabs(): BrowserTabs {
    return this.pooled.tabs;
  }

  /** The active tab. */
  get page(): Page {
    return this.pooled.tabs.active;
  }

  /** Requests the allowlist blocked during this lease. */
  get blockedRequests(): readonly BlockedRequest[] {
    return this.pooled.allowlist.blocked;
  }

  /**
   * Makes the first tab's current page the start of its history, so that Go Backward right after the
   * start URLs opened has nowhere to go, as in a fresh WebArena tab.
   */
  async forgetHistory(): Promise<void> {
    await this.pooled.forgetHistory();
  }

  /** Whether the page or its browser died; the lease must then be released with `discard`. */
  get isCrashed(): boolean {
    return this.pooled.crashed;
  }

  /** Restricts requests to these origins (URLs are reduced to origins); null allows everything. */
  allowOrigins(originsOrUrls: Iterable<string> | null): void {
    this.pooled.allowlist.allow(originsOrUrls);
  }

  /**
   * What to throw for an error raised while using this lease: a BrowserCrashedError when the page,
   * context or browser is gone (so the runner retries on a fresh lease), the error itself otherwise.
   */
  translateError(error: unknown): unknown {
    if (error instanceof BrowserCrashedError) return error;
    if (this.pooled.crashed || isTargetClosed(error)) {
      this.pooled.markCrashed(error instanceof Error ? error.message.split('\n')[0]! : String(error));
      log.warn('browser page is gone', { reason: this.pooled.crashReason });
      return new BrowserCrashedError(
        `the browser page of this episode is gone (${this.pooled.crashReason}); retry the episode on a fresh page`,
        { cause: error },
      );
    }
    return error;
  }
}
