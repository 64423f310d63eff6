import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePool } from '../browser/index.js';
import { EnvConfig, type Observation, type TaskConfig, type Trajectory } from '../core/index.js';
import { blankObservation } from '../env/index.js';
import { RuleJudge } from '../eval/index.js';
import type { CorruptionPlan } from '../models/index.js';
import { loadBuiltinTaskSets, type SiteHost, shopSite, startSiteHost } from '../sites/index.js';
import { recordedEnding, replayReason } from './corruption-endings.js';
import { canonicalExits, collectDemonstrations } from './demonstrations.js';
import { buildRewardDataset } from './reward-dataset.js';
import { helpersForSites } from './site-helpers.js';

const page = (url: string): Observation => ({ ...blankObservation(), url, title: url });

const RESPONSES = [
  'do(action="Click", element="1")',
  'do(action="Click", element="2")',
  'exit(message="$12.99")',
];

function demo(score = 1): Trajectory {
  return {
    taskId: 7,
    taskSet: 'builtin:train',
    intent: 'What is the price of the lamp?',
    sites: ['shopping'],
    steps: RESPONSES.map((response, index) => ({
      index,
      prompt: index === 0 ? 'What is the price of the lamp?' : '',
      observation: page(`http://127.0.0.1/page-${index}`),
      response,
      action:
        index === 2
          ? { kind: 'exit', message: '$12.99' }
          : { kind: 'do', action: 'Click', element: String(index + 1) },
    })),
    finalObservation: page('http://127.0.0.1/page-2'),
    answer: '$12.99',
    stopReason: 'exit',
    evaluatorScore: score,
    startedAt: '',
    durationMs: 0,
  };
}

function task(evalTypes: TaskConfig['eval']['eval_types'], mustInclude = ['$12.99']): TaskConfig {
  return {
    task_id: 7,
    intent: 'What is the price of the lamp?',
    sites: ['shopping'],
    eval: {
      eval_types: evalTypes,
      reference_answers: { must_include: mustInclude },
      reference_url: evalTypes.includes('url_match') ? 'http://127.0.0.1/page-2' : null,
      program_html: [],
    },
  } as unknown as TaskConfig;
}

const truncated = (answer: string): CorruptionPlan => ({
  kind: 'truncated',
  step: 1,
  responses: [RESPONSES[0]!, `exit(message="${answer}")`],
});
const wrongAnswer = (answer: string): CorruptionPlan => ({
  kind: 'wrong-answer',
  step: 2,
  responses: [...RESPONSES.slice(0, 2), `exit(message="${answer}")`],
});
const options = { judge: new RuleJudge(), taskSet: 'builtin:train' };

describe('corrupted demonstrations scored from the record', () => {
  it('ends a truncated string_match task on the page the demonstration saw there, scored by its answer', async () => {
    const wrong = await recordedEnding(demo(), truncated('Lamps'), task(['string_match']), options);
    expect(wrong).toMatchObject({ answer: 'Lamps', stopReason: 'exit', evaluatorScore: 0 });
    expect(wrong!.steps.map((s) => s.response)).toEqual([RESPONSES[0], 'exit(message="Lamps")']);
    expect(wrong!.steps[1]!.observation.url).toBe('http://127.0.0.1/page-1');
    expect(wrong!.finalObservation.url).toBe('http://127.0.0.1/page-1');
    const right = await recordedEnding(demo(), truncated('$12.99'), task(['string_match']), options);
    expect(right!.evaluatorScore).toBe(1);
  });

  it('keeps the passed page evaluators of the demonstration’s own last page and rescores only the answer', async () => {
    const both = task(['string_match', 'url_match']);
    expect((await recordedEnding(demo(), wrongAnswer('Lamps'), both, options))!.evaluatorScore).toBe(0);
    expect((await recordedEnding(demo(), wrongAnswer('It is $12.99'), both, options))!.evaluatorScore).toBe(
      1,
    );
    // A state change scored on the page alone: any message passes, as a replay's evaluators would say.
    const state = task(['program_html']);
    expect((await recordedEnding(demo(), wrongAnswer('Lamps'), state, options))!.evaluatorScore).toBe(1);
  });

  it('leaves to a replay what the record cannot score', async () => {
    const cases: [Trajectory, CorruptionPlan, TaskConfig, RegExp][] = [
      [demo(), truncated('Lamps'), task(['program_html']), /page state/],
      [demo(), truncated('Lamps'), task(['url_match']), /page state/],
      [demo(0), wrongAnswer('Lamps'), task(['string_match', 'program_html']), /page state/],
      [demo(), { ...wrongAnswer('x'), kind: 'replaced-step' }, task(['string_match']), /replaced step/],
      [
        demo(),
        { ...truncated('x'), responses: ['do(action="Scroll Down")', 'exit(message="x")'] },
        task(['string_match']),
        /does not follow/,
      ],
      [demo(), truncated('x'), task(['string_match'], ['__SHOPPING__/lamp.html']), /site URL/],
    ];
    for (const [d, plan, t, reason] of cases) {
      expect(replayReason(d, plan, t)).toMatch(reason);
      expect(await recordedEnding(d, plan, t, options)).toBeNull();
    }
    // A string_match task's ending never needs the page, whatever the demonstration scored.
    expect(replayReason(demo(0), wrongAnswer('Lamps'), task(['string_match']))).toBeNull();
  });
});

// The derivation's whole claim, checked in Chromium: the records equal those of replaying every script.
describe('corrupted demonstrations, recorded against replayed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'webrl-endings-'));
  const config = EnvConfig.parse({});
  let host: SiteHost;
  let pool: PagePool;
  beforeAll(async () => {
    host = await startSiteHost({ sites: [shopSite], slots: 2, dataDir });
    pool = new PagePool({ size: 2, viewport: config.viewport });
  }, 300_000);
  afterAll(async () => {
    await pool?.close();
    await host?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The oracle's demonstrations of the first training task of each template, with the runner. */
  async function demonstrate(templates: readonly string[]) {
    const { train } = loadBuiltinTaskSets({ sites: [shopSite], dataDir, seed: 0 });
    const tasks = templates.map((key) => train.find((t) => t.webrl!.template === key)!);
    const runner = { slots: host, pool, config, helpers: helpersForSites([shopSite]) };
    const collected = await collectDemonstrations({
      ...runner,
      tasks,
      templates: shopSite.templates,
      taskSet: 'builtin:train',
    });
    return { tasks, runner, demonstrations: canonicalExits(collected.demonstrations, tasks) };
  }

  it('gives the same trajectories and labels as replaying every corruption', async () => {
    const templates = [
      'shopping/product-price',
      'shopping/order-total',
      'shopping/search',
      'shopping/category-most-expensive',
      'shopping/add-to-wishlist',
      'shopping/add-to-cart-color',
    ];
    const { tasks, runner, demonstrations } = await demonstrate(templates);
    expect(demonstrations).toHaveLength(tasks.length);
    const build = (replayAll: boolean) =>
      buildRewardDataset({
        ...runner,
        tasks,
        demonstrations,
        corruptions: ['truncated', 'wrong-answer'],
        taskSet: 'builtin:train',
        seed: 5,
        replayAll,
      });
    const view = (records: Awaited<ReturnType<typeof build>>) =>
      records.map((r) => ({
        source: r.source,
        task: r.trajectory.taskId,
        label: r.label,
        score: r.trajectory.evaluatorScore,
        responses: r.trajectory.steps.map((s) => s.response),
        answer: r.trajectory.answer,
        url: new URL(r.trajectory.finalObservation.url).pathname,
        title: r.trajectory.finalObservation.title,
      }));
    const recorded = await build(false);
    const replayed = await build(true);
    expect(view(recorded)).toEqual(view(replayed));
    // Both outcomes occur, and the endings that need no page came from the record: a replay would
    // have observed its last page anew instead of reusing the demonstration's.
    const corrupted = recorded.filter((r) => r.source !== 'demonstration');
    expect(new Set(corrupted.map((r) => r.label))).toEqual(new Set([0, 1]));
    const demoOf = new Map(demonstrations.map((d) => [d.taskId, d]));
    const fromRecord = corrupted.filter((r) => {
      const steps = r.trajectory.steps;
      return (
        r.trajectory.finalObservation ===
        demoOf.get(r.trajectory.taskId)!.steps[steps.length - 1]!.observation
      );
    });
    // Every wrong answer (each demonstration passed) and the two string_match tasks' truncations.
    expect(fromRecord.map((r) => `${r.source} ${r.trajectory.taskId}`).sort()).toEqual(
      [
        ...tasks.map((t) => `wrong-answer ${t.task_id}`),
        ...tasks.slice(0, 2).map((t) => `truncated ${t.task_id}`),
      ].sort(),
    );
  }, 300_000);

  it('draws more corrupted copies of each demonstration, each plan once, the first draw unchanged', async () => {
    const { tasks, runner, demonstrations } = await demonstrate([
      'shopping/order-total',
      'shopping/category-most-expensive',
    ]);
    const build = (corruptionDraws?: number) =>
      buildRewardDataset({
        ...runner,
        tasks,
        demonstrations,
        taskSet: 'builtin:train',
        seed: 5,
        ...(corruptionDraws === undefined ? {} : { corruptionDraws }),
      });
    const plan = (r: Awaited<ReturnType<typeof build>>[number]) =>
      `${r.source} ${r.trajectory.taskId} ${JSON.stringify(r.trajectory.steps.map((s) => s.response))}`;
    const once = (await build()).map(plan);
    const thrice = (await build(3)).map(plan);
    // Draw 0 comes first and is what a single draw gives; later draws add copies, never a repeat.
    expect(thrice.slice(0, once.length)).toEqual(once);
    expect(thrice.length).toBeGreaterThan(once.length);
    expect(new Set(thrice).size).toBe(thrice.length);
    const perTaskAndKind = new Map<string, number>();
    for (const p of thrice.slice(once.length)) {
      const key = p.split(' ').slice(0, 2).join(' ');
      perTaskAndKind.set(key, (perTaskAndKind.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perTaskAndKind.values())).toBeLessThanOrEqual(2);
    expect((await build(0)).every((r) => r.source === 'demonstration')).toBe(true);
  }, 300_000);
});
