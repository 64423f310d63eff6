// url_match in both modes, on the WebArena-Lite tasks' own reference URLs.
import { describe, expect, it } from 'vitest';
import type { EvalMode } from './evaluation.js';
import { EvaluationError } from './evaluation-error.js';
import { liteTask } from './lite-fixture.js';
import { pythonParseQs, pythonUrlParse } from './python-url.js';
import { evaluateUrlMatch } from './url-match.js';

function score(taskId: number, pageUrl: string, mode: EvalMode): number {
  return evaluateUrlMatch(pageUrl, { task: liteTask(taskId), mode }).score;
}

describe('url_match, VAB', () => {
  it('task 45 has no url_note, so VAB compares exactly (after dropping one trailing slash)', () => {
    expect(score(45, 'http://127.0.0.1:8023/a11yproject/a11yproject.com/-/issues/719', 'vab')).toBe(1);
    expect(score(45, 'http://127.0.0.1:8023/a11yproject/a11yproject.com/-/issues/719/', 'vab')).toBe(1);
    expect(score(45, 'http://127.0.0.1:8023/a11yproject/a11yproject.com/-/issues/719#note_1', 'vab')).toBe(0);
    expect(score(45, 'http://localhost:8023/a11yproject/a11yproject.com/-/issues/719', 'vab')).toBe(1);
  });

  it('task 9 GOLD in PRED is a plain substring test on the whole URL', () => {
    expect(score(9, 'http://127.0.0.1:8023/dashboard/todos?state=done', 'vab')).toBe(1);
    expect(score(9, 'https://127.0.0.1:8023/dashboard/todos', 'vab')).toBe(0);
  });

  it('task 77: query parameters must appear in the same order as in the reference', () => {
    const reordered =
      'http://127.0.0.1:7770/catalogsearch/result/index/?q=chairs&product_list_order=price&product_list_dir=asc';
    expect(score(77, reordered, 'vab')).toBe(0);
    expect(
      score(
        77,
        'http://127.0.0.1:7770/catalogsearch/result/index/?product_list_order=price&q=chairs&product_list_dir=asc',
        'vab',
      ),
    ).toBe(1);
  });

  it('task 146: any |OR| alternative may match', () => {
    expect(score(146, 'http://127.0.0.1:9999/f/deeplearning/12/a-post', 'vab')).toBe(1);
    expect(score(146, 'http://127.0.0.1:9999/f/news', 'vab')).toBe(0);
  });

  it('explains the comparison in its detail', () => {
    const result = evaluateUrlMatch('http://127.0.0.1:8023/explore/projects', {
      task: liteTask(9),
      mode: 'vab',
    });
    expect(result.checks).toEqual([
      {
        rule: 'url GOLD in PRED',
        score: 0,
        detail:
          'page URL "http://127.0.0.1:8023/explore/projects" is not containing "http://127.0.0.1:8023/dashboard/todos"',
      },
    ]);
  });
});

describe('url_match, canonical', () => {
  it('task 45 without url_note defaults to GOLD in PRED and ignores the scheme', () => {
    expect(
      score(45, 'https://127.0.0.1:8023/a11yproject/a11yproject.com/-/issues/719#note_1', 'canonical'),
    ).toBe(1);
  });

  it('task 77: query parameters match in any order, extra ones allowed', () => {
    const reordered =
      'http://127.0.0.1:7770/catalogsearch/result/index/?q=chairs&p=2&product_list_dir=asc&product_list_order=price';
    expect(score(77, reordered, 'canonical')).toBe(1);
    expect(
      score(
        77,
        'http://127.0.0.1:7770/catalogsearch/result/index/?q=chairs&product_list_dir=desc&product_list_order=price',
        'canonical',
      ),
    ).toBe(0);
  });

  it('task 66: query values are compared after decoding + and %XX', () => {
    expect(score(66, 'http://127.0.0.1:7770/catalogsearch/result/?q=switch%20accessories', 'canonical')).toBe(
      1,
    );
    expect(score(66, 'http://127.0.0.1:7770/catalogsearch/result/?q=switch%20accessories', 'vab')).toBe(0);
  });

  it('task 58: strips every trailing slash, VAB only one', () => {
    const task = liteTask(58);
    task.eval.reference_url = 'http://127.0.0.1:7770/clothing-shoes-jewelry//';
    const pageUrl = 'http://127.0.0.1:7770/clothing-shoes-jewelry';
    expect(evaluateUrlMatch(pageUrl, { task, mode: 'canonical' }).score).toBe(1);
    expect(evaluateUrlMatch(pageUrl, { task, mode: 'vab' }).score).toBe(0);
  });

  it('rejects url_note EXACT, which canonical WebArena does not have', () => {
    const task = liteTask(45);
    task.eval.url_note = 'EXACT';
    expect(() => evaluateUrlMatch('http://x', { task, mode: 'canonical' })).toThrow(
      new EvaluationError(
        'task 45: url_note "EXACT" does not exist in canonical WebArena (only "GOLD in PRED"); evaluate in vab mode',
      ),
    );
  });
});

describe('Python URL parsing', () => {
  it('splits like urlparse, without normalising', () => {
    expect(pythonUrlParse('HTTP://Host:80/a/../b;p=1?x=1#f')).toEqual({
      scheme: 'http',
      netloc: 'Host:80',
      path: '/a/../b',
      query: 'x=1',
      fragment: 'f',
    });
    expect(pythonUrlParse('/relative/path?q')).toMatchObject({
      scheme: '',
      netloc: '',
      path: '/relative/path',
      query: 'q',
    });
  });

  it('parses queries like parse_qs: repeated keys, blank values dropped, invalid escapes kept', () => {
    expect(Object.fromEntries(pythonParseQs('a=1&a=2&b=&c&d=x+y%2Fz&e=%zz&f=%E2%82%AC'))).toEqual({
      a: ['1', '2'],
      d: ['x y/z'],
      e: ['%zz'],
      f: ['€'],
    });
  });
});
