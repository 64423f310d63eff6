// runEpisodes: many tasks in parallel, each episode on its own site slot and leased page, at most
// `concurrency` at a time. Trajectories come back in task order; each agent gets its own seeded
// random stream, so a run repeats under its seed whatever the interleaving.
import {
  deriveSeed,
  type SlotProvider,
  seededRandom,
  type TaskConfig,
  type Trajectory,
} from '../core/index.js';
import { type RunEpisodeOptions, runEpisode } from './run-episode.js';

export interface RunEpisodesOptions extends Omit<RunEpisodeOptions, 'task' | 'slot' | 'random'> {
  tasks: readonly TaskConfig[];
  slots: SlotProvider;
  /** Episodes at once (default: EnvConfig.parallelEpisodes), never more than slots or pages. */
  concurrency?: number;
  /** Base seed of the per-episode random streams (default 0). */
  seed?: number;
  /**
   * Each task's position in the whole list its random stream is derived from (default: its index
   * here), so that a resumed evaluation, which runs only the unfinished tasks, draws what an
   * uninterrupted one would.
   */
  streamPositions?: readonly number[];
  /** Called as each episode finishes (for progress lines). */
  onEpisode?: (trajectory: Trajectory, index: number) => void;
}

export async function runEpisodes(options: RunEpisodesOptions): Promise<Trajectory[]> {
  const { tasks, slots } = options;
  const concurrency = Math.max(
    1,
    Math.min(
      options.concurrency ?? options.config.parallelEpisodes,
      slots.size,
      options.pool.size,
      tasks.length,
    ),
  );
  const results: Trajectory[] = new Array(tasks.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    for (let index = next++; index < tasks.length && !failure; index = next++) {
      const task = tasks[index]!;
      const slot = await slots.acquire();
      try {
        results[index] = await runEpisode({
          ...options,
          task,
          slot,
          random: seededRandom(
            deriveSeed(options.seed ?? 0, task.task_id, options.streamPositions?.[index] ?? index),
          ),
        });
      } catch (error) {
        // Broken infrastructure (an agent's server down, a site gone): start no more episodes,
        // let the running ones finish, then report the first failure.
        failure ??= { error };
      } finally {
        slots.release(slot);
      }
      const trajectory = results[index];
      if (trajectory) options.onEpisode?.(trajectory, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failure) throw failure.error;
  return results;
}
