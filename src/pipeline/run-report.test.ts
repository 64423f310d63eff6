// The report end to end: fixture runs → collectReportData → renderReport → one HTML file that
// Chromium opens offline, with its tables and SVG charts drawn and links into the viewer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser/index.js';
import { ConfigError } from '../core/index.js';
import { renderReport } from '../report/index.js';
import { collectReportData } from './collect-report-data.js';
import { writeFixtureRuns } from './fixture-runs.test-support.js';
import { writeMiniwobFixtureRun } from './miniwob-fixture-run.test-support.js';

let parent: string;
let runs: string[];
let miniwobRun: string;
let browser: Browser;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'webrl-report-'));
  runs = await writeFixtureRuns(parent);
  miniwobRun = writeMiniwobFixtureRun(parent);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('collectReportData', () => {
  it('gathers each run’s algorithm, evaluations, curves, ORM accuracy, replay window and stage times', () => {
    const data = collectReportData(runs);
    const [webrl, bc] = data.runs;
    expect([webrl!.algorithm, bc!.algorithm]).toEqual(['webrl', 'filtered-bc']);
    expect(webrl!.evals.map((e) => e.phase)).toEqual([0, 1, 2, 3]);
    expect(webrl!.evals[0]!.table.average.total).toBe(12);
    expect(webrl!.curves.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'rl/actor_loss',
        'rl/kl',
        'rl/critic_loss',
        'critic/calibration_error',
        'orm/accuracy',
      ]),
    );
    expect(webrl!.curves.some((c) => c.name.startsWith('time/') || c.name === 'eval/success')).toBe(false);
    const loss = webrl!.curves.find((c) => c.name === 'rl/actor_loss')!;
    expect(loss.points.slice(0, 2).map((p) => p.x)).toEqual([1, 1.1]);
    expect(webrl!.orm.map((o) => [o.phase, o.episodes])).toEqual([
      [1, 8],
      [2, 8],
      [3, 8],
    ]);
    expect(webrl!.replay.map((r) => r.candidates)).toEqual([30, 40, 50]);
    expect(new Set(webrl!.stageTimes.map((t) => t.stage))).toEqual(
      new Set(['sft', 'eval', 'tasks', 'rollouts', 'process', 'critic', 'actor']),
    );
    expect(webrl!.folders.filter((f) => f.kind === 'eval').map((f) => f.episodes)).toEqual([12, 12, 12, 12]);
    expect(webrl!.rolloutErrors[0]!.counts.episodes).toBe(8);
  });

  it('refuses a folder that is not a run, saying what a run directory holds', () => {
    expect(() => collectReportData([parent])).toThrow(ConfigError);
    expect(() => collectReportData([join(parent, 'nope')])).toThrow(/does not exist/);
  });
});

describe('renderReport in Chromium', () => {
  it('opens offline, draws the success and training charts and fills Table 1', async () => {
    const file = join(parent, 'report.html');
    writeFileSync(file, renderReport(collectReportData(runs, { viewerUrl: 'http://127.0.0.1:9999' })));
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`file://${file}`);
    expect(requests).toEqual([`file://${file}`]);

    const successCharts = page.locator('#success-curves svg.chart:not(.empty)');
    expect(await successCharts.count()).toBe(4); // average, CMS, OSS, Reddit
    expect(await page.locator('#success-curves svg.chart').first().getAttribute('aria-label')).toBe(
      'Average (all tasks)',
    );
    expect(await page.locator('#success-curves svg.chart').first().locator('path.series').count()).toBe(2);
    expect(await page.locator('#curves svg.chart path.series').count()).toBeGreaterThanOrEqual(10);
    const box = await page.locator('#curves path.series').first().boundingBox();
    expect(box!.width).toBeGreaterThan(100);

    expect(await page.locator('table.table1 tbody tr').count()).toBe(8);
    const header = await page.locator('table.table1 thead th').allTextContents();
    expect(header).toEqual(
      expect.arrayContaining(['Reddit/forum', 'GitLab/code host', 'CMS/admin', 'Map', 'OSS/shop', 'Avg SR']),
    );
    expect(await page.locator('#analyses table').count()).toBe(7);
    const templateKinds = page.locator('#analyses h3:has-text("test-only templates") + table');
    expect(await templateKinds.locator('thead th').allTextContents()).toEqual(
      expect.arrayContaining(['training templates% success', 'test-only templates% success']),
    );
    expect(await page.locator('#time svg.chart rect.bar').count()).toBeGreaterThan(10);
    const link = await page.locator('#table1 a.viewer').first().getAttribute('href');
    expect(link).toBe('http://127.0.0.1:9999/?run=webrl-fixture&phase=0&kind=eval');
    await page.close();
  });
});

describe('the report of a MiniWoB++ run', () => {
  it('gathers success per task page from summary.json, and from the per-page metrics where a phase has none', () => {
    const [run] = collectReportData([miniwobRun]).runs;
    expect(run!.evals.map((e) => e.phase)).toEqual([0, 1, 2]);
    const byTask = (phase: number) =>
      run!.evals[phase]!.byTask?.map((c) => [c.label, c.successes, c.total, c.rate]);
    expect(byTask(0)).toEqual([
      ['click-button', 1, 3, 1 / 3],
      ['enter-text', 0, 3, 0],
    ]);
    expect(byTask(1)).toEqual([
      ['click-button', 3, 3, 1],
      ['enter-text', 0, 3, 0],
    ]);
    // Phase 2 was recorded by metrics alone: rates without counts, and the average stays the average.
    expect(byTask(2)).toEqual([
      ['click-button', 0, 0, 2 / 3],
      ['enter-text', 0, 0, 1 / 3],
    ]);
    expect(run!.evals[2]!.table.average.rate).toBe(0.5);
  });

  it('shows a table of success per task page and leaves out the site columns without tasks', async () => {
    const file = join(parent, 'miniwob-report.html');
    writeFileSync(file, renderReport(collectReportData([miniwobRun])));
    const page = await browser.newPage();
    await page.goto(`file://${file}`);
    const table1 = await page.locator('table.table1 thead th').allTextContents();
    expect(table1).not.toEqual(expect.arrayContaining(['Reddit/forum']));
    expect(table1).not.toEqual(expect.arrayContaining(['Map']));
    expect(table1).toContain('Avg SR');
    const perTask = page.locator('#per-task table');
    expect(await perTask.locator('thead th').allTextContents()).toEqual(
      expect.arrayContaining(['click-button% success', 'enter-text% success']),
    );
    const rows = await perTask.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(3);
    expect(await perTask.locator('tbody tr').nth(1).locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['1', '100.0', '0.0', '50.0']),
    );
    expect(await page.locator('#success-curves svg.chart[aria-label="click-button"]').count()).toBe(1);
    await page.close();
  });

  it('keeps a built-in run’s report without a per-task table', () => {
    const html = renderReport(collectReportData(runs));
    expect(html).not.toContain('id="per-task"');
  });
});
