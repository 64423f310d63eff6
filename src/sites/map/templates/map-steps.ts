// Solver steps the map's oracles share: search, open a place from the results, read a tag from its
// table, search nearby from a place page, fill the directions form and read the route summary.
import type { Observation } from '../../../core/index.js';
import { click, search, selectOption, typeInto } from '../../oracle/actions.js';
import { findElement, requireElement } from '../../oracle/find-element.js';
import { OracleError, type SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollToElement, scrollUntil } from '../../oracle/steps.js';

/** Types `text` into the search box and submits. */
export function* searchMapFor(observation: Observation, text: string): SolverStep<Observation> {
  const [box] = yield* scrollToElement(observation, {
    role: 'textbox',
    attributes: { placeholder: 'Search' },
  });
  return yield search(box, text);
}

/** The result link of a place on a results page: its text is the place's display name. */
export const resultLinkOf = (name: string) => ({
  role: 'link',
  where: (e: { text: string }) => e.text.startsWith(`${name}, `),
});

/** Searches for a place by name and returns the results page. */
export function* searchPlace(observation: Observation, name: string): SolverStep<Observation> {
  return yield* searchMapFor(observation, name);
}

/** Searches for a place by name and opens its page from the results. */
export function* openPlace(observation: Observation, name: string): SolverStep<Observation> {
  const results = yield* searchPlace(observation, name);
  return yield* clickElement(results, resultLinkOf(name));
}

/** The value in the tag table's row `key` (a cell's text, or the link in it). */
export function tagValue(observation: Observation, key: string): string | undefined {
  const header = observation.texts.find((t) => t.tag === 'th' && t.text === key);
  if (!header) return undefined;
  const top = header.bbox[1];
  const bottom = top + header.bbox[3];
  const sameRow = (bbox: readonly number[]) => {
    const middle = bbox[1]! + bbox[3]! / 2;
    return middle > top && middle < bottom && bbox[0]! > header.bbox[0];
  };
  return (
    observation.texts.find((t) => t.tag === 'td' && sameRow(t.bbox))?.text ??
    observation.elements.find((e) => e.role === 'link' && sameRow(e.bbox))?.text
  );
}

/** Scrolls the place page to the tag row `key` and returns its value. */
export function* readTag(observation: Observation, key: string): SolverStep<[string, Observation]> {
  return yield* scrollUntil(observation, (o) => tagValue(o, key), `the ${key} tag`);
}

/** On a place page: chooses a category (and a radius) in "Search nearby" and submits. */
export function* searchNearby(place: Observation, option: string, radius?: string): SolverStep<Observation> {
  let [select, current] = yield* scrollToElement(place, { role: 'combobox', context: /^Search nearby/ });
  current = yield selectOption(select, option);
  if (radius) {
    [select, current] = yield* scrollToElement(current, { role: 'combobox', context: /^Within/ });
    current = yield selectOption(select, radius);
  }
  return yield* clickElement(current, { role: 'button', text: 'Search nearby' });
}

/** The number in a results page's summary ("3 results within 1 km of …"). */
export function resultCount(observation: Observation): string | undefined {
  return observation.texts.find((t) => t.tag === 'strong' && /^\d+$/.test(t.text))?.text;
}

/** The first result link of a results page. */
export function firstResult(observation: Observation) {
  return findElement(observation, { role: 'link', where: (e) => /, Pittsburgh, /.test(e.text) });
}

/** Opens the directions form from the search bar's directions icon. */
export function* openDirections(observation: Observation): SolverStep<Observation> {
  return yield* clickElement(observation, {
    role: 'link',
    attributes: { title: 'Find directions between two points' },
  });
}

/**
 * On the directions form: types the ends given (an undefined end keeps its field), picks the engine
 * and presses Go; returns the page with the route.
 */
export function* routeWith(
  form: Observation,
  ends: { from?: string; to?: string },
  engine: string,
): SolverStep<Observation> {
  let current = form;
  if (ends.from !== undefined) {
    current = yield typeInto(
      requireElement(current, { role: 'textbox', attributes: { placeholder: 'From' } }),
      ends.from,
    );
  }
  if (ends.to !== undefined) {
    current = yield typeInto(
      requireElement(current, { role: 'textbox', attributes: { placeholder: 'To' } }),
      ends.to,
    );
  }
  const engines = requireElement(current, { role: 'combobox', attributes: { title: 'Directions engine' } });
  if (engines.attributes['data-text'] !== engine) current = yield selectOption(engines, engine);
  return yield click(requireElement(current, { role: 'button', attributes: { value: 'Go' } }));
}

/** The distance and time of the route summary. */
export function routeSummary(observation: Observation): { distance: string; time: string } {
  const summary = observation.texts.findIndex((t) => t.text.startsWith('Distance:'));
  const distance = observation.texts.slice(summary).find((t) => /^[\d.]+k?m$/.test(t.text))?.text;
  const time = observation.texts.slice(summary).find((t) => /^\d+:\d\d$/.test(t.text))?.text;
  if (summary < 0 || !distance || !time) {
    throw new OracleError(
      `no route summary on ${observation.url}${observation.error ? ` (${observation.error})` : ''}`,
    );
  }
  return { distance, time };
}
