import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteHost, startSiteHost } from '../host/site-host.js';
import { forumDatabase } from './data/forum-database.js';
import { forumSite } from './forum-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-forum-'));
let host: SiteHost;
let pristine: Database.Database;

beforeAll(async () => {
  host = await startSiteHost({ sites: [forumSite], slots: 2, dataDir, thread: 'main' });
  pristine = new Database(host.pristinePath('postmill'), { readonly: true });
});
afterAll(async () => {
  pristine.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A tiny browser: keeps cookies and follows redirects by hand, so cookies set on redirects stick. */
class Client {
  private readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async useSession(slot = 0) {
    for (const cookie of await host.slots[slot]!.sessionCookies(['reddit']))
      this.cookies.set(cookie.name, cookie.value);
    return this;
  }

  async request(path: string, form?: Record<string, string>, referer?: string) {
    let url = new URL(path, this.base).href;
    let method = form ? 'POST' : 'GET';
    let body = form ? new URLSearchParams(form).toString() : undefined;
    for (let hop = 0; hop < 5; hop++) {
      const response = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(referer ? { referer: new URL(referer, this.base).href } : {}),
        },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, value] = pair!.split('=');
        if (/Max-Age=0/.test(header)) this.cookies.delete(name!);
        else this.cookies.set(name!, value!);
      }
      const location = response.headers.get('location');
      if (!location) return { status: response.status, url, text: await response.text() };
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
    }
    throw new Error(`too many redirects from ${path}`);
  }
}

const base = (slot = 0) => host.slots[slot]!.urls.reddit!;
const one = <T>(sql: string, ...params: unknown[]) => pristine.prepare(sql).get(...params) as T;

/** A submission of someone else with a body, not voted on by the default account. */
function otherPost() {
  return one<{ id: number; forum: string; title: string }>(
    `SELECT s.id, f.name AS forum, s.title FROM submissions s JOIN forums f ON f.id = s.forum_id
     WHERE s.user_id <> 1 AND s.body IS NOT NULL AND s.comment_count BETWEEN 2 AND 8
     AND NOT EXISTS (SELECT 1 FROM submission_votes v WHERE v.submission_id = s.id AND v.user_id = 1) ORDER BY s.id LIMIT 1`,
  );
}

describe('the forum database', () => {
  it('is byte-identical for the same seed and differs for another seed', () => {
    const build = (seed: number) => {
      const path = join(dataDir, `gen-${seed}-${Math.random()}.sqlite`);
      const db = new Database(path);
      forumDatabase.generate(db, seed);
      db.exec('VACUUM');
      db.close();
      return readFileSync(path);
    };
    const a = build(5);
    expect(build(5).equals(a)).toBe(true);
    expect(build(6).equals(a)).toBe(false);
  });

  it('holds forums, members, thousands of submissions and threaded comments, and the WebArena account’s history', () => {
    const count = (sql: string) => one<{ n: number }>(sql).n;
    expect(count('SELECT COUNT(*) AS n FROM forums')).toBeGreaterThanOrEqual(40);
    expect(count('SELECT COUNT(*) AS n FROM users')).toBeGreaterThanOrEqual(400);
    expect(count('SELECT COUNT(*) AS n FROM submissions')).toBeGreaterThanOrEqual(2000);
    expect(count('SELECT COUNT(*) AS n FROM comments WHERE parent_id IS NOT NULL')).toBeGreaterThan(1000);
    expect(count("SELECT COUNT(*) AS n FROM users WHERE username = 'MarvelsGrantMan136'")).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM submissions WHERE user_id = 1')).toBeGreaterThan(5);
    expect(count('SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = 1')).toBeGreaterThan(3);
    // Stored comment counts agree with the comments.
    expect(
      count(
        'SELECT COUNT(*) AS n FROM submissions s WHERE comment_count <> (SELECT COUNT(*) FROM comments c WHERE c.submission_id = s.id)',
      ),
    ).toBe(0);
  });
});

describe('the forum pages', () => {
  it('shows the front page with the subscribed forums first in the sidebar', async () => {
    const client = await new Client(base()).useSession();
    const page = await client.request('/');
    expect(page.text).toContain(
      '<aside class="sidebar" id="sidebar"><section class="sidebar__section sidebar-card">',
    );
    expect(page.text).toMatch(/<h1 class="sidebar__title">Subscribed forums<\/h1>[\s\S]*href="\/f\/books"/);
    expect(page.text).toContain('class="submission__inner"');
    expect(page.text).toContain('MarvelsGrantMan136');
  });

  it('sorts a forum by top score within a time range', async () => {
    const client = new Client(base());
    const forum = one<{ id: number }>("SELECT id FROM forums WHERE name = 'books'");
    const expected = pristine
      .prepare(
        `SELECT title FROM submissions WHERE forum_id = ? AND created_at >= ? ORDER BY upvotes - downvotes DESC, id DESC LIMIT 3`,
      )
      .all(forum.id, Date.UTC(2023, 3, 21, 12) / 1000 - 30 * 86400) as { title: string }[];
    const page = await client.request('/f/books/top?t=month');
    const titles = [...page.text.matchAll(/class="submission__link">([^<]+)</g)].map((m) => m[1]);
    expect(titles.slice(0, expected.length)).toEqual(expected.map((e) => e.title.replace(/'/g, '&#39;')));
    expect(page.text).toContain('Past month');
    const all = await client.request('/f/books/new');
    expect(all.text).toMatch(/rel="next">More</);
  });

  it('shows a submission with its comment thread, vote widgets and the comment form', async () => {
    const post = otherPost();
    const client = await new Client(base()).useSession();
    const page = await client.request(`/f/${post.forum}/${post.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('class="submission__body');
    expect(page.text).toMatch(/<div class="submission__vote"><form [^>]*class="vote"/);
    expect(page.text).toContain('class="comment__body');
    expect(page.text).toContain('Comment on this submission');
    expect((await client.request(`/f/not-${post.forum}/${post.id}`)).status).toBe(404);
  });

  it('lists forums by subscribers and alphabetically, profiles, settings and search', async () => {
    const client = await new Client(base()).useSession();
    const counts: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const list = await client.request(`/forums/by_subscribers?page=${page}`);
      counts.push(...[...list.text.matchAll(/(\d+) subscribers? &middot;/g)].map((m) => Number(m[1])));
      expect(list.text.includes('rel="next">More<')).toBe(page < 3);
    }
    expect(counts.length).toBeGreaterThanOrEqual(40);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect((await client.request('/forums/all')).text).toMatch(/<h2>A<\/h2>/);
    const profile = await client.request('/user/MarvelsGrantMan136');
    expect(profile.text).toContain('class="user-bio__biography"');
    expect(profile.text).toContain('Edit biography');
    expect((await client.request('/user/MarvelsGrantMan136/account')).text).toContain('Delete');
    expect((await client.request('/user/MarvelsGrantMan136/preferences')).text).toContain(
      'Default sort mode',
    );
    const post = otherPost();
    const search = await client.request(`/search?q=${encodeURIComponent(post.title)}`);
    const first = /class="submission__link">([^<]+)</.exec(search.text)?.[1];
    expect(first).toBe(post.title.replace(/'/g, '&#39;'));
    expect((await client.request('/no/such/page')).status).toBe(404);
  });
});

describe('WebArena-Lite’s forum locators', () => {
  it('find their elements on our pages (every selector of a __REDDIT__ program_html check)', async () => {
    const lite = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../../../shared/data/webarena-lite/test_webarena_lite.raw.json'),
        'utf8',
      ),
    ) as { sites: string[]; eval: { program_html: { locator: string }[] } }[];
    const selectors = new Set(
      lite
        .filter((t) => t.sites.includes('reddit'))
        .flatMap((t) => t.eval.program_html.map((c) => c.locator))
        .flatMap((locator) =>
          [...locator.matchAll(/querySelector(?:All)?\((['"])(.+?)\1\)/g)].map((m) => m[2]!),
        )
        .filter((selector) => !selector.startsWith('[')),
    );
    expect(selectors.size).toBeGreaterThanOrEqual(8);
    const client = await new Client(base()).useSession();
    const post = otherPost();
    await client.request('/create_forum', { 'forum[name]': 'LocatorCheck', 'forum[title]': 'LocatorCheck' });
    const pages = await Promise.all(
      ['/', `/f/${post.forum}/${post.id}`, '/user/MarvelsGrantMan136', '/f/LocatorCheck/edit'].map(
        async (path) => (await client.request(path)).text,
      ),
    );
    await host.slots[0]!.reset(['reddit']);
    // Each simple selector as the markup we write it: `div.x` → `<div class="x`, `#a > b` → `id="a"><b`.
    const markup = (selector: string): RegExp => {
      const part = (simple: string) => {
        const [, tag = '[a-z0-9]+', rest = ''] = /^([a-z0-9]*)(.*)$/.exec(simple)!;
        const id = /#([\w-]+)/.exec(rest)?.[1];
        const cls = /\.([\w-]+)/.exec(rest)?.[1];
        const attribute = id ? `id="${id}"` : cls ? `class="(?:[^"]* )?${cls}[ "]` : '';
        return `<${tag}\\b[^>]*${attribute}[^>]*>`;
      };
      return new RegExp(
        selector
          .split(/\s*>\s*/)
          .map(part)
          .join('\\s*<?'),
      );
    };
    for (const selector of selectors) {
      expect(
        pages.some((page) => markup(selector).test(page)),
        selector,
      ).toBe(true);
    }
  });
});

describe('logging in', () => {
  it('logs in through the form with WebArena’s account and refuses a wrong password', async () => {
    const client = new Client(base());
    const wrong = await client.request('/login_check', {
      _username: 'MarvelsGrantMan136',
      _password: 'nope',
    });
    expect(wrong.text).toContain('Invalid credentials.');
    const home = await client.request('/login_check', {
      _username: 'MarvelsGrantMan136',
      _password: 'test1234',
    });
    expect(home.text).toContain(
      'class="dropdown__toggle site-nav__link unbuttonize">MarvelsGrantMan136</button>',
    );
    const out = await client.request('/log_out', {});
    expect(out.text).toContain('>Log in</a>');
  });

  it('accepts the host’s session cookies as a logged-in member', async () => {
    const client = await new Client(base()).useSession();
    expect((await client.request('/submit')).text).toContain('Create submission');
    expect((await new Client(base()).request('/submit')).url).toMatch(/\/login$/);
  });
});

describe('changing the forum', () => {
  it('posts a submission and lands on its /f/<forum>/<id>/<slug> page', async () => {
    const client = await new Client(base(1)).useSession(1);
    const page = await client.request('/submit', {
      'submission[title]': 'Is a car necessary in NYC?',
      'submission[body]': 'Asking before I move.',
      'submission[url]': '',
      'submission[forum]': 'nyc',
    });
    expect(page.url).toMatch(/\/f\/nyc\/\d+\/is-a-car-necessary-in-nyc$/);
    const inner = /<div class="submission__inner">([\s\S]*?)<div class="submission__vote">/.exec(
      page.text,
    )![1]!;
    expect(inner).toContain('Is a car necessary in NYC?');
    expect(inner).toContain('Asking before I move.');
    expect(page.text).toContain('class="vote vote--user-upvoted"');
  });

  it('votes, changes and retracts a vote, keeping the score in step', async () => {
    const post = otherPost();
    const client = await new Client(base(1)).useSession(1);
    const path = `/f/${post.forum}/${post.id}`;
    const score = (text: string) =>
      Number(/class="vote__net-score">([^<]+)</.exec(text)![1]!.replace('\u2212', '-'));
    const before = score((await client.request(path)).text);
    const up = await client.request(`/sv/${post.id}`, { choice: '1' }, path);
    expect(up.url).toMatch(new RegExp(`${path}$`));
    expect(up.text).toContain('class="vote vote--user-upvoted"');
    expect(score(up.text)).toBe(before + 1);
    const down = await client.request(`/sv/${post.id}`, { choice: '-1' }, path);
    expect(down.text).toContain('class="vote vote--user-downvoted"');
    expect(score(down.text)).toBe(before - 1);
    const none = await client.request(`/sv/${post.id}`, { choice: '0' }, path);
    expect(none.text).toMatch(/class="vote" data-id/);
    expect(score(none.text)).toBe(before);
  });

  it('comments, replies under the comment, and deletes the account’s own comment', async () => {
    const post = otherPost();
    const client = await new Client(base(1)).useSession(1);
    const page = await client.request(`/f/${post.forum}/${post.id}`);
    const slugPath = /href="(\/f\/[^"]+\/\d+\/[^"/#]+)"/.exec(page.text)![1]!;
    const commented = await client.request(`${slugPath}/comment`, {
      'comment[comment]': 'First comment from the test.',
    });
    const commentId = /id="comment_(\d+)" data-level="1">[\s\S]*?First comment from the test\./.exec(
      commented.text,
    )![1]!;
    const replied = await client.request(`${slugPath}/comment/${commentId}`, {
      'comment[comment]': 'A reply to it.',
    });
    const thread = new RegExp(
      `id="comment_${commentId}"[\\s\\S]*?<div class="comment__replies">[\\s\\S]*?A reply to it\\.`,
    );
    expect(replied.text).toMatch(thread);
    const replyId = /id="comment_(\d+)" data-level="2">[\s\S]*?A reply to it\./.exec(replied.text)![1]!;
    const deleted = await client.request(`${slugPath}/comment/${replyId}/delete_own`, {});
    expect(deleted.text).not.toContain('A reply to it.');
    // A comment with replies is kept as "[deleted]"; this one has none left, so it disappears too.
    const gone = await client.request(`${slugPath}/comment/${commentId}/delete_own`, {});
    expect(gone.text).not.toContain(`id="comment_${commentId}"`);
  });

  it('edits the account’s own post, subscribes, changes the biography and creates a forum', async () => {
    const own = one<{ id: number; forum: string }>(
      'SELECT s.id, f.name AS forum FROM submissions s JOIN forums f ON f.id = s.forum_id WHERE s.user_id = 1 LIMIT 1',
    );
    const client = await new Client(base(1)).useSession(1);
    const page = await client.request(`/f/${own.forum}/${own.id}`);
    const editPath = /href="(\/f\/[^"]+\/edit)"/.exec(page.text)![1]!;
    const title = /<textarea id="submission_title"[^>]*>([^<]*)</.exec(
      (await client.request(editPath)).text,
    )![1]!;
    const edited = await client.request(editPath, {
      'submission[title]': title.replace(/&#39;/g, "'"),
      'submission[body]': 'New body line.',
      'submission[url]': '',
    });
    expect(/<div class="submission__body[^"]*">([\s\S]*?)<\/div>/.exec(edited.text)![1]).toBe(
      '<p>New body line.</p>',
    );

    await client.request('/f/MachineLearning/subscribe', {}, '/forums');
    expect(
      /<section class="sidebar__section sidebar-card">([\s\S]*?)<\/section>/.exec(
        (await client.request('/')).text,
      )![1],
    ).toContain('MachineLearning');

    const bio = await client.request('/user/MarvelsGrantMan136/edit_biography', {
      'user_biography[biography]': 'Seeking SDE positions',
    });
    expect(bio.text).toContain('<div class="user-bio__biography"><p>Seeking SDE positions</p></div>');

    await client.request('/create_forum', {
      'forum[name]': 'Cyberpunk',
      'forum[title]': 'Cyberpunk',
      'forum[description]': 'Welcome to the future',
      'forum[sidebar]': 'Games, Books',
    });
    const edit = await client.request('/f/Cyberpunk/edit');
    expect(edit.text).toMatch(/<textarea id="forum_description"[^>]*>Welcome to the future</);
    expect(edit.text).toMatch(/<textarea id="forum_sidebar"[^>]*>Games, Books</);
  });

  it('keeps one slot’s changes out of the other and drops them on reset', async () => {
    const client0 = await new Client(base(0)).useSession(0);
    const client1 = await new Client(base(1)).useSession(1);
    const posted = await client0.request('/submit', {
      'submission[title]': 'Only in slot zero',
      'submission[body]': '',
      'submission[url]': '',
      'submission[forum]': 'books',
    });
    expect(posted.url).toMatch(/\/f\/books\/\d+\//);
    expect((await client0.request('/f/books/new')).text).toContain('Only in slot zero');
    expect((await client1.request('/f/books/new')).text).not.toContain('Only in slot zero');
    await host.slots[0]!.reset(['reddit']);
    expect((await client0.request('/f/books/new')).text).not.toContain('Only in slot zero');
  });
});
