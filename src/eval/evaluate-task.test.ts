// The router: one evaluator per eval_types entry, in order, scores multiplied; in real Chromium on the
// fixture sites, with WebArena-Lite tasks.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser/index.js';
import { evaluateTask } from './evaluate-task.js';
import { type FixtureSites, startFixtureSites } from './fixture-sites.js';
import { liteTask, ScriptedJudge } from './lite-fixture.js';
import { RuleJudge } from './rule-judge.js';

let browser: Browser;
let sites: FixtureSites;
let page: Page;

beforeAll(async () => {
  [browser, sites] = await Promise.all([launchBrowser(), startFixtureSites()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});
beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
});

describe('evaluateTask', () => {
  it('task 133: url_match then program_html both pass, score 1 (VAB by default)', async () => {
    const postUrl = `${sites.urls.reddit}/f/nyc/12345/is-car-necessary-in-nyc`;
    await page.goto(postUrl);
    const result = await evaluateTask({
      task: liteTask(133, sites.urls),
      answer: null,
      page,
      siteUrls: sites.urls,
      judge: new ScriptedJudge(),
    });
    expect(result).toMatchObject({ taskId: 133, mode: 'vab', score: 1, answer: '', finalUrl: postUrl });
    expect(result.evaluators.map((e) => [e.type, e.score])).toEqual([
      ['url_match', 1],
      ['program_html', 1],
    ]);
  });

  it('task 133 on the wrong forum: every evaluator still runs and reports, and the scores multiply to 0', async () => {
    await page.goto(`${sites.urls.reddit}/f/funny/555/a-funny-picture`);
    const result = await evaluateTask({
      task: liteTask(133, sites.urls),
      answer: null,
      page,
      siteUrls: sites.urls,
      judge: new ScriptedJudge(),
    });
    expect(result.score).toBe(0);
    expect(result.evaluators.map((e) => [e.type, e.score])).toEqual([
      ['url_match', 0],
      ['program_html', 0],
    ]);
    expect(result.evaluators[1]!.checks[0]!.detail).toBe(
      '"is car necessary in NYC" not found (text match) in the selection "A funny picture from /f/pics"',
    );
  });

  it('runs evaluators in eval_types order: url_match after program_html sees the page it navigated to', async () => {
    await page.goto(`${sites.urls.reddit}/f/funny/555/a-funny-picture`);
    const task = liteTask(133, sites.urls);
    task.eval.eval_types = ['program_html', 'url_match'];
    task.eval.program_html[0]!.url = `${sites.urls.reddit}/f/nyc/12345/`;
    const result = await evaluateTask({
      task,
      answer: null,
      page,
      siteUrls: sites.urls,
      judge: new ScriptedJudge(),
    });
    expect(result.evaluators.map((e) => [e.type, e.score])).toEqual([
      ['program_html', 1],
      ['url_match', 1],
    ]);
  });

  it('task 45: string_match and url_match; a missing answer is scored as ""', async () => {
    const issueUrl = `${sites.urls.gitlab}/a11yproject/a11yproject.com/-/issues/719`;
    await page.goto(issueUrl);
    const input = { task: liteTask(45, sites.urls), page, siteUrls: sites.urls, judge: new ScriptedJudge() };
    expect((await evaluateTask({ ...input, answer: 'Yes' })).score).toBe(1);
    const noAnswer = await evaluateTask({ ...input, answer: null });
    expect(noAnswer.score).toBe(0);
    expect(noAnswer.evaluators.map((e) => [e.type, e.score])).toEqual([
      ['string_match', 0],
      ['url_match', 1],
    ]);
  });

  it('task 64 offline with the RuleJudge: must_include and the heuristic fuzzy match', async () => {
    await page.goto(`${sites.urls.map}/directions`);
    const input = {
      task: liteTask(64, sites.urls),
      page,
      siteUrls: sites.urls,
      judge: new RuleJudge(),
      mode: 'canonical' as const,
    };
    expect(
      (await evaluateTask({ ...input, answer: 'Acadia National Park, about 10h 33min by bike' })).score,
    ).toBe(1);
    expect((await evaluateTask({ ...input, answer: 'Acadia National Park, about 11 hours' })).score).toBe(0);
  });
});
