// Constructors of WebRL actions for oracle solvers, taking the element found in the observation.
import type { DoAction, ExitAction, PageElement } from '../../core/index.js';

const id = (element: PageElement) => String(element.id);

export const click = (element: PageElement): DoAction => ({
  kind: 'do',
  action: 'Click',
  element: id(element),
});
export const hover = (element: PageElement): DoAction => ({
  kind: 'do',
  action: 'Hover',
  element: id(element),
});
/** Types into a field (replacing its content); no Enter. */
export const typeInto = (element: PageElement, text: string): DoAction => ({
  kind: 'do',
  action: 'Type',
  element: id(element),
  argument: text,
});
/** Types into a field and presses Enter. */
export const search = (element: PageElement, text: string): DoAction => ({
  kind: 'do',
  action: 'Search',
  element: id(element),
  argument: text,
});
/** Chooses the first option of a `<select>` whose text contains `option` (case-insensitive). */
export const selectOption = (element: PageElement, option: string): DoAction => ({
  kind: 'do',
  action: 'Select Dropdown Option',
  element: id(element),
  argument: option,
});
export const scrollDown = (): DoAction => ({ kind: 'do', action: 'Scroll Down' });
export const scrollUp = (): DoAction => ({ kind: 'do', action: 'Scroll Up' });
export const pressEnter = (): DoAction => ({ kind: 'do', action: 'Press Enter' });
export const goBackward = (): DoAction => ({ kind: 'do', action: 'Go Backward' });
export const exit = (message: string): ExitAction => ({ kind: 'exit', message });
