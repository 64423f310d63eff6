// A SlotProvider over sites that are already running at fixed URLs: an external WebArena
// deployment (URLs from WebArena's environment variables) or a local fixture server in tests.
// Every slot shares the same sites; reset and login are hooks the caller may supply.
import type {
  PageTaskProtocol,
  SessionCookie,
  SiteKey,
  SiteSlot,
  SiteUrls,
  SlotProvider,
} from '../core/index.js';

export interface StaticSlotProviderOptions {
  /** Base URL of each site (placeholders resolve to these). */
  urls: SiteUrls;
  /** How many episodes may use the sites at once (default 1). */
  size?: number;
  /** Restores the sites (WebArena: a 3–5 minute container reset); default: nothing. */
  reset?: (sites: readonly SiteKey[]) => Promise<void>;
  /** Cookies that log the default accounts in (WebArena's storage_state); default: none. */
  sessionCookies?: (sites: readonly SiteKey[]) => Promise<SessionCookie[]>;
  /** For sites whose pages run and score their own tasks (MiniWoB++); see SiteSlot.pageTask. */
  pageTask?: PageTaskProtocol;
}

export class StaticSlotProvider implements SlotProvider {
  readonly size: number;
  private readonly free: SiteSlot[];
  private readonly waiting: ((slot: SiteSlot) => void)[] = [];

  constructor(options: StaticSlotProviderOptions) {
    this.size = options.size ?? 1;
    if (!Number.isInteger(this.size) || this.size < 1) {
      throw new RangeError(`StaticSlotProvider size must be a positive integer (got ${options.size})`);
    }
    const urls = Object.freeze({ ...options.urls });
    this.free = Array.from({ length: this.size }, (_, index) => ({
      index,
      urls,
      reset: async (sites: readonly SiteKey[]) => options.reset?.(sites),
      sessionCookies: async (sites: readonly SiteKey[]) => (await options.sessionCookies?.(sites)) ?? [],
      ...(options.pageTask ? { pageTask: options.pageTask } : {}),
    }));
  }

  acquire(): Promise<SiteSlot> {
    const slot = this.free.shift();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(slot: SiteSlot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}
