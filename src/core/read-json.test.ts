import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJson, readJsonFile } from './read-json.js';
import { ConfigError } from './schema-errors.js';

const temp = () => mkdtempSync(join(tmpdir(), 'webrl-read-json-'));

/** What readJsonFile throws for `path`, checked to be a ConfigError. */
function refusal(path: string, fix = 'fix it'): string {
  try {
    readJsonFile(path, fix);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${path} was read`);
}

describe('readJsonFile', () => {
  it('says that a missing file does not exist, and that a folder is one', () => {
    const dir = temp();
    expect(refusal(join(dir, 'gone.json'))).toBe(`${join(dir, 'gone.json')} does not exist; fix it`);
    mkdirSync(join(dir, 'settings.json'));
    expect(refusal(join(dir, 'settings.json'))).toBe(
      `${join(dir, 'settings.json')} is a folder, not a JSON file; fix it`,
    );
  });

  it('reads a file that starts with a byte order mark, as Windows editors write it', () => {
    const path = join(temp(), 'bom.json');
    writeFileSync(path, '\uFEFF{"rl": {"beta": 0.5}}\r\n');
    expect(readJsonFile(path, 'fix it')).toEqual({ rl: { beta: 0.5 } });
  });

  it('gives the line and column of a syntax error in a large file', () => {
    const path = join(temp(), 'tasks.json');
    const lines = Array.from({ length: 200 }, (_, i) => `  {"task_id": ${i}, "intent": "x"},`);
    lines[119] = '  {"task_id": 119, "intent": "x},';
    writeFileSync(path, `[\n${lines.join('\n')}\n  {}\n]\n`);
    expect(refusal(path)).toMatch(
      new RegExp(
        `^${path}: not readable JSON \\(line 121, column 34: Bad control character in string literal in JSON at position \\d+\\); fix it$`,
      ),
    );
  });
});

describe('parseJson', () => {
  /** The message of parseJson's error for `text`. */
  const syntaxError = (text: string): string => {
    try {
      parseJson(text);
    } catch (error) {
      expect(error).toBeInstanceOf(SyntaxError);
      return (error as Error).message;
    }
    throw new Error('parsed');
  };

  it('locates errors whose message gives no position (a trailing comma), in one line, and the end of the input', () => {
    const trailingComma = syntaxError('[\n  1,\n  2,\n]');
    expect(trailingComma).toMatch(/^line 4, column 1: Unexpected token '\]'/);
    // The text Node 20 quotes around the token keeps its line breaks only as \n: one line.
    expect(trailingComma).not.toMatch(/[\r\n]/);
    expect(syntaxError('{"a":\r\n  x}')).toMatch(/^line 2, column 3: Unexpected token 'x'/);
    expect(syntaxError('[1,\n')).toBe('line 2, column 1: Unexpected end of JSON input');
    // Counted after the byte order mark, which an editor does not show.
    expect(syntaxError('\uFEFF[1 2]')).toBe(
      "line 1, column 4: Expected ',' or ']' after array element in JSON at position 3",
    );
  });
});
