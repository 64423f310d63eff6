import { describe, expect, it } from 'vitest';
import { EvaluationError } from './evaluation-error.js';
import {
  cleanAnswer,
  compareInequality,
  exactMatch,
  mustExclude,
  mustInclude,
  parseAnswerInt,
  pyStrip,
} from './string-rules.js';
import { nltkWordTokenize } from './word-tokenize.js';

const vab = { mode: 'vab' as const, tokenize: nltkWordTokenize };
const canonical = { mode: 'canonical' as const, tokenize: nltkWordTokenize };

describe('cleanAnswer', () => {
  it('drops one pair of surrounding quotes and lowercases', () => {
    expect(cleanAnswer('"Yes"', 'vab')).toBe('yes');
    expect(cleanAnswer("'Yes'", 'vab')).toBe('yes');
    expect(cleanAnswer('"\'Yes\'"', 'vab')).toBe("'yes'");
    expect(cleanAnswer('"Yes\'', 'vab')).toBe('"yes\'');
  });

  it('strips surrounding whitespace first only in canonical mode', () => {
    expect(cleanAnswer(' "Yes" \n', 'vab')).toBe(' "yes" \n');
    expect(cleanAnswer(' "Yes" \n', 'canonical')).toBe('yes');
  });

  it("strips exactly Python's whitespace", () => {
    expect(pyStrip('\u3000\x1c a \u00a0')).toBe('a');
    expect(pyStrip('\ufeffa')).toBe('\ufeffa');
  });
});

describe('exactMatch', () => {
  it('compares cleaned strings, so a trailing space fails in VAB and passes in canonical', () => {
    expect(exactMatch('Yes', 'yes', 'vab')).toBe(true);
    expect(exactMatch('Yes', 'yes ', 'vab')).toBe(false);
    expect(exactMatch('Yes', 'yes ', 'canonical')).toBe(true);
  });
});

describe('mustInclude', () => {
  it('VAB: a one-token reference must be a whole token of the answer', () => {
    expect(mustInclude('0', 'I spent $0 in total', vab)).toEqual({ pass: true, byToken: true });
    expect(mustInclude('0', 'I spent $10 in total', vab)).toEqual({ pass: false, byToken: true });
    expect(mustInclude('ny', 'nyc', vab).pass).toBe(false);
  });

  it('VAB: splits tokens containing "/" so their parts count as tokens', () => {
    expect(mustInclude('design', 'a11yproject.com/design', vab).pass).toBe(true);
    expect(mustInclude('n/a', 'the answer is n/a', vab).pass).toBe(true);
  });

  it('VAB: a multi-token reference is a substring test on the cleaned answer', () => {
    expect(
      mustInclude('Hawkeye Yoga Short-32-Blue', 'the hawkeye yoga short-32-blue sold most', vab),
    ).toEqual({
      pass: true,
      byToken: false,
    });
  });

  it('canonical: substring test, so "ny" matches "nyc"', () => {
    expect(mustInclude('ny', 'nyc', { ...canonical, singleItemList: true })).toEqual({
      pass: true,
      byToken: false,
    });
  });

  it('canonical: a one-character reference that is the only item must be a token', () => {
    expect(mustInclude('0', '10', { ...canonical, singleItemList: true })).toEqual({
      pass: false,
      byToken: true,
    });
    expect(mustInclude('0', '10', { ...canonical, singleItemList: false })).toEqual({
      pass: true,
      byToken: false,
    });
  });

  it('uses the injected tokenizer', () => {
    const whitespace = (text: string) => text.split(/\s+/).filter(Boolean);
    expect(mustInclude('5', 'count: 5.', vab).pass).toBe(true);
    expect(mustInclude('5', 'count: 5.', { mode: 'vab', tokenize: whitespace }).pass).toBe(false);
  });
});

describe('mustExclude', () => {
  it('fails when a one-token reference is a token, or a longer one a substring', () => {
    expect(mustExclude('no', 'no refund', vab)).toEqual({ pass: false, byToken: true });
    expect(mustExclude('no', 'nothing', vab)).toEqual({ pass: true, byToken: true });
    expect(mustExclude('not sure', 'i am not sure', vab)).toEqual({ pass: false, byToken: false });
  });
});

describe('parseAnswerInt and compareInequality', () => {
  it("reads integers as VAB's str_2_int does", () => {
    expect(parseAnswerInt(' 1,234 ')).toBe(1234);
    expect(parseAnswerInt('-7')).toBe(-7);
    expect(parseAnswerInt('1_000')).toBe(1000);
    expect(parseAnswerInt('12.5')).toBeNull();
    expect(parseAnswerInt('about 3')).toBeNull();
  });

  it('tries <=, >=, ==, <, > in that order with tolerance 1e-8', () => {
    expect(compareInequality(700, '<= 700')).toBe(true);
    expect(compareInequality(701, '> 700')).toBe(true);
    expect(compareInequality(700, '> 700')).toBe(true);
    expect(compareInequality(699, '> 700')).toBe(false);
    expect(compareInequality(3, '== 3')).toBe(true);
    expect(compareInequality(4, '== 3')).toBe(false);
    expect(compareInequality(5, 'x < 5')).toBe(true);
  });

  it('names an entry that is not an inequality', () => {
    expect(() => compareInequality(1, 'about 3')).toThrow(
      new EvaluationError('required_values entry "about 3" is not an inequality like "> 700" or "== 3"'),
    );
    expect(() => compareInequality(1, '> x')).toThrow(EvaluationError);
  });
});
