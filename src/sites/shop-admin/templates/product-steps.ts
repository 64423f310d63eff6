// Solver steps for product tasks: open a product's edit form from the product grid, and save it.
import type { Observation } from '../../../core/index.js';
import type { SolverStep } from '../../oracle/solver.js';
import { clickElement } from '../../oracle/steps.js';
import { openMenu, openRow, press, searchGrid } from './admin-steps.js';

/** Catalog > Products, search the product's name, open its edit form. */
export function* openProductEdit(first: Observation, product: string): SolverStep<Observation> {
  const grid = yield* searchGrid(yield* openMenu(first, 'Catalog', 'Products'), product);
  return yield* openRow(grid, [product], 'Edit');
}

/** Clicks the Enable Product switch. */
export function* toggleEnabled(form: Observation): SolverStep<Observation> {
  return yield* clickElement(form, { role: 'checkbox', context: /^Enable Product/ });
}

/** Saves the product form. */
export function* saveProduct(form: Observation): SolverStep<Observation> {
  return yield* press(form, 'Save');
}
