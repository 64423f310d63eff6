// Starts a run from another run's phase 0 (its demonstrations, SFT actor, ORM and their evaluation),
// so that several algorithms compared with the same seed share one SFT checkpoint and one ORM, as
// the paper's baselines all start from the same SFT model.
import { cpSync, existsSync } from 'node:fs';
import { appendJsonl, ConfigError, getLogger, type MetricRecord, readJsonl } from '../../core/index.js';
import { RunDirectory } from '../run-directory.js';
import { readRunState } from '../run-state.js';
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
  const state = existsSync(source.statePath) ? readRunState(source.statePath) : undefined;
  const done = state?.completed.filter((id) => id.startsWith(PHASE_ZERO)) ?? [];
  if (!done.includes(`${PHASE_ZERO}eval`)) {
    throw new ConfigError(
      `train.sftFrom is ${fromRoot}, whose phase 0 is not complete; finish that run's phase 0 first (webrl train --phases 0 --name …)`,
    );
  }
  cpSync(source.phaseDir(0), run.phaseDir(0), { recursive: true });
  const adopt = (stage: string | undefined) =>
    !!stage?.startsWith(PHASE_ZERO) && !rerun.includes(stage.slice(PHASE_ZERO.length));
  appendJsonl(
    run.metricsPath,
    readJsonl<MetricRecord>(source.metricsPath).records.filter((m) => adopt(m.stage)),
  );
  const taken = done.filter(adopt);
  for (const id of taken) stages.adopt(id, state!.results[id]);
  const again = rerun.length > 0 ? `; ${rerun.join(', ')} to run again` : '';
  log.info(`phase 0 adopted from ${source.root} (${taken.length} stages${again})`);
}
