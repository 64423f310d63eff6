// Python string literals, both ways: reading one out of source text (quotes, triple quotes, r/u prefixes,
// backslash escapes, exactly as Python 3's tokenizer decodes them) and writing one that Python reads back.
// WebRL's actions and WebArena's `func:` helper calls are Python call expressions; this is their string part.

/** Where a position is, for messages: `column 18` or `line 2, column 18`. */
export type Locate = (offset: number) => string;

/** A decoded literal, or what was wrong with it. `end` is the offset just past the closing quote. */
export type ReadStringResult = { ok: true; value: string; end: number } | { ok: false; error: string };

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};
const HEX_ESCAPE_DIGITS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };
const HEX = /^[0-9a-fA-F]+$/;
const OCTAL = /[0-7]/;

/**
 * Reads the string literal whose opening quote is at `offset` (any r/u prefix already consumed by the
 * caller and passed as `raw`). Newlines end a single-quoted literal with an error, as in Python.
 */
export function readPythonString(
  text: string,
  offset: number,
  raw: boolean,
  locate: Locate,
): ReadStringResult {
  const quote = text[offset];
  if (quote !== '"' && quote !== "'") return { ok: false, error: `expected a quote at ${locate(offset)}` };
  const isTriple = text.startsWith(quote.repeat(3), offset);
  const closing = isTriple ? quote.repeat(3) : quote;
  const unterminated = () => ({
    ok: false as const,
    error: `unterminated ${isTriple ? 'triple-quoted ' : ''}string starting at ${locate(offset)}`,
  });
  let value = '';
  let i = offset + closing.length;
  while (i < text.length) {
    if (text.startsWith(closing, i)) return { ok: true, value, end: i + closing.length };
    const char = text[i]!;
    if (!isTriple && (char === '\n' || char === '\r')) return unterminated();
    if (char !== '\\') {
      value += char;
      i += 1;
      continue;
    }
    if (i + 1 >= text.length) return unterminated();
    if (raw) {
      // In a raw literal a backslash still stops the next quote from closing it, and both stay.
      value += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    const decoded = readEscape(text, i, locate);
    if (!decoded.ok) return decoded;
    value += decoded.value;
    i = decoded.end;
  }
  return unterminated();
}

/** Decodes the escape sequence whose backslash is at `offset`. */
function readEscape(text: string, offset: number, locate: Locate): ReadStringResult {
  const kind = text[offset + 1]!;
  const simple = SIMPLE_ESCAPES[kind];
  if (simple !== undefined) return { ok: true, value: simple, end: offset + 2 };
  // A backslash before a line break continues the literal on the next line.
  if (kind === '\n') return { ok: true, value: '', end: offset + 2 };
  if (kind === '\r') return { ok: true, value: '', end: offset + (text[offset + 2] === '\n' ? 3 : 2) };
  if (OCTAL.test(kind)) {
    let end = offset + 1;
    while (end < offset + 4 && OCTAL.test(text[end] ?? '')) end += 1;
    return { ok: true, value: String.fromCodePoint(Number.parseInt(text.slice(offset + 1, end), 8)), end };
  }
  const digits = HEX_ESCAPE_DIGITS[kind];
  if (digits !== undefined) {
    const hex = text.slice(offset + 2, offset + 2 + digits);
    if (hex.length < digits || !HEX.test(hex)) {
      return {
        ok: false,
        error: `truncated \\${kind} escape at ${locate(offset)}; it needs ${digits} hex digits`,
      };
    }
    const codePoint = Number.parseInt(hex, 16);
    if (codePoint > 0x10ffff)
      return { ok: false, error: `\\${kind}${hex} at ${locate(offset)} is not a Unicode character` };
    return { ok: true, value: String.fromCodePoint(codePoint), end: offset + 2 + digits };
  }
  if (kind === 'N') return { ok: false, error: `\\N{...} escapes are not supported (at ${locate(offset)})` };
  // Python keeps an unknown escape as it is, backslash included.
  return { ok: true, value: `\\${kind}`, end: offset + 2 };
}

/**
 * Writes `value` as a double-quoted Python literal that `readPythonString` (and Python) decode back to
 * exactly `value`: backslash, quote, line breaks and other control characters are escaped, the rest
 * (all of Unicode) is written as is.
 */
export function quotePython(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === '"') out += '\\"';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${out}"`;
}
