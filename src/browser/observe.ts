// observe: one page.evaluate round trip that marks the interactive elements, builds WebRL's
// simplified HTML in the page and returns the structured Observation (reference/webrl.md §1.2).
import type { Frame, Page } from 'playwright-core';
import type { Observation } from '../core/index.js';
import type { PageSnapshot } from './observe-snapshot.js';
import { callInPage } from './page-runtime.js';

/** The attribute that carries an element's id between observe and act. */
export const ELEMENT_ID_ATTRIBUTE = 'data-webrl-id';

/** How to observe. */
export interface ObserveOptions {
  /** 'viewport' (WebRL, default): only what is on screen; 'page': the whole document. */
  scope?: 'viewport' | 'page';
}

/** Marks and reads the page: everything of an Observation but the tab list and error. */
export async function snapshot(target: Page | Frame, options: ObserveOptions = {}): Promise<PageSnapshot> {
  return callInPage(target, 'snapshot', { marker: ELEMENT_ID_ATTRIBUTE, scope: options.scope ?? 'viewport' });
}

/** Observes a single page as the only tab. BrowserTabs.observe fills in several tabs. */
export async function observePage(page: Page, options: ObserveOptions = {}): Promise<Observation> {
  const result = await snapshot(page, options);
  return { ...result, tabs: [{ url: result.url, title: result.title }], activeTab: 0 };
}
