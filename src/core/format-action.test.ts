import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Action, ARGUMENT_ACTIONS, DO_ACTIONS, type DoAction, ELEMENT_ACTIONS } from './action.js';
import { formatAction } from './format-action.js';
import { parseAction } from './parse-action.js';

describe('formatAction', () => {
  it.each<[Action, string]>([
    [{ kind: 'do', action: 'Click', element: '7' }, 'do(action="Click", element="7")'],
    [
      { kind: 'do', action: 'Type', argument: '01/01/2023', element: '22' },
      'do(action="Type", argument="01/01/2023", element="22")',
    ],
    [
      { kind: 'do', action: 'Search', argument: 'pharmacy near CMU', element: '13' },
      'do(action="Search", argument="pharmacy near CMU", element="13")',
    ],
    [{ kind: 'do', action: 'Hover', element: '5' }, 'do(action="Hover", element="5")'],
    [
      { kind: 'do', action: 'Select Dropdown Option', argument: 'Month', element: '20' },
      'do(action="Select Dropdown Option", argument="Month", element="20")',
    ],
    [{ kind: 'do', action: 'Scroll Down' }, 'do(action="Scroll Down")'],
    [{ kind: 'do', action: 'Scroll Up' }, 'do(action="Scroll Up")'],
    [{ kind: 'do', action: 'Press Enter' }, 'do(action="Press Enter")'],
    [{ kind: 'do', action: 'Go Backward' }, 'do(action="Go Backward")'],
    [{ kind: 'do', action: 'Go Forward' }, 'do(action="Go Forward")'],
    [
      { kind: 'exit', message: 'The top-3 best-selling products in January 2023 are: ...' },
      'exit(message="The top-3 best-selling products in January 2023 are: ...")',
    ],
  ])('writes %j as WebRL does', (action, text) => {
    expect(formatAction(action)).toBe(text);
  });

  it('escapes quotes, backslashes, line breaks and control characters with double quotes', () => {
    expect(formatAction({ kind: 'exit', message: 'say "hi"\\\n\r\t\0é😀' })).toBe(
      'exit(message="say \\"hi\\"\\\\\\n\\r\\t\\x00é😀")',
    );
  });
});

// Strings that stress the quoting: mostly the characters with a meaning in Python literals.
const trickyString = fc.string({
  unit: fc.constantFrom(
    '"',
    "'",
    '\\',
    '\n',
    '\r',
    '\t',
    '\0',
    '#',
    '(',
    ')',
    ',',
    '=',
    'x',
    'u',
    'N',
    ' ',
    'é',
    '😀',
  ),
});
const anyString = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), trickyString);

const doAction: fc.Arbitrary<DoAction> = fc
  .record({ action: fc.constantFrom(...DO_ACTIONS), argument: anyString, element: anyString })
  .map(({ action, argument, element }) => ({
    kind: 'do' as const,
    action,
    ...(ARGUMENT_ACTIONS.has(action) ? { argument } : {}),
    ...(ELEMENT_ACTIONS.has(action) ? { element } : {}),
  }));
const anyAction: fc.Arbitrary<Action> = fc.oneof(
  doAction,
  anyString.map((message) => ({ kind: 'exit' as const, message })),
);

describe('parseAction(formatAction(a))', () => {
  it('gives back a for every action, whatever unicode its strings hold', () => {
    fc.assert(
      fc.property(anyAction, (action) => {
        expect(parseAction(formatAction(action))).toEqual({ ok: true, action, comments: [] });
      }),
      { numRuns: 2000 },
    );
  });

  it('gives back a after comment lines too', () => {
    fc.assert(
      fc.property(anyAction, fc.string({ unit: 'grapheme-ascii' }), (action, note) => {
        const comment = `# Note: ${note.replace(/[\r\n]/g, ' ')}`.trim();
        expect(parseAction(`${comment}\n${formatAction(action)}`)).toEqual({
          ok: true,
          action,
          comments: [comment],
        });
      }),
    );
  });
});
