// One phase's curriculum: evolve new tasks from the previous phase's failures, drop any that would
// leak the test set, keep those the critic rates neither hopeless nor trivial, keep the feasible,
// and renumber them (WebRL §2.2, reference/webrl.md §6).
import type { Observation, TaskConfig } from '../core/index.js';
import type { Critic, FeasibilityChecker, TaskGenerator } from '../models/index.js';
import { type CriticRange, filterByCritic, WEBRL_CRITIC_RANGE } from './critic-filter.js';

/** What the test set forbids: its intents, and templates that only the test split has. */
export interface HeldOut {
  testIntents: ReadonlySet<string>;
  testOnlyTemplates: ReadonlySet<string>;
}

export interface PhaseTaskOptions {
  seeds: readonly TaskConfig[];
  /** How many tasks the phase should get. */
  count: number;
  /** How many to ask the generator for, so that filters still leave `count` (e.g. 3 × count). */
  candidates: number;
  generator: TaskGenerator;
  feasibility: FeasibilityChecker;
  /** From phase 2 on; absent in phase 1 (no critic yet), as in WebRL. */
  critic?: Critic;
  /** Observes a task's real start page for the critic (opens it in a browser). */
  observeStart?: (task: TaskConfig) => Promise<Observation>;
  criticRange?: CriticRange;
  heldOut: HeldOut;
  /** Intents the generator should not produce besides the test set's (e.g. earlier phases' tasks). */
  avoidIntents?: ReadonlySet<string>;
  seed: number;
}

/** A kept task with the critic's score where one was computed. */
export interface PhaseTask {
  task: TaskConfig;
  criticValue?: number;
}

/** The phase's tasks and what each filter did, for metrics. */
export interface PhaseTasks {
  tasks: PhaseTask[];
  counts: {
    seeds: number;
    generated: number;
    /** Dropped because the intent is a test task's. */
    testCollisions: number;
    /** Dropped because the template is test-only (held out to measure generalisation). */
    heldOutTemplates: number;
    keptByCritic: number;
    droppedByCritic: number;
    keptByFeasibility: number;
    droppedByFeasibility: number;
    kept: number;
  };
}

export async function buildPhaseTasks(options: PhaseTaskOptions): Promise<PhaseTasks> {
  const { heldOut } = options;
  const generated = await options.generator.evolve(options.seeds, {
    count: options.candidates,
    seed: options.seed,
    forbiddenIntents: new Set([...heldOut.testIntents, ...(options.avoidIntents ?? [])]),
  });

  // A generated task must never be a test task nor come from a test-only template: check and count.
  let testCollisions = 0;
  let heldOutTemplates = 0;
  const clean = generated.filter((task) => {
    if (heldOut.testIntents.has(task.intent)) {
      testCollisions += 1;
      return false;
    }
    if (task.webrl && heldOut.testOnlyTemplates.has(task.webrl.template)) {
      heldOutTemplates += 1;
      return false;
    }
    return true;
  });

  let scored: PhaseTask[] = clean.map((task) => ({ task }));
  let droppedByCritic = 0;
  if (options.critic) {
    if (!options.observeStart) throw new Error('critic filter: observeStart is required with a critic');
    const pages: Observation[] = [];
    for (const task of clean) pages.push(await options.observeStart(task));
    const verdicts = await filterByCritic(
      clean,
      options.critic,
      pages,
      options.criticRange ?? WEBRL_CRITIC_RANGE,
    );
    droppedByCritic = verdicts.filter((v) => !v.kept).length;
    scored = verdicts.filter((v) => v.kept).map((v) => ({ task: v.task, criticValue: v.value }));
  }
  const keptByCritic = scored.length;

  const feasible = await options.feasibility.areFeasible(scored.map((s) => s.task));
  const afterFeasibility = scored.filter((_, i) => feasible[i]);
  const kept = afterFeasibility
    .slice(0, options.count)
    .map((s, i) => ({ ...s, task: { ...s.task, task_id: i } }));

  return {
    tasks: kept,
    counts: {
      seeds: options.seeds.length,
      generated: generated.length,
      testCollisions,
      heldOutTemplates,
      keptByCritic,
      droppedByCritic,
      keptByFeasibility: afterFeasibility.length,
      droppedByFeasibility: scored.length - afterFeasibility.length,
      kept: kept.length,
    },
  };
}
