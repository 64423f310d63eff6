// WebRL's action space as data: `do(action="Click", element="3")` … `exit(message="…")`.
// Parsing and formatting of the DSL live in parse-action.ts and format-action.ts.

/** The `action=` names WebRL executes, spelled exactly as in the DSL. */
export const DO_ACTIONS = [
  'Click',
  'Type',
  'Search',
  'Hover',
  'Select Dropdown Option',
  'Scroll Up',
  'Scroll Down',
  'Press Enter',
  'Go Backward',
  'Go Forward',
] as const;
export type DoActionName = (typeof DO_ACTIONS)[number];

/** Actions that act on an element and so need `element=`. */
export const ELEMENT_ACTIONS: ReadonlySet<DoActionName> = new Set([
  'Click',
  'Type',
  'Search',
  'Hover',
  'Select Dropdown Option',
]);
/** Actions that carry text and so need `argument=`. */
export const ARGUMENT_ACTIONS: ReadonlySet<DoActionName> = new Set([
  'Type',
  'Search',
  'Select Dropdown Option',
]);

/** A `do(...)` action. `element` is the observation's element id as a string, as WebRL writes it. */
export interface DoAction {
  kind: 'do';
  action: DoActionName;
  /** Element id (`"7"`); present exactly when the action is in ELEMENT_ACTIONS. */
  element?: string;
  /** Text to type, search or select; present exactly when the action is in ARGUMENT_ACTIONS. */
  argument?: string;
}

/** `exit(message="…")`: the episode's end and the agent's answer. */
export interface ExitAction {
  kind: 'exit';
  message: string;
}

export type Action = DoAction | ExitAction;
