// The Site interface: everything webrl needs to know about one built-in website, from how a worker
// thread loads it to its accounts, its database, its HTTP app, its task templates and its helpers.
import type { SiteUrlKey } from '../core/index.js';
import type { SiteDatabase } from './data/site-database.js';
import type { SiteDb } from './data/site-db.js';
import type { RequestContext } from './http/request-context.js';
import type { SiteResponse } from './http/response.js';
import type { FuncHelper } from './tasks/func-helper.js';
import type { TaskTemplate } from './tasks/task-template.js';

/**
 * Where a worker thread can import the site from: the module's URL (`import.meta.url` of the file
 * that defines the site) and the name of the export holding the `Site` object.
 */
export interface SiteEntry {
  module: string;
  export: string;
}

/** A login of a site. The first account of a site is the one `sessionCookies` logs in. */
export interface SiteAccount {
  /** What the login form's user field takes (an e-mail for the shop, a user name elsewhere). */
  username: string;
  password: string;
  /** What the account is for, shown by `webrl sites serve` (e.g. "customer", "administrator"). */
  role: string;
}

/** What a site's app gets when it is created for one slot. */
export interface SiteAppContext {
  /** The slot number (0-based). */
  slot: number;
  /**
   * The slot's current database connection. Call it per request: a reset replaces the connection,
   * so an app must never keep the returned object between requests.
   */
  db(): SiteDb;
  /** Base URLs of every site in this slot (cross-site links, the home page). */
  urls: Readonly<Partial<Record<SiteUrlKey, string>>>;
}

/** A site's request handler for one slot. */
export interface SiteApp {
  handle(request: RequestContext): SiteResponse | Promise<SiteResponse>;
}

/** One built-in website, like WebArena's OneStopShop. Implementations are named after the site (`shopSite`). */
export interface Site {
  /** Short name used in file names, cookie names and task set names: `shop`, `shop-admin`, `forum`. */
  readonly name: string;
  /** The WebArena site key the site stands in for: `shopping`, `shopping_admin`, `reddit`, … */
  readonly key: SiteUrlKey;
  /** Human title, e.g. "One Stop Market". */
  readonly title: string;
  /**
   * Path prefix the site lives under, included in its slot URL the way WebArena's variables hold it:
   * `''` for most sites, `'/admin'` for the shop admin. Requests outside it get a 404.
   */
  readonly basePath: string;
  /** Where a worker thread imports this site from (the host runs site servers in a worker). */
  readonly entry: SiteEntry;
  /**
   * The SQLite database the site keeps its state in. Sites that share one (the shop and its admin,
   * like Magento's storefront and back office) name the same `SiteDatabase` object; each slot then
   * holds one copy that both read and write. Absent for stateless sites.
   */
  readonly database?: SiteDatabase;
  /** Accounts a person or the agent can log in with; the first is the default one. */
  readonly accounts: readonly SiteAccount[];
  /** Path of the login form (under `basePath`), printed by `webrl sites serve`. */
  readonly loginPath: string;
  /** Builds the request handler of one slot. */
  createApp(context: SiteAppContext): SiteApp;
  /** Task templates whose instances make up the site's share of `builtin:train` and `builtin:test`. */
  readonly templates: readonly TaskTemplate[];
  /** `func:` helpers the site's tasks use beyond WebArena's canonical ones. */
  readonly helpers: readonly FuncHelper[];
}
