// Episode on the fixture shop in real Chromium: reset opens the start URLs and logs in, steps
// execute responses, the stop rules end the episode, and the trajectory records it as VAB does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, PagePool, startFixtureServer } from '../browser/index.js';
import { SIMPLIFIED_HTML_PLACEHOLDER, type SiteKey } from '../core/index.js';
import { Episode } from './episode.js';
import { StaticSlotProvider } from './static-slot-provider.js';
import { envConfig, fixtureTask } from './test-task.test-support.js';

let server: FixtureServer;
let pool: PagePool;

beforeAll(async () => {
  server = await startFixtureServer();
  pool = new PagePool({ size: 1, viewport: { width: 1280, height: 720 } });
});
afterAll(async () => {
  await Promise.all([pool?.close(), server?.close()]);
});

async function withEpisode(run: (episode: Episode) => Promise<void>, config = envConfig()): Promise<void> {
  const lease = await pool.acquire();
  try {
    await run(new Episode(lease, { config, taskSet: 'fixture' }));
  } finally {
    await pool.release(lease);
  }
}

const slotFor = async (options: ConstructorParameters<typeof StaticSlotProvider>[0] = { urls: {} }) =>
  new StaticSlotProvider({ ...options, urls: { shopping: server.origin, ...options.urls } }).acquire();

const idOf = (episode: Episode, text: string) =>
  String(episode.context().observation.elements.find((e) => e.text === text)!.id);

describe('Episode', () => {
  it('resolves placeholders, opens every start URL in its own tab and makes the first active', async () => {
    await withEpisode(async (episode) => {
      const task = fixtureTask({ start_url: '__SHOPPING__/site/p/0 |AND| __SHOPPING__/pages/second.html' });
      const observation = await episode.reset(task, await slotFor());
      expect(observation.url).toBe(`${server.origin}/site/p/0`);
      expect(observation.tabs.map((t) => t.url)).toEqual([
        `${server.origin}/site/p/0`,
        `${server.origin}/pages/second.html`,
      ]);
      expect(observation.activeTab).toBe(0);
      expect(observation.html).toContain('Page 0');
    });
  });

  it('resets the sites when the task requires it and logs in with the slot’s cookies', async () => {
    const resets: SiteKey[][] = [];
    const slot = await slotFor({
      urls: {},
      reset: async (sites) => {
        resets.push([...sites]);
      },
      sessionCookies: async () => [{ name: 'session', value: 'admin', url: server.origin }],
    });
    await withEpisode(async (episode) => {
      await episode.reset(fixtureTask({ require_reset: true, require_login: true }), slot);
      expect(resets).toEqual([['shopping']]);
      expect(await episode.lease.page.evaluate(() => document.cookie)).toBe('session=admin');
    });
  });

  it('steps through responses and records the trajectory with VAB’s prompt field', async () => {
    await withEpisode(async (episode) => {
      await episode.reset(fixtureTask(), await slotFor());
      const first = await episode.step(
        `# Element: the first product\ndo(action="Click", element="${idOf(episode, 'Product 0')}")`,
        {
          logProb: -0.5,
          tokens: 12,
        },
      );
      expect(first.done).toBe(false);
      expect(first.observation.url).toBe(`${server.origin}/site/p/2`);
      const typed = await episode.step(
        `do(action="Search", argument="red shoes", element="${String(episode.context().observation.elements.find((e) => e.attributes.placeholder === 'Search the shop')!.id)}")`,
      );
      expect(typed.observation.url).toBe(`${server.origin}/site/search?q=red+shoes&email=&sort=price&note=`);
      const exit = await episode.step('exit(message="It costs $3.99")');
      expect(exit).toMatchObject({ done: true, stopReason: 'exit' });

      const trajectory = episode.trajectory();
      expect(trajectory).toMatchObject({
        taskId: 7,
        taskSet: 'fixture',
        answer: 'It costs $3.99',
        stopReason: 'exit',
      });
      expect(trajectory.steps.map((s) => s.prompt)).toEqual([
        fixtureTask().intent,
        SIMPLIFIED_HTML_PLACEHOLDER,
        SIMPLIFIED_HTML_PLACEHOLDER,
      ]);
      expect(trajectory.steps.map((s) => s.observation.url)).toEqual([
        `${server.origin}/site/p/0`,
        `${server.origin}/site/p/2`,
        `${server.origin}/site/search?q=red+shoes&email=&sort=price&note=`,
      ]);
      expect(trajectory.steps[0]).toMatchObject({ logProb: -0.5, tokens: 12 });
      expect(trajectory.finalObservation.url).toBe(
        `${server.origin}/site/search?q=red+shoes&email=&sort=price&note=`,
      );
      expect(episode.context().history.map((h) => h.action?.kind)).toEqual(['do', 'do', 'exit']);
    });
  });

  it('turns an unparsable response and a missing element into step errors shown in the next observation', async () => {
    await withEpisode(async (episode) => {
      await episode.reset(fixtureTask(), await slotFor());
      const garbled = await episode.step('click the first product');
      expect(garbled.error).toMatch(/^could not parse the response: /);
      expect(garbled.observation.error).toBe(garbled.error);
      const missing = await episode.step('do(action="Click", element="9999")');
      expect(missing.error).toBe(
        'there is no element with id "9999" on the page; use an id from the current observation',
      );
      expect(missing.observation.error).toBe(missing.error);
      const fine = await episode.step('do(action="Scroll Down")');
      expect(fine.error).toBeUndefined();
      expect(fine.observation.error).toBeUndefined();
      expect(episode.context().history.map((h) => h.error !== undefined)).toEqual([true, true, false]);
    });
  });

  it('stops after the configured number of unparsable outputs, identical outputs or steps', async () => {
    await withEpisode(
      async (episode) => {
        await episode.reset(fixtureTask(), await slotFor());
        expect((await episode.step('nonsense 1')).done).toBe(false);
        expect(await episode.step('nonsense 2')).toMatchObject({ done: true, stopReason: 'parse_failures' });
      },
      envConfig({ maxConsecutiveParseFailures: 2 }),
    );
    await withEpisode(
      async (episode) => {
        await episode.reset(fixtureTask(), await slotFor());
        await episode.step('do(action="Scroll Down")');
        await episode.step('do(action="Scroll Down")');
        expect(await episode.step('do(action="Scroll Down")')).toMatchObject({
          stopReason: 'repeated_actions',
        });
      },
      envConfig({ maxRepeatedActions: 3 }),
    );
    await withEpisode(
      async (episode) => {
        await episode.reset(fixtureTask(), await slotFor());
        await episode.step('do(action="Scroll Down")');
        expect(await episode.step('do(action="Scroll Up")')).toMatchObject({ stopReason: 'max_steps' });
        expect(episode.trajectory()).toMatchObject({ stopReason: 'max_steps', answer: null });
      },
      envConfig({ maxSteps: 2 }),
    );
  });

  it('captures a screenshot of the page each step saw when screenshots are on', async () => {
    await withEpisode(
      async (episode) => {
        await episode.reset(fixtureTask(), await slotFor());
        await episode.step('do(action="Scroll Down")');
        const png = episode.screenshots.get(0)!;
        expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
        expect(episode.trajectory().steps[0]!.screenshot).toBe('screenshots/7/0.png');
      },
      envConfig({ screenshots: true }),
    );
  });
});
