// PagePool against real Chromium and real fixture servers: a reused context starts clean, the
// allowlist blocks and records outside requests, a killed browser or crashed page is detected and
// the next lease runs on a relaunched browser.
import { existsSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserConfig, configureLogging, EnvConfig, type LogRecord } from '../core/index.js';
import { act } from './act.js';
import { BrowserCrashedError } from './browser-crashed-error.js';
import { type FixtureServer, startFixtureServer } from './fixtures/fixture-server.js';
import { HEADLESS_SHELL_PATHS, SYSTEM_CHROMIUM_PATHS } from './locate-chromium.js';
import { PagePool } from './page-pool.js';

let site: FixtureServer;
let outside: FixtureServer;

beforeAll(async () => {
  [site, outside] = await Promise.all([startFixtureServer(), startFixtureServer()]);
});
afterAll(async () => {
  await Promise.all([site?.close(), outside?.close()]);
});

const newPool = (size = 1) => new PagePool({ size, viewport: { width: 1280, height: 720 } });

/** The process id of the Chromium that hosts `context`, from Chromium itself. */
async function browserPid(context: BrowserContext): Promise<number> {
  const session = await context.browser()!.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  return processInfo.find((p) => p.type === 'browser')!.id;
}

describe('PagePool', () => {
  it('reuses a context between leases with nothing left of the last episode', async () => {
    const pool = newPool();
    try {
      const first = await pool.acquire();
      await first.page.goto(`${site.origin}/pages/act.html`);
      await first.context.addCookies([{ name: 'session', value: 'abc', url: site.origin }]);
      await first.page.evaluate(() => {
        localStorage.setItem('cart', '3');
        sessionStorage.setItem('draft', 'x');
      });
      await first.page.goto(`${site.origin}/pages/second.html`);
      await first.context.newPage();
      await pool.release(first);

      const second = await pool.acquire();
      expect(pool.stats).toMatchObject({ contextsCreated: 1, contextsReused: 1 });
      expect(second.context).toBe(first.context);
      expect(second.context.pages()).toHaveLength(1);
      expect(second.page.url()).toBe('about:blank');
      expect(await second.context.cookies()).toEqual([]);
      await second.page.goto(`${site.origin}/pages/act.html`);
      await second.forgetHistory();
      const state = await second.page.evaluate(() => ({
        cookie: document.cookie,
        cart: localStorage.getItem('cart'),
        draft: sessionStorage.getItem('draft'),
        history: history.length,
      }));
      expect(state).toEqual({ cookie: '', cart: null, draft: null, history: 1 });
      await pool.release(second);
    } finally {
      await pool.close();
    }
  });

  it('clears the session storage of every origin the tab showed, not just the last one', async () => {
    const pool = newPool();
    try {
      const first = await pool.acquire();
      await first.page.goto(`${site.origin}/pages/act.html`);
      await first.page.evaluate(() => sessionStorage.setItem('draft', 'x'));
      await first.page.goto(`${outside.origin}/pages/act.html`);
      await pool.release(first);
      const second = await pool.acquire();
      expect(second.context).toBe(first.context);
      await second.page.goto(`${site.origin}/pages/act.html`);
      expect(await second.page.evaluate(() => sessionStorage.getItem('draft'))).toBeNull();
      await pool.release(second);
    } finally {
      await pool.close();
    }
  });

  it('blocks, records and logs every request to an origin outside the allowlist', async () => {
    const records: LogRecord[] = [];
    configureLogging({ sinks: [{ write: (record) => records.push(record) }] });
    const pool = newPool();
    try {
      const outsideRequestsBefore = outside.requests.length;
      const lease = await pool.acquire({ allowedOrigins: [`${site.origin}/any/path`] });
      await lease.page.goto(`${site.origin}/pages/act.html`);
      const fetched = await lease.page.evaluate(async (url) => {
        try {
          await fetch(url);
          return 'loaded';
        } catch {
          return 'blocked';
        }
      }, `${outside.origin}/delay?type=json&ms=0`);
      expect(fetched).toBe('blocked');
      // A navigation outside gets the proxy's refusal as its page, which says what happened.
      const refused = await lease.page.goto(`${outside.origin}/pages/second.html`);
      expect(refused?.status()).toBe(403);
      expect(await lease.page.textContent('body')).toContain('outside this task');
      // https and WebSocket traffic comes as a tunnel to host:port; one elsewhere is refused too.
      const tunnelled = await lease.page.evaluate(async () => {
        try {
          await fetch('https://outside.invalid:8443/data.json');
          return 'loaded';
        } catch {
          return 'blocked';
        }
      });
      expect(tunnelled).toBe('blocked');
      expect(lease.blockedRequests.map((r) => [r.url, r.resourceType])).toEqual([
        [`${outside.origin}/delay?type=json&ms=0`, 'fetch'],
        [`${outside.origin}/pages/second.html`, 'document'],
        ['outside.invalid:8443', 'tunnel'],
      ]);
      expect(outside.requests.slice(outsideRequestsBefore)).toEqual([]);
      expect(
        records.filter((r) => r.channel === 'browser' && r.level === 'warn').map((r) => r.fields?.url),
      ).toEqual(lease.blockedRequests.map((r) => r.url));
      await pool.release(lease);
      const next = await pool.acquire();
      expect(next.blockedRequests).toEqual([]);
      await pool.release(next);
    } finally {
      configureLogging({ sinks: [] });
      await pool.close();
    }
  });

  // Each kind of Chromium installed here: the headless shell leaves its error document empty, the
  // full browser fills it; the agent must read the same words in both.
  const installedBrowsers = [HEADLESS_SHELL_PATHS, SYSTEM_CHROMIUM_PATHS]
    .map((paths) => paths.find((path) => existsSync(path)))
    .filter((path) => path !== undefined);
  it.each(installedBrowsers)(
    'shows the agent why a link outside the sites did not load: Chromium’s error page (%s)',
    async (executable) => {
      const pool = new PagePool({
        size: 1,
        viewport: { width: 1280, height: 720 },
        launch: { override: executable },
      });
      try {
        const lease = await pool.acquire({ allowedOrigins: [site.origin] });
        await lease.page.goto(`${site.origin}/pages/act.html`);
        // An https link elsewhere: its tunnel is refused, and the navigation ends on Chromium's error document.
        await lease.page.evaluate(() => {
          const link = document.createElement('a');
          link.href = 'https://outside.invalid/picture.jpg';
          link.textContent = 'the picture';
          document.body.prepend(link);
        });
        const before = await lease.tabs.observe();
        const link = before.elements.find((e) => e.text === 'the picture')!;
        const result = await act(
          lease.tabs,
          { kind: 'do', action: 'Click', element: String(link.id) },
          {
            viewportHeight: 720,
            timeoutMs: 5000,
            observe: {},
          },
        );
        const seen = result.observation!;
        expect(seen.url).toMatch(/^chrome-error:/);
        const texts = seen.texts.map((t) => t.text);
        expect(texts).toContain('This site can’t be reached');
        expect(texts).toContain('https://outside.invalid/picture.jpg');
        expect(texts).toContain('ERR_TUNNEL_CONNECTION_FAILED');
        expect(seen.html).toContain('ERR_TUNNEL_CONNECTION_FAILED');
        // Observed again, the page is the same: the text is written once.
        expect((await lease.tabs.observe()).html).toBe(seen.html);
        await pool.release(lease);
      } finally {
        await pool.close();
      }
    },
  );

  it('lets a tunnel through to an allowed origin (a WebSocket to the site reaches it)', async () => {
    const pool = newPool();
    try {
      const lease = await pool.acquire({ allowedOrigins: [site.origin] });
      await lease.page.goto(`${site.origin}/pages/act.html`);
      const before = site.requests.length;
      // The fixture server does not speak WebSocket: the handshake arriving there is the proof.
      await lease.page.evaluate(
        (url) =>
          new Promise<void>((resolve) => {
            const socket = new WebSocket(url);
            socket.onerror = () => resolve();
            socket.onclose = () => resolve();
          }),
        `${site.origin.replace('http:', 'ws:')}/socket`,
      );
      expect(site.requests.slice(before).filter((r) => r !== 'GET /favicon.ico')).toEqual(['GET /socket']);
      expect(lease.blockedRequests).toEqual([]);
      await pool.release(lease);
    } finally {
      await pool.close();
    }
  });

  it('fails a tunnel to an allowed site that is down and goes on serving the episode', async () => {
    const pool = newPool();
    try {
      // A port that had a server a moment ago: an allowed origin that no longer answers.
      const gone = await startFixtureServer();
      await gone.close();
      const down = gone.origin;
      const lease = await pool.acquire({ allowedOrigins: [site.origin, down] });
      await lease.page.goto(`${site.origin}/pages/act.html`);
      const outcome = await lease.page.evaluate(
        (url) =>
          new Promise<string>((resolve) => {
            const socket = new WebSocket(url);
            socket.onopen = () => resolve('open');
            socket.onerror = () => resolve('failed');
          }),
        `${down.replace('http:', 'ws:')}/socket`,
      );
      expect(outcome).toBe('failed');
      expect(lease.blockedRequests).toEqual([]);
      const next = await lease.page.goto(`${site.origin}/pages/second.html`);
      expect(next?.status()).toBe(200);
      await pool.release(lease);
    } finally {
      await pool.close();
    }
  });

  it('keeps the HTTP cache within an episode and empties it between episodes', async () => {
    const pool = newPool();
    const stylesheetRequests = () => site.requests.filter((r) => r === 'GET /static/cached.css').length;
    try {
      const before = stylesheetRequests();
      const first = await pool.acquire({ allowedOrigins: [site.origin] });
      await first.page.goto(`${site.origin}/pages/styled.html`);
      await first.page.goto(`${site.origin}/pages/second.html`);
      await first.page.goto(`${site.origin}/pages/styled.html`);
      expect(stylesheetRequests() - before).toBe(1);
      await pool.release(first);
      const second = await pool.acquire({ allowedOrigins: [site.origin] });
      await second.page.goto(`${site.origin}/pages/styled.html`);
      expect(stylesheetRequests() - before).toBe(2);
      await pool.release(second);
    } finally {
      await pool.close();
    }
  });

  it('detects a killed browser, turns the failure into BrowserCrashedError and relaunches for the next lease', async () => {
    const pool = newPool();
    try {
      const lease = await pool.acquire();
      await lease.page.goto(`${site.origin}/pages/act.html`);
      process.kill(await browserPid(lease.context), 'SIGKILL');
      const failure = await lease.page.evaluate(() => 1).catch((error: unknown) => error);
      expect(lease.translateError(failure)).toBeInstanceOf(BrowserCrashedError);
      expect(lease.isCrashed).toBe(true);
      await pool.release(lease, { discard: true });

      const next = await pool.acquire();
      await next.page.goto(`${site.origin}/pages/second.html`);
      expect(await next.page.title()).toBe('Second page');
      expect(pool.stats).toMatchObject({ launches: 2, crashes: 1 });
      await pool.release(next);
    } finally {
      await pool.close();
    }
  });

  it('detects a crashed page and replaces its context', async () => {
    const pool = newPool();
    try {
      const lease = await pool.acquire();
      await lease.page.goto('chrome://crash').catch(() => undefined);
      await expect.poll(() => lease.isCrashed, { timeout: 20_000 }).toBe(true);
      await pool.release(lease);
      const next = await pool.acquire();
      expect(next.context).not.toBe(lease.context);
      await pool.release(next);
      expect(pool.stats).toMatchObject({ contextsCreated: 2, launches: 1 });
    } finally {
      await pool.close();
    }
  });

  it('takes its size and viewport from the run config', async () => {
    const env = EnvConfig.parse({ parallelEpisodes: 3, viewport: { width: 1024, height: 600 } });
    const pool = PagePool.fromConfig({ env, browser: BrowserConfig.parse({}) });
    try {
      expect(pool.size).toBe(3);
      const lease = await pool.acquire();
      expect(lease.page.viewportSize()).toEqual({ width: 1024, height: 600 });
      await pool.release(lease);
    } finally {
      await pool.close();
    }
  });

  it('lends at most `size` leases at once and hands the next one out on release', async () => {
    const pool = newPool(1);
    try {
      const first = await pool.acquire();
      let secondArrived = false;
      const second = pool.acquire().then((lease) => {
        secondArrived = true;
        return lease;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(secondArrived).toBe(false);
      await pool.release(first);
      await pool.release(await second);
      expect(secondArrived).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
