// The end of a phase's rollout stage when the evaluator labels rollouts (`source.labels`; MiniWoB++'s
// page reward by default there): no ORM is asked, the traces already carry the score training uses.
import type { Trajectory } from '../../core/index.js';
import type { StageContext } from '../stage-runner.js';

export function evaluatorLabelledRollouts(
  stage: StageContext,
  all: readonly Trajectory[],
  rollouts: readonly Trajectory[],
  seconds: number,
) {
  const evaluatorSuccess =
    rollouts.length === 0 ? 0 : rollouts.filter((t) => (t.evaluatorScore ?? 0) >= 1).length / rollouts.length;
  const steps = rollouts.reduce((n, t) => n + t.steps.length, 0);
  stage.metrics({
    'env/rollouts': rollouts.length,
    'env/rollout_errors': all.length - rollouts.length,
    'env/rollout_success_evaluator': evaluatorSuccess,
    'env/steps': steps,
    'env/steps_per_s': steps / Math.max(seconds, 1e-3),
  });
  return { rollouts: rollouts.length, evaluatorSuccess, labels: 'evaluator' };
}
