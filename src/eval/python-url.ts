// Python's urllib.parse.urlparse and parse_qs, as far as WebArena's evaluators use them. They are
// purely lexical (no normalisation of host case, ports, dot segments or escapes), unlike WHATWG's URL,
// so the canonical url_match and reddit_get_post_url give the same answers as in Python.

/** The parts of `urlparse(url)` the evaluators read. */
export interface PythonUrlParts {
  scheme: string;
  netloc: string;
  /** The path without `;params` (urlparse splits those off the last segment). */
  path: string;
  query: string;
  fragment: string;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;

/** urllib.parse.urlparse. */
export function pythonUrlParse(input: string): PythonUrlParts {
  // Python 3.9+ drops leading C0 controls and spaces, and removes tab and line-break characters.
  let start = 0;
  while (start < input.length && input.charCodeAt(start) <= 0x20) start += 1;
  let rest = input.slice(start).replace(/[\t\r\n]/g, '');
  let scheme = '';
  const colon = rest.indexOf(':');
  if (colon > 0 && SCHEME.test(rest.slice(0, colon))) {
    scheme = rest.slice(0, colon).toLowerCase();
    rest = rest.slice(colon + 1);
  }
  let netloc = '';
  if (rest.startsWith('//')) {
    const end = rest.slice(2).search(/[/?#]/);
    netloc = end < 0 ? rest.slice(2) : rest.slice(2, end + 2);
    rest = end < 0 ? '' : rest.slice(end + 2);
  }
  let fragment = '';
  const hash = rest.indexOf('#');
  if (hash >= 0) [rest, fragment] = [rest.slice(0, hash), rest.slice(hash + 1)];
  let query = '';
  const question = rest.indexOf('?');
  if (question >= 0) [rest, query] = [rest.slice(0, question), rest.slice(question + 1)];
  return { scheme, netloc, path: withoutParams(rest), query, fragment };
}

/** urlparse's _splitparams: `;params` of the last path segment are not part of the path. */
function withoutParams(path: string): string {
  const lastSlash = path.lastIndexOf('/');
  const semicolon = lastSlash >= 0 ? path.indexOf(';', lastSlash) : path.indexOf(';');
  return semicolon < 0 ? path : path.slice(0, semicolon);
}

/** urllib.parse.parse_qs with its defaults: `&`-separated, blank values dropped, `+` and %XX decoded. */
export function pythonParseQs(query: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || eq === pair.length - 1) continue;
    const name = pythonUnquote(pair.slice(0, eq).replaceAll('+', ' '));
    const value = pythonUnquote(pair.slice(eq + 1).replaceAll('+', ' '));
    result.set(name, [...(result.get(name) ?? []), value]);
  }
  return result;
}

/** urllib.parse.unquote: %XX sequences decoded as UTF-8, invalid bytes replaced by U+FFFD, stray % kept. */
export function pythonUnquote(s: string): string {
  return s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = Uint8Array.from(run.match(/%../g)!, (hex) => Number.parseInt(hex.slice(1), 16));
    return new TextDecoder('utf-8').decode(bytes);
  });
}
