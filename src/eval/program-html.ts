// The program_html evaluator (reference/webarena.md §4.4): for each check, go to its URL, select
// content with its locator, compare with its required_contents; scores multiply across checks.
// [Δ] VAB stops with 0 when a locator selects null and compares the raw selection; canonical WebArena
// applies html.unescape to the selection and knows only exact_match and must_include.
import { decodeHTML } from 'entities';
import type { ProgramHtmlCheck, RequiredContents } from '../core/index.js';
import type { CheckResult, EvaluationContext, EvaluatorResult } from './evaluation.js';
import { EvaluationError, preview } from './evaluation-error.js';
import { runHelper } from './helper-registry.js';
import { isPythonTruthy, pythonStr } from './python-str.js';
import {
  compareInequality,
  exactMatch,
  mustExclude,
  mustInclude,
  parseAnswerInt,
  pyStrip,
  splitAlternatives,
} from './string-rules.js';

/** Runs every program_html check of the task on `context.page`. */
export async function evaluateProgramHtml(context: EvaluationContext): Promise<EvaluatorResult> {
  const checks: CheckResult[] = [];
  let score = 1;
  for (const [index, check] of context.task.eval.program_html.entries()) {
    const label = `program_html[${index}]`;
    const where = `task ${context.task.task_id} ${label}`;
    const url = await resolveUrl(check.url, `${where}.url`, context);
    if (url !== 'last' && !/^https?:/i.test(url)) {
      // A func: URL made from the agent's last page when that page was none: a blocked or failed
      // navigation leaves chrome-error://chromewebdata/. The agent's doing, so a failure to score,
      // not an error (both harnesses would crash on page.goto and lose the episode).
      checks.push({
        rule: `${label} url`,
        score: 0,
        detail: `${preview(url)} is not a web page (the agent's last page was ${preview(context.page.url())}); program_html scores 0`,
      });
      score = 0;
      break;
    }
    if (url !== 'last') await navigate(url, where, context);
    const selected = await select(check, `${where}.locator`, context);
    if (selected === null) {
      if (context.mode === 'canonical') {
        throw new EvaluationError(
          `${where}: the locator selected nothing (null), which canonical WebArena cannot score`,
        );
      }
      checks.push({
        rule: `${label} locator`,
        score: 0,
        detail: `${preview(check.locator)} selected nothing (null); VAB then scores program_html 0 and skips the remaining checks`,
      });
      score = 0;
      break;
    }
    const content = context.mode === 'canonical' ? decodeHTML(selected) : selected;
    for (const result of await compare(check.required_contents, content, label, where, context)) {
      checks.push(result);
      score *= result.score;
    }
  }
  return { type: 'program_html', score, checks };
}

/** "last", a URL, or the URL a `func:` helper returns (with `__last_url__` = the current page URL). */
async function resolveUrl(url: string, where: string, context: EvaluationContext): Promise<string> {
  if (!url.startsWith('func')) return url;
  const expression = url.split('func:')[1];
  if (expression === undefined)
    throw new EvaluationError(`${where}: ${JSON.stringify(url)} has no "func:" prefix`);
  const page = context.page;
  const target = await runHelper(expression, where, context.helpers, helperContext(context), page.url());
  if (target === null) throw new EvaluationError(`${where}: ${expression} returned no URL`);
  return target;
}

/**
 * Opens `url` and waits for its load event, then for `context.settle`. WebArena sleeps a fixed 3 s
 * after every such navigation instead; waiting for the page itself is both faster and surer.
 */
async function navigate(url: string, where: string, context: EvaluationContext): Promise<void> {
  try {
    await context.page.goto(url, { waitUntil: 'load' });
  } catch (error) {
    throw new EvaluationError(`${where}: could not open ${url}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  await context.settle(context.page);
}

/** The content a locator selects: a string, or null (VAB's "the page is wrong"). */
async function select(
  check: ProgramHtmlCheck,
  where: string,
  context: EvaluationContext,
): Promise<string | null> {
  const { locator } = check;
  const page = context.page;
  if (pyStrip(locator) === '') return page.content();
  if (locator.startsWith('document.') || locator.startsWith('[...document.')) {
    for (const action of check.prep_actions ?? []) {
      // Both harnesses wrap the whole loop in one try: the first failing action ends the preparation.
      const ok = await page.evaluate(`(() => ${action})()`).then(
        () => true,
        () => false,
      );
      if (!ok) break;
    }
    try {
      return pythonStr(await page.evaluate(`(() => ${locator})()`));
    } catch {
      // A locator that throws (element missing) selects "", as in both harnesses.
      return '';
    }
  }
  if (locator.startsWith('lambda:')) {
    if (context.mode === 'canonical') throw unknownLocator(locator, where);
    // VAB writes locator.lstrip("lambda:"), which strips any of those characters, not the prefix.
    const source = lstripChars(locator, 'lambda:');
    try {
      const value = await page.evaluate(
        `(() => { const f = (${source}); return typeof f === 'function' ? f() : f; })()`,
      );
      return isPythonTruthy(value) ? pythonStr(value) : null;
    } catch {
      return null;
    }
  }
  if (locator.startsWith('func:')) {
    return runHelper(locator.split('func:')[1]!, where, context.helpers, helperContext(context));
  }
  throw unknownLocator(locator, where);
}

function unknownLocator(locator: string, where: string): EvaluationError {
  return new EvaluationError(
    `${where}: unknown locator ${preview(locator)}; expected "", a "document." expression, "func:…"` +
      ' or (VAB only) "lambda:…"',
  );
}

function lstripChars(s: string, chars: string): string {
  let start = 0;
  while (start < s.length && chars.includes(s[start]!)) start += 1;
  return s.slice(start);
}

function helperContext(context: EvaluationContext) {
  return {
    page: context.page,
    siteUrls: context.siteUrls,
    fetch: context.fetch,
    taskId: context.task.task_id,
  };
}

/** Compares the selection with the check's required contents; one result per reference item. */
async function compare(
  required: RequiredContents,
  selected: string,
  label: string,
  where: string,
  context: EvaluationContext,
): Promise<CheckResult[]> {
  const { mode } = context;
  const options = { mode, tokenize: context.tokenize };
  const seen = `the selection ${preview(selected)}`;
  if ('exact_match' in required) {
    const pass = exactMatch(required.exact_match, selected, mode);
    return [
      {
        rule: `${label} exact_match`,
        score: Number(pass),
        detail: `${seen} ${pass ? 'equals' : 'does not equal'} ${preview(required.exact_match)}`,
      },
    ];
  }
  if ('must_include' in required) {
    return required.must_include.map((item) => {
      const outcomes = splitAlternatives(item).map((ref) => mustInclude(ref, selected, options));
      const pass = outcomes.some((o) => o.pass);
      const how = outcomes.every((o) => o.byToken)
        ? 'token'
        : outcomes.some((o) => o.byToken)
          ? 'token or text'
          : 'text';
      return {
        rule: `${label} must_include`,
        score: Number(pass),
        detail: `${preview(item)} ${pass ? 'found' : 'not found'} (${how} match) in ${seen}`,
      };
    });
  }
  if (mode === 'canonical') {
    throw new EvaluationError(
      `${where}: required_contents ${Object.keys(required).join(', ')} does not exist in canonical WebArena (only exact_match and must_include); evaluate in vab mode`,
    );
  }
  if ('must_exclude' in required) {
    return required.must_exclude.map((item) => {
      if (item.includes(' |OR| '))
        throw new EvaluationError(`${where}: must_exclude items cannot use " |OR| " (${preview(item)})`);
      const outcome = mustExclude(item, selected, options);
      return {
        rule: `${label} must_exclude`,
        score: Number(outcome.pass),
        detail: `${preview(item)} ${outcome.pass ? 'is absent from' : 'was found in'} ${seen}`,
      };
    });
  }
  if ('required_values' in required) {
    const number = parseAnswerInt(selected);
    if (number === null)
      return [{ rule: `${label} required_values`, score: 0, detail: `${seen} is not an integer` }];
    return required.required_values.map((constraint) => {
      const pass = splitAlternatives(constraint).some((alternative) =>
        compareInequality(number, alternative),
      );
      return {
        rule: `${label} required_values`,
        score: Number(pass),
        detail: `${number} ${pass ? 'satisfies' : 'does not satisfy'} ${preview(constraint)}`,
      };
    });
  }
  // fuzzy_match, a VAB addition: one judge call with the items joined by ", ", on the raw selection.
  const reference = required.fuzzy_match.join(', ');
  const score = await context.judge.fuzzyMatch({
    intent: context.task.intent,
    reference,
    prediction: selected,
  });
  return [
    {
      rule: `${label} fuzzy_match`,
      score,
      detail: `judge ${context.judge.name} says ${seen} ${score >= 1 ? 'matches' : 'does not match'} ${preview(reference)}`,
    },
  ];
}
