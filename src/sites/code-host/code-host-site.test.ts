import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteHost, startSiteHost } from '../host/site-host.js';
import { codeHostSite } from './code-host-site.js';
import { codeHostDatabase } from './data/code-host-database.js';
import { SiteClient, textOf } from './site-client.test-support.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-code-host-'));
let host: SiteHost;
let pristine: Database.Database;

beforeAll(async () => {
  host = await startSiteHost({ sites: [codeHostSite], slots: 2, dataDir, thread: 'main' });
  pristine = new Database(host.pristinePath('gitlab'), { readonly: true });
});
afterAll(async () => {
  pristine.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const A11Y = '/a11yproject/a11yproject.com';
const client = (slot = 0) => new SiteClient(host.slots[slot]!.urls.gitlab!).useSession(host, slot);
const count = (sql: string, ...params: unknown[]) =>
  (pristine.prepare(sql).get(...params) as { n: number }).n;

describe('the code host database', () => {
  it('is byte-identical for the same seed and differs for another seed', () => {
    const build = (seed: number) => {
      const path = join(dataDir, `gen-${seed}-${Math.random()}.sqlite`);
      const db = new Database(path);
      codeHostDatabase.generate(db, seed);
      db.exec('VACUUM');
      db.close();
      return readFileSync(path);
    };
    const a = build(5);
    expect(build(5).equals(a)).toBe(true);
    expect(build(6).equals(a)).toBe(false);
  });

  it('holds about 60 projects with repositories, history, issues, merge requests and members', () => {
    expect(count('SELECT count(*) AS n FROM projects')).toBe(60);
    expect(count('SELECT count(*) AS n FROM groups')).toBeGreaterThanOrEqual(10);
    expect(count('SELECT count(DISTINCT project_id) AS n FROM files')).toBe(60);
    expect(count('SELECT count(*) AS n FROM commits')).toBeGreaterThan(2000);
    expect(count("SELECT count(*) AS n FROM issues WHERE state = 'closed'")).toBeGreaterThan(100);
    expect(count("SELECT count(*) AS n FROM merge_requests WHERE state = 'merged'")).toBeGreaterThan(50);
    expect(count('SELECT count(DISTINCT access_level) AS n FROM project_members')).toBe(5);
    expect(
      count(
        "SELECT count(*) AS n FROM users WHERE username IN ('byteblaze', 'vinta', 'lahwaacz', 'abisubramanya27')",
      ),
    ).toBe(4);
    expect(
      count(
        "SELECT count(*) AS n FROM issues WHERE title = '404s, bad host, timeouts, bad urls for URLs linked from website'",
      ),
    ).toBe(1);
  });
});

describe('the code host pages', () => {
  it('signs in through GitLab’s form and rejects a wrong password', async () => {
    const visitor = new SiteClient(host.slots[0]!.urls.gitlab!);
    expect((await visitor.request('/dashboard/projects')).url).toMatch(/\/users\/sign_in$/);
    const form = await visitor.request('/users/sign_in');
    for (const id of ['username-field', 'password-field', 'sign-in-button'])
      expect(form.text).toContain(`data-testid="${id}"`);
    expect(
      (await visitor.request('/users/sign_in', { 'user[login]': 'byteblaze', 'user[password]': 'nope' }))
        .text,
    ).toContain('Invalid login or password.');
    const home = await visitor.request('/users/sign_in', {
      'user[login]': 'byteblaze',
      'user[password]': 'hello1234',
    });
    expect(home.text).toContain('title="Byte Blaze"');
    expect(home.text).toContain('a11yproject.com');
  });

  it('lists your projects, starred projects and explore with name filter and star sort', async () => {
    const me = await client();
    const yours = await me.request('/dashboard/projects');
    expect(textOf(yours.text)).toContain('Yours 19');
    expect(textOf(yours.text)).toContain('Starred 3');
    const explore = textOf((await me.request('/explore?sort=stars_desc')).text);
    expect(explore.indexOf('AndroidSlidingUpPanel')).toBeLessThan(explore.indexOf('create-react-app'));
    const filtered = textOf((await me.request('/explore?name=gan')).text);
    expect(filtered).toContain('PyTorch-GAN');
    expect(filtered).not.toContain('ffmpeg-python');
  });

  it('shows a project with its README, star count, SSH clone URL, files and languages', async () => {
    const page = (await (await client()).request('/eriklindernoren/PyTorch-GAN')).text;
    expect(page).toContain('ssh://git@localhost:2222/eriklindernoren/PyTorch-GAN.git');
    expect(page).toContain('title="Starrers">41</a>');
    expect(page).toMatch(/<span class="visibility-icon" title="Public - /);
    expect(page).toContain(
      'itemprop="description"><p>PyTorch implementations of Generative Adversarial Networks.</p>',
    );
    expect(page).toContain('<h1>PyTorch-GAN</h1>');
    expect(textOf(page)).toContain('setup.py');
  });

  it('browses the repository: tree, file, raw file, commits by author, a commit, branches, contributors', async () => {
    const me = await client();
    const setup = pristine
      .prepare(
        "SELECT content FROM files f JOIN projects p ON p.id = f.project_id WHERE p.path = 'ffmpeg-python' AND f.path = 'setup.py'",
      )
      .get() as { content: string };
    expect((await me.request('/kkroening/ffmpeg-python/-/raw/main/setup.py')).text).toBe(setup.content);
    const blob = await me.request('/kkroening/ffmpeg-python/-/blob/main/setup.py');
    expect(textOf(blob.text)).toContain('name="ffmpeg-python"');
    const folder = (
      pristine
        .prepare(
          "SELECT substr(f.path, 1, instr(f.path, '/') - 1) AS f FROM files f JOIN projects p ON p.id = f.project_id WHERE p.path = 'ffmpeg-python' AND f.path LIKE '%/%'",
        )
        .get() as { f: string }
    ).f;
    expect((await me.request(`/kkroening/ffmpeg-python/-/tree/main/${folder}`)).status).toBe(200);
    const author = pristine
      .prepare(
        "SELECT author_name AS a, count(*) AS n FROM commits c JOIN projects p ON p.id = c.project_id WHERE p.path = 'ffmpeg-python' AND branch = 'main' GROUP BY author_email ORDER BY n DESC",
      )
      .get() as { a: string; n: number };
    const commits = textOf(
      (
        await me.request(
          `/kkroening/ffmpeg-python/-/commits/main?${new URLSearchParams({ author: author.a })}`,
        )
      ).text,
    );
    expect(commits).toContain(`${author.n} commits by ${author.a}`);
    const contributors = textOf((await me.request('/kkroening/ffmpeg-python/-/graphs/main')).text);
    expect(contributors).toContain(`${author.a}`);
    const branch = pristine
      .prepare(
        "SELECT b.name, b.commit_sha FROM branches b JOIN projects p ON p.id = b.project_id WHERE p.path = 'ffmpeg-python' AND b.name LIKE '%/%'",
      )
      .get() as { name: string; commit_sha: string };
    expect((await me.request(`/kkroening/ffmpeg-python/-/tree/${branch.name}`)).status).toBe(200);
    expect(textOf((await me.request('/kkroening/ffmpeg-python/-/branches')).text)).toContain(branch.name);
    expect((await me.request(`/kkroening/ffmpeg-python/-/commit/${branch.commit_sha}`)).text).toContain(
      branch.commit_sha,
    );
  });

  it('filters issues by label, assignee, milestone and state with counts that match the data', async () => {
    const me = await client();
    const project = (
      pristine.prepare("SELECT id FROM projects WHERE path = 'a11yproject.com'").get() as { id: number }
    ).id;
    const bugs = count(
      "SELECT count(*) AS n FROM issues i JOIN issue_labels il ON il.issue_id = i.id JOIN labels l ON l.id = il.label_id WHERE i.project_id = ? AND l.title = 'bug' AND i.state = 'opened'",
      project,
    );
    const page = textOf((await me.request(`${A11Y}/-/issues?label_name%5B%5D=bug`)).text);
    expect(page).toContain(`Open ${bugs}`);
    const closed = count(
      "SELECT count(*) AS n FROM issues WHERE project_id = ? AND state = 'closed'",
      project,
    );
    expect(textOf((await me.request(`${A11Y}/-/issues?state=closed`)).text)).toContain(`Closed ${closed}`);
    const mine = count(
      "SELECT count(*) AS n FROM issues i JOIN issue_assignees a ON a.issue_id = i.id WHERE i.project_id = ? AND a.user_id = 1 AND i.state = 'opened'",
      project,
    );
    expect(textOf((await me.request(`${A11Y}/-/issues?assignee_username=byteblaze`)).text)).toContain(
      `Open ${mine}`,
    );
    const found = textOf((await me.request(`${A11Y}/-/issues?search=404s%2C+bad+host`)).text);
    expect(found).toContain('404s, bad host, timeouts, bad urls for URLs linked from website');
    expect(found).toContain('Open 1');
  });

  it('renders issue and merge request pages with the markup WebArena’s locators read', async () => {
    const me = await client();
    const issue = (await me.request(`${A11Y}/-/issues/1`)).text;
    expect(issue).toContain('data-qa-selector="title_content"');
    expect(issue).toContain('id="notes-list"');
    expect(issue).toContain('data-testid="sidebar-due-date"');
    expect(issue).toMatch(/class="block assignee"/);
    const mr = pristine
      .prepare(
        "SELECT m.iid, m.source_branch, m.target_branch FROM merge_requests m JOIN projects p ON p.id = m.project_id WHERE p.path = 'a11yproject.com' ORDER BY m.iid LIMIT 1",
      )
      .get() as { iid: number; source_branch: string; target_branch: string };
    const page = (await me.request(`${A11Y}/-/merge_requests/${mr.iid}`)).text;
    const description = /<div class="detail-page-description">([\s\S]*?)<\/div>/.exec(page)![1]!;
    const branches = [...description.matchAll(/<a class="gl-font-monospace"[^>]*>([^<]+)<\/a>/g)].map(
      (m) => m[1],
    );
    expect(branches).toEqual([mr.source_branch, mr.target_branch]);
    expect(page).toMatch(/class="block reviewer"/);
  });

  it('renders one account sub-label and one role span per member row, as gitlab_get_project_memeber_role reads them', async () => {
    const page = (await (await client()).request(`${A11Y}/-/project_members`)).text;
    const rows = [...page.matchAll(/<tr data-testid="members-table-row-\d+">([\s\S]*?)<\/tr>/g)].map(
      (m) => m[1]!,
    );
    expect(rows.length).toBe(
      count(
        "SELECT count(*) AS n FROM project_members m JOIN projects p ON p.id = m.project_id WHERE p.path = 'a11yproject.com'",
      ),
    );
    for (const row of rows) {
      expect(
        row.match(/<td data-label="Account">[\s\S]*?class="gl-avatar-labeled-sublabel">@[\w.-]+<\/span>/g),
      ).toHaveLength(1);
      const role = /<td class="col-max-role" data-label="Max role">([\s\S]*?)<\/td>/.exec(row)![1]!;
      expect(role.match(/<span/g)).toHaveLength(1);
    }
    expect(page).toContain('id="invite-members-modal"');
  });

  it('shows profiles with status, website and following, and the to-do list', async () => {
    const me = await client();
    const profile = await me.request('/byteblaze');
    expect(profile.text).toContain('class="user-profile"');
    expect(textOf(profile.text)).toContain('@byteblaze');
    expect(textOf((await me.request('/users/byteblaze/following')).text)).toContain('@ericwbailey');
    expect(textOf((await me.request('/users/byteblaze/starred')).text)).toContain(
      'The A11Y Project / a11yproject.com',
    );
    const pending = count("SELECT count(*) AS n FROM todos WHERE user_id = 1 AND state = 'pending'");
    expect(textOf((await me.request('/dashboard/todos')).text)).toContain(`To Do ${pending}`);
    expect(textOf((await me.request('/a11yproject')).text)).toContain('checklist-data');
    expect((await me.request('/no-such-user/no-such-project')).status).toBe(404);
  });
});

describe('changes on the code host', () => {
  it('keeps a comment in its slot and drops it on reset', async () => {
    const [a, b] = [await client(0), await client(1)];
    await a.request(`${A11Y}/-/issues/2/notes`, { note: 'Only in slot zero' });
    expect((await a.request(`${A11Y}/-/issues/2`)).text).toContain('Only in slot zero');
    expect((await b.request(`${A11Y}/-/issues/2`)).text).not.toContain('Only in slot zero');
    await host.slots[0]!.reset(['gitlab']);
    expect((await a.request(`${A11Y}/-/issues/2`)).text).not.toContain('Only in slot zero');
  });

  it('creates, labels, assigns and closes issues', async () => {
    const me = await client(1);
    const created = await me.request(`${A11Y}/-/issues`, {
      title: '404 for many URLs',
      description: 'See the link checker.',
      label: 'bug',
      assignee: 'byteblaze',
      due_date: '2030-1-3',
    });
    expect(created.url).toMatch(/\/-\/issues\/\d+$/);
    const page = textOf(created.text);
    for (const text of ['404 for many URLs', 'Jan 3, 2030', 'Byte Blaze @byteblaze', 'bug'])
      expect(page).toContain(text);
    const closed = await me.request(`${created.url}/close`, {});
    expect(closed.text).toContain('data-testid="issue-state-badge">Closed</span>');
    const reopened = await me.request(`${created.url}/reopen`, {});
    expect(reopened.text).toContain('data-testid="issue-state-badge">Open</span>');
    const labelled = await me.request(`${created.url}/labels`, { label: 'documentation' });
    expect(
      textOf(/<div class="block labels">([\s\S]*?)<div class="block participants">/.exec(labelled.text)![1]!),
    ).toContain('documentation');
    await host.slots[1]!.reset(['gitlab']);
  });

  it('invites a member with a role and changes the role', async () => {
    const me = await client(1);
    const invited = await me.request('/byteblaze/dotfiles/-/project_members', {
      user: 'Vinta Chen',
      access_level: '10',
    });
    expect(invited.text).toContain('Members were successfully added.');
    const row = (text: string) =>
      /members-table-row-\d+">(?:(?!<\/tr>)[\s\S])*@vinta<\/span>(?:(?!<\/tr>)[\s\S])*<\/tr>/.exec(text)![0];
    expect(row(invited.text)).toContain('<span class="gl-new-dropdown-button-text">Guest</span>');
    const id = (pristine.prepare("SELECT id FROM users WHERE username = 'vinta'").get() as { id: number }).id;
    const changed = await me.request(`/byteblaze/dotfiles/-/project_members/${id}`, { access_level: '40' });
    expect(row(changed.text)).toContain('<span class="gl-new-dropdown-button-text">Maintainer</span>');
    expect(
      (await me.request('/byteblaze/dotfiles/-/project_members', { user: 'vinta', access_level: '20' })).text,
    ).toContain('Member already exists');
    await host.slots[1]!.reset(['gitlab']);
  });

  it('stars a project, edits its description and visibility, sets a status and follows someone', async () => {
    const me = await client(1);
    const starred = await me.request('/koush/ion/toggle_star', {});
    expect(starred.text).toContain('title="Starrers">18</a>');
    expect(textOf((await me.request('/users/byteblaze/starred')).text)).toContain('Koushik Dutta / ion');
    await me.request('/byteblaze/timeit/-/edit', {
      name: 'timeit',
      description: 'A tiny timer.',
      topics: '',
    });
    await me.request('/byteblaze/timeit/-/edit', { visibility: 'private' });
    const project = (await me.request('/byteblaze/timeit')).text;
    expect(project).toContain('itemprop="description"><p>A tiny timer.</p>');
    expect(project).toMatch(/<span class="visibility-icon" title="Private - /);
    await me.request('/-/profile/status', { emoji: 'coffee', message: 'Enjoying life' });
    expect((await me.request('/byteblaze')).text).toMatch(
      /<div class="cover-status"><gl-emoji [^>]*>[^<]*<\/gl-emoji>Enjoying life<\/div>/,
    );
    await me.request('/users/lahwaacz/follow', {});
    expect(textOf((await me.request('/users/byteblaze/following')).text)).toContain('@lahwaacz');
    await host.slots[1]!.reset(['gitlab']);
  });
});
