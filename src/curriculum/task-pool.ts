// Where the embedded task generator finds new tasks: the relatives of a failed task among the
// built-in sites' template families (the generator may know the sites, as GPT-4o does; the policy,
// critic and ORM never see this). pipeline/ builds a pool from sites/; curriculum/ only reads it.
import type { TaskConfig } from '../core/index.js';

/** Tasks related to a seed task, none of them a test task or from a test-only template. */
export interface TaskRelatives {
  /** Other instances of the seed's own template ("different details"). */
  sameTemplate: readonly TaskConfig[];
  /** Instances of sibling templates: same site and the same kind of task, another phrasing or goal. */
  siblings: readonly TaskConfig[];
  /** Instances of templates on the same site with one requirement more ("an added requirement"). */
  harder: readonly TaskConfig[];
}

/** The generator's view of the sites' task families. */
export interface TaskPool {
  relativesOf(seed: TaskConfig): TaskRelatives;
}
