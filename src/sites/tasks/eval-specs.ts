// Builders of WebArena `eval` blocks for task templates, so each template states only what it checks.
import type { EvalSpec, ProgramHtmlCheck, ReferenceAnswers } from '../../core/index.js';

/** string_match on the exit message. */
export function stringMatchEval(answers: ReferenceAnswers): EvalSpec {
  return { eval_types: ['string_match'], reference_answers: answers, reference_url: '', program_html: [] };
}

/** string_match for "… Answer yes or no.": the answer must include "yes", or "no". */
export function yesOrNoEval(yes: boolean): EvalSpec {
  return stringMatchEval({ must_include: [yes ? 'yes' : 'no'] });
}

/** url_match: the final URL must contain one of the references (WebArena's "GOLD in PRED"). */
export function urlMatchEval(...urls: string[]): EvalSpec {
  return {
    eval_types: ['url_match'],
    reference_answers: null,
    reference_url: urls.join(' |OR| '),
    url_note: 'GOLD in PRED',
    program_html: [],
  };
}

/** program_html: every check must pass. */
export function programHtmlEval(...checks: ProgramHtmlCheck[]): EvalSpec {
  return { eval_types: ['program_html'], reference_answers: null, reference_url: '', program_html: checks };
}

/** url_match and program_html together (WebArena's "draft but don't submit" tasks). */
export function urlAndProgramHtmlEval(url: string, ...checks: ProgramHtmlCheck[]): EvalSpec {
  return {
    ...programHtmlEval(...checks),
    eval_types: ['url_match', 'program_html'],
    reference_url: url,
    url_note: 'GOLD in PRED',
  };
}

/** A JS locator reading `outerText` of the first element matching a CSS selector. */
export function outerTextOf(selector: string): string {
  return `document.querySelector(${JSON.stringify(selector)}).outerText`;
}

/**
 * The first option a WebRL "Select Dropdown Option" with `argument` picks: the first whose text
 * contains the argument, case-insensitively (reference/webarena.md §6.3). Templates use it to pick
 * only option texts that select themselves.
 */
export function optionSelectedBy(options: readonly string[], argument: string): string | undefined {
  const wanted = argument.toLowerCase();
  return options.find((o) => o.toLowerCase().includes(wanted));
}
