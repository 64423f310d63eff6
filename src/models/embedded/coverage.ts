// Candidate coverage: the share of demonstration steps whose action the embedded policy can emit at
// all (it is among that step's candidates). An uncovered step is one SFT cannot imitate.
import { contextAt, parseAction, type Trajectory } from '../../core/index.js';
import { enumerateCandidates, locateAction } from './candidates.js';
import { analyzeContext } from './context-analysis.js';

/** A step whose action is not a candidate. */
export interface CoverageMiss {
  taskId: number;
  step: number;
  response: string;
}

export interface CandidateCoverage {
  covered: number;
  total: number;
  /** covered / total (1 when there are no steps). */
  rate: number;
  misses: CoverageMiss[];
}

/** Coverage of every step of the trajectories (unparsable responses count as misses). */
export function candidateCoverage(trajectories: readonly Trajectory[]): CandidateCoverage {
  let covered = 0;
  let total = 0;
  const misses: CoverageMiss[] = [];
  for (const trajectory of trajectories) {
    trajectory.steps.forEach((step, index) => {
      total += 1;
      const parsed = parseAction(step.response);
      const set = enumerateCandidates(analyzeContext(contextAt(trajectory, index)));
      if (parsed.ok && locateAction(set, parsed.action)) covered += 1;
      else misses.push({ taskId: trajectory.taskId, step: index, response: step.response });
    });
  }
  return { covered, total, rate: total === 0 ? 1 : covered / total, misses };
}
