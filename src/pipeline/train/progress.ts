// The run's one progress line: `phase 2/4 · rollouts 118/200 · success 31% · 3.8 steps/s · eta 1m12s`.
import type { Trajectory } from '../../core/index.js';
import { formatDuration } from './train-context.js';

/** A callback for episode runners that renders the progress line of one stage. */
export function episodeProgressLine(
  prefix: string,
  total: number,
  show: (text: string) => void,
  scoreOf: (trajectory: Trajectory) => number = (t) => t.evaluatorScore ?? 0,
): (trajectory: Trajectory, done: number) => void {
  const started = performance.now();
  let steps = 0;
  let solved = 0;
  // Counted here too: one line may follow several batches (the ORM's corruption kinds), each of
  // which numbers its episodes from 1; a resumed batch starts above 1.
  let count = 0;
  return (trajectory, batchDone) => {
    count = Math.max(count + 1, batchDone);
    const done = count;
    steps += trajectory.steps.length;
    solved += scoreOf(trajectory) >= 1 ? 1 : 0;
    const seconds = (performance.now() - started) / 1000;
    const eta = (seconds / done) * (total - done);
    show(
      `${prefix} ${done}/${total} · success ${Math.round((100 * solved) / done)}% · ` +
        `${(steps / Math.max(seconds, 1e-3)).toFixed(1)} steps/s · eta ${formatDuration(eta)}`,
    );
  };
}
