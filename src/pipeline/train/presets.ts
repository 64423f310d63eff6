// Named presets of `webrl train`: `quick` fits in minutes on a 2-core laptop; `paper` uses WebRL's
// sizes (500 tasks per phase, 8 phases, every test task). User flags override a preset.
import type { RunConfigInput } from '../../core/index.js';

export const PRESETS = {
  quick: {
    name: 'quick',
    train: {
      phases: 3,
      tasksPerPhase: 50,
      demonstrations: 100,
      seedRollouts: 60,
      ormCorruptions: 60,
      evalTasks: 40,
    },
    env: { maxSteps: 15 },
  },
  paper: {
    name: 'paper',
    train: {
      phases: 8,
      tasksPerPhase: 500,
      demonstrations: 1000,
      seedRollouts: 500,
      ormCorruptions: 300,
      evalTasks: 0,
    },
    env: { maxSteps: 30 },
  },
} satisfies Record<string, RunConfigInput>;

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];
/** The preset `webrl train` uses when `--preset` is not given: the README's main command. */
export const DEFAULT_PRESET: PresetName = 'quick';

/** Deep merge of plain objects: `override` wins; arrays and scalars are replaced. */
export function mergeConfig<T extends object>(base: T, override: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] =
      isPlainObject(value) && isPlainObject(current) ? mergeConfig(current, value) : (value as unknown);
  }
  return out as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
