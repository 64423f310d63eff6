import { describe, expect, it } from 'vitest';
import type { AgentContext, Observation, TaskConfig } from '../core/index.js';
import type { Critic, TaskGenerator } from '../models/index.js';
import { buildPhaseTasks, type PhaseTasks } from './build-phase-tasks.js';
import { filterByCritic } from './critic-filter.js';
import { CurriculumError } from './curriculum-error.js';
import { EmbeddedTaskGenerator } from './embedded-task-generator.js';
import { PoolFeasibilityChecker } from './pool-feasibility-checker.js';
import type { TaskPool } from './task-pool.js';

function task(id: number, template: string, intent: string, complexity = 1): TaskConfig {
  return {
    sites: ['shopping'],
    task_id: id,
    require_login: true,
    storage_state: null,
    start_url: '__SHOPPING__',
    geolocation: null,
    intent_template: '',
    instantiation_dict: {},
    intent,
    require_reset: false,
    eval: {
      eval_types: ['string_match'],
      reference_answers: { exact_match: 'x' },
      reference_url: '',
      program_html: [],
    },
    intent_template_id: 1,
    webrl: { template, split: 'train', complexity },
  };
}

const price = (n: number) => task(100 + n, 'shopping/price', `price of item ${n}`);
const rating = (n: number) => task(200 + n, 'shopping/rating', `rating of item ${n}`);
const priceAndRating = (n: number) =>
  task(300 + n, 'shopping/price-rating', `price and rating of item ${n}`, 2);

// A small real pool: relatives by template key.
const pool: TaskPool = {
  relativesOf: (seed) => ({
    sameTemplate: seed.webrl?.template === 'shopping/price' ? [1, 2, 3, 4, 5].map(price) : [],
    siblings: [1, 2, 3].map(rating),
    harder: [1, 2].map(priceAndRating),
  }),
};

// A real Critic whose values come from a table (the seam for curriculum tests).
class TableCritic implements Critic {
  readonly name = 'table';
  constructor(private readonly table: (intent: string) => number) {}
  async values(states: readonly AgentContext[]) {
    return states.map((s) => this.table(s.intent));
  }
}

const blankPage: Observation = {
  url: 'http://127.0.0.1/',
  title: '',
  html: '',
  elements: [],
  texts: [],
  scroll: { y: 0, height: 0, viewportHeight: 720 },
  tabs: [],
  activeTab: 0,
};

describe('embedded task generator', () => {
  it('evolves new relatives of the seeds, never a seed or a forbidden intent, repeatably', async () => {
    const generator = new EmbeddedTaskGenerator(pool);
    const seeds = [price(1)];
    const options = { count: 8, seed: 7, forbiddenIntents: new Set(['price of item 2']) };
    const created = await generator.evolve(seeds, options);
    const intents = created.map((t) => t.intent);
    expect(new Set(intents).size).toBe(intents.length);
    expect(intents).not.toContain('price of item 1');
    expect(intents).not.toContain('price of item 2');
    expect(created.every((t) => t.webrl?.split === 'generated' && t.webrl.parentTaskId === 101)).toBe(true);
    expect(created.map((t) => t.webrl?.generator)).toContain('embedded:sameTemplate');
    expect((await generator.evolve(seeds, options)).map((t) => t.intent)).toEqual(intents);
  });

  it('stops when the seeds have no relatives left', async () => {
    const created = await new EmbeddedTaskGenerator(pool).evolve([price(1)], { count: 100, seed: 1 });
    expect(created).toHaveLength(4 + 3 + 2);
  });
});

describe('critic filter', () => {
  it('keeps tasks whose value lies in [0.05, 0.75]', async () => {
    const tasks = [price(1), price(2), price(3), price(4)];
    const values: Record<string, number> = {
      'price of item 1': 0.01,
      'price of item 2': 0.05,
      'price of item 3': 0.75,
      'price of item 4': 0.9,
    };
    const verdicts = await filterByCritic(
      tasks,
      new TableCritic((i) => values[i]!),
      tasks.map(() => blankPage),
    );
    expect(verdicts.map((v) => v.kept)).toEqual([false, true, true, false]);
  });
});

/** Generated tasks that no count explains: each is dropped by a filter, kept, or surplus. */
const unaccounted = (c: PhaseTasks['counts']) =>
  c.generated -
  c.testCollisions -
  c.heldOutTemplates -
  c.droppedByCritic -
  c.droppedByFeasibility -
  c.surplus -
  (c.kept - c.filledOutsideRange);

describe('phase tasks', () => {
  it('drops test intents and test-only templates, filters by critic and feasibility, and counts each', async () => {
    const leakyPool: TaskPool = {
      relativesOf: () => ({
        sameTemplate: [price(2), price(3), price(4)],
        siblings: [task(900, 'shopping/secret', 'held-out template task')],
        harder: [task(901, 'shopping/price', 'not in any template')],
      }),
    };
    const known = new Set(['price of item 3', 'price of item 4', 'held-out template task']);
    const result = await buildPhaseTasks({
      seeds: [price(1)],
      count: 10,
      candidates: 10,
      generator: new EmbeddedTaskGenerator(leakyPool),
      feasibility: new PoolFeasibilityChecker(new Set([...known, 'not in any template'])),
      critic: new TableCritic((intent) => (intent === 'price of item 4' ? 0.9 : 0.5)),
      observeStart: async () => blankPage,
      heldOut: { testIntents: new Set(['price of item 2']), testOnlyTemplates: new Set(['shopping/secret']) },
      seed: 3,
    });
    expect(result.tasks.map((t) => t.task.intent).sort()).toEqual(['not in any template', 'price of item 3']);
    expect(result.tasks.map((t) => t.task.task_id).sort()).toEqual([0, 1]);
    expect(result.counts).toMatchObject({
      generated: 4,
      testCollisions: 0, // the generator already avoids forbidden intents
      heldOutTemplates: 1,
      droppedByCritic: 1,
      keptByFeasibility: 2,
      kept: 2,
    });
    expect(unaccounted(result.counts)).toBe(0);
  });

  it('generates more batches until the filters leave `count` tasks, each intent once', async () => {
    const many: TaskPool = {
      relativesOf: () => ({
        sameTemplate: Array.from({ length: 30 }, (_, n) => price(n + 2)),
        siblings: [],
        harder: [],
      }),
    };
    // The critic calls odd items trivial: about half of each batch survives.
    const critic = new TableCritic((intent) => (Number(intent.split(' ').at(-1)) % 2 === 1 ? 0.9 : 0.5));
    const options = {
      seeds: [price(1)],
      count: 6,
      candidates: 6,
      generator: new EmbeddedTaskGenerator(many),
      feasibility: new PoolFeasibilityChecker(
        new Set(many.relativesOf(price(1)).sameTemplate.map((t) => t.intent)),
      ),
      critic,
      observeStart: async () => blankPage,
      heldOut: { testIntents: new Set<string>(), testOnlyTemplates: new Set<string>() },
      seed: 5,
    };
    const result = await buildPhaseTasks(options);
    const intents = result.tasks.map((t) => t.task.intent);
    expect(intents).toHaveLength(6);
    expect(new Set(intents).size).toBe(6);
    expect(result.counts.rounds).toBeGreaterThan(1);
    expect(result.counts.generated).toBe(6 * result.counts.rounds);
    expect(result.counts.droppedByCriticHigh).toBe(result.counts.droppedByCritic);
    expect(result.counts.droppedByCriticLow).toBe(0);
    expect(unaccounted(result.counts)).toBe(0);
    // A batch that passes more tasks than the phase still needs leaves the rest over, counted.
    const capped = await buildPhaseTasks({ ...options, count: 1 });
    expect(capped.tasks).toHaveLength(1);
    expect(capped.counts.rounds).toBe(1);
    expect(capped.counts.surplus).toBeGreaterThan(0);
    expect(unaccounted(capped.counts)).toBe(0);

    const oneRound = await buildPhaseTasks({ ...options, maxRounds: 1 });
    expect(oneRound.counts.rounds).toBe(1);
    expect(oneRound.tasks.length).toBeLessThan(6);
    expect(oneRound.counts.filledOutsideRange).toBe(0);

    // Filling keeps the budget: the shortfall comes from the tasks rated outside the range.
    const filled = await buildPhaseTasks({ ...options, maxRounds: 1, fillToCount: true });
    expect(filled.tasks).toHaveLength(6);
    expect(filled.counts.filledOutsideRange).toBe(6 - oneRound.tasks.length);
    expect(filled.tasks.slice(0, oneRound.tasks.length).map((t) => t.criticValue)).toEqual(
      oneRound.tasks.map((t) => t.criticValue),
    );
    expect(filled.tasks.slice(oneRound.tasks.length).every((t) => t.criticValue === 0.9)).toBe(true);
    expect(new Set(filled.tasks.map((t) => t.task.intent)).size).toBe(6);
  });

  it('drops and counts test tasks that a generator returns despite being told not to', async () => {
    // An LLM generator may ignore forbiddenIntents; the filter must catch what slips through.
    const careless: TaskGenerator = { name: 'careless', evolve: async () => [price(2), price(3)] };
    const result = await buildPhaseTasks({
      seeds: [price(1)],
      count: 10,
      candidates: 10,
      generator: careless,
      feasibility: new PoolFeasibilityChecker(new Set(['price of item 2', 'price of item 3'])),
      heldOut: { testIntents: new Set(['price of item 2']), testOnlyTemplates: new Set() },
      seed: 3,
    });
    expect(result.tasks.map((t) => t.task.intent)).toEqual(['price of item 3']);
    expect(result.counts.testCollisions).toBe(1);
    expect(unaccounted(result.counts)).toBe(0);
  });

  it('stops, naming the generator and what each filter dropped, when a phase would get no task', async () => {
    const options = {
      seeds: [price(1)],
      count: 4,
      candidates: 4,
      feasibility: new PoolFeasibilityChecker(new Set(['price of item 2'])),
      heldOut: { testIntents: new Set(['price of item 2']), testOnlyTemplates: new Set<string>() },
      seed: 3,
    };
    const leaky: TaskGenerator = { name: 'openai:leaky', evolve: async () => [price(2), price(3)] };
    const filtered = await buildPhaseTasks({ ...options, generator: leaky }).catch((e) => e);
    expect(filtered).toBeInstanceOf(CurriculumError);
    expect(filtered.message).toBe(
      "the phase's curriculum has no task to train on: of the 2 new tasks the generator openai:leaky evolved from 1 failed task in 2 rounds, 1 was a test task, 0 came from test-only templates, 0 were rated outside the critic's range and 1 was judged infeasible by site-data; a phase cannot train on no tasks: use another generator or feasibility model, or fewer phases or tasks per phase if the generator has run out of new tasks",
    );
    expect(filtered.counts).toMatchObject({ generated: 2, kept: 0 });

    // A generator that asks a model counts its answers; the phase adds the repeats it drops itself.
    const chatty: TaskGenerator = {
      name: 'openai:chatty',
      evolve: async (_seeds, { answerCounts }) => {
        if (answerCounts) {
          answerCounts.answers += 2;
          answerCounts.unusable += 1;
          answerCounts.repeated += 1;
        }
        return [price(3)];
      },
    };
    const unread = await buildPhaseTasks({
      ...options,
      generator: chatty,
      feasibility: new PoolFeasibilityChecker(new Set()),
    }).catch((e) => e);
    expect(unread).toBeInstanceOf(CurriculumError);
    expect(unread.counts).toMatchObject({ rounds: 2, answers: 4, unusableAnswers: 2, repeatedTasks: 3 });
    expect(unread.message).toContain(
      'of the 1 new task the generator openai:chatty evolved from 1 failed task in 2 rounds (of its 4 answers, 2 held no task in backticks; 3 tasks in them repeated a seed, a test task or an earlier one), 0 were a test task,',
    );

    const silent: TaskGenerator = { name: 'openai:silent', evolve: async () => [] };
    const nothing = await buildPhaseTasks({ ...options, generator: silent }).catch((e) => e);
    expect(nothing).toBeInstanceOf(CurriculumError);
    expect(nothing.message).toContain(
      "the phase's curriculum has no task to train on: the generator openai:silent evolved no task new to the run from 1 failed task in 1 round (each was a seed, a test task or a task of this or an earlier phase)",
    );
  });
});
