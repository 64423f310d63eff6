// The error evaluators raise when a task cannot be scored at all (as opposed to scoring 0), and the
// value preview their messages and details share.

/**
 * The task cannot be scored: its evaluator config is unusable in this mode, a helper is unknown, or a
 * site did not answer. The reference harnesses abort the task in these cases; a runner records the
 * error (and may retry) rather than a score.
 */
export class EvaluationError extends Error {
  override name = 'EvaluationError';
}

/** Shortens a value for a detail line. */
export function preview(value: string, max = 120): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max - 3)}...` : value);
}
