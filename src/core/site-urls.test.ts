import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './schema-errors.js';
import {
  resolveTaskUrls,
  type SiteUrls,
  siteKeyOfPlaceholder,
  siteUrlsFromEnv,
  splitStartUrls,
} from './site-urls.js';
import { TaskConfig } from './task.js';

const LITE = resolve(import.meta.dirname, '../../../shared/data/webarena-lite/test_webarena_lite.raw.json');
const lite = (JSON.parse(readFileSync(LITE, 'utf8')) as unknown[]).map((t) => TaskConfig.parse(t));
const task = (id: number) => lite.find((t) => t.task_id === id)!;

const URLS: SiteUrls = {
  shopping: 'http://127.0.0.1:7770',
  shopping_admin: 'http://127.0.0.1:7780/admin',
  reddit: 'http://127.0.0.1:9999',
  gitlab: 'http://127.0.0.1:8023',
  map: 'http://127.0.0.1:3000',
  wikipedia: 'http://127.0.0.1:8888',
  homepage: 'http://127.0.0.1:4399',
};

describe('resolveTaskUrls', () => {
  it('replaces placeholders in start_url, reference_url, program_html urls and must_include answers', () => {
    const resolved = resolveTaskUrls(task(127), URLS);
    expect(resolved.start_url).toBe('http://127.0.0.1:8023');
    const check = resolved.eval.program_html[0]!;
    expect(check.url).toBe('http://127.0.0.1:8023/byteblaze/Do-it-myself/-/raw/main/README.md');
    expect('must_include' in check.required_contents && check.required_contents.must_include[0]).toBe(
      'http://127.0.0.1:9999/f/DIY/118903/separate-glued-plastic-parts',
    );
    expect(JSON.stringify(resolved)).not.toMatch(/__[A-Z_]+__/);
  });

  it('keeps __SHOPPING_ADMIN__ apart from __SHOPPING__', () => {
    const resolved = resolveTaskUrls(task(108), URLS);
    expect(resolved.eval.program_html[0]!.url).toBe('http://127.0.0.1:7780/admin/../antonia-racer-tank.html');
  });

  it('leaves the raw task untouched', () => {
    const raw = task(127);
    resolveTaskUrls(raw, URLS);
    expect(raw.start_url).toBe('__GITLAB__');
  });

  it('resolves every Lite task when all site URLs are given', () => {
    for (const t of lite) expect(JSON.stringify(resolveTaskUrls(t, URLS))).not.toMatch(/__[A-Z_]+__/);
  });

  it('names each missing placeholder, where it is used and the variable to set', () => {
    const error = (() => {
      try {
        resolveTaskUrls(task(127), { gitlab: URLS.gitlab });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.problems).toEqual([
      'eval.program_html[0].required_contents.must_include[0] uses __REDDIT__ but no reddit URL is given; ' +
        'set REDDIT (e.g. REDDIT=http://127.0.0.1:9999) or run the task on the built-in sites',
    ]);
    expect(error?.message).toMatch(/^task 127 needs site URLs that are not set:/);
  });
});

describe('siteUrlsFromEnv', () => {
  it("reads WebArena's variable names and leaves unset or empty ones out", () => {
    expect(
      siteUrlsFromEnv({
        SHOPPING: 'http://127.0.0.1:7770',
        SHOPPING_ADMIN: 'http://127.0.0.1:7780/admin',
        GITLAB: '',
        WIKIPEDIA: 'http://h:8888/wikipedia_en_all_maxi_2022-05/A/User:The_other_Kiwix_guy/Landing',
        PATH: '/usr/bin',
      }),
    ).toEqual({
      shopping: 'http://127.0.0.1:7770',
      shopping_admin: 'http://127.0.0.1:7780/admin',
      wikipedia: 'http://h:8888/wikipedia_en_all_maxi_2022-05/A/User:The_other_Kiwix_guy/Landing',
    });
  });

  it('rejects values that are not http URLs or end with a slash, naming each variable', () => {
    let error: ConfigError | undefined;
    try {
      siteUrlsFromEnv({ REDDIT: 'http://127.0.0.1:9999/', MAP: 'localhost 3000', GITLAB: 'ftp://x' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.problems).toEqual([
      'REDDIT: "http://127.0.0.1:9999/" ends with "/"; remove the trailing slash (task files append paths to it), e.g. REDDIT=http://127.0.0.1:9999',
      'GITLAB: "ftp://x" has scheme ftp; expected http or https, e.g. GITLAB=http://127.0.0.1:8023',
      'MAP: "localhost 3000" is not a URL; expected scheme, host and port, e.g. MAP=http://127.0.0.1:3000',
    ]);
    expect(error?.message).toMatch(/^site URL variables are not valid:\n {2}REDDIT: /);
  });
});

describe('splitStartUrls and placeholders', () => {
  it('splits start_url on " |AND| " into one URL per tab', () => {
    expect(splitStartUrls('http://a |AND| http://b')).toEqual(['http://a', 'http://b']);
    expect(splitStartUrls('http://a')).toEqual(['http://a']);
  });

  it('maps placeholders to site keys', () => {
    expect(siteKeyOfPlaceholder('__SHOPPING_ADMIN__')).toBe('shopping_admin');
    expect(siteKeyOfPlaceholder('__HOMEPAGE__')).toBe('homepage');
    expect(siteKeyOfPlaceholder('__NOPE__')).toBeUndefined();
  });
});
