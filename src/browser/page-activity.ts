// What a page is doing on the network, as settle needs it: whether a main-frame navigation is in
// flight, how many fetch/XHR requests are open, and a version number that moves on every
// navigation event so a waiter can tell that something new started.
import type { Frame, Page, Request, Response } from 'playwright-core';
import type { NavigationFailure } from './net-error-page.js';

/** Live network state of one page; attach before acting so that no request is missed. */
export class PageActivity {
  /** Bumped on every navigation request, commit and fetch/XHR start. */
  version = 0;
  /** Main-frame documents committed so far. */
  commits = 0;
  /** Main-frame navigation requests seen so far. */
  navigationRequests = 0;
  /** The last main-frame navigation that failed, until a document other than Chromium's error page commits. */
  failedNavigation: NavigationFailure | undefined;
  private navigation: Request | null = null;
  private readonly openRequests = new Set<Request>();
  private waiters: (() => void)[] = [];
  private readonly detach: () => void;

  constructor(readonly page: Page) {
    const mainFrame = page.mainFrame();
    const onRequest = (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === mainFrame) {
        this.navigation = request;
        this.navigationRequests += 1;
        this.bump();
      } else if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') {
        this.openRequests.add(request);
        this.bump();
      }
    };
    const onDone = (request: Request) => {
      const failure = request.failure();
      if (request === this.navigation && failure !== null) {
        this.navigation = null;
        this.failedNavigation = { url: request.url(), errorText: failure.errorText };
      }
      if (this.openRequests.delete(request) || request === this.navigation) this.notify();
    };
    // A 204/205 answer or a download never commits: the navigation is over when the answer arrives.
    const onResponse = (response: Response) => {
      const request = response.request();
      if (request !== this.navigation) return;
      const disposition = response.headers()['content-disposition'] ?? '';
      if (response.status() === 204 || response.status() === 205 || disposition.startsWith('attachment')) {
        this.navigation = null;
        this.notify();
      }
    };
    const onCommit = (frame: Frame) => {
      if (frame !== mainFrame) return;
      if (!frame.url().startsWith('chrome-error://')) this.failedNavigation = undefined;
      this.navigation = null;
      this.commits += 1;
      this.bump();
    };
    page.on('request', onRequest);
    page.on('requestfinished', onDone);
    page.on('requestfailed', onDone);
    page.on('response', onResponse);
    page.on('framenavigated', onCommit);
    this.detach = () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      page.off('response', onResponse);
      page.off('framenavigated', onCommit);
    };
  }

  /** A main-frame navigation has started and not yet committed or failed. */
  get isNavigating(): boolean {
    return this.navigation !== null;
  }

  /** Open fetch/XHR requests. */
  get openRequestCount(): number {
    return this.openRequests.size;
  }

  /** Resolves when `condition()` holds (checked on every network event) or after `timeoutMs`. */
  async waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  dispose(): void {
    this.detach();
    this.notify();
  }

  private bump(): void {
    this.version += 1;
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
