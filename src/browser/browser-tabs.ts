// The tabs of one episode: every page of its browser context in the order they opened, which one
// the agent acts on, and the network activity of each (settle needs it from the first request).
// A page that opens a new tab makes that tab active, as WebArena does.
import type { BrowserContext, Page } from 'playwright-core';
import type { Observation } from '../core/index.js';
import type { NavigationFailure } from './net-error-page.js';
import { type ObserveOptions, snapshot } from './observe.js';
import type { PageSnapshot } from './observe-snapshot.js';
import { PageActivity } from './page-activity.js';
import { callInPage } from './page-runtime.js';

export class BrowserTabs {
  private readonly pages: Page[] = [];
  private readonly activities = new Map<Page, PageActivity>();
  private current = 0;
  /** Tabs opened so far (never decreases), so an action can tell that it opened one. */
  private opened = 0;
  private readonly onPage = (page: Page) => this.add(page);

  constructor(
    readonly context: BrowserContext,
    first: Page,
  ) {
    this.add(first);
    context.on('page', this.onPage);
  }

  /** The tab the agent acts on. */
  get active(): Page {
    return this.pages[this.current]!;
  }

  /** Open tabs, oldest first. */
  get all(): readonly Page[] {
    return this.pages;
  }

  /** Index of the active tab in `all`. */
  get activeIndex(): number {
    return this.current;
  }

  /** How many tabs have opened since this object was made (including the first). */
  get openedCount(): number {
    return this.opened;
  }

  activity(page: Page = this.active): PageActivity {
    let activity = this.activities.get(page);
    if (!activity) {
      activity = new PageActivity(page);
      this.activities.set(page, activity);
    }
    return activity;
  }

  /** Resolves once more than `count` tabs have opened, or after `timeoutMs`; says which. */
  async waitForNewTab(count: number, timeoutMs: number): Promise<boolean> {
    if (this.opened > count) return true;
    return new Promise((resolve) => {
      const done = (opened: boolean) => {
        clearTimeout(timer);
        this.context.off('page', onPage);
        resolve(opened);
      };
      const onPage = () => setImmediate(() => done(this.opened > count));
      const timer = setTimeout(() => done(this.opened > count), timeoutMs);
      this.context.on('page', onPage);
    });
  }

  /** Opens another tab (it becomes active) and returns it. */
  async openTab(): Promise<Page> {
    const page = await this.context.newPage();
    this.add(page);
    this.current = this.pages.indexOf(page);
    return page;
  }

  /** Makes tab `index` active. */
  activate(index: number): void {
    if (index < 0 || index >= this.pages.length) {
      throw new RangeError(`tab ${index} does not exist; there are ${this.pages.length} tabs`);
    }
    this.current = index;
  }

  /** Makes the newest tab active (after an action opened one). */
  activateNewest(): void {
    this.current = this.pages.length - 1;
  }

  /** Observes the active tab and lists all tabs. */
  async observe(options: ObserveOptions = {}): Promise<Observation> {
    // The headless shell leaves Chromium's error document empty: write the full browser's error
    // text into it first (net-error-page.ts; a no-op where the page already has text).
    const failure = this.failedNavigationShown();
    if (failure) await callInPage(this.active, 'fillNetErrorPage', failure);
    return this.withTabs(await snapshot(this.active, options));
  }

  /** The failed navigation whose Chromium error document the active tab shows, if it shows one. */
  failedNavigationShown(): NavigationFailure | undefined {
    const failure = this.activities.get(this.active)?.failedNavigation;
    return failure && this.active.url().startsWith('chrome-error://') ? failure : undefined;
  }

  /** Completes a snapshot of the active tab into an Observation with the tab list. */
  async withTabs(result: PageSnapshot): Promise<Observation> {
    const active = this.active;
    const tabs = await Promise.all(
      this.pages.map(async (page) =>
        page === active
          ? { url: result.url, title: result.title }
          : { url: page.url(), title: await titleOf(page) },
      ),
    );
    return { ...result, tabs, activeTab: this.current };
  }

  /** Stops listening to the context (the pages stay open). */
  dispose(): void {
    this.context.off('page', this.onPage);
    for (const activity of this.activities.values()) activity.dispose();
    this.activities.clear();
  }

  private add(page: Page): void {
    if (this.pages.includes(page)) return;
    this.pages.push(page);
    this.opened += 1;
    this.activity(page);
    page.once('close', () => {
      const index = this.pages.indexOf(page);
      if (index < 0) return;
      this.pages.splice(index, 1);
      this.activities.get(page)?.dispose();
      this.activities.delete(page);
      // WebArena: closing the active tab activates the last remaining one.
      if (this.current >= this.pages.length || index === this.current) {
        this.current = Math.max(0, this.pages.length - 1);
      } else if (index < this.current) {
        this.current -= 1;
      }
    });
  }
}

async function titleOf(page: Page): Promise<string> {
  try {
    return await page.title();
  } catch {
    // A tab in the middle of navigating has no title to give; the tab list shows it empty.
    return '';
  }
}
