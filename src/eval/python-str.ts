// Python's str() of a value that came back from the page. WebArena's program_html does
// `str(page.evaluate(locator))` in Python, so a missing attribute (JS null) is the text "None", a
// boolean is "True"/"False", and a list prints with Python's brackets and quotes. Matching that keeps
// scores equal for locators that return something other than a string.

/** str(value) for a JSON-like value as Python's Playwright client would hand it over. */
export function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value);
}

/** Python's truthiness, for VAB's `lambda:` locators that map falsy results to None. */
export function isPythonTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Number.isNaN(value)) return true;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return pythonStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${pythonStringRepr(k)}: ${pythonRepr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

function pythonNumber(n: number): string {
  if (Number.isNaN(n)) return 'nan';
  if (n === Infinity) return 'inf';
  if (n === -Infinity) return '-inf';
  if (Object.is(n, -0)) return '-0.0';
  // Integral numbers arrive in Python as int (JSON without a fraction); others as float, whose repr
  // is the same shortest round-trip digits JavaScript prints.
  return String(n);
}

/** repr() of a str: single quotes unless the text has a ' and no ", backslash escapes for the rest. */
function pythonStringRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of s) {
    const code = char.codePointAt(0)!;
    if (char === quote || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return out + quote;
}
