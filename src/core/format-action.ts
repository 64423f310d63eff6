// Writes an Action in WebRL's DSL, byte for byte as WebRL's own examples spell it:
// `do(action="Click", element="7")`, `do(action="Type", argument="01/01/2023", element="22")`,
// `do(action="Scroll Down")`, `exit(message="...")`. parseAction(formatAction(a)) gives back `a`.
import type { Action } from './action.js';
import { quotePython } from './python-string.js';

/** The canonical DSL string of an action: keywords in the order action, argument, element. */
export function formatAction(action: Action): string {
  if (action.kind === 'exit') return `exit(message=${quotePython(action.message)})`;
  const parts = [`action=${quotePython(action.action)}`];
  if (action.argument !== undefined) parts.push(`argument=${quotePython(action.argument)}`);
  if (action.element !== undefined) parts.push(`element=${quotePython(action.element)}`);
  return `do(${parts.join(', ')})`;
}
