// Reusable multi-action solver steps: scrolling until something appears, clicking and waiting for
// the next observation. Each is a generator to be used with `yield*` inside a solver.
import type { Observation, PageElement } from '../../core/index.js';
import { click, scrollDown, scrollUp } from './actions.js';
import { describeQuery, type ElementQuery, findElement } from './find-element.js';
import { OracleError, type SolverStep } from './solver.js';

/**
 * Scrolls a page (down to the bottom, then back up to the top; or only down) until `find` returns a
 * value; returns it with the observation it was found in, or undefined with the last observation.
 */
export function* scrollFind<T>(
  observation: Observation,
  find: (observation: Observation) => T | undefined,
  options: { downOnly?: boolean } = {},
): SolverStep<[T | undefined, Observation]> {
  let current = observation;
  let found = find(current);
  if (found !== undefined) return [found, current];
  for (const direction of options.downOnly ? (['down'] as const) : (['down', 'up'] as const)) {
    // A page of n viewports needs about 1.5n wheel steps of 2/3 viewport; cap for safety.
    for (let i = 0; i < 40; i++) {
      const { y, height, viewportHeight } = current.scroll;
      const atEnd = direction === 'down' ? y + viewportHeight >= height - 2 : y <= 0;
      if (atEnd) break;
      current = yield direction === 'down' ? scrollDown() : scrollUp();
      found = find(current);
      if (found !== undefined) return [found, current];
    }
  }
  return [undefined, current];
}

/** Like scrollFind, but throws an OracleError naming `what` when nothing matches. */
export function* scrollUntil<T>(
  observation: Observation,
  find: (observation: Observation) => T | undefined,
  what: string,
): SolverStep<[T, Observation]> {
  const [found, current] = yield* scrollFind(observation, find);
  if (found === undefined) throw new OracleError(`${what} not found anywhere on ${current.url}`);
  return [found, current];
}

/** Scrolls until an element matching `query` is in view; returns it with the observation. */
export function* scrollToElement(
  observation: Observation,
  query: ElementQuery,
): SolverStep<[PageElement, Observation]> {
  return yield* scrollUntil(observation, (o) => findElement(o, query), describeQuery(query));
}

/** Scrolls to an element matching `query`, clicks it and returns the next observation. */
export function* clickElement(observation: Observation, query: ElementQuery): SolverStep<Observation> {
  const [element] = yield* scrollToElement(observation, query);
  return yield click(element);
}
