import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskConfig, TaskConfig as TaskConfigSchema } from '../../../core/index.js';
import { loadBuiltinTaskSets } from '../../tasks/load-builtin-tasks.js';
import { mapSite } from '../map-site.js';

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-map-tasks-'));
let train: TaskConfig[];
let test: TaskConfig[];

beforeAll(() => {
  ({ train, test } = loadBuiltinTaskSets({ sites: [mapSite], dataDir, seed: 0 }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the map task sets', () => {
  it('give exactly 26 test tasks (the map’s share of 165) and at least 200 training tasks', () => {
    expect(test).toHaveLength(26);
    expect(train.length).toBeGreaterThanOrEqual(200);
  });

  it('hold every regular template in both splits and at least three templates in test only', () => {
    expect(mapSite.templates.length).toBeGreaterThanOrEqual(15);
    expect(mapSite.templates.filter((t) => t.testOnly).length).toBeGreaterThanOrEqual(3);
    const trainTemplates = new Set(train.map((t) => t.webrl!.template));
    const testTemplates = new Set(test.map((t) => t.webrl!.template));
    for (const template of mapSite.templates) {
      expect(testTemplates.has(template.key), template.key).toBe(true);
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
});
