// Table 1's grouping: single-site columns, map+wikipedia under Map, cross-site tasks only in the
// average — checked on the real WebArena-Lite file against the paper's denominators and one row.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRate, siteGroupOf, successTable } from './success-table.js';

const LITE = resolve(import.meta.dirname, '../../../shared/data/webarena-lite/test_webarena_lite.raw.json');
const liteTasks = (): { task_id: number; sites: string[] }[] => JSON.parse(readFileSync(LITE, 'utf8'));

describe('siteGroupOf', () => {
  it('puts single-site tasks in their column, map+wikipedia under Map, the rest cross-site', () => {
    expect(siteGroupOf(['reddit'])).toBe('reddit');
    expect(siteGroupOf(['wikipedia', 'map'])).toBe('map');
    expect(siteGroupOf(['gitlab', 'reddit'])).toBe('cross-site');
    expect(siteGroupOf(['shopping', 'shopping'])).toBe('shopping');
    expect(siteGroupOf(['classifieds'])).toBe('other');
  });
});

describe('successTable', () => {
  it('gives WebArena-Lite the paper’s denominators: Reddit 19, GitLab 30, CMS 35, Map 30, OSS 45, all 165', () => {
    const table = successTable(liteTasks().map((t) => ({ sites: t.sites, success: false })));
    expect(table.columns.map((c) => [c.key, c.total])).toEqual([
      ['reddit', 19],
      ['gitlab', 30],
      ['shopping_admin', 35],
      ['map', 30],
      ['shopping', 45],
      ['cross-site', 6],
    ]);
    expect(table.average.total).toBe(165);
  });

  it('reproduces the Llama3.1-8B + WebRL row of Table 1 from per-site counts', () => {
    const wins: Record<string, number> = {
      reddit: 12,
      gitlab: 14,
      shopping_admin: 19,
      map: 11,
      shopping: 14,
    };
    const outcomes = liteTasks().map((t) => {
      const group = siteGroupOf(t.sites);
      const success = (wins[group] ?? 0) > 0;
      if (success) wins[group]! -= 1;
      return { sites: t.sites, success };
    });
    const table = successTable(outcomes);
    expect(table.columns.slice(0, 5).map((c) => formatRate(c.rate))).toEqual([
      '63.2',
      '46.7',
      '54.3',
      '36.7',
      '31.1',
    ]);
    expect(formatRate(table.average.rate)).toBe('42.4');
  });

  it('shows empty site columns as “–” and leaves out cross-site when there is none', () => {
    const table = successTable([
      { sites: ['shopping'], success: true },
      { sites: ['shopping'], success: false },
    ]);
    expect(table.columns.map((c) => formatRate(c.rate))).toEqual(['–', '–', '–', '–', '50.0']);
    expect(table.average).toEqual({ successes: 1, total: 2, rate: 0.5 });
  });
});
