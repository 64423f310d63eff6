// Screenshots of `webrl report` and `webrl view` for the README, into docs/screenshots/. The report
// and the episode list show two synthetic fixture runs (the test data of src/pipeline, not results);
// the episode page shows a real evaluation folder when one is given:
//   webrl eval --policy oracle --tasks builtin:test:reddit --limit 4 --out /tmp/oracle-eval
//   npx tsx scripts/report-screenshots.ts /tmp/oracle-eval
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../src/browser/index.js';
import { writeFixtureRuns } from '../src/pipeline/fixture-runs.test-support.js';
import { collectReportData, RunEpisodeSource } from '../src/pipeline/index.js';
import { renderReport, startViewer } from '../src/report/index.js';

const OUT = resolve(import.meta.dirname, '../docs/screenshots');
const evalFolder = process.argv[2];

const parent = mkdtempSync(join(tmpdir(), 'webrl-shots-'));
const browser = await launchBrowser();
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  // Steps of the fixture episodes get real screenshots: their simplified HTML rendered by Chromium.
  const renderer = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const runs = await writeFixtureRuns(parent, {
    screenshot: async (html) => {
      await renderer.setContent(html);
      return renderer.screenshot({ type: 'png' });
    },
  });
  const reportFile = join(parent, 'report.html');
  writeFileSync(reportFile, renderReport(collectReportData(runs)));
  await page.goto(`file://${reportFile}`);
  await page.screenshot({
    path: join(OUT, 'report.png'),
    clip: { x: 0, y: 0, width: 1400, height: 1900 },
    fullPage: true,
  });

  const viewer = await startViewer({
    source: new RunEpisodeSource([...runs, ...(evalFolder ? [evalFolder] : [])]),
    port: 0,
  });
  try {
    await page.goto(`${viewer.url}/?kind=eval&phase=3&success=no`);
    await page.screenshot({ path: join(OUT, 'viewer.png') });
    const episodeLink = evalFolder ? `${viewer.url}/?algorithm=oracle` : `${viewer.url}/?kind=eval&phase=3`;
    await page.goto(episodeLink);
    await page.click('#episodes tbody tr:last-child td.intent a');
    await page.screenshot({ path: join(OUT, 'viewer-episode.png') });
  } finally {
    await viewer.close();
  }
  console.log(`wrote report.png, viewer.png and viewer-episode.png to ${OUT}`);
} finally {
  await browser.close();
  rmSync(parent, { recursive: true, force: true });
}
