// `webrl train`: the product's main job — WebRL end to end on the built-in sites with the embedded
// models. A preset sets the sizes; a JSON config file and flags override it; `--resume` continues
// an interrupted run from its last completed stage.
import { readFileSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { ConfigError, parseRunConfig, RL_ALGORITHMS, type RunConfigInput } from '../../core/index.js';
import { mergeConfig, PRESET_NAMES, PRESETS, type PresetName, trainRun } from '../../pipeline/index.js';
import type { CliEnvironment } from '../environment.js';
import { integerOption } from './sites-command.js';

interface TrainCliOptions {
  preset: PresetName;
  config?: string;
  name?: string;
  runsDir?: string;
  seed?: number;
  algorithm?: string;
  phases?: number;
  tasksPerPhase?: number;
  demos?: number;
  evalTasks?: number;
  slots?: number;
  beta?: number;
  replay?: boolean;
  kl?: boolean;
  curriculum?: boolean;
  resume: boolean;
}

function numberOption(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new InvalidArgumentError(`expected a number, got "${value}"`);
  return n;
}

/** defaults < preset < config file < flags. */
export function trainConfigInput(
  options: TrainCliOptions,
  readFile = (p: string) => readFileSync(p, 'utf8'),
): RunConfigInput {
  let input: RunConfigInput = mergeConfig({}, PRESETS[options.preset]);
  if (options.config) {
    let file: unknown;
    try {
      file = JSON.parse(readFile(options.config));
    } catch (cause) {
      throw new ConfigError(
        `${options.config}: not readable JSON (${(cause as Error).message}); fix the file or drop --config`,
        [],
        {
          cause,
        },
      );
    }
    input = mergeConfig(input, file as object);
  }
  const flags: RunConfigInput = {
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.runsDir !== undefined ? { runsDir: options.runsDir } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    rl: {
      ...(options.algorithm !== undefined
        ? { algorithm: options.algorithm as (typeof RL_ALGORITHMS)[number] }
        : {}),
      ...(options.beta !== undefined ? { beta: options.beta } : {}),
      ...(options.replay === false ? { replay: false } : {}),
      ...(options.kl === false ? { kl: false } : {}),
    },
    train: {
      ...(options.phases !== undefined ? { phases: options.phases } : {}),
      ...(options.tasksPerPhase !== undefined ? { tasksPerPhase: options.tasksPerPhase } : {}),
      ...(options.demos !== undefined ? { demonstrations: options.demos } : {}),
      ...(options.evalTasks !== undefined ? { evalTasks: options.evalTasks } : {}),
    },
    ...(options.curriculum === false ? { curriculum: { enabled: false } } : {}),
    ...(options.slots !== undefined ? { sites: { slots: options.slots } } : {}),
  };
  return mergeConfig(input, flags);
}

export function trainCommand(env: CliEnvironment): Command {
  return new Command('train')
    .description(
      'run WebRL end to end: SFT and ORM (phase 0), then online phases of curriculum, rollouts, critic and actor',
    )
    .addOption(
      new Option('--preset <name>', "sizes: quick (minutes on a laptop) or paper (WebRL's)")
        .choices(PRESET_NAMES)
        .default('quick'),
    )
    .option('--config <file>', 'JSON run config overriding the preset (see docs/configuration.md)')
    .option('--name <name>', 'run name; the run directory is <runs-dir>/<name>')
    .option('--runs-dir <dir>', 'folder holding run directories')
    .option('--seed <n>', 'seed of every random choice', integerOption(0))
    .addOption(new Option('--algorithm <name>', 'actor update').choices([...RL_ALGORITHMS]))
    .option('--phases <n>', 'online phases after SFT', integerOption(0))
    .option('--tasks-per-phase <n>', 'tasks rolled out per phase', integerOption(1))
    .option('--demos <n>', 'SFT demonstration budget', integerOption(1))
    .option('--eval-tasks <n>', 'test tasks evaluated after each phase (0 = all)', integerOption(0))
    .option('--slots <n>', 'parallel episodes (isolated site slots)', integerOption(1))
    .option('--beta <x>', 'β of the KL term', numberOption)
    .option('--no-replay', 'ablation: no experience replay')
    .option('--no-kl', 'ablation: no KL constraint (REINFORCE with a value baseline)')
    .option('--no-curriculum', "ablation: reuse phase 1's tasks every phase")
    .option('--resume', 'continue the run of this name from its last completed stage', false)
    .action(async (options: TrainCliOptions) => {
      const config = parseRunConfig(trainConfigInput(options), 'webrl train options');
      const result = await trainRun({ config, resume: options.resume, launch: env.chromium });
      console.log(`\nrun: ${result.run.root}`);
      console.log('test success after each phase (phase 0 = SFT):');
      result.success.forEach((s, phase) => console.log(`  phase ${phase}: ${(100 * s).toFixed(1)}%`));
    });
}
