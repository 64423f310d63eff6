// Solver steps the shop admin's oracles share: open a page through the sidebar's hover flyouts,
// search or filter a grid, read a grid's rows by column, open a row's Edit/View link, fill a form
// field by its label, and save.
import type { Observation, PageElement } from '../../../core/index.js';
import { click, hover, search, selectOption, typeInto } from '../../oracle/actions.js';
import { findElement, type TextMatcher } from '../../oracle/find-element.js';
import { OracleError, type SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollFind, scrollToElement, scrollUntil } from '../../oracle/steps.js';

/** Opens a page of the sidebar: hovers the section (Sales, Reports …) and clicks the flyout item. */
export function* openMenu(observation: Observation, section: string, item: string): SolverStep<Observation> {
  const [top] = yield* scrollToElement(observation, { role: 'link', text: section });
  const flyout = yield hover(top);
  const link = findElement(flyout, { role: ['link', 'menuitem'], text: item });
  if (!link) throw new OracleError(`hovering "${section}" did not show "${item}" on ${flyout.url}`);
  return yield click(link);
}

/** Types a keyword into a UI grid's "Search by keyword" box and submits. */
export function* searchGrid(observation: Observation, keyword: string): SolverStep<Observation> {
  const [box] = yield* scrollToElement(observation, {
    role: 'textbox',
    attributes: { placeholder: 'Search by keyword' },
  });
  return yield search(box, keyword);
}

/** A text field (textbox) found by its label, title or aria-label. */
function fieldQuery(label: TextMatcher) {
  return {
    role: ['textbox', 'searchbox'],
    where: (e: PageElement) =>
      [e.attributes.title, e.attributes.placeholder, e.context.split(' | ')[0]].some(
        (t) =>
          t !== undefined &&
          (typeof label === 'string' ? t.trim().toLowerCase() === label.toLowerCase() : label.test(t)),
      ),
  };
}

/** Types into the text field labelled `label` (scrolling to it first). */
export function* fill(observation: Observation, label: TextMatcher, text: string): SolverStep<Observation> {
  const [field] = yield* scrollToElement(observation, fieldQuery(label));
  return yield typeInto(field, text);
}

/** Types into the text field labelled `label` and presses Enter. */
export function* fillAndSubmit(
  observation: Observation,
  label: TextMatcher,
  text: string,
): SolverStep<Observation> {
  const [field] = yield* scrollToElement(observation, fieldQuery(label));
  return yield search(field, text);
}

/** Chooses `option` in the select labelled `label`, unless it is already chosen. */
export function* choose(
  observation: Observation,
  label: TextMatcher,
  option: string,
): SolverStep<Observation> {
  const [select] = yield* scrollToElement(observation, {
    role: ['combobox', 'listbox'],
    where: (e) =>
      [e.attributes.title, e.context.split(' | ')[0]].some(
        (t) =>
          t !== undefined &&
          (typeof label === 'string' ? t.trim().toLowerCase() === label.toLowerCase() : label.test(t)),
      ),
  });
  if (select.attributes['data-text'] === option) return observation;
  return yield selectOption(select, option);
}

/** Clicks the button (or link) with this text, scrolling to it first. */
export function* press(observation: Observation, text: TextMatcher): SolverStep<Observation> {
  return yield* clickElement(observation, { role: ['button', 'link'], text });
}

/** A grid row read by column header: header label → cell text. */
export type GridRow = Record<string, string>;

/**
 * The visible rows of the first table on the page, each cell under the header it sits beneath.
 * Cells are the `td` text blocks; headers are the `th` texts and the sort links inside headers.
 */
export function gridRows(observation: Observation): GridRow[] {
  const headers = [
    ...observation.texts
      .filter((t) => t.tag === 'th')
      .map((t) => ({ label: t.text, left: t.bbox[0], top: t.bbox[1] })),
    ...observation.elements
      .filter((e) => e.role === 'link' && /^Sort by /.test(e.attributes.title ?? ''))
      .map((e) => ({ label: e.text, left: e.bbox[0], top: e.bbox[1] })),
  ].sort((a, b) => a.left - b.left);
  const rows = new Map<number, GridRow>();
  for (const cell of observation.texts.filter((t) => t.tag === 'td')) {
    const [left, top] = cell.bbox;
    // A sort link sits a cell padding (8 px) inside its header; allow a little more.
    const header = headers.filter((h) => h.left <= left + 12 && h.top < top).at(-1);
    if (!header) continue;
    const row = rows.get(top) ?? {};
    row[header.label] = cell.text;
    rows.set(top, row);
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}

/** Scrolls until a grid row satisfying `match` is visible; returns it with the observation. */
export function* findGridRow(
  observation: Observation,
  match: (row: GridRow) => boolean,
  what: string,
): SolverStep<[GridRow, Observation]> {
  return yield* scrollUntil(observation, (o) => gridRows(o).find(match), what);
}

/** The `N` of "N records found". */
export function recordCount(observation: Observation): string | undefined {
  return observation.texts.map((t) => /^(\d+) records found$/.exec(t.text)?.[1]).find((n) => n !== undefined);
}

/**
 * Clicks a row's action link (`Edit`, `View`) in the row whose text contains every one of `rowTexts`
 * (a row's text starts with its first column, so `^…` anchors a text there).
 */
export function* openRow(
  observation: Observation,
  rowTexts: readonly string[],
  action: 'Edit' | 'View',
): SolverStep<Observation> {
  const matches = (context: string) =>
    rowTexts.every((t) =>
      t.startsWith('^')
        ? context.toLowerCase().startsWith(t.slice(1).toLowerCase())
        : context.toLowerCase().includes(t.toLowerCase()),
    );
  const [link] = yield* scrollUntil(
    observation,
    (o) => findElement(o, { role: 'link', text: action, where: (e) => matches(e.context) }),
    `the ${action} link of the row with ${rowTexts.join(' and ')}`,
  );
  return yield click(link);
}

/** Scrolls down to an element, returning undefined when the page has none. */
export function* maybeFind(
  observation: Observation,
  query: Parameters<typeof findElement>[1],
): SolverStep<[PageElement | undefined, Observation]> {
  return yield* scrollFind(observation, (o) => findElement(o, query));
}
