// Takes screenshots of the built-in sites' main pages through Chromium into docs/screenshots/, so the
// README can show what the agent browses. Usage: npx tsx scripts/screenshots.ts [site name …]
// Each site lists its pages below: a file name, a path, and optionally what to do before the shot.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../src/browser/index.js';
import { builtinSites, type Site, startSiteHost } from '../src/sites/index.js';

interface Shot {
  name: string;
  path: string;
  /** Runs on the loaded page before the screenshot (hover a menu, open a tab …). */
  prepare?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const SHOTS: Record<string, Shot[]> = {
  shop: [
    { name: 'home', path: '/' },
    {
      name: 'menu-hover',
      path: '/',
      prepare: async (page) => {
        await page.hover('nav.nav >> text=Electronics');
        await page.hover('nav.nav .submenu >> text=Computers & Accessories');
      },
    },
    { name: 'category', path: '/electronics/headphones.html?product_list_order=price&product_list_dir=asc' },
    { name: 'search', path: '/catalogsearch/result/?q=wireless' },
    {
      name: 'product',
      path: '',
      prepare: async (page) => void (await page.click('.product-item-name >> nth=0')),
    },
    {
      name: 'product-reviews',
      path: '',
      prepare: async (page) => {
        await page.click('.product-item-name >> nth=1');
        await page.click('[data-tab=reviews]');
        await page.evaluate(() => document.querySelector('#reviews')?.scrollIntoView());
      },
    },
    { name: 'cart', path: '', prepare: addSomethingToCart },
    { name: 'order-history', path: '/sales/order/history/' },
    {
      name: 'order-view',
      path: '/sales/order/history/',
      prepare: async (page) => void (await page.click('text=View Order >> nth=0')),
    },
    { name: 'account', path: '/customer/account/' },
    { name: 'wishlist', path: '/wishlist/' },
    { name: 'login', path: '/customer/account/login/' },
  ],
  'shop-admin': [
    { name: 'dashboard', path: '/admin/dashboard/' },
    { name: 'menu-hover', path: '/admin/dashboard/', prepare: (page) => page.hover('#nav >> text=Reports') },
    { name: 'products', path: '/catalog/product/' },
    {
      name: 'products-filters',
      path: '/catalog/product/?filters[status]=1&sorting[field]=price&sorting[direction]=desc',
      prepare: (page) => page.click('text=Filters'),
    },
    { name: 'product-edit', path: '/catalog/product/edit/id/5/' },
    { name: 'orders', path: '/sales/order/?filters[status]=pending' },
    { name: 'order-view', path: '/sales/order/view/order_id/270/' },
    { name: 'customers', path: '/customer/index/' },
    {
      name: 'customer-edit',
      path: '/customer/index/edit/id/1/',
      prepare: (page) => page.click('text=Account Information'),
    },
    { name: 'reviews', path: '/review/product/pending/' },
    {
      name: 'report-bestsellers',
      path: '/reports/report_sales/bestsellers/?period_type=month&from=1/1/23&to=3/31/23',
    },
    { name: 'report-sales', path: '/reports/report_sales/sales/?period_type=month&from=1/1/22&to=12/31/22' },
    {
      name: 'login',
      path: '/',
      prepare: async (page) => {
        await page.context().clearCookies();
        await page.reload();
      },
    },
  ],
  forum: [
    { name: 'front', path: '/' },
    { name: 'forum', path: '/f/books' },
    {
      name: 'sort-menu',
      path: '/f/technology/top?t=month',
      prepare: (page) => page.click('.listing-nav .dropdown__toggle >> text=Top'),
    },
    {
      name: 'submission',
      path: '/f/books/new',
      prepare: async (page) => {
        await page.click('.submission__comments-link >> text=/\\d+ comments/ >> nth=0');
        await page.click('.comment__reply-link >> nth=0');
      },
    },
    { name: 'submit', path: '/submit/books' },
    { name: 'forums', path: '/forums/by_subscribers' },
    { name: 'user', path: '/user/MarvelsGrantMan136' },
    { name: 'search', path: '/search?q=Piranesi' },
    {
      name: 'login',
      path: '/login',
      prepare: async (page) => {
        await page.context().clearCookies();
        await page.reload();
      },
    },
  ],
  'code-host': [
    { name: 'dashboard', path: '/' },
    { name: 'explore', path: '/explore/projects/starred' },
    { name: 'project', path: '/a11yproject/a11yproject.com' },
    {
      name: 'clone',
      path: '/eriklindernoren/PyTorch-GAN',
      prepare: (page) => page.click('.clone-dropdown button'),
    },
    {
      name: 'sidebar-flyout',
      path: '/a11yproject/a11yproject.com/-/issues?label_name%5B%5D=bug',
      prepare: (page) => page.hover('.sidebar-top-level-items >> text=Repository'),
    },
    { name: 'issues', path: '/a11yproject/a11yproject.com/-/issues' },
    { name: 'issue', path: '/a11yproject/a11yproject.com/-/issues/2' },
    { name: 'merge-request', path: '/a11yproject/a11yproject.com/-/merge_requests/1' },
    {
      name: 'members-invite',
      path: '/byteblaze/a11y-webring.club/-/project_members',
      prepare: (page) => page.click('[data-testid=invite-members-button]'),
    },
    { name: 'file', path: '/kkroening/ffmpeg-python/-/blob/main/setup.py' },
    { name: 'commits', path: '/a11yproject/a11yproject.com/-/commits/main' },
    { name: 'contributors', path: '/eriklindernoren/PyTorch-GAN/-/graphs/main' },
    { name: 'profile', path: '/byteblaze' },
    { name: 'todos', path: '/dashboard/todos' },
    { name: 'settings', path: '/byteblaze/timeit/-/edit' },
    {
      name: 'login',
      path: '/users/sign_in',
      prepare: async (page) => {
        await page.context().clearCookies();
        await page.reload();
      },
    },
  ],
  map: [
    { name: 'home', path: '/' },
    { name: 'search-nearby', path: '/search?query=cafes%20near%20Carnegie%20Mellon%20University' },
    {
      name: 'place',
      path: '/search?query=Carnegie%20Mellon%20University',
      prepare: (page) => page.click('.set_position >> nth=0'),
    },
    {
      name: 'directions',
      path: '/directions?route_from=Carnegie+Mellon+University&route_to=Randyland&engine=fossgis_osrm_car',
    },
    {
      name: 'layers',
      path: '/directions?route_from=Frick+Park&route_to=Mattress+Factory&engine=fossgis_osrm_bike',
      prepare: async (page) => {
        await page.click('[title="Layers"]');
        await page.click('text=Cycle Map');
      },
    },
    { name: 'export', path: '/export' },
  ],
  homepage: [
    { name: 'home', path: '/' },
    { name: 'accounts', path: '/password.html' },
  ],
};

async function addSomethingToCart(page: Page): Promise<void> {
  await page.goto(new URL('/electronics/speakers.html', page.url()).href);
  await page.click('.product-item-name >> nth=0');
  for (const select of await page.$$('select[required]')) {
    await select.selectOption({ index: 1 });
  }
  await page.click('button[title="Add to Cart"]');
  await page.waitForSelector('#cart-modal:not([hidden])');
  await page.click('text=View Cart');
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const sites: Site[] = builtinSites.filter(
    (s) => SHOTS[s.name] && (wanted.length === 0 || wanted.includes(s.name)),
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'webrl-shots-'));
  const outDir = join(import.meta.dirname, '..', 'docs', 'screenshots');
  mkdirSync(outDir, { recursive: true });
  // The home page lists the sites its host serves, so a home page shot needs all of them running.
  const hosted = sites.some((s) => s.key === 'homepage') ? builtinSites : sites;
  const host = await startSiteHost({ sites: hosted, dataDir, thread: 'main' });
  const browser = await launchBrowser();
  try {
    const slot = host.slots[0]!;
    for (const site of sites) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      await context.addCookies(await slot.sessionCookies([site.key as never]));
      const page = await context.newPage();
      const base = slot.urls[site.key]!;
      for (const shot of SHOTS[site.name]!) {
        await page.goto(`${base}${shot.path || '/electronics.html'}`);
        await shot.prepare?.(page);
        await page.waitForLoadState('load');
        const file = join(outDir, `${site.name}-${shot.name}.png`);
        await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
