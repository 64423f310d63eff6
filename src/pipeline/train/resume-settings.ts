// What a resumed run may be asked: a run keeps the settings it was made with (its config.json), so a
// setting given again with --resume that differs from the stored one would be silently ignored.
// These are the differences to refuse, with where each one is.
import type { RunConfigInput } from '../../core/index.js';

/**
 * Settings that never conflict: the name and folder pick the run, and `webrl train` derives
 * env.parallelEpisodes from sites.slots, whose own difference is named.
 */
const MAY_DIFFER = new Set(['name', 'runsDir', 'env.parallelEpisodes']);

/**
 * One line per setting in `asked` (what the command line and config file set explicitly) whose value
 * differs from the stored run's: `rl.algorithm: the run has "webrl", this command asks for "awr"`.
 * train.phases may differ only as `extendPhasesTo` (--phases, which extends the run); from a config
 * file it is a difference like any other, named with the flag that extends.
 */
export function resumeConflicts(
  stored: unknown,
  asked: RunConfigInput | undefined,
  extendPhasesTo?: number,
): string[] {
  return conflictsAt(stored, asked, '', extendPhasesTo);
}

function conflictsAt(
  stored: unknown,
  asked: unknown,
  path: string,
  extendPhasesTo: number | undefined,
): string[] {
  if (asked === undefined) return [];
  if (isPlainObject(asked)) {
    const inside = isPlainObject(stored) ? stored : {};
    return Object.entries(asked).flatMap(([key, value]) =>
      conflictsAt(inside[key], value, path ? `${path}.${key}` : key, extendPhasesTo),
    );
  }
  if (MAY_DIFFER.has(path) || JSON.stringify(stored) === JSON.stringify(asked)) return [];
  if (path === 'train.phases') {
    if (asked === extendPhasesTo) return [];
    const how =
      typeof asked === 'number' && typeof stored === 'number' && asked > stored
        ? `--phases ${asked} extends a resumed run`
        : 'a resumed run can only get more phases';
    return [
      `${path}: the run has ${JSON.stringify(stored)}, this command asks for ${JSON.stringify(asked)} (${how})`,
    ];
  }
  return [`${path}: the run has ${JSON.stringify(stored)}, this command asks for ${JSON.stringify(asked)}`];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
