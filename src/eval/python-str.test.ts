import { describe, expect, it } from 'vitest';
import { isPythonTruthy, pythonStr } from './python-str.js';

describe('pythonStr', () => {
  it("prints page values as Python's str() does after Playwright hands them over", () => {
    expect(pythonStr('text')).toBe('text');
    expect(pythonStr(null)).toBe('None');
    expect(pythonStr(undefined)).toBe('None');
    expect(pythonStr(true)).toBe('True');
    expect(pythonStr(1)).toBe('1');
    expect(pythonStr(27.5)).toBe('27.5');
    expect(pythonStr(Number.NaN)).toBe('nan');
    expect(pythonStr(-0)).toBe('-0.0');
    expect(pythonStr(['a', "it's", 2, null])).toBe(`['a', "it's", 2, None]`);
    expect(pythonStr({ k: 'v\n' })).toBe(`{'k': 'v\\n'}`);
  });
});

describe('isPythonTruthy', () => {
  it('treats None, False, 0, "", [] and {} as false', () => {
    expect([null, false, 0, '', [], {}].map(isPythonTruthy)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['0', [0], { a: 1 }, Number.NaN, -1].map(isPythonTruthy)).toEqual([true, true, true, true, true]);
  });
});
