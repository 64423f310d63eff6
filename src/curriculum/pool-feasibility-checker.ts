// The embedded feasibility filter: a task is feasible when the sites' own data can instantiate it,
// i.e. its intent is an instance of one of the built-in templates (the LLM checker asks a model).
import type { TaskConfig } from '../core/index.js';
import type { FeasibilityChecker } from '../models/index.js';

export class PoolFeasibilityChecker implements FeasibilityChecker {
  readonly name = 'site-data';

  /** `knownIntents`: every intent the sites' templates can instantiate. */
  constructor(private readonly knownIntents: ReadonlySet<string>) {}

  async areFeasible(tasks: readonly TaskConfig[]): Promise<boolean[]> {
    return tasks.map((task) => this.knownIntents.has(task.intent));
  }
}
