// A batch of requests to one server that stands or falls as a whole: Promise.all leaves the other
// requests running after the first failure (queued behind the concurrency limit, retrying with
// back-off), so a server that went down kept a stopped command alive for up to an hour after its
// error line, sending requests nobody would read.
import { setMaxListeners } from 'node:events';

/**
 * `work` for every item, in order, as Promise.all gives them. On the first failure the signal
 * handed to each `work` is aborted, so that requests waiting for a slot or a retry end at once,
 * and that first failure is the batch's.
 */
export async function allOrStop<T, R>(
  items: readonly T[],
  work: (item: T, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const controller = new AbortController();
  // Every request of the batch listens on this one signal (a queue slot, a retry's sleep, the fetch),
  // so a batch of hundreds passes Node's default of 10 listeners without leaking any.
  setMaxListeners(0, controller.signal);
  const stopOthers = (error: unknown): never => {
    if (!controller.signal.aborted) controller.abort(error);
    throw error;
  };
  const runs = items.map((item) => work(item, controller.signal).catch(stopOthers));
  try {
    return await Promise.all(runs);
  } catch (error) {
    // Wait for the aborted ones to end, so that no request of the batch outlives it.
    await Promise.allSettled(runs);
    throw controller.signal.aborted ? controller.signal.reason : error;
  }
}
