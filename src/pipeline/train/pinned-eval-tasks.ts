// A run keeps the test tasks its first evaluation used. A run resumed after an upgrade that draws
// the test subset differently (the stratified subset gained test-only templates), or one started from
// another run's phase 0 (`train.sftFrom`) with other settings, would otherwise be measured on other
// tasks in its later phases, and its curve would compare unlike with unlike.
import type { TaskConfig } from '../../core/index.js';
import { getLogger } from '../../core/index.js';
import { readEvalSummary } from '../eval-summary.js';
import type { RunDirectory } from '../run-directory.js';

const log = getLogger('pipeline');

/**
 * The tasks of the run's phase-0 evaluation when it has one and they differ from `drawn` (the subset
 * this version draws with the run's settings), else `drawn`. Ids the test set no longer has leave
 * `drawn` in place, with a warning, since the old subset cannot be rebuilt.
 */
export function pinEvalTasks(
  run: RunDirectory,
  drawn: readonly TaskConfig[],
  testTasks: readonly TaskConfig[],
): readonly TaskConfig[] {
  const summary = readEvalSummary(run.evalDir(0));
  if (!summary) return drawn;
  const ids = summary.results.map((r) => r.taskId);
  if (ids.length === drawn.length && ids.every((id, i) => drawn[i]!.task_id === id)) return drawn;
  const byId = new Map(testTasks.map((t) => [t.task_id, t]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    log.warn(
      `run ${run.root}: its phase-0 evaluation used test tasks this version does not have (ids ${missing.slice(0, 5).join(', ')}); later phases are evaluated on ${drawn.length} tasks drawn anew`,
    );
    return drawn;
  }
  log.info(
    `run ${run.root}: evaluating on the ${ids.length} test tasks of its phase-0 evaluation, which differ from the ${drawn.length} drawn from its settings by this version, so that its phases stay comparable`,
  );
  return ids.map((id) => byId.get(id)!);
}
