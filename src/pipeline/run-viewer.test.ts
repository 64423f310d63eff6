// The trajectory viewer end to end in headless Chromium: it lists every episode of the fixture runs,
// its filters narrow the list, an episode shows each step (screenshot, page in a sandboxed frame,
// raw output, parsed action, verdicts), and nothing from a trace runs as script.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser/index.js';
import { writeJsonAtomic } from '../core/index.js';
import { VabTraceWriter } from '../env/index.js';
import { handMade, pageAt } from '../eval/hand-made-trajectories.test-support.js';
import { filterEpisodes, startViewer, type Viewer } from '../report/index.js';
import { TINY_PNG, writeFixtureRuns } from './fixture-runs.test-support.js';
import { writeMiniwobFixtureRun } from './miniwob-fixture-run.test-support.js';
import { RunEpisodeSource } from './run-episode-source.js';

let parent: string;
let source: RunEpisodeSource;
let viewer: Viewer;
let browser: Browser;
let page: Page;
const dialogs: string[] = [];

/** A run whose one episode's page tries to run script in the viewer. */
function writeHostileRun(root: string): void {
  writeJsonAtomic(join(root, 'config.json'), { rl: { algorithm: 'awr', kl: false } });
  const trajectory = handMade(
    ['do(action="Click", element="0")', 'exit(message="<img src=x onerror=alert(1)>")'],
    {
      stopReason: 'exit',
      evaluatorScore: 0,
      taskId: 5,
    },
  );
  trajectory.steps[0]!.observation = {
    ...pageAt('http://shop/evil'),
    html: `<html><body><h1>Hostile page</h1><script>parent.document.title='pwned';alert('script')</script><img src="x" onerror="parent.document.title='pwned';alert('img')"></body></html>`,
  };
  trajectory.steps[0]!.screenshot = '../../../../etc/passwd';
  const rollouts = join(root, 'phase-01', 'rollouts');
  new VabTraceWriter(rollouts).write(trajectory, new Map([[0, TINY_PNG]]));
  // Screenshots that lie inside the folder by name only: a symlink out of it, and a folder.
  const linked = handMade(['exit(message="")'], { stopReason: 'exit', evaluatorScore: 0, taskId: 6 });
  linked.steps[0]!.screenshot = 'screenshots/6/0.png';
  new VabTraceWriter(rollouts).write(linked, new Map([[0, TINY_PNG]]));
  rmSync(join(rollouts, 'screenshots', '6', '0.png'));
  symlinkSync('/etc/passwd', join(rollouts, 'screenshots', '6', '0.png'));
  const folder = handMade(['exit(message="")'], { stopReason: 'exit', evaluatorScore: 0, taskId: 7 });
  folder.steps[0]!.screenshot = 'screenshots';
  new VabTraceWriter(rollouts).write(folder);
}

/** The status of a GET to the viewer with this Host header (a browser sends the name it resolved). */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'webrl-viewer-'));
  const runs = await writeFixtureRuns(parent);
  writeHostileRun(join(parent, 'hostile'));
  source = new RunEpisodeSource([...runs, join(parent, 'hostile')]);
  viewer = await startViewer({ source, port: 0 });
  browser = await launchBrowser();
  page = await browser.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});
afterAll(async () => {
  await browser?.close();
  await viewer?.close();
  rmSync(parent, { recursive: true, force: true });
});

const matchCount = async () => Number(await page.locator('#match-count').textContent());

describe('webrl view', () => {
  it('refuses a port that is taken with the fix, instead of crashing', async () => {
    const port = Number(new URL(viewer.url).port);
    await expect(startViewer({ source, port })).rejects.toThrow(
      `port ${port} on 127.0.0.1 is in use; pass --port <another> (0 picks a free one)`,
    );
  });

  it('refuses a host that is not an address of this machine with the fix', async () => {
    for (const host of ['10.255.255.1', 'nonexistent.invalid']) {
      await expect(startViewer({ source, port: 0, host })).rejects.toThrow(
        `host ${host} is not an address of this machine; pass --host 127.0.0.1`,
      );
    }
  });

  it('lists every episode of every phase and folder of the runs', async () => {
    await page.goto(viewer.url);
    // Per fixture run: 4 phases × 12 eval episodes + 3 phases × 8 rollouts; plus the hostile three.
    expect(await matchCount()).toBe(2 * (48 + 24) + 3);
    expect(await page.locator('#episodes tbody tr').count()).toBe(147);
    expect(await page.locator('select[name=algorithm] option').allTextContents()).toEqual([
      'any',
      'webrl',
      'filtered-bc',
      'awr w/o KL',
    ]);
  });

  it('narrows the list as filters are chosen (algorithm, phase, site, outcome, error type)', async () => {
    await page.goto(viewer.url);
    await Promise.all([
      page.waitForURL(/algorithm=filtered-bc/),
      page.selectOption('select[name=algorithm]', 'filtered-bc'),
    ]);
    expect(await matchCount()).toBe(72);
    await Promise.all([page.waitForURL(/phase=2/), page.selectOption('select[name=phase]', '2')]);
    await Promise.all([page.waitForURL(/success=no/), page.selectOption('select[name=success]', 'no')]);
    const expected = filterEpisodes(source.episodes(), {
      algorithm: 'filtered-bc',
      phase: '2',
      success: 'no',
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(await matchCount()).toBe(expected.length);
    await Promise.all([
      page.waitForURL(/error=stuck_midway/),
      page.selectOption('select[name=error]', 'stuck_midway'),
    ]);
    const stuck = expected.filter((e) => e.errorType === 'stuck_midway').length;
    expect(await matchCount()).toBe(stuck);
    const errorCells = await page.locator('#episodes tbody tr td:last-child').allTextContents();
    expect(errorCells.length).toBe(stuck);
    expect(new Set(errorCells)).toEqual(new Set(stuck > 0 ? ['Get stuck midway'] : []));
    await Promise.all([page.waitForURL(/site=reddit/), page.selectOption('select[name=site]', 'reddit')]);
    expect(await page.locator('#episodes tbody tr td:nth-child(6)').allTextContents()).toEqual(
      Array(await matchCount()).fill('reddit'),
    );
  });

  it('shows each step: screenshot, the page in a sandboxed frame, raw output, parsed action and the verdicts', async () => {
    const episode = source
      .episodes()
      .find((e) => e.run === 'webrl-fixture' && e.kind === 'eval' && e.errorType === 'fail_to_recover')!;
    await page.goto(`${viewer.url}/episode?id=${encodeURIComponent(episode.id)}`);
    expect(await page.locator('section.step:not(.final)').count()).toBe(episode.steps);
    const frame = page.locator('section.step').first().locator('iframe.page');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.contentFrame().locator('h1').textContent()).toContain('One Stop Market');
    // The element the step clicked (id 4) is outlined; ids show as the agent reads them.
    const clicked = frame.contentFrame().locator('[id="4"]');
    expect(await clicked.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    expect(await clicked.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"[4] "');
    // Every step of this episode has its screenshot; the page it stopped at has none, and says why.
    expect(await page.locator('section.step:not(.final) img.screenshot').count()).toBe(episode.steps);
    expect(await page.locator('section.step.final p.note').first().textContent()).toBe(
      'screenshots are taken of the pages the agent acted on, not of the page it stopped at',
    );
    const img = page.locator('section.step img.screenshot').first();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
    expect(await page.locator('pre.response').last().textContent()).toBe(
      '<script>alert("trace")</script> click the help link',
    );
    expect(await page.locator('pre.action').first().textContent()).toContain('"action":"Click"');
    expect(await page.locator('dd.evaluator').textContent()).toContain('0.00');
    expect(await page.locator('dd.error-type').textContent()).toMatch(/^fail_to_recover — /);
    expect(dialogs).toEqual([]);
  });

  it('runs no script from a trace and serves no file outside the episode folder', async () => {
    const episode = source.episodes().find((e) => e.run === 'hostile')!;
    await page.goto(`${viewer.url}/episode?id=${encodeURIComponent(episode.id)}`);
    expect(await page.locator('iframe.page').first().contentFrame().locator('h1').textContent()).toBe(
      'Hostile page',
    );
    await page.waitForTimeout(300);
    expect(await page.title()).toBe('webrl viewer — task 5');
    expect(dialogs).toEqual([]);
    expect(await page.locator('dd').filter({ hasText: 'onerror' }).locator('code').textContent()).toBe(
      '<img src=x onerror=alert(1)>',
    );
    const shot = await page.request.get(
      `${viewer.url}/screenshot?id=${encodeURIComponent(episode.id)}&step=0`,
    );
    expect(shot.status()).toBe(404);
    const screenshot = (taskId: number, step: string) => {
      const id = source.episodes().find((e) => e.run === 'hostile' && e.taskId === taskId)!.id;
      return page.request.get(`${viewer.url}/screenshot?id=${encodeURIComponent(id)}&step=${step}`);
    };
    expect((await screenshot(6, '0')).status()).toBe(404);
    expect((await screenshot(7, '0')).status()).toBe(404);
    // Step 0 of episode 5 exists on disk, but "" and "0x0" are no step numbers.
    expect((await screenshot(5, '')).status()).toBe(404);
    expect((await screenshot(5, '0x0')).status()).toBe(404);
    expect((await page.request.get(`${viewer.url}/episode?id=nope`)).status()).toBe(404);
    expect((await page.request.post(`${viewer.url}/`)).status()).toBe(405);
  });

  it('answers requests to its own address only, refusing another name (DNS rebinding)', async () => {
    const port = new URL(viewer.url).port;
    expect(await statusWithHost(`${viewer.url}/`, `127.0.0.1:${port}`)).toBe(200);
    expect(await statusWithHost(`${viewer.url}/`, `localhost:${port}`)).toBe(200);
    expect(await statusWithHost(`${viewer.url}/`, `evil.example:${port}`)).toBe(403);
    expect(await statusWithHost(`${viewer.url}/`, 'evil.example')).toBe(403);
  });
});

describe('webrl view of a MiniWoB++ run', () => {
  let miniwob: RunEpisodeSource;
  let miniwobViewer: Viewer;
  beforeAll(async () => {
    miniwob = new RunEpisodeSource([writeMiniwobFixtureRun(parent)]);
    miniwobViewer = await startViewer({ source: miniwob, port: 0 });
  });
  afterAll(async () => {
    await miniwobViewer?.close();
  });

  it('names each episode by its task page and seed, from the eval summary, the phase’s tasks or the page URL', () => {
    const named = (kind: string, phase: number) =>
      miniwob
        .episodes()
        .filter((e) => e.kind === kind && e.phase === phase)
        .map((e) => [e.taskId, e.taskPage?.name, e.taskPage?.seed]);
    expect(named('eval', 1)).toEqual([
      [0, 'click-button', 1_000_000],
      [1, 'click-button', 1_000_001],
      [2, 'click-button', 1_000_002],
      [3, 'enter-text', 1_000_000],
      [4, 'enter-text', 1_000_001],
      [5, 'enter-text', 1_000_002],
    ]);
    expect(named('rollouts', 1)).toEqual([
      [10, 'enter-text', 4242],
      [11, 'click-button', 4343],
    ]);
    // Phase 0's seed rollouts have no tasks file: the page comes from the URL the agent acted on.
    expect(named('train-rollouts', 0)).toEqual([
      [0, 'click-button', undefined],
      [1, 'enter-text', undefined],
    ]);
  });

  it('lists the page name and seed in the task column, and heads the episode page with them', async () => {
    await page.goto(`${miniwobViewer.url}/?phase=1&kind=rollouts`);
    expect(await page.locator('#episodes tbody tr td:nth-child(5)').allTextContents()).toEqual([
      'enter-text seed 4242',
      'click-button seed 4343',
    ]);
    await page.goto(`${miniwobViewer.url}/?phase=0&kind=train-rollouts`);
    expect(await page.locator('#episodes tbody tr td:nth-child(5)').allTextContents()).toEqual([
      'click-button',
      'enter-text',
    ]);
    const episode = miniwob.episodes().find((e) => e.kind === 'eval' && e.phase === 0 && e.taskId === 4)!;
    await page.goto(`${miniwobViewer.url}/episode?id=${encodeURIComponent(episode.id)}`);
    expect(await page.title()).toBe('webrl viewer — enter-text seed 1000001');
    expect(await page.locator('p.note').first().textContent()).toContain('enter-text seed 1000001 (task 4)');
  });

  it('says the page ended an episode that it ended with a wrong click, read back from the trace', async () => {
    const episode = miniwob.episodes().find((e) => e.kind === 'eval' && e.phase === 0 && e.taskId === 3)!;
    await page.goto(`${miniwobViewer.url}/episode?id=${encodeURIComponent(episode.id)}`);
    expect(await page.locator('dd.error-type').textContent()).toBe(
      'stop_at_wrong_page — the page ended the episode with raw reward -1 (wrong answer) after 1 effective action',
    );
  });
});
