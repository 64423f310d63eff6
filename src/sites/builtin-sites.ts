// The built-in sites in their fixed order (task ids follow it). Add a new site here.

import { codeHostSite } from './code-host/code-host-site.js';
import { forumSite } from './forum/forum-site.js';
import { homepageSite } from './homepage/homepage-site.js';
import { mapSite } from './map/map-site.js';
import { shopSite } from './shop/shop-site.js';
import { shopAdminSite } from './shop-admin/shop-admin-site.js';
import type { Site } from './site.js';

export const builtinSites: readonly Site[] = [
  shopSite,
  shopAdminSite,
  codeHostSite,
  forumSite,
  mapSite,
  homepageSite,
];

/** The built-in site with a WebArena key; throws listing the keys when there is none. */
export function builtinSiteByKey(key: string): Site {
  const site = builtinSites.find((s) => s.key === key);
  if (!site)
    throw new Error(
      `no built-in site has the key "${key}"; built-in: ${builtinSites.map((s) => s.key).join(', ')}`,
    );
  return site;
}
