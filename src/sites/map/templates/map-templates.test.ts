import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskConfig, TaskConfig as TaskConfigSchema } from '../../../core/index.js';
import { ensurePristineDatabase } from '../../data/pristine-cache.js';
import { SiteDb } from '../../data/site-db.js';
import { loadBuiltinTaskSets } from '../../tasks/load-builtin-tasks.js';
import { NEIGHBOURHOODS } from '../data/city-layout.js';
import { mapDatabase } from '../data/map-database.js';
import { openDays, WEEKDAYS } from '../data/opening-hours.js';
import { placeByName } from '../data/place-queries.js';
import { mapSite } from '../map-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-map-tasks-'));
let train: TaskConfig[];
let test: TaskConfig[];
let pool: TaskConfig[];

beforeAll(() => {
  ({ train, test, pool } = loadBuiltinTaskSets({ sites: [mapSite], dataDir, seed: 0 }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the map task sets', () => {
  it('give exactly 26 test tasks (the map’s share of 165) and at least 200 training tasks', () => {
    expect(test).toHaveLength(26);
    expect(train.length).toBeGreaterThanOrEqual(200);
  });

  it('hold every regular template in both splits (training-only ones in train alone) and at least three templates in test only', () => {
    expect(mapSite.templates.length).toBeGreaterThanOrEqual(15);
    expect(mapSite.templates.filter((t) => t.testOnly).length).toBeGreaterThanOrEqual(3);
    const trainTemplates = new Set(train.map((t) => t.webrl!.template));
    const testTemplates = new Set(test.map((t) => t.webrl!.template));
    for (const template of mapSite.templates) {
      // A training-only template (`counts.test` 0) gives no test task.
      expect(testTemplates.has(template.key), template.key).toBe(template.counts?.test !== 0);
      expect(trainTemplates.has(template.key), template.key).toBe(!template.testOnly);
    }
    const trainIntents = new Set(train.map((t) => t.intent));
    expect(test.filter((t) => trainIntents.has(t.intent))).toEqual([]);
  });

  it('are valid WebArena map configs without login, checked by answers and URLs', () => {
    const types = new Set([...train, ...test].flatMap((t) => t.eval.eval_types));
    expect([...types].sort()).toEqual(['program_html', 'string_match', 'url_match']);
    for (const task of [...train, ...test]) {
      expect(TaskConfigSchema.safeParse(task).success, task.intent).toBe(true);
      expect(task.sites).toEqual(['map']);
      expect(task.storage_state).toBeNull();
      expect(task.start_url).toBe('__MAP__');
      expect(task.webrl!.complexity).toBeGreaterThanOrEqual(1);
      expect(task.webrl!.complexity).toBeLessThanOrEqual(4);
      expect(task.intent).not.toMatch(/\{\{/);
    }
  });

  it('name every place they ask about in the intent, so the search box can take it verbatim', () => {
    for (const task of [...train, ...test]) {
      for (const [slot, value] of Object.entries(task.instantiation_dict)) {
        if (['place', 'from', 'to', 'origin', 'a', 'b'].includes(slot))
          expect(task.intent).toContain(String(value));
      }
    }
  });

  it('check directions the way WebArena does: both fields and the engine select', () => {
    const directions = test.find((t) => t.webrl!.template === 'map/show-directions')!;
    expect(directions.eval.reference_url).toMatch(
      /^__MAP__\/directions\?engine=fossgis_osrm_(car|bike|foot)&route=40\.\d{5}%2C-(79|80)\.\d{5}%3B40\.\d{5}%2C-(79|80)\.\d{5}$/,
    );
    expect(directions.eval.program_html.map((c) => c.locator)).toEqual([
      `document.querySelector('[name="route_from"]').value`,
      `document.querySelector('[name="route_to"]').value`,
      'document.querySelector("div#content select.routing_engines").selectedIndex',
    ]);
    const around = test.find((t) => t.webrl!.template === 'map/find-around')!;
    expect(around.eval.reference_url).toMatch(/^__MAP__\/search\?query=[a-z%0-9]+%20near%20/);
  });

  it('ask training-only yes/no questions about a place, yes and no about equally often and true to the data', () => {
    const db = SiteDb.open(ensurePristineDatabase(mapDatabase, { dataDir, seed: 0 }), { readonly: true });
    try {
      const neighbourhoods = Object.values(NEIGHBOURHOODS).map((n) => n.name);
      const dayIndex = (day: string) =>
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(day);
      for (const key of ['map/in-neighbourhood-yes-no', 'map/open-on-day-yes-no']) {
        expect(
          test.filter((t) => t.webrl!.template === key),
          key,
        ).toEqual([]);
        expect(
          train.filter((t) => t.webrl!.template === key),
          key,
        ).toHaveLength(12);
        const all = [...train, ...pool].filter((t) => t.webrl!.template === key);
        const answers = all.map((t) => {
          expect(t.intent).toMatch(/\? Answer yes or no\.$/);
          expect(t.eval.eval_types).toEqual(['string_match']);
          const { must_include, ...rest } = t.eval.reference_answers!;
          expect(rest).toEqual({});
          expect(must_include).toHaveLength(1);
          return must_include![0] as string;
        });
        const yes = answers.filter((a) => a === 'yes').length;
        const no = answers.filter((a) => a === 'no').length;
        expect(yes + no, key).toBe(all.length);
        expect(Math.min(yes, no), key).toBeGreaterThanOrEqual(0.35 * all.length);
        for (const [i, task] of all.entries()) {
          const vars = task.instantiation_dict as Record<string, string>;
          const place = placeByName(db, vars.place!)!;
          let truth: boolean;
          if (key === 'map/in-neighbourhood-yes-no') {
            expect(neighbourhoods).toContain(vars.neighbourhood);
            truth = place.neighbourhood === vars.neighbourhood;
            // A wrong neighbourhood shares no word with the right one ("Polish Hill", "Hill District").
            if (!truth)
              expect(vars.neighbourhood!.split(' ').filter((w) => place.neighbourhood.includes(w))).toEqual(
                [],
              );
          } else {
            expect(dayIndex(vars.day!)).toBeGreaterThanOrEqual(0);
            truth = openDays(place.opening_hours!).has(WEEKDAYS[dayIndex(vars.day!)]!);
          }
          expect(answers[i], task.intent).toBe(truth ? 'yes' : 'no');
        }
      }
    } finally {
      db.close();
    }
  });
});
