// Opens the training source a run's config names (`source.env`), and checks it before a run directory
// is made for it.
import { checkOutputFolder, type RunConfig } from '../../core/index.js';
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
 * Checks what can be checked before anything starts: a MiniWoB++ folder and its task list, that a
 * source without an oracle is not asked for demonstrations, and that the built-in sites' data folder
 * can be one. Throws a ConfigError saying what to fix.
 */
export function checkTrainSource(config: Readonly<RunConfig>): void {
  const miniwob = miniwobPathOf(config.source.env);
  if (miniwob !== undefined) checkMiniwobSource(config, miniwob);
  else checkDataDir(config.sites.dataDir);
}

/**
 * sites.dataDir must be a folder to write in, or one that can be made (the site host makes it),
 * checked as --data-dir and runsDir are: a file it is or lies under, or a folder that is not writable,
 * is named. Nothing is made here.
 */
function checkDataDir(dataDir: string): void {
  checkOutputFolder(
    'sites.dataDir',
    dataDir,
    "point sites.dataDir at a folder (it caches the built-in sites' databases; default .cache/sites)",
  );
}
