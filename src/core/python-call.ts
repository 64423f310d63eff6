// A small lexer and recursive-descent parser for ONE Python call expression whose arguments are literals:
// `name(arg, key=value, …)` with string literals, integers, bare names and nested calls as values.
// WebRL's actions (`do(action="Click", element="7")`) and WebArena's evaluator helpers
// (`gitlab_get_project_memeber_role(__page__, 'vinta')`) are both this shape. Nothing is ever evaluated.
import { type Locate, readPythonString } from './python-string.js';

/** A literal argument value, with the offset where it starts in the source text. */
export type PyValue =
  | { kind: 'string'; value: string; offset: number }
  | { kind: 'int'; value: number; text: string; offset: number }
  | { kind: 'name'; name: string; offset: number }
  | { kind: 'call'; call: PyCall; offset: number };

/** `name=value` inside a call. */
export interface PyKeyword {
  name: string;
  value: PyValue;
  offset: number;
}

/** A parsed call: `name(args…, keywords…)`. `end` is the offset just past its closing parenthesis. */
export interface PyCall {
  name: string;
  args: PyValue[];
  keywords: PyKeyword[];
  offset: number;
  end: number;
}

export type ParseCallResult = { ok: true; call: PyCall } | { ok: false; error: string };

/** Options for `parsePythonCall`. */
export interface ParseCallOptions {
  /** Offset where the call starts (leading whitespace is skipped). Default 0. */
  start?: number;
  /** Renders an offset for messages. Default: `column N` on the first line, `line L, column C` after. */
  locate?: Locate;
}

class SyntaxProblem extends Error {}

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;
const STRING_PREFIXES = new Set(['r', 'u', 'R', 'U']);

/** `column N` for a one-line text, `line L, column C` otherwise (both 1-based). */
export function textLocator(text: string): Locate {
  const isMultiline = /[\r\n]/.test(text);
  return (offset) => {
    const before = text.slice(0, offset);
    const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
    const column = offset - lineStart + 1;
    if (!isMultiline) return `column ${column}`;
    const line = (before.match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
    return `line ${line}, column ${column}`;
  };
}

/** Shows the text at `offset` for an error message: `"Action: do(…"`, or `the end of the text`. */
export function showTextAt(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the text';
  const snippet = text.slice(offset).split(/\r?\n/)[0]!;
  return JSON.stringify(snippet.length > 24 ? `${snippet.slice(0, 21)}...` : snippet);
}

/**
 * Parses one call starting at `options.start`. Text after the closing parenthesis is not looked at:
 * the caller decides what may follow (`call.end`).
 */
export function parsePythonCall(text: string, options: ParseCallOptions = {}): ParseCallResult {
  const parser = new CallParser(text, options.locate ?? textLocator(text));
  try {
    return { ok: true, call: parser.parseTopLevel(options.start ?? 0) };
  } catch (error) {
    if (error instanceof SyntaxProblem) return { ok: false, error: error.message };
    throw error;
  }
}

class CallParser {
  private pos = 0;
  /** How many calls' parentheses we are inside; Python skips comments only there. */
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly locate: Locate,
  ) {}

  parseTopLevel(start: number): PyCall {
    this.pos = start;
    this.skipSpace();
    const offset = this.pos;
    if (!NAME_START.test(this.peek())) this.fail(`expected a call such as name(...), found ${this.found()}`);
    return this.parseCall(this.readName(), offset);
  }

  private parseCall(name: string, offset: number): PyCall {
    this.skipSpace();
    if (this.peek() !== '(') this.fail(`expected "(" after ${name}, found ${this.found()}`);
    this.pos += 1;
    this.depth += 1;
    const call: PyCall = { name, args: [], keywords: [], offset, end: offset };
    for (;;) {
      this.skipSpace();
      if (this.peek() === ')') break;
      this.parseArgument(call);
      this.skipSpace();
      if (this.peek() === ',') {
        this.pos += 1;
        continue;
      }
      if (this.peek() !== ')') this.fail(`expected "," or ")" in ${name}(...), found ${this.found()}`);
    }
    this.pos += 1;
    this.depth -= 1;
    call.end = this.pos;
    return call;
  }

  private parseArgument(call: PyCall): void {
    const offset = this.pos;
    const value = this.parseValue();
    this.skipSpace();
    if (this.peek() === '=' && this.text[this.pos + 1] !== '=') {
      if (value.kind !== 'name') this.fail(`a keyword must be a plain name, at ${this.locate(offset)}`);
      this.pos += 1;
      this.skipSpace();
      if (call.keywords.some((k) => k.name === value.name)) {
        this.fail(`keyword argument repeated: ${value.name}= at ${this.locate(offset)}`);
      }
      call.keywords.push({ name: value.name, value: this.parseValue(), offset });
      return;
    }
    if (call.keywords.length > 0) {
      this.fail(`positional argument follows keyword argument at ${this.locate(offset)}`);
    }
    call.args.push(value);
  }

  private parseValue(): PyValue {
    const offset = this.pos;
    const char = this.peek();
    if (char === '"' || char === "'") return { kind: 'string', value: this.readStrings(false), offset };
    if (DIGIT.test(char)) return this.readInt();
    if (NAME_START.test(char)) {
      const name = this.readName();
      if (STRING_PREFIXES.has(name) && (this.peek() === '"' || this.peek() === "'")) {
        return { kind: 'string', value: this.readStrings(name.toLowerCase() === 'r'), offset };
      }
      if (/^[bf]/i.test(name) && name.length <= 2 && (this.peek() === '"' || this.peek() === "'")) {
        this.fail(`${name}"..." literals are not supported, at ${this.locate(offset)}; use a plain string`);
      }
      this.skipSpace();
      if (this.peek() === '(') return { kind: 'call', call: this.parseCall(name, offset), offset };
      return { kind: 'name', name, offset };
    }
    this.fail(`expected a value, found ${this.found()}`);
  }

  /** Reads one string literal and any adjacent ones (`"a" "b"` is `"ab"` in Python). */
  private readStrings(raw: boolean): string {
    let value = this.readString(raw);
    for (;;) {
      const save = this.pos;
      this.skipSpace();
      const prefix = /^[rRuU](?=["'])/.exec(this.text.slice(this.pos, this.pos + 2))?.[0] ?? '';
      const quote = this.text[this.pos + prefix.length];
      if (quote !== '"' && quote !== "'") {
        this.pos = save;
        return value;
      }
      this.pos += prefix.length;
      value += this.readString(prefix.toLowerCase() === 'r');
    }
  }

  private readString(raw: boolean): string {
    const result = readPythonString(this.text, this.pos, raw, this.locate);
    if (!result.ok) this.fail(result.error);
    this.pos = result.end;
    return result.value;
  }

  private readInt(): PyValue {
    const offset = this.pos;
    while (DIGIT.test(this.peek())) this.pos += 1;
    const text = this.text.slice(offset, this.pos);
    if (NAME_CHAR.test(this.peek()) || this.peek() === '.') {
      this.fail(`expected an integer at ${this.locate(offset)}, found ${showTextAt(this.text, offset)}`);
    }
    if (text.length > 1 && text.startsWith('0')) {
      this.fail(`leading zeros are not allowed in the integer ${text} at ${this.locate(offset)}`);
    }
    return { kind: 'int', value: Number(text), text, offset };
  }

  private readName(): string {
    const start = this.pos;
    while (NAME_CHAR.test(this.peek())) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  /** Skips spaces, line breaks, backslash continuations and `#` comments (Python allows them in calls). */
  private skipSpace(): void {
    for (;;) {
      const char = this.peek();
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f') this.pos += 1;
      else if (char === '\\' && /^\\(\r\n|\r|\n)/.test(this.text.slice(this.pos, this.pos + 3))) {
        this.pos += this.text.startsWith('\\\r\n', this.pos) ? 3 : 2;
      } else if (char === '#' && this.depth > 0) {
        while (this.pos < this.text.length && !/[\r\n]/.test(this.peek())) this.pos += 1;
      } else return;
    }
  }

  private peek(): string {
    return this.text[this.pos] ?? '';
  }

  private found(): string {
    return `${showTextAt(this.text, this.pos)} at ${this.locate(this.pos)}`;
  }

  private fail(message: string): never {
    throw new SyntaxProblem(message);
  }
}
