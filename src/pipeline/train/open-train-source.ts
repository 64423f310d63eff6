// Opens the training source a run's config names (`source.env`), and checks it before a run directory
// is made for it.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { ConfigError, type RunConfig } from '../../core/index.js';
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

/** sites.dataDir is made here if missing (the site host would make it anyway), so that a path it cannot be fails now. */
function checkDataDir(dataDir: string): void {
  const fix =
    "point sites.dataDir at a folder (it caches the built-in sites' databases; default .cache/sites)";
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new ConfigError(`sites.dataDir is "${dataDir}", which is a file, not a folder; ${fix}`);
  }
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `sites.dataDir is "${dataDir}", and no folder can be made there (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); ${fix}`,
      [],
      { cause: error },
    );
  }
}
