// One phase's curriculum: evolve new tasks from the previous phase's failures, drop any that would
// leak the test set, keep those the critic rates neither hopeless nor trivial, keep the feasible,
// and renumber them (WebRL §2.2, reference/webrl.md §6).
import type { Observation, TaskConfig } from '../core/index.js';
import type { Critic, FeasibilityChecker, GeneratorAnswerCounts, TaskGenerator } from '../models/index.js';
import { type CriticRange, filterByCritic, WEBRL_CRITIC_RANGE } from './critic-filter.js';
import { CurriculumError } from './curriculum-error.js';

/** What the test set forbids: its intents, and templates that only the test split has. */
export interface HeldOut {
  testIntents: ReadonlySet<string>;
  testOnlyTemplates: ReadonlySet<string>;
}

export interface PhaseTaskOptions {
  seeds: readonly TaskConfig[];
  /** How many tasks the phase should get. */
  count: number;
  /** How many to ask the generator for per round, so that filters still leave `count` (e.g. 3 × count). */
  candidates: number;
  /** Rounds of generation at most while the filters leave fewer than `count` (default 4). */
  maxRounds?: number;
  /**
   * When every round still leaves fewer than `count`, fill the phase with the feasible tasks the
   * critic rated nearest its range, so that the phase gets its rollout budget all the same.
   */
  fillToCount?: boolean;
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
    /** Answers of a generator that asks a model (0 for the embedded one), and what they held. */
    answers: number;
    /** Answers holding no task that could be read. */
    unusableAnswers: number;
    /** Tasks in the answers that repeated a seed, a test task, an earlier task or each other. */
    repeatedTasks: number;
    generated: number;
    /** Dropped because the intent is a test task's. */
    testCollisions: number;
    /** Dropped because the template is test-only (held out to measure generalisation). */
    heldOutTemplates: number;
    keptByCritic: number;
    droppedByCritic: number;
    /** Of those, rated below the range (hopeless) and above it (trivial). */
    droppedByCriticLow: number;
    droppedByCriticHigh: number;
    keptByFeasibility: number;
    droppedByFeasibility: number;
    /** Generation batches it took. */
    rounds: number;
    /** Tasks the critic rated outside its range, taken to fill the phase (`fillToCount`). */
    filledOutsideRange: number;
    /** Tasks that passed every filter but came after the phase had its `count` (not used). */
    surplus: number;
    kept: number;
  };
}

/** Generation rounds at most when the filters leave fewer than `count` (default). */
const DEFAULT_GENERATION_ROUNDS = 4;

export async function buildPhaseTasks(options: PhaseTaskOptions): Promise<PhaseTasks> {
  const counts: PhaseTasks['counts'] = {
    seeds: options.seeds.length,
    answers: 0,
    unusableAnswers: 0,
    repeatedTasks: 0,
    generated: 0,
    testCollisions: 0,
    heldOutTemplates: 0,
    keptByCritic: 0,
    droppedByCritic: 0,
    droppedByCriticLow: 0,
    droppedByCriticHigh: 0,
    keptByFeasibility: 0,
    droppedByFeasibility: 0,
    rounds: 0,
    filledOutsideRange: 0,
    surplus: 0,
    kept: 0,
  };
  // WebRL keeps 500 new tasks a phase after both filters: while the filters leave fewer than
  // `count`, generate another batch of tasks not seen in this phase yet.
  const forbidden = new Set([...options.heldOut.testIntents, ...(options.avoidIntents ?? [])]);
  const seen = new Set<string>();
  const kept: PhaseTask[] = [];
  const outside: PhaseTask[] = [];
  const rounds = options.maxRounds ?? DEFAULT_GENERATION_ROUNDS;
  const answerCounts: GeneratorAnswerCounts = { answers: 0, unusable: 0, repeated: 0 };
  let repeatedHere = 0;
  while (counts.rounds < rounds && kept.length < options.count) {
    const generated = await options.generator.evolve(options.seeds, {
      count: options.candidates,
      seed: options.seed + counts.rounds,
      forbiddenIntents: forbidden,
      answerCounts,
    });
    counts.rounds += 1;
    counts.answers = answerCounts.answers;
    counts.unusableAnswers = answerCounts.unusable;
    // A generator may ignore forbiddenIntents (an LLM does): a task seen in this phase comes once.
    const fresh = generated.filter((task) => !seen.has(task.intent));
    repeatedHere += generated.length - fresh.length;
    counts.repeatedTasks = answerCounts.repeated + repeatedHere;
    if (fresh.length === 0) break;
    for (const task of fresh) {
      seen.add(task.intent);
      forbidden.add(task.intent);
    }
    const batch = await filterBatch(fresh, options, counts);
    const taken = batch.kept.slice(0, options.count - kept.length);
    counts.surplus += batch.kept.length - taken.length;
    kept.push(...taken);
    outside.push(...batch.outside);
  }
  if (options.fillToCount && kept.length < options.count && outside.length > 0) {
    const range = options.criticRange ?? WEBRL_CRITIC_RANGE;
    const distance = (v: number) => (v < range.min ? range.min - v : v - range.max);
    const nearest = [...outside]
      .sort((a, b) => distance(a.criticValue!) - distance(b.criticValue!))
      .slice(0, 2 * (options.count - kept.length));
    const feasible = await options.feasibility.areFeasible(nearest.map((s) => s.task));
    const fill = nearest.filter((_, i) => feasible[i]).slice(0, options.count - kept.length);
    counts.filledOutsideRange = fill.length;
    kept.push(...fill);
  }
  counts.kept = kept.length;
  if (kept.length === 0 && options.count > 0) throw noTaskError(options, counts);
  return { tasks: kept.map((s, i) => ({ ...s, task: { ...s.task, task_id: i } })), counts };
}

/** Why a phase got no task: the generator's output and what each filter dropped of it. */
function noTaskError(options: PhaseTaskOptions, counts: PhaseTasks['counts']): CurriculumError {
  const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  const was = (count: number) => (count === 1 ? 'was' : 'were');
  const from = `from ${n(counts.seeds, 'failed task')} in ${n(counts.rounds, 'round')}`;
  const answers =
    counts.answers > 0
      ? ` (of its ${n(counts.answers, 'answer')}, ${counts.unusableAnswers} held no task in backticks; ${n(counts.repeatedTasks, 'task')} in them repeated a seed, a test task or an earlier one)`
      : '';
  const what =
    counts.generated === 0
      ? `the generator ${options.generator.name} evolved no task new to the run ${from}${answers || ' (each was a seed, a test task or a task of this or an earlier phase)'}`
      : `of the ${n(counts.generated, 'new task')} the generator ${options.generator.name} evolved ${from}${answers}, ` +
        `${counts.testCollisions} ${was(counts.testCollisions)} a test task, ` +
        `${counts.heldOutTemplates} came from test-only templates, ` +
        `${counts.droppedByCritic} ${was(counts.droppedByCritic)} rated outside the critic's range and ` +
        `${counts.droppedByFeasibility} ${was(counts.droppedByFeasibility)} judged infeasible by ${options.feasibility.name}`;
  return new CurriculumError(
    `the phase's curriculum has no task to train on: ${what}; a phase cannot train on no tasks: use another generator or feasibility model, or fewer phases or tasks per phase if the generator has run out of new tasks`,
    counts,
  );
}

/**
 * Runs one generated batch through the leak check, the critic and the feasibility filter; also
 * returns the clean tasks the critic rated outside its range, with their values.
 */
async function filterBatch(
  generated: readonly TaskConfig[],
  options: PhaseTaskOptions,
  counts: PhaseTasks['counts'],
): Promise<{ kept: PhaseTask[]; outside: PhaseTask[] }> {
  const { heldOut } = options;
  counts.generated += generated.length;
  // A generated task must never be a test task nor come from a test-only template: check and count.
  const clean = generated.filter((task) => {
    if (heldOut.testIntents.has(task.intent)) {
      counts.testCollisions += 1;
      return false;
    }
    if (task.webrl && heldOut.testOnlyTemplates.has(task.webrl.template)) {
      counts.heldOutTemplates += 1;
      return false;
    }
    return true;
  });

  let scored: PhaseTask[] = clean.map((task) => ({ task }));
  const outside: PhaseTask[] = [];
  if (options.critic) {
    if (!options.observeStart) throw new Error('critic filter: observeStart is required with a critic');
    const pages: Observation[] = [];
    for (const task of clean) pages.push(await options.observeStart(task));
    const range = options.criticRange ?? WEBRL_CRITIC_RANGE;
    const verdicts = await filterByCritic(clean, options.critic, pages, range);
    for (const v of verdicts) {
      if (v.kept) continue;
      outside.push({ task: v.task, criticValue: v.value });
      counts.droppedByCritic += 1;
      if (v.value < range.min) counts.droppedByCriticLow += 1;
      else counts.droppedByCriticHigh += 1;
    }
    scored = verdicts.filter((v) => v.kept).map((v) => ({ task: v.task, criticValue: v.value }));
  }
  counts.keptByCritic += scored.length;

  const feasible = await options.feasibility.areFeasible(scored.map((s) => s.task));
  const afterFeasibility = scored.filter((_, i) => feasible[i]);
  counts.keptByFeasibility += afterFeasibility.length;
  counts.droppedByFeasibility += scored.length - afterFeasibility.length;
  return { kept: afterFeasibility, outside };
}
