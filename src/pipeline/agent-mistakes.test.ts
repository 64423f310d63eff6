// Agent mistakes are data, never crashes: a seeded agent that answers with unparsable text, unknown
// actions, ids the page does not have, text typed into links, options picked from a list that is
// no list, history moves with no history, and odd arguments, on test tasks of every built-in site
// in real Chromium. Every episode must end with its trajectory, each such step must carry its
// error for the next observation, and no site may answer with its error page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import {
  type Agent,
  type AgentContext,
  ARGUMENT_ACTIONS,
  DO_ACTIONS,
  ELEMENT_ACTIONS,
  EnvConfig,
  formatAction,
  parseAction,
  type TaskConfig,
  type Trajectory,
} from '../core/index.js';
import { runEpisodes } from '../env/index.js';
import { builtinSites, loadBuiltinTaskSets, type SiteHost, startSiteHost } from '../sites/index.js';

const ODD_ARGUMENTS = [
  '',
  '\\"',
  '😀 ünïcode',
  'x'.repeat(3000),
  '-1',
  '<b>bold</b>',
  "'; DROP TABLE x",
  '1e309',
];
const BROKEN = [
  'garbage',
  'do(',
  'do(action="Fly", element="1")',
  'exit(',
  '',
  'do(action="Click", element="abc")',
];

/** Picks uniformly with the episode's own random stream, so a run repeats under its seed. */
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

class MistakenAgent implements Agent {
  readonly name = 'mistaken';

  async act(context: AgentContext, options: { random?: () => number }) {
    const random = options.random!;
    const count = context.observation.elements.length;
    const roll = random();
    if (roll < 0.1) return { response: pick(random, BROKEN) };
    if (roll < 0.13)
      return { response: formatAction({ kind: 'exit', message: pick(random, ODD_ARGUMENTS) }) };
    const action = pick(random, DO_ACTIONS);
    const element =
      random() < 0.15
        ? pick(random, ['-1', '99999', String(count)])
        : String(Math.floor(random() * Math.max(1, count)));
    const argument = random() < 0.5 ? pick(random, ODD_ARGUMENTS) : 'Electronics';
    return {
      response: formatAction({
        kind: 'do',
        action,
        ...(ARGUMENT_ACTIONS.has(action) ? { argument } : {}),
        // Now and then an element where the action takes none (Press Enter, a scroll, a history move).
        ...(ELEMENT_ACTIONS.has(action) || random() < 0.3 ? { element } : {}),
      }),
    };
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'webrl-mistakes-'));
let host: SiteHost;
let pool: PagePool;
let tasks: TaskConfig[];
let trajectories: Trajectory[];

beforeAll(async () => {
  host = await startSiteHost({ sites: builtinSites, slots: 2, dataDir });
  pool = new PagePool({ size: 2, viewport: { width: 1280, height: 720 } });
  // The first two test tasks of each site group (cross-site ones included).
  const groups = new Map<string, TaskConfig[]>();
  for (const task of loadBuiltinTaskSets({ sites: builtinSites, dataDir, seed: 0 }).test) {
    const key = task.sites.join('+');
    const group = groups.get(key) ?? [];
    if (group.length < 2) groups.set(key, [...group, task]);
  }
  tasks = [...groups.values()].flat();
  trajectories = await runEpisodes({
    tasks,
    agent: new MistakenAgent(),
    slots: host,
    pool,
    config: EnvConfig.parse({ maxSteps: 15, parallelEpisodes: 2 }),
    temperature: 1,
    seed: 3,
    taskSet: 'builtin:test',
  });
}, 600_000);
afterAll(async () => {
  await pool?.close();
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an agent that makes every kind of mistake on the built-in sites', () => {
  const steps = () => trajectories.flatMap((t) => t.steps);

  it('ends every episode with a trajectory, by exit or the step limit', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(10);
    expect(trajectories.map((t) => t.taskId)).toEqual(tasks.map((t) => t.task_id));
    for (const t of trajectories)
      expect(['exit', 'max_steps', 'repeated_actions', 'parse_failures']).toContain(t.stopReason);
  });

  it('records each unparsable response as a step without an action, with the parse error', () => {
    const unparsable = steps().filter((s) => !parseAction(s.response).ok);
    expect(unparsable.length).toBeGreaterThan(5);
    for (const step of unparsable) {
      expect(step.action).toBeNull();
      expect(step.error).toMatch(/^could not parse the response/);
    }
  });

  it('turns actions the page cannot take into errors the next observation shows', () => {
    const errors = steps().flatMap((s) => (s.error ? [s.error] : []));
    const kinds = [
      /^there is no element with id "/,
      /is not a text field/,
      /is not a dropdown/,
      /^there is no (earlier|later) page in this tab/,
    ];
    for (const kind of kinds)
      expect(
        errors.some((e) => kind.test(e)),
        String(kind),
      ).toBe(true);
  });

  it('never meets a site error page', () => {
    const pages = trajectories.flatMap((t) => [...t.steps.map((s) => s.observation), t.finalObservation]);
    expect(pages.length).toBeGreaterThan(100);
    // The title of the page a site's server writes when a request fails (serve-site's errorPage).
    const broken = pages.filter((o) => o.title === 'Server error');
    expect(broken.map((o) => o.url)).toEqual([]);
  });
});
