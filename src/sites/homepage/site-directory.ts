// What the home page says about each site of a slot: WebArena's names and one-line descriptions,
// and the accounts of reference/webarena.md §2.2 with the page each one signs in on (§2.3). The
// home page lists only the sites the host actually serves.
import type { SiteUrlKey } from '../../core/index.js';

/** One card of the home page. */
export interface SiteListing {
  key: SiteUrlKey;
  name: string;
  description: string;
  /** Initials and colour of the card's icon. */
  badge: string;
  colour: string;
}

export const SITE_LISTINGS: readonly SiteListing[] = [
  {
    key: 'shopping',
    name: 'OneStopShop',
    description: 'An online shopping site: groceries, electronics, home and beauty products.',
    badge: 'OS',
    colour: '#ff5501',
  },
  {
    key: 'shopping_admin',
    name: 'Shopping Admin',
    description: "The store's back office: catalog, orders, customers, reviews and reports.",
    badge: 'SA',
    colour: '#514943',
  },
  {
    key: 'reddit',
    name: 'Postmill',
    description: 'A social news aggregation and discussion website, like Reddit.',
    badge: 'PM',
    colour: '#3b7bbf',
  },
  {
    key: 'gitlab',
    name: 'GitLab',
    description: 'A code host: repositories, issues, merge requests and project members.',
    badge: 'GL',
    colour: '#e24329',
  },
  {
    key: 'map',
    name: 'OpenStreetMap',
    description: 'An open map of the world: search places, get directions by car, bike or on foot.',
    badge: 'OSM',
    colour: '#7ebc6f',
  },
  {
    key: 'wikipedia',
    name: 'Wikipedia',
    description: 'An online encyclopedia.',
    badge: 'W',
    colour: '#666',
  },
];

/** A WebArena account (the same on every built-in site that stands in for WebArena's). */
export interface AccountListing {
  key: SiteUrlKey;
  username: string;
  password: string;
  /** Where the account signs in, under the site's URL. */
  loginPath: string;
}

export const ACCOUNT_LISTINGS: readonly AccountListing[] = [
  { key: 'reddit', username: 'MarvelsGrantMan136', password: 'test1234', loginPath: '/login' },
  { key: 'gitlab', username: 'byteblaze', password: 'hello1234', loginPath: '/users/sign_in' },
  {
    key: 'shopping',
    username: 'emma.lopez@gmail.com',
    password: 'Password.123',
    loginPath: '/customer/account/login/',
  },
  { key: 'shopping_admin', username: 'admin', password: 'admin1234', loginPath: '' },
];
