// Demonstrations for SFT (WebRL's phase 0): the oracle solves training tasks in real episodes, and
// the trajectories its evaluators score 1.0 become the policy's examples.
import { type Action, formatAction, getLogger, type TaskConfig, type Trajectory } from '../core/index.js';
import { OracleAgent, type TaskTemplate } from '../sites/index.js';
import { type EpisodeRunner, runEvaluatedEpisodes } from './evaluated-episodes.js';

const log = getLogger('sft');

/**
 * The exit message of tasks whose evaluators ignore the answer (see canonicalExits): empty, as the
 * built-in oracles write it.
 */
export const DONE_MESSAGE = '';

export interface DemonstrationOptions extends EpisodeRunner {
  tasks: readonly TaskConfig[];
  templates: readonly TaskTemplate[];
  taskSet: string;
  onEpisode?: (trajectory: Trajectory, done: number) => void;
}

/** What collecting demonstrations gave: the solved episodes and the ones the oracle did not solve. */
export interface CollectedDemonstrations {
  demonstrations: Trajectory[];
  unsolved: Trajectory[];
}

/** Runs the oracle on every task; keeps the episodes its evaluators score 1.0. */
export async function collectDemonstrations(options: DemonstrationOptions): Promise<CollectedDemonstrations> {
  const trajectories = await runEvaluatedEpisodes({
    ...options,
    agent: new OracleAgent(options.tasks, options.templates),
    temperature: 0,
  });
  const demonstrations = trajectories.filter((t) => (t.evaluatorScore ?? 0) >= 1);
  const unsolved = trajectories.filter((t) => (t.evaluatorScore ?? 0) < 1);
  // Episodes the environment lost (stopReason 'error') are counted with the unsolved ones.
  if (unsolved.length > 0) {
    log.warn('the oracle did not solve every task; those episodes are not demonstrations', {
      unsolved: unsolved.length,
      tasks: unsolved.slice(0, 10).map((t) => t.taskId),
    });
  }
  return { demonstrations, unsolved };
}

/** What collectDemonstrationBudget needs beyond an episode runner. */
export interface DemonstrationBudgetOptions extends Omit<DemonstrationOptions, 'tasks' | 'onEpisode'> {
  /** The tasks to demonstrate, in the order they are tried (spreadOverTemplates' order). */
  candidates: readonly TaskConfig[];
  /** How many demonstrations are wanted (train.demonstrations). */
  count: number;
  /** The progress callback of each round: the first tries `count` tasks, later ones replace. */
  onRound?: (tasks: readonly TaskConfig[], round: number) => DemonstrationOptions['onEpisode'];
}

/** The demonstrations, the episodes the oracle did not finish, and every task tried, in order. */
export interface BudgetedDemonstrations extends CollectedDemonstrations {
  tried: TaskConfig[];
}

/**
 * Demonstrations of `count` tasks: the first `count` candidates, and in place of each one the oracle
 * could not finish (a task longer than env.maxSteps: the quick preset's 15 steps cut one task of its
 * 100 short) the next candidate, so that the SFT budget is what it says. At most twice `count`
 * tasks are tried in all, so that an episode limit no oracle fits stops early instead of trying the
 * whole training set.
 */
export async function collectDemonstrationBudget(
  options: DemonstrationBudgetOptions,
): Promise<BudgetedDemonstrations> {
  const limit = Math.min(options.candidates.length, 2 * options.count);
  const demonstrations: Trajectory[] = [];
  const unsolved: Trajectory[] = [];
  let next = 0;
  for (let round = 0; demonstrations.length < options.count && next < limit; round += 1) {
    const tasks = options.candidates.slice(
      next,
      Math.min(limit, next + options.count - demonstrations.length),
    );
    next += tasks.length;
    if (round > 0)
      log.info('demonstrating the next tasks in place of those not finished', { tasks: tasks.length });
    const onEpisode = options.onRound?.(tasks, round);
    const collected = await collectDemonstrations({ ...options, tasks, ...(onEpisode ? { onEpisode } : {}) });
    demonstrations.push(...collected.demonstrations);
    unsolved.push(...collected.unsolved);
  }
  if (demonstrations.length < options.count) {
    log.warn('fewer demonstrations than asked for: the oracle could not finish enough tasks', {
      demonstrations: demonstrations.length,
      asked: options.count,
      tried: next,
    });
  }
  return { demonstrations, unsolved, tried: options.candidates.slice(0, next) };
}

/**
 * Rewrites the final `exit(message=…)` of demonstrations whose task is scored without reading the
 * answer (no string_match: url_match and program_html only look at pages) to `exit(message="")`.
 * The episode's outcome is the same, and the policy gets one fixed way to finish such tasks instead
 * of prose it could not produce ("Added to the cart."). The policy never sees the task: this happens
 * here, where the demonstrations are made.
 */
export function canonicalExits(
  demonstrations: readonly Trajectory[],
  tasks: readonly TaskConfig[],
): Trajectory[] {
  const byKey = new Map(tasks.map((t) => [`${t.task_id}\u0000${t.intent}`, t]));
  return demonstrations.map((demo) => {
    const task = byKey.get(`${demo.taskId}\u0000${demo.intent}`);
    const last = demo.steps.at(-1);
    if (!task || !last || last.action?.kind !== 'exit' || task.eval.eval_types.includes('string_match'))
      return demo;
    if (last.action.message === DONE_MESSAGE) return demo;
    const action: Action = { kind: 'exit', message: DONE_MESSAGE };
    return {
      ...demo,
      steps: [...demo.steps.slice(0, -1), { ...last, action, response: formatAction(action) }],
      answer: DONE_MESSAGE,
    };
  });
}
