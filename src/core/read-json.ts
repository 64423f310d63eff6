// A JSON file a user or an earlier run left behind: one that cannot be read or parsed is a
// ConfigError that names it, says why and what to do, never a bare SyntaxError.
import { readFileSync } from 'node:fs';
import { ConfigError } from './schema-errors.js';

/**
 * `text` parsed as JSON. A leading byte order mark (what Windows editors write) is skipped, and a
 * syntax error says the line and column: a character position alone is of no use in a large file.
 */
export function parseJson(text: string): unknown {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return JSON.parse(body);
  } catch (cause) {
    if (!(cause instanceof SyntaxError)) throw cause;
    // Newer V8 appends its own `(line L column C)`; one location in one form is enough.
    const message = cause.message.replace(/ \(line \d+ column \d+\)$/, '');
    const position = syntaxErrorPosition(body, message);
    if (position === undefined) throw cause;
    const before = body.slice(0, position).split('\n');
    const where = `line ${before.length}, column ${before.at(-1)!.length + 1}`;
    // Node 20 quotes the text around an unexpected token as it is: its line breaks are escaped so
    // that the error stays one line.
    const quoted = message.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
    throw new SyntaxError(`${where}: ${quoted}`, { cause });
  }
}

/**
 * Where JSON.parse failed in `text`: the position its message gives, else (Node 20's `Unexpected
 * token 'x', "…" is not valid JSON`, a trailing comma's error) the shortest prefix that fails before
 * its end, found by bisection. The parser reads left to right, so a prefix fails inside exactly
 * when it holds the bad character; a shorter one only runs out of input (or parses).
 */
function syntaxErrorPosition(text: string, message: string): number | undefined {
  const given = /at position (\d+)/.exec(message);
  if (given) return Number(given[1]);
  if (message === 'Unexpected end of JSON input') return text.length;
  const failsInside = (length: number): boolean => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const at = /at position (\d+)/.exec((error as Error).message);
      return at ? Number(at[1]) < length : (error as Error).message !== 'Unexpected end of JSON input';
    }
  };
  if (!failsInside(text.length)) return undefined;
  let low = 0;
  let high = text.length;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (failsInside(middle)) high = middle;
    else low = middle;
  }
  return high - 1;
}

/**
 * The parsed contents of `path`; `fix` says what to do when it is missing, a folder or not readable
 * JSON. `read` reads the file (the CLI's tests pass their own).
 */
export function readJsonFile(
  path: string,
  fix: string,
  read = (file: string) => readFileSync(file, 'utf8'),
): unknown {
  let text: string;
  try {
    text = read(path);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    const problem =
      code === 'ENOENT'
        ? `${path} does not exist`
        : code === 'EISDIR'
          ? `${path} is a folder, not a JSON file`
          : `${path}: not readable JSON (${(cause as Error).message})`;
    throw new ConfigError(`${problem}; ${fix}`, [], { cause });
  }
  try {
    return parseJson(text);
  } catch (cause) {
    throw new ConfigError(`${path}: not readable JSON (${(cause as Error).message}); ${fix}`, [], { cause });
  }
}
