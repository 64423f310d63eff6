// The string comparisons shared by string_match and program_html (reference/webarena.md §4.2), in
// both modes: clean, exact_match, must_include (token membership for one-word references),
// must_exclude, and the integer/inequality rules of required_values.
import type { EvalMode } from './evaluation.js';
import { EvaluationError } from './evaluation-error.js';
import type { WordTokenizer } from './word-tokenize.js';

/** Options every rule takes. */
export interface RuleOptions {
  mode: EvalMode;
  tokenize: WordTokenizer;
}

/** How a must_include/must_exclude reference was looked for. */
export interface MatchOutcome {
  pass: boolean;
  /** True when the reference was compared as a whole token, false for a substring test. */
  byToken: boolean;
}

// Python's str.strip() removes exactly the characters for which str.isspace() is true.
const PY_SPACE =
  '[\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const PY_STRIP = new RegExp(`^${PY_SPACE}+|${PY_SPACE}+$`, 'gu');

/** Python's `s.strip()`. */
export function pyStrip(s: string): string {
  return s.replace(PY_STRIP, '');
}

/** WebArena's clean_answer: drop one pair of surrounding ' or " quotes, lowercase. Canonical strips first. */
export function cleanAnswer(answer: string, mode: EvalMode): string {
  let s = mode === 'canonical' ? pyStrip(answer) : answer;
  if (s.startsWith("'") && s.endsWith("'")) s = s.slice(1, -1);
  else if (s.startsWith('"') && s.endsWith('"')) s = s.slice(1, -1);
  return s.toLowerCase();
}

/** exact_match: the cleaned strings are equal. */
export function exactMatch(ref: string, pred: string, mode: EvalMode): boolean {
  return cleanAnswer(pred, mode) === cleanAnswer(ref, mode);
}

/**
 * must_include for one reference (one `|OR|` alternative).
 * VAB: a reference that tokenizes to one token must be one of the answer's tokens (the token list
 * extended with the parts of tokens that contain `/`); longer references are substring tests.
 * Canonical: substring test, except that when `singleItemList` (the must_include list has exactly one
 * item) and the reference is one character, it must be a token ("0" must not match "10").
 */
export function mustInclude(
  ref: string,
  pred: string,
  options: RuleOptions & { singleItemList?: boolean },
): MatchOutcome {
  const cleanRef = cleanAnswer(ref, options.mode);
  const cleanPred = cleanAnswer(pred, options.mode);
  const isOneToken = options.tokenize(cleanRef).length === 1;
  const byToken =
    options.mode === 'vab'
      ? isOneToken
      : options.singleItemList === true && [...cleanRef].length === 1 && isOneToken;
  if (!byToken) return { pass: cleanPred.includes(cleanRef), byToken };
  const tokens = options.tokenize(cleanPred);
  if (options.mode === 'vab') {
    for (const token of [...tokens]) if (token.includes('/')) tokens.push(...token.split('/'));
  }
  return { pass: tokens.includes(cleanRef), byToken };
}

/** must_exclude (VAB only): the reference must not be found, by token for one-word references. */
export function mustExclude(ref: string, pred: string, options: RuleOptions): MatchOutcome {
  const cleanRef = cleanAnswer(ref, options.mode);
  const cleanPred = cleanAnswer(pred, options.mode);
  if (options.tokenize(cleanRef).length === 1) {
    return { pass: !options.tokenize(cleanPred).includes(cleanRef), byToken: true };
  }
  return { pass: !cleanPred.includes(cleanRef), byToken: false };
}

/** The ` |OR| ` alternatives of a reference item. */
export function splitAlternatives(item: string): string[] {
  return item.split(' |OR| ');
}

/** VAB's NumericEvaluator.str_2_int: strip, drop commas, Python int(); null when that fails. */
export function parseAnswerInt(s: string): number | null {
  const digits = pyStrip(s).replaceAll(',', '');
  return /^[+-]?\d+(?:_\d+)*$/.test(digits) ? Number(digits.replaceAll('_', '')) : null;
}

// Tried in this order, so "<=" is found before "<" (VAB's compare_inequality).
const INEQUALITIES: readonly [string, (x: number, y: number, tol: number) => boolean][] = [
  ['<=', (x, y, tol) => x <= y + tol],
  ['>=', (x, y, tol) => x >= y - tol],
  ['==', (x, y, tol) => Math.abs(x - y) <= tol],
  ['<', (x, y, tol) => x < y + tol],
  ['>', (x, y, tol) => x > y - tol],
];

/** VAB's compare_inequality: `value` against "> 700", "<= 3", "== 4" with tolerance 1e-8. */
export function compareInequality(value: number, inequality: string, tol = 1e-8): boolean {
  for (const [op, holds] of INEQUALITIES) {
    if (!inequality.includes(op)) continue;
    const parts = inequality.split(op);
    const bound = parts.length === 2 ? parsePythonFloat(parts[1]!) : null;
    if (bound === null) break;
    return holds(value, bound, tol);
  }
  throw new EvaluationError(
    `required_values entry ${JSON.stringify(inequality)} is not an inequality like "> 700" or "== 3"`,
  );
}

function parsePythonFloat(s: string): number | null {
  const text = pyStrip(s).toLowerCase();
  if (/^[+-]?(inf|infinity)$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (!/^[+-]?(\d(_?\d)*(\.(\d(_?\d)*)?)?|\.\d(_?\d)*)(e[+-]?\d(_?\d)*)?$/.test(text)) return null;
  return Number(text.replaceAll('_', ''));
}
