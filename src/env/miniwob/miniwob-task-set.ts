// Task sets over MiniWoB++ pages. A MiniWoB++ task is a page plus a seed, so a task set is a list of
// (page, seed) pairs: evaluation uses fixed seeds from MINIWOB_TEST_SEED_BASE up, training draws seeds
// below it, so no training episode is an evaluation episode. The curriculum's next tasks are new
// seeds of the pages the agent failed.
import { seededRandom, type TaskConfig } from '../../core/index.js';
import { miniwobTask, miniwobTaskOf } from './miniwob-tasks.js';

/** Evaluation seeds are MINIWOB_TEST_SEED_BASE + 0, 1, …; training seeds lie below. */
export const MINIWOB_TEST_SEED_BASE = 1_000_000;

/** `episodes` fixed test seeds of every page, ids 0, 1, … page by page. */
export function miniwobTestTasks(names: readonly string[], episodes: number): TaskConfig[] {
  return names.flatMap((name, templateId) =>
    Array.from({ length: episodes }, (_, k) =>
      miniwobTask({
        name,
        seed: MINIWOB_TEST_SEED_BASE + k,
        taskId: templateId * episodes + k,
        templateId,
        split: 'test',
      }),
    ),
  );
}

/** A training seed that `used` does not hold yet (and adds it). */
function drawSeed(random: () => number, used: Set<string>, name: string): number {
  for (;;) {
    const seed = Math.floor(random() * MINIWOB_TEST_SEED_BASE);
    const key = `${name}#${seed}`;
    if (!used.has(key)) {
      used.add(key);
      return seed;
    }
  }
}

/** `count` training tasks, the pages taken in turn, each with a fresh random seed; ids 0, 1, …. */
export function miniwobTrainTasks(names: readonly string[], count: number, seed: number): TaskConfig[] {
  const random = seededRandom(seed);
  const used = new Set<string>();
  return Array.from({ length: count }, (_, taskId) => {
    const templateId = taskId % names.length;
    const name = names[templateId]!;
    return miniwobTask({ name, seed: drawSeed(random, used, name), taskId, templateId, split: 'train' });
  });
}

export interface NewSeedOptions {
  /** How many tasks to return. */
  count: number;
  /** The phase they are for (recorded in the task's webrl block). */
  phase: number;
  seed: number;
  /** Tasks already used (earlier phases): their (page, seed) pairs are not drawn again. */
  avoid?: readonly TaskConfig[];
}

/**
 * MiniWoB++'s curriculum step: new seeds of the failed tasks' pages, the failures taken in turn, so
 * pages the agent fails more often get more of the next phase. Ids 0, 1, …; each records the failed
 * task it came from.
 */
export function newMiniwobSeeds(failed: readonly TaskConfig[], options: NewSeedOptions): TaskConfig[] {
  if (failed.length === 0) return [];
  const random = seededRandom(options.seed);
  const used = new Set<string>();
  for (const task of [...(options.avoid ?? []), ...failed]) {
    const ref = miniwobTaskOf(task);
    used.add(`${ref.name}#${ref.seed}`);
  }
  return Array.from({ length: options.count }, (_, taskId) => {
    const parent = failed[taskId % failed.length]!;
    const { name } = miniwobTaskOf(parent);
    return miniwobTask({
      name,
      seed: drawSeed(random, used, name),
      taskId,
      templateId: parent.intent_template_id,
      split: 'generated',
      phase: options.phase,
      parentTaskId: parent.task_id,
    });
  });
}
