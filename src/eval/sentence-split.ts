// The sentence step of NLTK's word_tokenize: Punkt (nltk/tokenize/punkt.py) with its trained English
// model. It matters to WebArena's scoring because the Treebank tokenizer splits a period off only at
// the end of a sentence: "the user is yjlou. done" gives the token "yjlou", "order 180. it shipped"
// keeps "180." whole. This is a rule-based reading of Punkt's decisions, not its trained statistics:
// - a candidate break is whitespace after a chunk ending in `.`, `?` or `!` (closing quotes and
//   brackets may follow the mark), with more text after it;
// - `?` and `!` always break;
// - a period after an ellipsis (`..`) or a known abbreviation does not break;
// - a period after an initial (`j.`) does not break when a letter follows; after a number (`180.`) it
//   does not break when a lowercase letter follows (Punkt's orthographic heuristic, which for words it
//   never saw at a sentence start says "not a sentence start");
// - any other period breaks.
// The abbreviation list is a small set of common English ones, not the model's full list.

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'jr',
  'sr',
  'st',
  'inc',
  'ltd',
  'co',
  'corp',
  'vs',
  'u.s',
  'e.g',
  'i.e',
  'jan',
  'feb',
  'aug',
  'sept',
  'oct',
  'nov',
  'dec',
  'gov',
  'gen',
  'sen',
  'rep',
  'lt',
  'col',
  'mt',
  'ft',
]);

const CANDIDATE = /(\S*[.?!])["')\]}»”’]*(?=\s+(\S))/gu;
// Punkt's number type: `##number##` covers tokens like 180. 1,000. -3.5.
const NUMBER = /^-?[.,]?\d[\d,.-]*\.?$/u;
const INITIAL = /^[^\W\d_]\.$/u;

/** Splits text into sentences where Punkt would (see the file comment for the rules). */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const chunk = match[1]!;
    const next = match[2]!;
    if (!isSentenceBreak(chunk, next)) continue;
    const end = match.index + match[0].length;
    sentences.push(text.slice(start, end));
    start = end;
  }
  sentences.push(text.slice(start));
  return sentences.map((s) => s.trim()).filter((s) => s !== '');
}

function isSentenceBreak(chunk: string, next: string): boolean {
  if (chunk.endsWith('?') || chunk.endsWith('!')) return true;
  if (chunk.endsWith('..')) return false;
  // Punkt's word tokens start after opening punctuation: "(etc." is "(" then "etc.".
  const token = chunk.replace(/^[("`{[:;&#*@)}\]\-,]+/u, '').toLowerCase();
  const word = token.slice(0, -1);
  if (ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.split('-').at(-1)!)) return false;
  if (INITIAL.test(token) && /\p{L}/u.test(next)) return false;
  if (NUMBER.test(token) && /\p{Ll}/u.test(next)) return false;
  return true;
}
