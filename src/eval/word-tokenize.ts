// A port of NLTK's `word_tokenize` (nltk/tokenize/__init__.py): split into sentences, then run each
// through `NLTKWordTokenizer` (nltk/tokenize/destructive.py, the improved Penn Treebank tokenizer).
// WebArena's must_include and must_exclude use it to decide whether a one-word reference is a whole
// token of the answer, so its splitting of punctuation, `$`, `'s`, `n't`, quotes and the final period
// decides scores. The regular expressions below are NLTK's, in NLTK's order, translated to JavaScript
// with Python's Unicode meaning of \w, \b, \d and \s.
import { splitSentences } from './sentence-split.js';

/** Splits text into word tokens. Evaluators take one as an option so a closer port can replace this. */
export type WordTokenizer = (text: string) => string[];

type Rule = readonly [RegExp, string];

// Python's \w, \d and \s on str patterns are Unicode-aware; JavaScript's are ASCII-only.
const W = '[\\p{L}\\p{N}_]';
const WORD_START = `(?<!${W})`;
const WORD_END = `(?!${W})`;
const DIGIT = '\\p{Nd}';
const SPACE =
  '[\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
// Python's `$` also matches just before a newline that ends the text.
const END = '(?=\\n?$)';

const STARTING_QUOTES: readonly Rule[] = [
  [/([«“‘„]|`+)/gu, ' $1 '],
  [/^"/u, '``'],
  [/(``)/gu, ' $1 '],
  [/([ ([{<])("|'{2})/gu, '$1 `` '],
  [new RegExp(`(')(?!re|ve|ll|m|t|s|d|n)(${W})${WORD_END}`, 'giu'), '$1 $2'],
];

const PUNCTUATION: readonly Rule[] = [
  [new RegExp(`([^.])(\\.)([\\])}>"'»”’ ]*)${SPACE}*$`, 'u'), '$1 $2 $3 '],
  [new RegExp(`([:,])([^${DIGIT}])`, 'gu'), ' $1 $2'],
  [new RegExp(`([:,])${END}`, 'u'), ' $1 '],
  [/\.{2,}/gu, ' $& '],
  [/[;@#$%&]/gu, ' $& '],
  // The old Treebank rule for the final period, kept by NLTK after the one above.
  [new RegExp(`([^.])(\\.)([\\])}>"']*)${SPACE}*$`, 'u'), '$1 $2$3 '],
  [/[?!]/gu, ' $& '],
  [/([^'])' /gu, "$1 ' "],
  [/[*]/gu, ' $& '],
];

const PARENS_BRACKETS: Rule = [/[\][(){}<>]/gu, ' $& '];
const DOUBLE_DASHES: Rule = [/--/gu, ' -- '];

const ENDING_QUOTES: readonly Rule[] = [
  [/([»”’])/gu, ' $1 '],
  [/''/gu, " '' "],
  [/"/gu, " '' "],
  [/([^' ])('[sS]|'[mM]|'[dD]|') /gu, '$1 $2 '],
  [/([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) /gu, '$1 $2 '],
];

// Robert MacIntyre's contractions, as NLTK lists them (CONTRACTIONS4 is unused there too).
const CONTRACTIONS: readonly Rule[] = [
  ...[
    ['can', 'not'],
    ['d', "'ye"],
    ['gim', 'me'],
    ['gon', 'na'],
    ['got', 'ta'],
    ['lem', 'me'],
    ['more', "'n"],
  ].map(([a, b]): Rule => [new RegExp(`${WORD_START}(${a})(${b})${WORD_END}`, 'giu'), ' $1 $2 ']),
  [new RegExp(`${WORD_START}(wan)(na)(?=${SPACE})`, 'giu'), ' $1 $2 '],
  [new RegExp(` ('t)(is)${WORD_END}`, 'giu'), ' $1 $2 '],
  [new RegExp(` ('t)(was)${WORD_END}`, 'giu'), ' $1 $2 '],
];

const SPLIT = new RegExp(`${SPACE}+`, 'u');

function applyRules(text: string, rules: readonly Rule[]): string {
  return rules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** NLTKWordTokenizer.tokenize for one sentence. */
export function treebankWordTokenize(sentence: string): string[] {
  let text = applyRules(sentence, STARTING_QUOTES);
  text = applyRules(text, PUNCTUATION);
  text = applyRules(text, [PARENS_BRACKETS, DOUBLE_DASHES]);
  text = ` ${text} `;
  text = applyRules(text, ENDING_QUOTES);
  text = applyRules(text, CONTRACTIONS);
  return text.split(SPLIT).filter((token) => token !== '');
}

/** NLTK's `word_tokenize(text)`: sentences first (see sentence-split.ts), then Treebank tokens. */
export const nltkWordTokenize: WordTokenizer = (text) => splitSentences(text).flatMap(treebankWordTokenize);
