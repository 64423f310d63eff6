import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, MAX_SITE_SLOTS } from '../../core/index.js';
import { pristinePath } from '../data/pristine-cache.js';
import { guestbookSite } from '../testing/guestbook-site.js';
import { type SiteHost, startSiteHost } from './site-host.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-host-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function notes(url: string, cookie = ''): Promise<string> {
  const response = await fetch(`${url}/`, { headers: cookie ? { cookie } : {} });
  return response.text();
}

async function addNote(url: string, text: string): Promise<void> {
  await fetch(`${url}/notes`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ text }),
    redirect: 'manual',
  });
}

describe.each(['worker', 'main'] as const)('a site host with its servers in the %s thread', (thread) => {
  let host: SiteHost;
  beforeAll(async () => {
    host = await startSiteHost({ sites: [guestbookSite], slots: 3, dataDir, seed: 7, thread });
  });
  afterAll(() => host.close());

  it('serves every slot on its own 127.0.0.1 port with the WebArena key as URL key', () => {
    const urls = host.slots.map((s) => s.urls.reddit!);
    expect(urls.every((u) => /^http:\/\/127\.0\.0\.1:\d+$/.test(u))).toBe(true);
    expect(new Set(urls).size).toBe(3);
  });

  it('keeps parallel state changes of one slot invisible to the others', async () => {
    const [a, b, c] = host.slots.map((s) => s.urls.reddit!);
    await Promise.all([addNote(a!, 'only in slot 0'), addNote(b!, 'only in slot 1')]);
    expect(await notes(a!)).toContain('only in slot 0');
    expect(await notes(a!)).not.toContain('only in slot 1');
    expect(await notes(b!)).toContain('only in slot 1');
    expect(await notes(c!)).not.toContain('only in slot');
  });

  it('restores the pristine data on reset, for that slot only', async () => {
    const [a, b] = host.slots;
    await addNote(a!.urls.reddit!, 'before reset');
    await addNote(b!.urls.reddit!, 'kept in slot 1');
    await a!.reset(['reddit']);
    const page = await notes(a!.urls.reddit!);
    expect(page).toContain('welcome (seed 7)');
    expect(page).not.toContain('before reset');
    expect(await notes(b!.urls.reddit!)).toContain('kept in slot 1');
  });

  it('mints session cookies that log the default account in', async () => {
    const slot = host.slots[0]!;
    const cookies = await slot.sessionCookies(['reddit']);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]!.url).toBe(slot.urls.reddit);
    const page = await notes(slot.urls.reddit!, `${cookies[0]!.name}=${cookies[0]!.value}`);
    expect(page).toContain('<p id="user">guest</p>');
    expect(await notes(slot.urls.reddit!, `${cookies[0]!.name}=forged.value`)).toContain('anonymous');
    expect(await slot.sessionCookies(['gitlab'])).toEqual([]);
  });

  it('answers a body over 1 MiB with 413 and keeps nothing of it', async () => {
    const url = host.slots[2]!.urls.reddit!;
    const response = await fetch(`${url}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `text=${'x'.repeat(2 << 20)}`,
      redirect: 'manual',
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('over 1048576 bytes');
    expect(await notes(url)).not.toContain('xxxx');
  });

  it('hands out each slot to one holder at a time', async () => {
    const held = await Promise.all([host.acquire(), host.acquire(), host.acquire()]);
    let fourth: number | undefined;
    const waiting = host.acquire().then((s) => {
      fourth = s.index;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fourth).toBeUndefined();
    host.release(held[1]!);
    await waiting;
    expect(fourth).toBe(held[1]!.index);
    for (const slot of [held[0]!, held[2]!, host.slots[fourth!]!]) host.release(slot);
  });
});

describe('the pristine database cache', () => {
  it('generates a database once per seed and reuses the cached file', async () => {
    const path = pristinePath(guestbookSite.database!, { dataDir, seed: 11 });
    const first = await startSiteHost({ sites: [guestbookSite], dataDir, seed: 11, thread: 'main' });
    await first.close();
    const { mtimeMs } = statSync(path);
    const bytes = readFileSync(path);
    const second = await startSiteHost({ sites: [guestbookSite], dataDir, seed: 11, thread: 'main' });
    expect(second.pristinePath('guestbook')).toBe(path);
    expect(statSync(path).mtimeMs).toBe(mtimeMs);
    await second.close();
    const otherDir = mkdtempSync(join(tmpdir(), 'webrl-host-'));
    const third = await startSiteHost({
      sites: [guestbookSite],
      dataDir: otherDir,
      seed: 11,
      thread: 'main',
    });
    expect(readFileSync(third.pristinePath('guestbook')).equals(bytes)).toBe(true);
    expect(third.pristinePath('guestbook')).not.toBe(
      pristinePath(guestbookSite.database!, { dataDir, seed: 12 }),
    );
    await third.close();
    rmSync(otherDir, { recursive: true, force: true });
  });
});

describe('the temporary files of pristine databases', () => {
  it('removes those of processes gone from this machine, and only those, as a host starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-host-'));
    try {
      const probe = await startSiteHost({ sites: [guestbookSite], dataDir: dir, thread: 'main' });
      const [own] = readdirSync(join(dir, 'slots'));
      await probe.close();
      const machine = own!.slice(own!.indexOf('@'), -'-XXXXXX'.length);
      // A process that has exited: its pid is free now.
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      // Seed 5's pristine file does not exist yet, as after a generation killed outright.
      const pristine = pristinePath(guestbookSite.database!, { dataDir: dir, seed: 5 });
      const other = pristinePath(guestbookSite.database!, { dataDir: dir, seed: 6 });
      const names = {
        gone: `${pristine}.tmp-${gone}${machine}-k3j5x9q1`,
        goneJournal: `${pristine}.tmp-${gone}${machine}-k3j5x9q1-journal`,
        goneUnnamedMachine: `${other}.tmp-${gone}-a8d0c2`,
        otherMachine: `${pristine}.tmp-${gone}@elsewhere-b7c1d3`,
        alive: `${pristine}.tmp-1${machine}-c4e2f6`,
        notATemp: join(dir, 'pristine', 'notes.txt'),
      };
      // Real SQLite files, as a generation leaves them.
      for (const path of Object.values(names))
        writeFileSync(path, readFileSync(probe.pristinePath('guestbook')));
      const host = await startSiteHost({ sites: [guestbookSite], dataDir: dir, seed: 5, thread: 'main' });
      await host.close();
      const left = readdirSync(join(dir, 'pristine')).map((name) => join(dir, 'pristine', name));
      expect(left.sort()).toEqual(
        [probe.pristinePath('guestbook'), pristine, names.otherMachine, names.alive, names.notATemp].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a host's folder of site copies", () => {
  it('removes the folders of processes gone from this machine, and only those, as it starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-host-'));
    try {
      const probe = await startSiteHost({ sites: [guestbookSite], dataDir: dir, thread: 'main' });
      const [own] = readdirSync(join(dir, 'slots'));
      await probe.close();
      expect(own).toMatch(new RegExp(`^host-${process.pid}@[A-Za-z0-9._]+-[A-Za-z0-9]{6}$`));
      const machine = own!.slice(own!.indexOf('@'), -'-XXXXXX'.length);
      // A process that has exited: its pid is free now.
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      const names = {
        gone: `host-${gone}${machine}-aaaaaa`,
        goneUnnamedMachine: `host-${gone}-bbbbbb`,
        otherMachine: `host-${gone}@elsewhere-cccccc`,
        alive: `host-1${machine}-dddddd`,
        notAHost: 'notes',
      };
      for (const name of Object.values(names))
        mkdirSync(join(dir, 'slots', name, 'inside'), { recursive: true });
      const host = await startSiteHost({ sites: [guestbookSite], dataDir: dir, thread: 'main' });
      const left = readdirSync(join(dir, 'slots'));
      expect(left).not.toContain(names.gone);
      expect(left).not.toContain(names.goneUnnamedMachine);
      expect(left).toEqual(expect.arrayContaining([names.otherMachine, names.alive, names.notAHost]));
      expect(left).toHaveLength(4);
      await host.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`refuses more than ${MAX_SITE_SLOTS} slots before it copies anything`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webrl-host-'));
    try {
      const start = startSiteHost({
        sites: [guestbookSite],
        slots: MAX_SITE_SLOTS + 1,
        dataDir: dir,
        thread: 'main',
      });
      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow(
        `${MAX_SITE_SLOTS + 1} site slots asked for; at most ${MAX_SITE_SLOTS}`,
      );
      expect(existsSync(join(dir, 'slots'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a data folder that lies under a file, with the fix', async () => {
    const start = startSiteHost({
      sites: [guestbookSite],
      dataDir: join('/etc/passwd', 'sites'),
      thread: 'main',
    });
    await expect(start).rejects.toThrow(
      "the sites' data folder /etc/passwd/sites: /etc/passwd is a file, not a folder; pass --data-dir (sites.dataDir in a run config) a folder; the default is .cache/sites",
    );
  });
});
