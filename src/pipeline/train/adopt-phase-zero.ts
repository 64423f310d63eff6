// Starts a run from another run's phase 0 (its demonstrations, SFT actor, ORM and their evaluation),
// so that several algorithms compared with the same seed share one SFT checkpoint and one ORM, as
// the paper's baselines all start from the same SFT model.
import { cpSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appendJsonl, ConfigError, getLogger, type MetricRecord, readJsonl } from '../../core/index.js';
import { RunDirectory } from '../run-directory.js';
import { type RunState, readRunState } from '../run-state.js';
import type { StageRunner } from '../stage-runner.js';

const log = getLogger('pipeline');
const PHASE_ZERO = 'phase-00/';

/**
 * Copies phase 0 of `fromRoot` into `run`, once; its stages then count as done there, except those
 * named in `rerun` (as `orm` with train.ormFrom), which run again in this run.
 */
export function adoptPhaseZero(
  run: RunDirectory,
  stages: StageRunner,
  fromRoot: string,
  rerun: readonly string[] = [],
): void {
  const adopted = stages.completed.filter((id) => id.startsWith(PHASE_ZERO));
  if (adopted.length > 0) return;
  const source = new RunDirectory(fromRoot);
  const state = checkSftFrom(fromRoot);
  const done = state.completed.filter((id) => id.startsWith(PHASE_ZERO));
  cpSync(source.phaseDir(0), run.phaseDir(0), { recursive: true });
  const adopt = (stage: string | undefined) =>
    !!stage?.startsWith(PHASE_ZERO) && !rerun.includes(stage.slice(PHASE_ZERO.length));
  appendJsonl(
    run.metricsPath,
    readJsonl<MetricRecord>(source.metricsPath).records.filter((m) => adopt(m.stage)),
  );
  const taken = done.filter(adopt);
  for (const id of taken) stages.adopt(id, state.results[id]);
  const again = rerun.length > 0 ? `; ${rerun.join(', ')} to run again` : '';
  log.info(`phase 0 adopted from ${source.root} (${taken.length} stages${again})`);
}

/**
 * Checks that train.sftFrom names a run whose phase 0 is complete, before a run folder is made for
 * the run that adopts it; returns that run's state. Throws a ConfigError saying what the folder is.
 */
export function checkSftFrom(fromRoot: string): RunState {
  const expected =
    'train.sftFrom takes the folder of a webrl train run whose phase 0 is complete (such as runs/base after webrl train --phases 0 --name base)';
  const refuse = (what: string) => new ConfigError(`train.sftFrom is "${fromRoot}", ${what}; ${expected}`);
  if (!existsSync(fromRoot)) throw refuse('but no folder is there');
  if (!statSync(fromRoot).isDirectory()) throw refuse('which is a file, not a folder');
  const source = new RunDirectory(fromRoot);
  if (!existsSync(source.statePath) && existsSync(join(fromRoot, 'model.json'))) {
    throw refuse('which holds a model checkpoint (model.json), not a run');
  }
  const state = readRunState(source.statePath);
  if (!state.completed.includes(`${PHASE_ZERO}eval`)) {
    throw new ConfigError(
      `train.sftFrom is "${fromRoot}", whose phase 0 is not complete; finish that run's phase 0 first (webrl train --phases 0 --name …, or --resume it), or point train.sftFrom at a run whose phase 0 is complete`,
    );
  }
  return state;
}
