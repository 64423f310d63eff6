// bench/sites: how fast the built-in sites are. Figures (issue 4): reset latency p50 (vs regenerating
// the database, the naive reset), pages served per second over real HTTP (site servers in the worker
// thread vs the main thread, with the main thread idle and busy as during model computation), and
// oracle episodes per minute with 1, 2 and 4 parallel slots. Usage: npm run bench -- sites [--quick]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PagePool } from '../src/browser/index.js';
import { readEnvironment } from '../src/cli/environment.js';
import { EnvConfig, type SiteKey } from '../src/core/index.js';
import { helpersForSites, verifyTasks } from '../src/pipeline/index.js';
import {
  builtinSiteByKey,
  builtinSites,
  loadBuiltinTaskSets,
  magentoDatabase,
  OracleAgent,
  Rng,
  type Site,
  shopSite,
  startSiteHost,
} from '../src/sites/index.js';
import { percentile, printResult } from './result.js';

const PAGES = [
  '/',
  '/electronics.html',
  '/electronics/headphones.html?product_list_order=price&product_list_dir=desc',
  '/home-kitchen/bedding.html?price=20-30',
  '/catalogsearch/result/?q=wireless+mouse',
  '/customer/account/',
  '/sales/order/history/',
  '/checkout/cart/',
];

/** The code host's pages, measured beside the shop's (its database is the largest per page). */
const CODE_HOST_PAGES = [
  '/',
  '/explore?sort=stars_desc',
  '/a11yproject/a11yproject.com',
  '/a11yproject/a11yproject.com/-/issues?label_name%5B%5D=bug',
  '/a11yproject/a11yproject.com/-/issues/2',
  '/a11yproject/a11yproject.com/-/commits/main',
  '/a11yproject/a11yproject.com/-/project_members',
  '/kkroening/ffmpeg-python/-/blob/main/setup.py',
];

/** The shop admin's pages: grids, forms and reports over the same store database (under /admin). */
const SHOP_ADMIN_PAGES = [
  '/admin/dashboard/',
  '/catalog/product/?search=wireless',
  '/catalog/product/edit/id/5/',
  '/sales/order/?filters[status]=pending',
  '/sales/order/view/order_id/5/',
  '/customer/index/',
  '/review/product/pending/',
  '/reports/report_sales/bestsellers/?period_type=month&from=1/1/22&to=12/31/22',
];

/** The map's pages: the front page, place search, place pages and a route between two places. */
const MAP_PAGES = [
  '/',
  '/search?query=coffee',
  '/search?query=hotel',
  '/node/1155430174',
  '/directions?engine=fossgis_osrm_car&route=Morning%20Glory%20Inn%3BDowntown%20Post%20Office',
];

/** The forum's pages: listings sorted by hot and top, a submission with its thread, profiles, search. */
const FORUM_PAGES = [
  '/',
  '/f/books',
  '/f/technology/top?t=month',
  '/f/books/188',
  '/forums',
  '/user/MarvelsGrantMan136',
  '/search?q=Piranesi',
  '/comments',
];

async function resetLatency(dataDir: string, count: number, site: Site = shopSite) {
  const host = await startSiteHost({ sites: [site], dataDir });
  const slot = host.slots[0]!;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await slot.reset([site.key as SiteKey]);
    times.push(performance.now() - t);
  }
  await host.close();
  const regenerate: number[] = [];
  for (let i = 0; i < 3; i++) {
    const path = join(dataDir, `regen-${site.name}-${i}.sqlite`);
    const t = performance.now();
    const db = new Database(path);
    (site.database ?? magentoDatabase).generate(db, 0);
    db.close();
    regenerate.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), regenerate: percentile(regenerate, 50) };
}

/** Blocks the calling thread for `ms` at a time, leaving short gaps: a model computing batches. */
function busyMainThread(): () => void {
  let running = true;
  const spin = () => {
    if (!running) return;
    const until = performance.now() + 40;
    while (performance.now() < until) {}
    setTimeout(spin, 2);
  };
  spin();
  return () => {
    running = false;
  };
}

async function pagesPerSecond(
  dataDir: string,
  thread: 'worker' | 'main',
  busy: boolean,
  seconds: number,
  site: Site = shopSite,
  pages: readonly string[] = PAGES,
) {
  const host = await startSiteHost({ sites: [site], dataDir, thread });
  const slot = host.slots[0]!;
  const [cookie] = await slot.sessionCookies([site.key as SiteKey]);
  // Sites with accounts are browsed logged in; the map has none.
  const headers: Record<string, string> = cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {};
  const base = slot.urls[site.key]!;
  let served = 0;
  const stop = busy ? busyMainThread() : () => {};
  const deadline = performance.now() + seconds * 1000;
  // Eight clients, like a few browser contexts loading pages at once.
  await Promise.all(
    Array.from({ length: 8 }, async (_, client) => {
      for (let i = client; performance.now() < deadline; i++) {
        const response = await fetch(base + pages[i % pages.length], { headers });
        await response.arrayBuffer();
        if (response.ok) served += 1;
      }
    }),
  );
  stop();
  await host.close();
  return served / seconds;
}

async function oracleEpisodesPerMinute(dataDir: string, slots: number, taskCount: number) {
  const { test } = loadBuiltinTaskSets({ sites: builtinSites, dataDir, seed: 0 });
  const shopTests = test.filter((t) => t.sites[0] === 'shopping');
  const tasks = new Rng('bench-sites').sample(shopTests, taskCount);
  const config = EnvConfig.parse({ parallelEpisodes: slots });
  const host = await startSiteHost({ sites: builtinSites, slots, dataDir });
  // WEBRL_CHROMIUM picks the browser, as for `webrl` itself.
  const pool = new PagePool({ size: slots, viewport: config.viewport, launch: readEnvironment().chromium });
  const started = performance.now();
  const results = await verifyTasks({
    tasks,
    oracle: new OracleAgent(
      tasks,
      builtinSites.flatMap((s) => s.templates),
    ),
    slots: host,
    pool,
    config,
    helpers: helpersForSites(builtinSites),
    taskSet: 'builtin:test',
  });
  const minutes = (performance.now() - started) / 60_000;
  await pool.close();
  await host.close();
  return {
    perMinute: results.length / minutes,
    solved: results.filter((r) => r.score === 1).length,
    total: results.length,
  };
}

export async function run(args: string[]): Promise<void> {
  const quick = args.includes('--quick');
  const dataDir = mkdtempSync(join(tmpdir(), 'webrl-bench-sites-'));
  try {
    const reset = await resetLatency(dataDir, quick ? 50 : 300);
    console.log(
      `reset: p50 ${reset.p50.toFixed(2)} ms, p95 ${reset.p95.toFixed(2)} ms; regenerating the database takes ${reset.regenerate.toFixed(0)} ms (${(reset.regenerate / reset.p50).toFixed(0)}× slower)`,
    );

    const seconds = quick ? 3 : 8;
    const pages = {
      worker: await pagesPerSecond(dataDir, 'worker', false, seconds),
      main: await pagesPerSecond(dataDir, 'main', false, seconds),
      workerBusy: await pagesPerSecond(dataDir, 'worker', true, seconds),
      mainBusy: await pagesPerSecond(dataDir, 'main', true, seconds),
    };
    console.log(
      `pages/s over HTTP (8 clients, mixed pages): worker thread ${pages.worker.toFixed(0)}, main thread ${pages.main.toFixed(0)}; ` +
        `with the main thread busy: worker ${pages.workerBusy.toFixed(0)}, main ${pages.mainBusy.toFixed(0)} (worker ${(pages.workerBusy / Math.max(1, pages.mainBusy)).toFixed(1)}× the main thread)`,
    );

    /** One site's pages per second and, where it has a database of its own, reset latency, printed. */
    const siteFigures = async (label: string, key: SiteKey, paths: readonly string[], ownReset = true) => {
      const site = builtinSiteByKey(key);
      const reset = ownReset ? await resetLatency(dataDir, quick ? 50 : 300, site) : undefined;
      const pages = await pagesPerSecond(dataDir, 'worker', false, seconds, site, paths);
      const resetText = reset
        ? `reset p50 ${reset.p50.toFixed(2)} ms (regenerating: ${reset.regenerate.toFixed(0)} ms); `
        : '';
      console.log(`${label}: ${resetText}${pages.toFixed(0)} pages/s in the worker thread`);
      return {
        ...(reset ? { reset_p50_ms: Number(reset.p50.toFixed(2)) } : {}),
        pages_per_s: Math.round(pages),
      };
    };
    const codeHost = await siteFigures('code host', 'gitlab', CODE_HOST_PAGES);
    // The shop admin serves the shop's database, whose reset is measured above.
    const shopAdmin = await siteFigures('shop admin', 'shopping_admin', SHOP_ADMIN_PAGES, false);
    const forum = await siteFigures('forum', 'reddit', FORUM_PAGES);
    const map = await siteFigures('map', 'map', MAP_PAGES);

    const taskCount = quick ? 4 : 12;
    const episodes: Record<number, number> = {};
    for (const slots of [1, 2, 4]) {
      const result = await oracleEpisodesPerMinute(dataDir, slots, taskCount);
      episodes[slots] = result.perMinute;
      console.log(
        `oracle episodes/min with ${slots} slot(s): ${result.perMinute.toFixed(1)} (solved ${result.solved}/${result.total})`,
      );
    }

    const sets = loadBuiltinTaskSets({ sites: builtinSites, dataDir, seed: 0 });
    console.log(`built-in tasks: ${sets.train.length} train, ${sets.test.length} test`);
    printResult({
      reset_p50_ms: Number(reset.p50.toFixed(2)),
      reset_vs_regenerate: Number((reset.regenerate / reset.p50).toFixed(1)),
      pages_per_s: Math.round(pages.worker),
      pages_per_s_main_busy: { worker: Math.round(pages.workerBusy), main: Math.round(pages.mainBusy) },
      code_host: codeHost,
      shop_admin: shopAdmin,
      forum,
      map,
      oracle_episodes_per_min: Number(Math.max(...Object.values(episodes)).toFixed(1)),
      oracle_episodes_per_min_by_slots: Object.fromEntries(
        Object.entries(episodes).map(([k, v]) => [k, Number(v.toFixed(1))]),
      ),
      train_tasks: sets.train.length,
      test_tasks: sets.test.length,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
