// The built-in sites as a training source: one isolated copy of every site per slot, the built-in
// task sets (test tasks stratified by site), the templates' oracles for demonstrations, and WebRL's
// own curriculum.
import { type RunConfig, rolloutLabelsOf } from '../../core/index.js';
import { builtinSites, loadBuiltinTaskSets, startSiteHost } from '../../sites/index.js';
import { helpersForSites } from '../site-helpers.js';
import { stratifiedSubset } from '../task-selection.js';
import type { TrainSource } from './train-source.js';

export async function openBuiltinSource(config: Readonly<RunConfig>): Promise<TrainSource> {
  const host = await startSiteHost({
    sites: builtinSites,
    slots: config.sites.slots,
    seed: config.sites.seed,
    dataDir: config.sites.dataDir,
  });
  const taskSets = loadBuiltinTaskSets({
    sites: builtinSites,
    seed: config.sites.seed,
    dataDir: config.sites.dataDir,
  });
  return {
    name: 'builtin',
    slots: host,
    helpers: helpersForSites(builtinSites),
    taskSets,
    templates: builtinSites.flatMap((s) => s.templates),
    evalTasks: stratifiedSubset(taskSets.test, config.train.evalTasks),
    labels: rolloutLabelsOf(config.source),
    close: () => host.close(),
  };
}
