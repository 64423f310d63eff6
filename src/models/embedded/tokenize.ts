// Words as the embedded models see them: tokens with their place in the original text (so argument
// candidates are exact substrings of the instruction), light stems, stopwords, hashed buckets.

/** A word or number of a text, with its character range in that text. */
export interface Token {
  /** The characters as written. */
  raw: string;
  /** Lower-case form. */
  norm: string;
  /**
   * Lower-case form with a plural ending removed (`orders` → `order`, `categories` → `category`);
   * a whole number without its leading zeros (`000000220` → `220`).
   */
  stem: string;
  /** Character offsets in the text: text.slice(start, end) === raw. */
  start: number;
  end: number;
  isStopword: boolean;
  isNumber: boolean;
}

// Words, and numbers with their separators kept inside (`1,299.00`, `4.5`).
const TOKEN = /[\p{L}\p{N}]+(?:[.,'’][\p{N}]+)*/gu;
const NUMBER = /^\p{N}[\p{N},.]*$/u;

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the of to in on for and or with by at from as is are was were be been it its this that these ' +
    'those my me i you your we our us he she they them their his her what which who whom whose how ' +
    'when where why do does did can could would should will shall may might please tell show find ' +
    'give get let s t all any each there here than then so if into about up down out over under me'
  ).split(' '),
);

/** Removes an English plural ending; other inflections are left alone. */
export function stemOf(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) {
    return word.slice(0, -1);
  }
  return word;
}

// A URL's scheme and host (`http://127.0.0.1:40379`). The built-in sites listen on ports the system
// picks, so the same page reads differently from one run to the next; a host says nothing about the
// task that the path does not. Words are the text's words without them.
const ORIGIN = /\b[a-z][a-z\d+.-]*:\/\/[^\s/?#"'<>]+/gi;

/** The text with every URL's scheme and host removed (`http://127.0.0.1:8000/a` → `/a`). */
export function withoutOrigins(text: string): string {
  return text.includes('://') ? text.replace(ORIGIN, '') : text;
}

/** The character ranges of the URL schemes and hosts in a text. */
function originSpans(text: string): [number, number][] {
  if (!text.includes('://')) return [];
  return [...text.matchAll(ORIGIN)].map((m) => [m.index, m.index + m[0].length]);
}

/** Splits text into tokens (letters and digits; punctuation separates), URL hosts left out. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const origins = originSpans(text);
  for (const match of text.matchAll(TOKEN)) {
    if (origins.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const raw = match[0];
    const norm = raw.toLowerCase();
    // A site pads its order numbers (#000000220) where a person writes 220: the same number.
    const digits = /^\p{N}+$/u.test(norm);
    tokens.push({
      raw,
      norm,
      stem: digits ? norm.replace(/^0+(?=\p{N})/u, '') : stemOf(norm),
      start: match.index,
      end: match.index + raw.length,
      isStopword: STOPWORDS.has(norm),
      isNumber: NUMBER.test(norm),
    });
  }
  return tokens;
}

/**
 * The shape of a number token: digits become `d`, runs of five or more one `d+`, separators stay
 * (`44.99` → `#dd.dd`, `2023` → `#dddd`, `000000184` → `#d+`).
 */
export function numberShape(norm: string): string {
  return `#${norm.replace(/\p{N}/gu, 'd').replace(/d{5,}/g, 'd+')}`;
}

/** Lower case, URL hosts removed, whitespace collapsed, trimmed: the form used to compare whole strings. */
export function normalizeText(text: string): string {
  return withoutOrigins(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Stems of the content words (not stopwords) of a token list. */
export function contentStems(tokens: readonly Token[]): Set<string> {
  const stems = new Set<string>();
  for (const t of tokens) if (!t.isStopword) stems.add(t.stem);
  return stems;
}

/** Five-letter prefixes of the longer content words: a soft match across inflections (`shipped`/`shipping`). */
export function contentPrefixes(tokens: readonly Token[]): Set<string> {
  const prefixes = new Set<string>();
  for (const t of tokens) if (!t.isStopword && t.norm.length >= 5) prefixes.add(t.norm.slice(0, 5));
  return prefixes;
}

/** How many members of `a` are in `b`. */
export function countShared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared;
}

/** 32-bit FNV-1a hash of a string. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The embedding row of a key. Row 0 is reserved for padding, so keys land in 1 … buckets-1.
 * Words and special markers share one table: instruction and page words meet in the same rows.
 */
export function bucketOf(key: string, buckets: number): number {
  return 1 + (fnv1a(key) % (buckets - 1));
}
