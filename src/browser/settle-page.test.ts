// The in-page quiet wait on a document that is still being parsed: it must not call a half-loaded
// page quiet (settle can reach it when a navigation commits before Playwright reports it).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FixtureServer, startFixtureServer } from './fixtures/fixture-server.js';
import { launchBrowser } from './launch.js';
import { callInPage } from './page-runtime.js';

let browser: Browser;
let server: FixtureServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startFixtureServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

const MARKER = 'data-webrl-id';

/** waitForQuiet with quiet counted from `sinceMs` (default now), observing the page once quiet. */
const waitQuiet = (page: Page, quietMs: number, options: { sinceMs?: number; wheelSinceMs?: number } = {}) =>
  callInPage(page, 'waitForQuiet', {
    quietMs,
    maxMs: 5000,
    sinceMs: options.sinceMs ?? Date.now(),
    ...(options.wheelSinceMs !== undefined ? { wheelSinceMs: options.wheelSinceMs } : {}),
    snapshot: { marker: MARKER, scope: 'viewport' },
  });

it('waitForQuiet waits while the document is still loading, then observes all of it', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/slow-body?ms=600`, { waitUntil: 'commit' });
  await page.waitForSelector('h1');
  const result = await waitQuiet(page, 20);
  expect(result.quiet).toBe(true);
  expect(result.snapshot!.texts.map((t) => t.text)).toEqual(['First half', 'Second half']);
  await page.close();
});

it('waitForQuiet after a Scroll waits until the document has received the wheel, then observes it scrolled', async () => {
  // Chromium acknowledges a wheel before the document has it; here the wheel comes 300 ms late,
  // as it can on a busy machine, and the page must not be observed unscrolled in the meantime.
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${server.origin}/site/p/0`);
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
  });
  await page.mouse.move(640, 360);
  const sentAt = Date.now();
  const waited = waitQuiet(page, 20, { sinceMs: sentAt, wheelSinceMs: sentAt });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await page.mouse.wheel(0, 480);
  const result = await waited;
  expect(result.quiet).toBe(true);
  expect(result.snapshot!.scroll.y).toBe(480);
  await page.close();
});

it('waitForQuiet observes ahead inside the quiet window and, nothing having changed, returns that observation with its marks written', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${server.origin}/site/p/0`);
  await callInPage(page, 'documentId', {});
  // A mark left from an observation before: the element is not interactive, so it must lose it.
  await page.evaluate((marker) => document.querySelector('h1')!.setAttribute(marker, '99'), MARKER);
  const result = await waitQuiet(page, 200);
  expect(result.quiet).toBe(true);
  expect(result.observedAhead).toBe(true);
  const marks = await page.evaluate(
    (marker) => Array.from(document.querySelectorAll(`[${marker}]`), (e) => e.getAttribute(marker)),
    MARKER,
  );
  expect(marks).toEqual(result.snapshot!.elements.map((e) => String(e.id)));
  // The same page observed now, marks and all, is what was observed ahead.
  const now = await callInPage(page, 'snapshot', { marker: MARKER, scope: 'viewport' });
  expect(result.snapshot).toEqual(now);
  await page.close();
});

it('waitForQuiet observes again at the end when the page changed after its observation ahead', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${server.origin}/site/p/0`);
  await callInPage(page, 'documentId', {});
  // A change no input caused, so nothing the clock waits for: only the quiet window covers it.
  await page.evaluate(() => {
    setTimeout(() => {
      document.querySelector('h1')!.textContent = 'Changed later';
    }, 100);
  });
  const result = await waitQuiet(page, 300);
  // Observed ahead at most again after the change, which must be in.
  expect(result.quiet).toBe(true);
  expect(result.snapshot!.html).toContain('Changed later');
  await page.close();
});
