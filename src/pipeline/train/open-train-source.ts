// Opens the training source a run's config names (`source.env`), and checks it before a run directory
// is made for it.
import type { RunConfig } from '../../core/index.js';
import { miniwobPathOf } from '../../env/index.js';
import { openBuiltinSource } from './builtin-train-source.js';
import { checkMiniwobSource, openMiniwobSource } from './miniwob-train-source.js';
import type { TrainSource } from './train-source.js';

/** Opens the source `config.source.env` names. */
export function openTrainSource(config: Readonly<RunConfig>): Promise<TrainSource> {
  const miniwob = miniwobPathOf(config.source.env);
  return miniwob !== undefined ? openMiniwobSource(config, miniwob) : openBuiltinSource(config);
}

/**
 * Checks what can be checked before anything starts: a MiniWoB++ folder and its task list, and that
 * a source without an oracle is not asked for demonstrations. Throws a ConfigError saying what to fix.
 */
export function checkTrainSource(config: Readonly<RunConfig>): void {
  const miniwob = miniwobPathOf(config.source.env);
  if (miniwob !== undefined) checkMiniwobSource(config, miniwob);
}
