// The oracle solver's shape: a generator that reads each observation and yields the next action,
// ending with an exit action. It sees what the agent sees plus its own task config (privileged).
import type { Action, Observation, TaskConfig } from '../../core/index.js';

/**
 * `solve(task, first)` yields actions; the driver sends back the observation after each one.
 * The last yielded action is an `exit`.
 */
export type Solver = (task: TaskConfig, first: Observation) => Generator<Action, void, Observation>;

/** A solver step: yields actions, receives observations, returns a value (often the new observation). */
export type SolverStep<T> = Generator<Action, T, Observation>;

/** The oracle cannot go on: the page lacks what the task needs (a site or template bug). */
export class OracleError extends Error {
  override name = 'OracleError';
}

/** A fact from the task's privileged `webrl.oracle` block; throws when the template did not store it. */
export function oracleFact(task: TaskConfig, name: string): string {
  const value = task.webrl?.oracle?.[name];
  if (value === undefined) throw new OracleError(`task ${task.task_id} has no webrl.oracle.${name}`);
  return String(value);
}
