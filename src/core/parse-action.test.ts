import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { parseAction } from './parse-action.js';

function parsed(text: string): Action {
  const result = parseAction(text);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse, got: ${result.error}`);
  return result.action;
}

function errorOf(text: string): string {
  const result = parseAction(text);
  if (result.ok)
    throw new Error(`expected ${JSON.stringify(text)} to fail, got ${JSON.stringify(result.action)}`);
  return result.error;
}

describe("parseAction: every action of WebRL's examples", () => {
  it.each<[string, Action]>([
    ['do(action="Click", element="7")', { kind: 'do', action: 'Click', element: '7' }],
    [
      'do(action="Type", argument="01/01/2023", element="22")',
      { kind: 'do', action: 'Type', argument: '01/01/2023', element: '22' },
    ],
    [
      'do(action="Search", argument="pharmacy near CMU", element="13")',
      { kind: 'do', action: 'Search', argument: 'pharmacy near CMU', element: '13' },
    ],
    ['do(action="Hover", element="5")', { kind: 'do', action: 'Hover', element: '5' }],
    [
      'do(action="Select Dropdown Option", argument="Month", element="20")',
      { kind: 'do', action: 'Select Dropdown Option', argument: 'Month', element: '20' },
    ],
    ['do(action="Scroll Down")', { kind: 'do', action: 'Scroll Down' }],
    ['do(action="Scroll Up")', { kind: 'do', action: 'Scroll Up' }],
    ['do(action="Press Enter")', { kind: 'do', action: 'Press Enter' }],
    ['do(action="Go Backward")', { kind: 'do', action: 'Go Backward' }],
    ['do(action="Go Forward")', { kind: 'do', action: 'Go Forward' }],
    [
      'exit(message="The top-3 best-selling products in January 2023 are: ...")',
      { kind: 'exit', message: 'The top-3 best-selling products in January 2023 are: ...' },
    ],
  ])('parses %s', (text, action) => {
    expect(parseAction(text)).toEqual({ ok: true, action, comments: [] });
  });
});

describe('parseAction: comment lines', () => {
  it('keeps leading # Element: and # Note: lines as comments and parses the call after them', () => {
    const text =
      '# Element: the search bar\n# Note: type the city\ndo(action="Search", argument="Pittsburgh", element="13")';
    expect(parseAction(text)).toEqual({
      ok: true,
      action: { kind: 'do', action: 'Search', argument: 'Pittsburgh', element: '13' },
      comments: ['# Element: the search bar', '# Note: type the city'],
    });
  });

  it('is not hijacked by exit( in a comment, unlike WebRL', () => {
    expect(parsed('# Note: do not exit(message="x") yet\ndo(action="Click", element="3")')).toEqual({
      kind: 'do',
      action: 'Click',
      element: '3',
    });
  });

  it('is not hijacked by do( inside an argument string', () => {
    expect(parsed('do(action="Type", argument="how to do(this)", element="4")')).toEqual({
      kind: 'do',
      action: 'Type',
      argument: 'how to do(this)',
      element: '4',
    });
  });

  it('accepts blank lines, CRLF line ends and surrounding whitespace', () => {
    expect(parseAction('\r\n# Element: link\r\n\r\n  do(action="Click", element="1")  \r\n')).toEqual({
      ok: true,
      action: { kind: 'do', action: 'Click', element: '1' },
      comments: ['# Element: link'],
    });
  });
});

describe('parseAction: Python literal syntax', () => {
  it('matches action names case-insensitively and normalises the spelling', () => {
    expect(parsed('do(action="click", element="7")')).toEqual({ kind: 'do', action: 'Click', element: '7' });
    expect(parsed("do(action='SELECT DROPDOWN OPTION', argument='a', element='2')")).toMatchObject({
      action: 'Select Dropdown Option',
    });
  });

  it('accepts an integer element id and normalises it to a string', () => {
    expect(parsed('do(action="Click", element=7)')).toEqual({ kind: 'do', action: 'Click', element: '7' });
  });

  it('accepts single quotes, keyword order, spaces, a trailing comma and line breaks inside the call', () => {
    expect(parsed("do( element = '22' ,\n   argument='x', action='Type', )")).toEqual({
      kind: 'do',
      action: 'Type',
      argument: 'x',
      element: '22',
    });
  });

  it('decodes backslash escapes as Python does', () => {
    expect(parsed(String.raw`exit(message="a\nb\tc\'d\"e\\f\u00e9\x41\101\U0001F600\q")`)).toEqual({
      kind: 'exit',
      message: 'a\nb\tc\'d"e\\féAA😀\\q',
    });
  });

  it('reads triple-quoted strings across lines, with quotes inside', () => {
    expect(parsed('exit(message="""line 1\nsaid "hi" \'x\'\nline 3""")')).toEqual({
      kind: 'exit',
      message: 'line 1\nsaid "hi" \'x\'\nline 3',
    });
    expect(parsed("exit(message='''it's''')")).toEqual({ kind: 'exit', message: "it's" });
  });

  it('joins adjacent string literals and honours r/u prefixes', () => {
    expect(parsed('exit(message="ab" \'cd\')')).toEqual({ kind: 'exit', message: 'abcd' });
    expect(parsed(String.raw`exit(message=r"C:\new" u"\u0041")`)).toEqual({
      kind: 'exit',
      message: 'C:\\newA',
    });
  });

  it('ignores element= and argument= on actions that do not use them, as WebRL does', () => {
    expect(parsed('do(action="Scroll Down", element="3", argument="x")')).toEqual({
      kind: 'do',
      action: 'Scroll Down',
    });
    expect(parsed('do(action="Click", argument="x", element="3")')).toEqual({
      kind: 'do',
      action: 'Click',
      element: '3',
    });
  });

  it('keeps an empty exit message', () => {
    expect(parsed('exit(message="")')).toEqual({ kind: 'exit', message: '' });
  });
});

describe('parseAction: errors name what was wrong and where', () => {
  it.each<[string, string]>([
    ['', 'empty response; expected do(...) or exit(...)'],
    ['   \n  ', 'empty response; expected do(...) or exit(...)'],
    ['# Element: the button', 'no action after the comment lines; expected do(...) or exit(...)'],
    [
      'do(action="Dblclick", element="7")',
      'unknown action "Dblclick"; expected one of Click, Type, Search, Hover, Select Dropdown Option, Scroll Up, Scroll Down, Press Enter, Go Backward, Go Forward',
    ],
    ['do(action="Right Click", element="7")', 'unknown action "Right Click"; expected one of Click'],
    ['exit()', 'exit() needs message='],
    ['exit(message=3)', 'message= must be a string, e.g. exit(message="..."); got 3'],
    ['exit("done")', 'exit() takes keyword arguments only (at column 6); write exit(message="...")'],
    ['do("Click", "7")', 'do() takes keyword arguments only (at column 4)'],
    ['do(element="7")', 'do() needs action=, e.g. do(action="Click", element="7")'],
    ['do(action=Click, element="7")', 'action= must be a string such as "Click"; got Click'],
    ['do(action="Click")', 'Click needs element=, the id of the element, e.g. element="7"'],
    ['do(action="Hover")', 'Hover needs element='],
    ['do(action="Type", element="3")', 'Type needs argument=, the text to type'],
    ['do(action="Search", element="3")', 'Search needs argument=, the text to type'],
    [
      'do(action="Select Dropdown Option", element="3")',
      'Select Dropdown Option needs argument=, the text to select',
    ],
    ['do(action="Type", argument=5, element="3")', 'argument= must be a string; got 5'],
    ['do(action="Click", element=None)', 'element= must be an element id such as "7"; got None'],
    [
      'do(action="Click", element=find_element_by_instruction(instruction="the login button"))',
      'element=find_element_by_instruction(...) is not supported (WebRL cannot execute it either)',
    ],
    [
      'do(action="Click", elment="7")',
      'unknown keyword "elment" in do() at column 20; expected action=, argument=, element=',
    ],
    ['exit(msg="x")', 'unknown keyword "msg" in exit() at column 6; expected message='],
    ['do(action="Click", element="7", element="8")', 'keyword argument repeated: element= at column 33'],
    ['do(action="Click", element="7)', 'unterminated string starting at column 28'],
    ['exit(message="""never closed)', 'unterminated triple-quoted string starting at column 14'],
    ['exit(message="two\nlines")', 'unterminated string starting at line 1, column 14'],
    [
      'do(action="Click", element="7"',
      'expected "," or ")" in do(...), found the end of the text at column 31',
    ],
    [
      'do(action="Click" element="7")',
      'expected "," or ")" in do(...), found "element=\\"7\\")" at column 19',
    ],
    [
      'do(action="Click", element="7") do(action="Scroll Down")',
      'unexpected text after the action at column 33',
    ],
    [
      'do(action="Click", element="7")\n# Element: trailing',
      'unexpected text after the action at line 2, column 1',
    ],
    [
      'Action: do(action="Click", element="7")',
      'expected do(...) or exit(...) at column 1, found "Action: do(action=\\"Cl..."',
    ],
    ['click [7]', 'expected do(...) or exit(...) at column 1'],
    [
      'go_backward()',
      'unknown call "go_backward" at column 1; expected do(...) or exit(...); write do(action="Go Backward")',
    ],
    ['press(key="Enter")', 'unknown call "press" at column 1'],
    ['exit(message="bad \\x4g")', 'truncated \\x escape at column 19; it needs 2 hex digits'],
    ['exit(message="\\N{BULLET}")', '\\N{...} escapes are not supported'],
    ['do(action="Click", element=07)', 'leading zeros are not allowed in the integer 07'],
    ['do(action="Click", element=7.5)', 'expected an integer at column 28, found "7.5)"'],
    ['exit(message=f"x")', 'f"..." literals are not supported'],
  ])('rejects %j', (text, message) => {
    expect(errorOf(text)).toContain(message);
  });

  it('locates errors on the call line after comment lines', () => {
    expect(errorOf('# Element: x\ndo(action="Click", element="7)')).toBe(
      'unterminated string starting at line 2, column 28',
    );
  });
});
