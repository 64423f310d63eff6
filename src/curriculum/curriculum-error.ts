// The one error of curriculum/: a phase's curriculum left no task to train on. Training a phase on
// nothing would go on without a word (no rollouts, no data, an unchanged actor), so the run stops.

/** No task passed the phase's generation and filters; the message names the generator and the counts. */
export class CurriculumError extends Error {
  override name = 'CurriculumError';
  constructor(
    message: string,
    /** What each filter did (build-phase-tasks.ts's counts), as the phase's metrics would record it. */
    readonly counts: Readonly<Record<string, number>>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
