// Where a training run's tasks and pages come from (`source.env`): the built-in sites, or MiniWoB++'s
// html folder. A source opens the environment episodes run in, gives the task sets, says what labels
// rollouts (the ORM, or the task's own score), and may replace WebRL's task evolution with its own
// curriculum step (MiniWoB++: new seeds of the pages the agent failed). open-train-source.ts opens one.
import {
  type RunConfig,
  rolloutLabelsOf,
  type SlotProvider,
  type TaskConfig,
  type Trajectory,
} from '../../core/index.js';
import type { HelperRegistry } from '../../eval/index.js';
import type { TaskSets, TaskTemplate } from '../../sites/index.js';

/** What the curriculum step of a source is given. */
export interface NextTaskOptions {
  phase: number;
  count: number;
  seed: number;
  /** Every task of earlier phases (a source may avoid repeating them). */
  earlier: readonly TaskConfig[];
}

/** An opened environment source. */
export interface TrainSource {
  /** `builtin` or `miniwob:<path>`; names the task sets in traces and summaries. */
  readonly name: string;
  /** Where episodes run, one slot per parallel episode. */
  readonly slots: SlotProvider;
  /** Evaluator helpers (`func:` of WebArena's program_html). */
  readonly helpers: HelperRegistry;
  /** Training tasks (phase 0's seed rollouts and demonstrations), test tasks, spare instances. */
  readonly taskSets: TaskSets;
  /** Templates with oracle solvers, for demonstrations (none where there is no oracle). */
  readonly templates: readonly TaskTemplate[];
  /** The test tasks evaluated after each phase. */
  readonly evalTasks: readonly TaskConfig[];
  /** What labels training rollouts: the ORM (WebRL) or the task's own score. */
  readonly labels: 'orm' | 'evaluator';
  /**
   * The next phase's tasks from the previous phase's failures, when the source has its own
   * curriculum step; absent: WebRL's task evolution with its critic and feasibility filters.
   */
  nextTasks?(failed: readonly TaskConfig[], options: NextTaskOptions): TaskConfig[];
  close(): Promise<void>;
}

/** The labels a run's rollouts get. */
export const rolloutLabels = (config: Readonly<RunConfig>) => rolloutLabelsOf(config.source);

/**
 * A rollout's training label, 1 (success) or 0: the ORM's verdict (P ≥ 0.5) or the evaluator's score
 * (≥ 1; on MiniWoB++ the page's raw reward > 0). Undefined when the rollout has not been labelled.
 */
export function rolloutLabel(labels: 'orm' | 'evaluator', trajectory: Trajectory): number | undefined {
  if (labels === 'orm')
    return trajectory.ormScore === undefined ? undefined : trajectory.ormScore >= 0.5 ? 1 : 0;
  return trajectory.evaluatorScore === undefined ? undefined : trajectory.evaluatorScore >= 1 ? 1 : 0;
}

/** The label training uses; a rollout without one is a bug upstream (or a task nothing can score). */
export function requireRolloutLabel(labels: 'orm' | 'evaluator', trajectory: Trajectory): number {
  const label = rolloutLabel(labels, trajectory);
  if (label === undefined) {
    throw new Error(
      labels === 'orm'
        ? `rollout of task ${trajectory.taskId} (${trajectory.taskSet}) has no ORM score`
        : `rollout of task ${trajectory.taskId} (${trajectory.taskSet}) has no evaluator score; ` +
            'tasks without ground truth need ORM labels (source.labels: orm)',
    );
  }
  return label;
}
