// act on the fixture act page: every WebRL action type runs with real input events and changes the
// page as expected; the agent's mistakes come back as error strings, never as exceptions.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DoAction, Observation } from '../core/index.js';
import { type ActOptions, act } from './act.js';
import { BrowserTabs } from './browser-tabs.js';
import { type FixtureServer, startFixtureServer } from './fixtures/fixture-server.js';
import { launchBrowser } from './launch.js';
import { installPageRuntime } from './page-runtime.js';
import { settle } from './settle.js';

const OPTIONS: ActOptions = { viewportHeight: 720, timeoutMs: 5000 };

let browser: Browser;
let context: BrowserContext;
let server: FixtureServer;
let page: Page;
let tabs: BrowserTabs;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startFixtureServer()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});
beforeEach(async () => {
  page = await context.newPage();
  tabs = new BrowserTabs(context, page);
  await page.goto(`${server.origin}/pages/act.html`);
});
afterEach(async () => {
  tabs.dispose();
  for (const open of context.pages()) await open.close();
});

/** The id of the element whose text, placeholder or value contains `needle`, or whose tag is `needle`. */
function idOf(observation: Observation, needle: string): string {
  const element = observation.elements.find(
    (e) =>
      e.text.includes(needle) ||
      e.attributes.placeholder === needle ||
      e.attributes.value === needle ||
      e.tag === needle,
  );
  if (!element) throw new Error(`no element matches ${needle} in ${observation.html}`);
  return String(element.id);
}

async function step(action: Omit<DoAction, 'kind'>, find?: string) {
  const before = await tabs.observe();
  const full: DoAction = { kind: 'do', ...action, ...(find ? { element: idOf(before, find) } : {}) };
  const result = await act(tabs, full, OPTIONS);
  return { result, after: await tabs.observe() };
}

/** Puts a link at the top of the page and returns a Click on it, by the id an observation gives it. */
async function clickOnNewLink(
  target: Page,
  targetTabs: BrowserTabs,
  href: string,
  text: string,
): Promise<DoAction> {
  await target.evaluate(
    ([linkHref, linkText]) => {
      const link = document.createElement('a');
      link.href = linkHref;
      link.textContent = linkText;
      document.body.prepend(link);
    },
    [href, text] as const,
  );
  return { kind: 'do', action: 'Click', element: idOf(await targetTabs.observe(), text) };
}

const status = (observation: Observation) => observation.texts.find((t) => t.tag === 'h1')?.text;

describe('act executes every action type', () => {
  it('Click presses the element with the mouse', async () => {
    const { result, after } = await step({ action: 'Click' }, 'Click me');
    expect(result.error).toBeUndefined();
    expect(status(after)).toBe('clicked');
  });

  it('Click on a link waits for the next page to load, even a slow one', async () => {
    const { after } = await step({ action: 'Click' }, 'Slow page');
    expect(after.url).toBe(`${server.origin}/delay?ms=300`);
    expect(status(after)).toBe('Waited 300 ms');
  });

  it('Click waits for the fetch the page started and the DOM update it made', async () => {
    const { after } = await step({ action: 'Click' }, 'Fetch later');
    expect(status(after)).toBe('fetched');
  });

  it('Click waits for the timer its handler started and the DOM update it made', async () => {
    const { after } = await step({ action: 'Click' }, 'Show later');
    expect(status(after)).toBe('shown later');
  });

  it('Click waits for the script the page added and the DOM update it made', async () => {
    const { after } = await step({ action: 'Click' }, 'Load script later');
    expect(status(after)).toBe('script ran');
  });

  it('Click waits for the stylesheet the page added and observes what it shows', async () => {
    expect((await tabs.observe()).html).not.toContain('Late box');
    const { after } = await step({ action: 'Click' }, 'Load style later');
    expect(after.html).toContain('Late box');
  });

  it('Click that pastes a script as HTML (which never runs) settles quiet, without waiting for it', async () => {
    const [x, y, width, height] = (await tabs.observe()).elements.find(
      (e) => e.text === 'Paste a script',
    )!.bbox;
    await page.mouse.click(x + width / 2, y + height / 2);
    // Not quiet would mean the wait ran to its cap (maxQuietWaitMs), waiting on a script that never loads.
    const settled = await settle(page, tabs.activity(page), { timeoutMs: 5000, sinceMs: Date.now() });
    expect(settled.quiet).toBe(true);
    expect(await page.locator('#pasted').textContent()).toBe('pasted');
    expect(status(await tabs.observe())).toBe('ready');
  });

  it('Click waits for the CSS transition it started and observes the menu it slid open', async () => {
    const drawer = (observation: Observation) =>
      observation.elements.map((e) => e.text).filter((text) => text.startsWith('Drawer'));
    expect(drawer(await tabs.observe())).toEqual([]);
    const { result, after } = await step({ action: 'Click' }, 'Open drawer');
    expect(result.error).toBeUndefined();
    // Observed mid-slide, the lower buttons are clipped by the drawer and left unnumbered.
    expect(drawer(after)).toEqual(['Drawer one', 'Drawer two', 'Drawer three']);
  });

  it.each([
    ['an endless animation', 'Spin forever', 'spinning'],
    ['a transition longer than a second', 'Slide slowly', 'sliding'],
  ])('Click that starts %s settles quiet, without waiting it out', async (_, button, shown) => {
    const [x, y, width, height] = (await tabs.observe()).elements.find((e) => e.text === button)!.bbox;
    await page.mouse.click(x + width / 2, y + height / 2);
    // Not quiet would mean the wait ran to its cap (maxQuietWaitMs), waiting on the animation.
    const settled = await settle(page, tabs.activity(page), { timeoutMs: 5000, sinceMs: Date.now() });
    expect(settled.quiet).toBe(true);
    expect(status(await tabs.observe())).toBe(shown);
    expect(await page.evaluate(() => document.getAnimations().map((a) => a.playState))).toEqual(['running']);
  });

  it('Click that fades a colour settles without waiting for it: nothing moves or hides', async () => {
    const [x, y, width, height] = (await tabs.observe()).elements.find((e) => e.text === 'Glow')!.bbox;
    await page.mouse.click(x + width / 2, y + height / 2);
    // The fade takes 600 ms; waited for, it would run this wait to its 300 ms cap, not quiet.
    const settled = await settle(page, tabs.activity(page), {
      timeoutMs: 5000,
      maxQuietWaitMs: 300,
      sinceMs: Date.now(),
    });
    expect(settled.quiet).toBe(true);
    expect(status(await tabs.observe())).toBe('glowing');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(2);
  });

  it('Click that puts a web font to use waits until the font has come (here: failed)', async () => {
    const { after } = await step({ action: 'Click' }, 'Use a late font');
    expect(status(after)).toBe('font failed');
  });

  it('Click on a page that polls forever settles quiet: a timer loop counts two links deep', async () => {
    await page.goto(`${server.origin}/pages/poll.html`);
    // The loop must be running before the click; a quick settle may end before its next round.
    await page.waitForFunction(() => ((window as unknown as { polls?: number }).polls ?? 0) >= 2);
    const [x, y, width, height] = (await tabs.observe()).elements.find((e) => e.text === 'Click me')!.bbox;
    await page.mouse.click(x + width / 2, y + height / 2);
    // Not quiet would mean the wait ran to its cap (maxQuietWaitMs), waiting on the loop.
    const settled = await settle(page, tabs.activity(page), { timeoutMs: 5000, sinceMs: Date.now() });
    expect(settled.quiet).toBe(true);
    expect(status(await tabs.observe())).toBe('clicked');
  });

  it('Click on a link that opens a new tab follows the new tab', async () => {
    const { result, after } = await step({ action: 'Click' }, 'Open second in a new tab');
    expect(result.openedTab).toBe(true);
    expect(after.url).toBe(`${server.origin}/pages/second.html`);
    expect(after.tabs.map((t) => t.title)).toEqual(['Act fixture', 'Second page']);
    expect(after.activeTab).toBe(1);
  });

  it('Hover moves the mouse onto the element', async () => {
    const { after } = await step({ action: 'Hover' }, 'Hover me');
    expect(status(after)).toBe('hovered');
  });

  it('Type replaces what the field held', async () => {
    const { result } = await step({ action: 'Type', argument: 'new text' }, 'old text');
    expect(result.error).toBeUndefined();
    expect(await page.inputValue('#name')).toBe('new text');
  });

  it('Type waits for the debounced handler that the keys started', async () => {
    const { after } = await step({ action: 'Type', argument: 'blue' }, 'Suggest');
    expect(status(after)).toBe('suggest blue');
  });

  it('Type on a link clicks it and types nothing: the next page loads, no key reaches it', async () => {
    const { result, after } = await step({ action: 'Type', argument: 'techdad42' }, 'Slow page');
    expect(result.error).toMatch(/is not a text field: it was clicked, and nothing was typed$/);
    expect(after.url).toBe(`${server.origin}/delay?ms=300`);
    expect(after.error).toBeUndefined();
  });

  it('Type fires the page’s key handlers with the whole text in place, and presses Enter for a newline', async () => {
    const typed = await step({ action: 'Type', argument: 'héllo wörld' }, 'Keys');
    expect(status(typed.after)).toBe('keyup héllo wörld');
    const submitted = await step({ action: 'Type', argument: 'blue\nignored' }, 'Search');
    expect(submitted.result.error).toBeUndefined();
    expect(submitted.after.url).toBe(`${server.origin}/echo?q=blue`);
    // The text after the submitting Enter went nowhere: not into the unloading page, not into the next.
    expect(submitted.after.texts.map((t) => t.text)).toContain('q = blue');
  });

  it('Type keeps every line in a field where Enter is a newline', async () => {
    const { result, after } = await step({ action: 'Type', argument: 'first\nsecond\nthird' }, 'Notes');
    expect(result.error).toBeUndefined();
    expect(status(after)).toBe(JSON.stringify('first\nsecond\nthird'));
  });

  it('returns the settled page’s observation when asked, the same as observing afterwards', async () => {
    const before = await tabs.observe();
    const result = await act(
      tabs,
      { kind: 'do', action: 'Click', element: idOf(before, 'Click me') },
      {
        ...OPTIONS,
        observe: {},
      },
    );
    expect(status(result.observation!)).toBe('clicked');
    expect(result.observation).toEqual(await tabs.observe());
  });

  it('Search types and presses Enter, submitting the form', async () => {
    const { after } = await step({ action: 'Search', argument: 'red shoes' }, 'Search');
    expect(after.url).toBe(`${server.origin}/echo?q=red+shoes`);
    expect(after.texts.map((t) => t.text)).toContain('q = red shoes');
  });

  it('Select Dropdown Option picks the first option containing the text, ignoring case, through the real select', async () => {
    const { result, after } = await step({ action: 'Select Dropdown Option', argument: 'BANANA' }, 'select');
    expect(result.error).toBeUndefined();
    expect(status(after)).toBe('picked b');
    expect(after.elements.find((e) => e.tag === 'select')?.value).toBe('b');
  });

  it('Scroll Down and Scroll Up move two thirds of the viewport', async () => {
    const down = await step({ action: 'Scroll Down' });
    expect(down.after.scroll.y).toBe(480);
    const up = await step({ action: 'Scroll Up' });
    expect(up.after.scroll.y).toBe(0);
  });

  it('Press Enter presses Enter on the focused element', async () => {
    await page.fill('#query', 'typed first');
    await page.focus('#query');
    const { after } = await step({ action: 'Press Enter' });
    expect(after.url).toBe(`${server.origin}/echo?q=typed+first`);
  });

  it.each([
    ['without', false],
    ['with', true],
  ])(
    'Click on a link to a page that leaves once loaded observes where it went (%s the runtime at document start)',
    async (_, early) => {
      // The answer to a call made while the first navigation is pending comes from the next document;
      // that one leaves on load, so neither its answer nor its observation may stand.
      const own = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
      if (early) await installPageRuntime(own);
      const start = await own.newPage();
      const ownTabs = new BrowserTabs(own, start);
      try {
        await start.goto(`${server.origin}/pages/second.html`);
        const action = await clickOnNewLink(
          start,
          ownTabs,
          '/pages/redirect-on-load.html',
          'Redirect on load',
        );
        const result = await act(ownTabs, action, { ...OPTIONS, observe: {} });
        expect(result.error).toBeUndefined();
        expect(result.observation!.url).toBe(`${server.origin}/pages/second.html`);
        expect(status(result.observation!)).toBe('Second page');
        expect(result.observation!.html).not.toContain('Redirect on load');
      } finally {
        ownTabs.dispose();
        await own.close();
      }
    },
  );

  it('Click on a link whose page comes after the settle timeout says so, and observes the page as it came', async () => {
    // Chromium runs no command in the page while a navigation is pending (it holds them until the
    // next document commits), so the observation can only be of the page that comes.
    const action = await clickOnNewLink(page, tabs, '/delay?ms=3000', 'Very slow page');
    const result = await act(tabs, action, { ...OPTIONS, timeoutMs: 800, observe: {} });
    expect(result.error).toMatch(/still loading after 800 ms/);
    // Not a speed bound: the page takes 3 s to come, and settle must give up before it does.
    expect(result.settleMs).toBeLessThan(3000);
    expect(result.observation!.error).toBe(result.error);
    expect(result.observation!.url).toBe(`${server.origin}/delay?ms=3000`);
  });

  it('Go Backward and Go Forward walk the tab’s history', async () => {
    await step({ action: 'Click' }, 'Go to second');
    const back = await step({ action: 'Go Backward' });
    expect(back.after.url).toBe(`${server.origin}/pages/act.html`);
    const forward = await step({ action: 'Go Forward' });
    expect(forward.after.url).toBe(`${server.origin}/pages/second.html`);
  });
});

describe('act reports the agent’s mistakes as errors', () => {
  it('names an id that is not on the page', async () => {
    const { result } = await step({ action: 'Click', element: '999' });
    expect(result.error).toBe(
      'there is no element with id "999" on the page; use an id from the current observation',
    );
  });

  it('refuses a disabled element', async () => {
    const { result, after } = await step({ action: 'Click' }, 'Disabled button');
    expect(result.error).toMatch(/^element \d+ \(button "Disabled button"\) is disabled$/);
    expect(status(after)).toBe('ready');
  });

  it('lists the options when none contains the text, and leaves the select alone', async () => {
    const { result, after } = await step({ action: 'Select Dropdown Option', argument: 'kiwi' }, 'select');
    expect(result.error).toMatch(/contains "kiwi"; its options are "Apple", "Green Banana", "Cherry"$/);
    expect(after.elements.find((e) => e.tag === 'select')?.value).toBe('a');
  });

  it('refuses to select an option of something that is not a dropdown', async () => {
    const { result } = await step({ action: 'Select Dropdown Option', argument: 'x' }, 'Click me');
    expect(result.error).toMatch(/is not a dropdown \(<select>\); click it instead$/);
  });

  it('says when there is no page to go back to', async () => {
    const { result } = await step({ action: 'Go Backward' });
    expect(result.error).toBe('there is no earlier page in this tab to go back to');
  });
});
