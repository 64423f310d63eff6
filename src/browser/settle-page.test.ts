// The in-page quiet wait on a document that is still being parsed: it must not call a half-loaded
// page quiet (settle can reach it when a navigation commits before Playwright reports it).
import type { Browser } from 'playwright-core';
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

it('waitForQuiet waits while the document is still loading, then observes all of it', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/slow-body?ms=600`, { waitUntil: 'commit' });
  await page.waitForSelector('h1');
  const result = await callInPage(page, 'waitForQuiet', {
    quietMs: 20,
    maxMs: 5000,
    sinceMs: Date.now(),
    snapshot: { marker: 'data-webrl-id', scope: 'viewport' },
  });
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
  const waited = callInPage(page, 'waitForQuiet', {
    quietMs: 20,
    maxMs: 5000,
    sinceMs: sentAt,
    wheelSinceMs: sentAt,
    snapshot: { marker: 'data-webrl-id', scope: 'viewport' },
  });
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
  await page.evaluate(() => document.querySelector('h1')!.setAttribute('data-webrl-id', '99'));
  const marker = 'data-webrl-id';
  const result = await callInPage(page, 'waitForQuiet', {
    quietMs: 200,
    maxMs: 5000,
    sinceMs: Date.now(),
    snapshot: { marker, scope: 'viewport' },
  });
  expect(result.quiet).toBe(true);
  expect(result.observedAhead).toBe(true);
  const marks = await page.evaluate(
    (marker) => Array.from(document.querySelectorAll(`[${marker}]`), (e) => e.getAttribute(marker)),
    marker,
  );
  expect(marks).toEqual(result.snapshot!.elements.map((e) => String(e.id)));
  // The same page observed now, marks and all, is what was observed ahead.
  const now = await callInPage(page, 'snapshot', { marker, scope: 'viewport' });
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
  const result = await callInPage(page, 'waitForQuiet', {
    quietMs: 300,
    maxMs: 5000,
    sinceMs: Date.now(),
    snapshot: { marker: 'data-webrl-id', scope: 'viewport' },
  });
  // Observed ahead at most again after the change, which must be in.
  expect(result.quiet).toBe(true);
  expect(result.snapshot!.html).toContain('Changed later');
  await page.close();
});
