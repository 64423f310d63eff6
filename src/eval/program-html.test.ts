// program_html in both modes, in real Chromium, on fixture pages that carry the markup WebArena-Lite's
// own locators read. Each test takes a Lite task's checks as they are in the file.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser/index.js';
import type { TaskConfig } from '../core/index.js';
import { builtinHelpers } from './builtin-helpers.js';
import type { EvalMode, EvaluationContext } from './evaluation.js';
import { EvaluationError } from './evaluation-error.js';
import { type FixtureSites, startFixtureSites } from './fixture-sites.js';
import { liteTask, ScriptedJudge } from './lite-fixture.js';
import { evaluateProgramHtml } from './program-html.js';
import { nltkWordTokenize } from './word-tokenize.js';

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

function context(
  task: TaskConfig,
  mode: EvalMode = 'vab',
  overrides: Partial<EvaluationContext> = {},
): EvaluationContext {
  return {
    task,
    answer: '',
    page,
    siteUrls: sites.urls,
    judge: new ScriptedJudge(),
    helpers: builtinHelpers(),
    mode,
    tokenize: nltkWordTokenize,
    fetch,
    settle: async () => {},
    ...overrides,
  };
}

const lite = (taskId: number) => liteTask(taskId, sites.urls);

describe('program_html: urls', () => {
  it('task 101: goes to a literal URL and reads an input value', async () => {
    const result = await evaluateProgramHtml(context(lite(101)));
    expect(result.score).toBe(1);
    expect(page.url()).toBe(`${sites.urls.shopping_admin}/catalog/product/edit/id/126/`);
    expect(result.checks).toEqual([
      { rule: 'program_html[0] exact_match', score: 1, detail: 'the selection "1" equals "1"' },
    ]);
  });

  it('task 155: "last" stays on the final page; selectedIndex (a number) is compared as Python str()', async () => {
    await page.goto(`${sites.urls.map}/directions`);
    const result = await evaluateProgramHtml(context(lite(155)));
    expect(result.checks.map((c) => c.score)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(page.url()).toBe(`${sites.urls.map}/directions`);
  });

  it("task 133: func:reddit_get_post_url('__last_url__') goes from a comment URL to the post", async () => {
    await page.goto(`${sites.urls.reddit}/f/nyc/12345/is-car-necessary-in-nyc`);
    const result = await evaluateProgramHtml(context(lite(133)));
    expect(page.url()).toBe(`${sites.urls.reddit}/f/nyc/12345/`);
    expect(result.score).toBe(1);
  });

  it('task 104: func:shopping_get_latest_order_url() asks the fake Magento REST API for the latest order', async () => {
    const result = await evaluateProgramHtml(context(lite(104)));
    expect(page.url()).toBe(`${sites.urls.shopping}/sales/order/view/order_id/180/`);
    expect(result.score).toBe(1);
  });

  it('waits for the load event, then runs the settle hook, before selecting', async () => {
    const task = lite(157);
    task.eval.program_html = [
      {
        url: `${sites.urls.gitlab}/late`,
        locator: "document.querySelector('#slot').outerText",
        required_contents: { exact_match: 'rendered late' },
      },
    ];
    expect((await evaluateProgramHtml(context(task))).score).toBe(0);
    // Stands in for a page whose scripts render after the load event: the hook triggers the rendering.
    const settle = (p: Page) => p.evaluate(() => (window as unknown as { renderLate(): void }).renderLate());
    expect((await evaluateProgramHtml(context(task, 'vab', { settle }))).score).toBe(1);
  });

  it('a func: URL made from an error page (a blocked navigation) scores 0 instead of failing the episode', async () => {
    await page.goto(`${sites.urls.reddit}/f/nyc/12345/is-car-necessary-in-nyc`);
    // As the allowlist's abort of a link to another site leaves the tab: on Chromium's error page.
    await page.route('**/elsewhere', (route) => route.abort('blockedbyclient'));
    await page.evaluate(() => {
      location.href = '/elsewhere';
    });
    await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
    const result = await evaluateProgramHtml(context(lite(133)));
    expect(result.score).toBe(0);
    expect(result.checks).toEqual([
      {
        rule: 'program_html[0] url',
        score: 0,
        detail: expect.stringMatching(/^"chrome-error:\/\/chromewebdata\/" is not a web page/),
      },
    ]);
  });

  it('a URL that cannot be opened is an EvaluationError naming the task and check', async () => {
    const task = lite(101);
    task.eval.program_html[0]!.url = 'http://127.0.0.1:1/nothing-listens-here';
    await expect(evaluateProgramHtml(context(task))).rejects.toThrow(
      /^task 101 program_html\[0\]: could not open http:\/\/127\.0\.0\.1:1\/nothing-listens-here: /,
    );
  });
});

describe('program_html: locators', () => {
  it('task 98: a getAttribute("class") locator, must_include substring', async () => {
    expect((await evaluateProgramHtml(context(lite(98)))).score).toBe(1);
  });

  it('task 121: .checked.toString() is compared exactly', async () => {
    expect((await evaluateProgramHtml(context(lite(121)))).score).toBe(1);
  });

  it('task 103: "" selects the whole page HTML; |OR| alternatives in program_html work in both modes', async () => {
    for (const mode of ['vab', 'canonical'] as const) {
      expect((await evaluateProgramHtml(context(lite(103), mode))).score, mode).toBe(1);
    }
  });

  it('task 136: a [...document...] expression; VAB finds the image file name as a part of a "/" token', async () => {
    await page.goto(`${sites.urls.reddit}/f/funny/555/a-funny-picture`);
    const result = await evaluateProgramHtml(context(lite(136)));
    expect(result.checks.map((c) => [c.rule, c.score])).toEqual([
      ['program_html[0] must_include', 1],
      ['program_html[1] must_include', 1],
    ]);
  });

  it('task 112: func:gitlab_get_project_memeber_role(__page__, …) reads the members table', async () => {
    const result = await evaluateProgramHtml(context(lite(112)));
    expect(result.checks).toEqual([
      {
        rule: 'program_html[0] must_include',
        score: 1,
        detail: '"Guest" found (token match) in the selection "Guest"',
      },
    ]);
    const task = lite(112);
    task.eval.program_html[0]!.locator = "func:gitlab_get_project_memeber_role(__page__, 'nobody')";
    expect((await evaluateProgramHtml(context(task))).checks[0]!.detail).toBe(
      '"Guest" not found (token match) in the selection ""',
    );
  });

  it('a locator that throws selects "", and a JS null becomes Python\'s "None"', async () => {
    const task = lite(157);
    task.eval.program_html = [
      {
        url: `${sites.urls.gitlab}/byteblaze/web_agent_android_xl`,
        locator: "document.querySelector('.nope').outerText",
        required_contents: { exact_match: '' },
      },
      {
        url: 'last',
        locator: "document.querySelector('.visibility-icon').getAttribute('data-missing')",
        required_contents: { exact_match: 'None' },
      },
    ];
    const result = await evaluateProgramHtml(context(task));
    expect(result.checks.map((c) => [c.score, c.detail])).toEqual([
      [1, 'the selection "" equals ""'],
      [1, 'the selection "None" equals "None"'],
    ]);
  });

  it('prep_actions run before the locator; the first one that fails ends the preparation', async () => {
    const task = lite(121);
    const check = task.eval.program_html[0]!;
    check.prep_actions = ['document.querySelector(\'[title="General Subscription"]\').click()'];
    check.required_contents = { exact_match: 'false' };
    expect((await evaluateProgramHtml(context(task))).score).toBe(1);
    check.prep_actions = [
      'document.querySelector("#missing").click()',
      'document.querySelector(\'[title="General Subscription"]\').click()',
    ];
    check.required_contents = { exact_match: 'true' };
    expect((await evaluateProgramHtml(context(task))).score).toBe(1);
  });

  it('an unknown locator kind or helper is an error naming the task', async () => {
    const task = lite(112);
    task.eval.program_html[0]!.locator = 'window.title';
    await expect(evaluateProgramHtml(context(task))).rejects.toThrow(
      new EvaluationError(
        'task 112 program_html[0].locator: unknown locator "window.title"; expected "", a "document." expression, "func:…" or (VAB only) "lambda:…"',
      ),
    );
    task.eval.program_html[0]!.locator = "func:gitlab_get_project_member_role(__page__, 'vinta')";
    await expect(evaluateProgramHtml(context(task))).rejects.toThrow(
      'task 112 program_html[0].locator calls unknown helper "gitlab_get_project_member_role"; known helpers: gitlab_get_project_memeber_role,',
    );
  });
});

describe('program_html: VAB and canonical differences', () => {
  it('canonical html.unescape()s the selection, so "&" (serialized as &amp;) matches; VAB does not (task 103 check)', async () => {
    const task = lite(103);
    task.eval.program_html[0]!.required_contents = { must_include: ['Wedding & Holiday Candle Holders'] };
    const vab = await evaluateProgramHtml(context(task, 'vab'));
    expect(vab.score).toBe(0);
    expect(vab.checks[0]!.detail).toContain(
      '"Wedding & Holiday Candle Holders" not found (text match) in the selection',
    );
    expect((await evaluateProgramHtml(context(task, 'canonical'))).score).toBe(1);
  });

  it('task 157: three checks on three pages multiply, in both modes', async () => {
    for (const mode of ['vab', 'canonical'] as const) {
      const result = await evaluateProgramHtml(context(lite(157), mode));
      expect(
        result.checks.map((c) => c.score),
        mode,
      ).toEqual([1, 1, 1, 1, 1]);
      expect(result.score).toBe(1);
    }
    const task = lite(157);
    task.eval.program_html[0]!.required_contents = { must_include: ['Public'] };
    expect((await evaluateProgramHtml(context(task))).score).toBe(0);
  });

  it('VAB: a lambda: locator that selects null scores 0 and skips the remaining checks', async () => {
    const task = lite(157);
    task.eval.program_html.unshift({
      url: `${sites.urls.gitlab}/byteblaze/web_agent_android_xl`,
      locator: "lambda:() => document.querySelector('.no-such-thing')",
      required_contents: { must_include: ['x'] },
    });
    const result = await evaluateProgramHtml(context(task));
    expect(result.score).toBe(0);
    expect(result.checks).toHaveLength(1);
    expect(result.checks[0]!.detail).toContain(
      'selected nothing (null); VAB then scores program_html 0 and skips the remaining checks',
    );
  });

  it('VAB: lambda: is stripped character by character as Python lstrip does', async () => {
    const task = lite(121);
    task.eval.program_html[0]!.locator = 'lambda:document.title';
    const result = await evaluateProgramHtml(context(task));
    expect(result.checks[0]!.rule).toBe('program_html[0] locator');
  });

  it('canonical: lambda: locators, must_exclude and fuzzy_match do not exist', async () => {
    const task = lite(121);
    task.eval.program_html[0]!.locator = 'lambda:() => 1';
    await expect(evaluateProgramHtml(context(task, 'canonical'))).rejects.toThrow(
      'unknown locator "lambda:() => 1"',
    );
    const excluding = lite(101);
    excluding.eval.program_html[0]!.required_contents = { must_exclude: ['0'] };
    await expect(evaluateProgramHtml(context(excluding, 'canonical'))).rejects.toThrow(
      'task 101 program_html[0]: required_contents must_exclude does not exist in canonical WebArena',
    );
    await page.goto(`${sites.urls.shopping}/contact`);
    await expect(evaluateProgramHtml(context(lite(123), 'canonical'))).rejects.toThrow(
      'task 123 program_html[0]: required_contents fuzzy_match does not exist in canonical WebArena (only exact_match and must_include); evaluate in vab mode',
    );
  });

  it('task 123 (VAB): fuzzy_match asks the judge once, items joined by ", ", about the raw selection', async () => {
    await page.goto(`${sites.urls.shopping}/contact`);
    const judge = new ScriptedJudge();
    const task = lite(123);
    expect((await evaluateProgramHtml(context(task, 'vab', { judge }))).score).toBe(1);
    expect(judge.calls).toEqual([
      {
        kind: 'fuzzy',
        intent: task.intent,
        reference: 'refund, it broke after three days of use, 000000180, 12.99',
        prediction: 'I want a refund: it broke after three days of use. Order 000000180, $12.99',
      },
    ]);
  });

  it('VAB must_exclude and required_values on a selection (task 101 with other required contents)', async () => {
    const task = lite(101);
    const check = task.eval.program_html[0]!;
    check.required_contents = { required_values: ['>= 1', '< 2'] };
    expect((await evaluateProgramHtml(context(task))).score).toBe(1);
    check.required_contents = { must_exclude: ['1'] };
    expect((await evaluateProgramHtml(context(task))).score).toBe(0);
  });
});
