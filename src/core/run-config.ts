// The run configuration: one zod schema, every field with a default and a description. cli/ parses
// it once, freezes it and passes it down; nothing else reads flags or the environment.
import { z } from 'zod';
import { BrowserConfig } from './config/browser-config.js';
import { EnvConfig } from './config/env-config.js';
import { RlConfig } from './config/rl-config.js';
import { SourceConfig } from './config/source-config.js';
import { CurriculumConfig, SitesConfig, TrainConfig } from './config/train-config.js';
import { parseOrThrow } from './schema-errors.js';

export const RunConfig = z
  .object({
    name: z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, 'use letters, digits, ".", "_" and "-" only')
      // "." and ".." would put the run in the runs folder itself or above it.
      .refine((name) => name !== '.' && name !== '..', 'a run name may not be "." or ".."')
      .default('quick')
      .describe('Run name; the run directory is <runsDir>/<name>.'),
    runsDir: z
      .string()
      // "" would put every run in the current folder's <name>, not under a runs folder.
      .refine((path) => path !== '', {
        error:
          '"" is not a folder; name the folder that holds run directories (--runs-dir), or leave runsDir out to use "runs"',
      })
      .default('runs')
      .describe('Folder that holds run directories.'),
    seed: z.int().min(0).default(0).describe('Seed for every random choice of the run.'),
    browser: BrowserConfig.prefault({}).describe('The browser the agent acts in.'),
    env: EnvConfig.prefault({}).describe('Episodes: stop rules, viewport, parallelism.'),
    rl: RlConfig.prefault({}).describe('The learning algorithm.'),
    train: TrainConfig.prefault({}).describe('The phase loop: how much of everything each phase gets.'),
    curriculum: CurriculumConfig.prefault({}).describe('Task generation and its filters.'),
    sites: SitesConfig.prefault({}).describe('The built-in websites.'),
    source: SourceConfig.prefault({}).describe('Where tasks and pages come from; what labels rollouts.'),
  })
  .strict()
  .describe('A webrl run.');
export type RunConfig = z.output<typeof RunConfig>;
/** What a user may write: every field optional. */
export type RunConfigInput = z.input<typeof RunConfig>;

/** Parses and freezes a run configuration; `source` names where it came from in error messages. */
export function parseRunConfig(input: unknown, source = 'run config'): Readonly<RunConfig> {
  return deepFreeze(parseOrThrow(RunConfig, input, source));
}

/** Freezes an object graph so that no stage can change the configuration under another. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
