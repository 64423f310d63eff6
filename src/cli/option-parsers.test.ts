import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { parseRunConfig } from '../core/index.js';
import {
  dropoutOption,
  httpUrlOption,
  idListOption,
  integerOption,
  nonNegativeNumber,
  numberOption,
  portOption,
} from './option-parsers.js';

describe('option parsers', () => {
  it('return the value when it fits', () => {
    expect(integerOption(1)('3')).toBe(3);
    expect(integerOption(0)('0')).toBe(0);
    expect(numberOption('-0.5')).toBe(-0.5);
    expect(nonNegativeNumber('0')).toBe(0);
    expect(dropoutOption('0.25')).toBe(0.25);
    expect(idListOption('3, 17')).toEqual([3, 17]);
  });

  it('throw commander errors that say what was expected and what came', () => {
    expect(() => integerOption(1)('0')).toThrow(new InvalidArgumentError('expected an integer ≥ 1, got "0"'));
    expect(() => integerOption(0)('2.5')).toThrow('expected an integer ≥ 0, got "2.5"');
    expect(portOption('8377')).toBe(8377);
    expect(() => portOption('70000')).toThrow('expected an integer from 0 to 65535, got "70000"');
    expect(() => numberOption('abc')).toThrow('expected a number, got "abc"');
    expect(() => numberOption('Infinity')).toThrow(InvalidArgumentError);
    expect(() => nonNegativeNumber('-1')).toThrow('expected a number ≥ 0, got "-1"');
    expect(() => dropoutOption('1')).toThrow('expected a number from 0 to 0.9, got "1"');
    expect(() => dropoutOption('x')).toThrow(InvalidArgumentError);
    expect(() => idListOption('3,x')).toThrow(
      'expected task ids separated by commas, e.g. 3,17; "x" is not one',
    );
  });

  it('take http and https URLs only, as links are built on them', () => {
    expect(httpUrlOption('http://127.0.0.1:8377')).toBe('http://127.0.0.1:8377');
    expect(httpUrlOption('https://viewer.example/runs/')).toBe('https://viewer.example/runs/');
    for (const value of ['notaurl', 'localhost:8377', 'ftp://host/x', '']) {
      expect(() => httpUrlOption(value)).toThrow(
        `expected an http:// or https:// URL such as http://127.0.0.1:8377, got "${value}"`,
      );
    }
  });

  it('read decimal numbers only: no empty value, hexadecimal or exponent for an integer', () => {
    for (const value of ['', ' ', '0x10', '1e1', '0b1']) {
      expect(() => integerOption(0)(value)).toThrow(`expected an integer ≥ 0, got "${value}"`);
    }
    for (const value of ['', '0x10', '0o7']) {
      expect(() => numberOption(value)).toThrow(`expected a number, got "${value}"`);
      expect(() => nonNegativeNumber(value)).toThrow(InvalidArgumentError);
      expect(() => dropoutOption(value)).toThrow(InvalidArgumentError);
    }
    expect(numberOption('1e-3')).toBe(0.001);
    expect(numberOption('.5')).toBe(0.5);
    expect(integerOption(0)(' 12 ')).toBe(12);
  });

  it('refuse integers above 2^53 - 1, which a number cannot hold exactly', () => {
    for (const value of ['99999999999999999999', '9007199254740992']) {
      expect(() => integerOption(0)(value)).toThrow(
        `expected an integer from 0 to 9007199254740991, got "${value}"`,
      );
    }
    expect(integerOption(0)('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('bound a dropout as the run config does: every value one accepts, the other accepts', () => {
    const schemaAccepts = (share: number) => {
      try {
        parseRunConfig({ train: { sftWordDropout: share, ormBagDropout: share } });
        return true;
      } catch {
        return false;
      }
    };
    const flagAccepts = (text: string) => {
      try {
        dropoutOption(text);
        return true;
      } catch {
        return false;
      }
    };
    for (const share of [0, 0.25, 0.9, 0.95, 0.999, 1, -0.1]) {
      expect(flagAccepts(String(share)), String(share)).toBe(schemaAccepts(share));
    }
    expect(() => dropoutOption('0.95')).toThrow('expected a number from 0 to 0.9, got "0.95"');
  });
});
