import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteHost, startSiteHost } from '../host/site-host.js';
import { guestbookSite } from '../testing/guestbook-site.js';
import { homepageSite } from './homepage-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-homepage-'));
let host: SiteHost;

beforeAll(async () => {
  // The guest book stands in for the forum (key reddit), so the home page has one site to list.
  host = await startSiteHost({ sites: [guestbookSite, homepageSite], slots: 2, dataDir, thread: 'main' });
});
afterAll(async () => {
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = async (slot: number, path: string) => {
  const response = await fetch(`${host.slots[slot]!.urls.homepage}${path}`);
  return { status: response.status, text: await response.text() };
};

describe('the home page', () => {
  it('lists the sites of its own slot with links and descriptions, and only those', async () => {
    for (const slot of [0, 1]) {
      const { status, text } = await page(slot, '/');
      expect(status).toBe(200);
      const forumUrl = host.slots[slot]!.urls.reddit!;
      expect(text).toContain(`<a href="${forumUrl}">Postmill</a>`);
      expect(text).toContain('A social news aggregation and discussion website');
      expect(text).not.toContain('GitLab');
    }
  });

  it('lists the accounts of the slot’s sites with their sign-in pages on /password.html', async () => {
    const { text } = await page(0, '/password.html');
    expect(text).toMatch(/<td>Postmill<\/td><td>MarvelsGrantMan136<\/td><td>test1234<\/td>/);
    expect(text).toContain(`href="${host.slots[0]!.urls.reddit}/login"`);
    expect(text).not.toContain('byteblaze');
  });

  it('serves the calculator and the scratchpad, and a 404 elsewhere', async () => {
    expect((await page(0, '/calculator.html')).text).toContain('id="expression"');
    expect((await page(0, '/scratchpad.html')).text).toContain('id="notes"');
    expect((await page(0, '/nothing-here')).status).toBe(404);
  });
});
