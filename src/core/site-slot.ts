// The contract between episodes (env/) and the websites they run on (built-in sites/, external
// WebArena deployments): a slot is one isolated copy of a set of sites, with its URLs, a reset
// and logged-in browser state. Parallel episodes each hold their own slot.
import type { PageTaskProtocol } from './page-task.js';
import type { SiteKey } from './task.js';

/** Keys of the URL map: WebArena site keys plus the home page. */
export type SiteUrlKey = SiteKey | 'homepage';

/** A cookie to add to the browser context so the agent starts logged in (Playwright's cookie shape). */
export interface SessionCookie {
  name: string;
  value: string;
  /** Origin the cookie belongs to, e.g. `http://127.0.0.1:41234`. */
  url: string;
  httpOnly?: boolean;
}

/** One isolated copy of the sites. */
export interface SiteSlot {
  /** 0-based slot number. */
  readonly index: number;
  /**
   * Base URL of each site in this slot, as WebArena's environment variables hold them: scheme and
   * host, no trailing slash (`shopping_admin` includes its `/admin` path).
   */
  readonly urls: Readonly<Partial<Record<SiteUrlKey, string>>>;
  /** Restores the listed sites' state to pristine (milliseconds for built-in sites). */
  reset(sites: readonly SiteKey[]): Promise<void>;
  /** Cookies that log the default account of each listed site in (WebArena's storage_state). */
  sessionCookies(sites: readonly SiteKey[]): Promise<SessionCookie[]>;
  /**
   * Set when the sites' pages run and score their own tasks (MiniWoB++): the episode starts the task
   * through it, takes the instruction from the page and stops when the page says the task is done.
   */
  readonly pageTask?: PageTaskProtocol;
}

/** Hands out slots to episodes; `acquire` waits when all are in use. */
export interface SlotProvider {
  /** How many slots exist (the most episodes that can run at once). */
  readonly size: number;
  acquire(): Promise<SiteSlot>;
  release(slot: SiteSlot): void;
}
