// Solver steps the shop's oracles share: search, open a product or a category through the hover
// menu, sort a listing, go to My Orders and find an order, read prices and labelled values.
import type { Observation, PageElement } from '../../../core/index.js';
import { click, hover, search, selectOption } from '../../oracle/actions.js';
import { findElement, findElements, matchesText } from '../../oracle/find-element.js';
import { OracleError, type SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollFind, scrollToElement, scrollUntil } from '../../oracle/steps.js';

export const PRICE = /^\$[\d,]+\.\d\d$/;

/** Types `text` into the header's search box and submits. */
export function* searchStore(observation: Observation, text: string): SolverStep<Observation> {
  const [box] = yield* scrollToElement(observation, {
    role: 'textbox',
    attributes: { placeholder: /Search entire store/ },
  });
  return yield search(box, text);
}

/** Product name links of a listing: the shop gives them a title equal to their text. */
export function productLinks(observation: Observation): PageElement[] {
  return findElements(observation, {
    role: 'link',
    where: (e) => e.text !== '' && e.attributes.title === e.text,
  });
}

/** Searches for a product by its full name and opens its page. */
export function* openProduct(observation: Observation, name: string): SolverStep<Observation> {
  const results = yield* searchStore(observation, name);
  return yield* clickElement(results, { role: 'link', text: name, attributes: { title: name } });
}

/** Opens a category through the menu: hover the top level (and the second), click the target. */
export function* openCategory(observation: Observation, path: readonly string[]): SolverStep<Observation> {
  const menuLink = (o: Observation, name: string) => findElement(o, { role: 'link', text: name });
  let [element, current] = yield* scrollUntil(
    observation,
    (o) => menuLink(o, path[0]!),
    `menu item ${path[0]}`,
  );
  for (const name of path.slice(1)) {
    current = yield hover(element);
    const next = menuLink(current, name);
    if (!next) throw new OracleError(`hovering "${element.text}" did not show "${name}" on ${current.url}`);
    element = next;
  }
  return yield click(element);
}

/** Chooses a sort order on a listing ("Price", "Product Name", …) and, for `desc`, flips the direction. */
export function* sortListing(
  observation: Observation,
  order: string,
  dir: 'asc' | 'desc',
): SolverStep<Observation> {
  let current = observation;
  const [sorter] = yield* scrollToElement(current, { role: 'combobox', attributes: { title: 'Sort By' } });
  if (!matchesText(sorter.attributes['data-text'] ?? '', order)) current = yield selectOption(sorter, order);
  if (dir === 'desc') {
    const [flip] = yield* scrollToElement(current, {
      role: 'link',
      attributes: { title: 'Set Descending Direction' },
    });
    current = yield click(flip);
  }
  return current;
}

/** Goes to My Account, then My Orders. */
export function* openMyOrders(observation: Observation): SolverStep<Observation> {
  const account = yield* clickElement(observation, { role: 'link', text: 'My Account' });
  return yield* clickElement(account, { role: 'link', text: 'My Orders' });
}

/** The `View Order` link or `Reorder` button of the first order row whose text `matches`, paging through My Orders. */
export function* findOrderControl(
  observation: Observation,
  matches: (rowText: string) => boolean,
  control: 'View Order' | 'Reorder',
): SolverStep<[PageElement, Observation]> {
  let current = observation;
  for (let page = 0; page < 20; page++) {
    const find = (o: Observation) => findElement(o, { text: control, where: (e) => matches(e.context) });
    // Rows are newest first and the pager sits below them: scroll down, then go to the next page.
    const [found, seen] = yield* scrollFind(current, find, { downOnly: true });
    if (found) return [found, seen];
    const [next] = yield* scrollToElement(seen, { role: 'link', attributes: { title: 'Next' } });
    current = yield click(next);
  }
  throw new OracleError('no matching order in My Orders');
}

/** The text right after a label text (`Grand Total` → `$123.45`), optionally of a given shape. */
export function textAfter(
  observation: Observation,
  label: string | RegExp,
  shape?: RegExp,
): string | undefined {
  const texts = observation.texts.map((t) => t.text);
  const at = texts.findIndex((t) => matchesText(t, label));
  if (at < 0) return undefined;
  return texts.slice(at + 1).find((t) => !shape || shape.test(t));
}

/** The first text of a shape (a price, a rating), or undefined. */
export function firstText(observation: Observation, shape: RegExp): string | undefined {
  return observation.texts.map((t) => t.text).find((t) => shape.test(t));
}
