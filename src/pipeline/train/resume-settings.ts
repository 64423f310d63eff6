// What a resumed run may be asked: a run keeps the settings it was made with (its config.json), so a
// setting given again with --resume that differs from the stored one would be silently ignored.
// These are the differences to refuse, with where each one is.
import type { RunConfigInput } from '../../core/index.js';

/** Settings that name the run or may change on resume (train.phases: --phases extends a run). */
const MAY_DIFFER = new Set(['name', 'runsDir', 'train.phases']);

/**
 * One line per setting in `asked` (what the command line and config file set explicitly) whose value
 * differs from the stored run's: `rl.algorithm: the run has "webrl", this command asks for "awr"`.
 */
export function resumeConflicts(stored: unknown, asked: RunConfigInput | undefined, path = ''): string[] {
  if (asked === undefined) return [];
  if (isPlainObject(asked)) {
    const inside = isPlainObject(stored) ? stored : {};
    return Object.entries(asked).flatMap(([key, value]) =>
      resumeConflicts(inside[key], value as RunConfigInput, path ? `${path}.${key}` : key),
    );
  }
  if (MAY_DIFFER.has(path) || JSON.stringify(stored) === JSON.stringify(asked)) return [];
  return [`${path}: the run has ${JSON.stringify(stored)}, this command asks for ${JSON.stringify(asked)}`];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
