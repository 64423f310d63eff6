// MiniWoB++ as a training source (`miniwob:<html folder>`): the folder served on 127.0.0.1, training
// tasks with fresh seeds of the chosen pages, fixed test seeds per page, the page's own reward as the
// label (unless the ORM is asked for) and, as the curriculum step, new seeds of the pages the agent
// failed. There is no oracle, so a run starts from an untrained policy (`--demos 0`).
import { ConfigError, deriveSeed, type RunConfig, rolloutLabelsOf } from '../../core/index.js';
import {
  miniwobTestTasks,
  miniwobTrainTasks,
  newMiniwobSeeds,
  openMiniwobEnvironment,
  openMiniwobFolder,
  resolveMiniwobTaskList,
} from '../../env/index.js';
import { builtinHelpers } from '../../eval/index.js';
import type { TrainSource } from './train-source.js';

/** The folder is MiniWoB++'s, the task list names its pages, and no demonstrations are asked for. */
export function checkMiniwobSource(config: Readonly<RunConfig>, path: string): string[] {
  if (config.train.demonstrations > 0) {
    throw new ConfigError(
      `train.demonstrations is ${config.train.demonstrations} on MiniWoB++, which has no oracle to demonstrate ` +
        'tasks; pass --demos 0 (training starts from an untrained policy)',
    );
  }
  const folder = openMiniwobFolder(path);
  return resolveMiniwobTaskList(config.source.tasks, folder.pages, folder.root);
}

export async function openMiniwobSource(config: Readonly<RunConfig>, path: string): Promise<TrainSource> {
  checkMiniwobSource(config, path);
  const env = await openMiniwobEnvironment({ path, slots: config.sites.slots });
  try {
    const names = resolveMiniwobTaskList(config.source.tasks, env.folder.pages, env.folder.root);
    const train = miniwobTrainTasks(
      names,
      config.train.seedRollouts,
      deriveSeed(config.seed, 'miniwob-train'),
    );
    const test = miniwobTestTasks(names, config.source.evalEpisodes);
    return {
      name: config.source.env,
      slots: env.slots,
      helpers: builtinHelpers(),
      taskSets: { train, test, pool: [] },
      templates: [],
      evalTasks: test,
      labels: rolloutLabelsOf(config.source),
      nextTasks: (failed, options) => newMiniwobSeeds(failed, { ...options, avoid: options.earlier }),
      close: () => env.close(),
    };
  } catch (error) {
    await env.close();
    throw error;
  }
}
