// How commands end on SIGINT, SIGTERM and SIGHUP. Playwright, once it has launched a browser, listens
// for them to close its browsers and leaves exiting to the program (or, for SIGINT, exits after
// closing them), so without this `webrl train` saw its browser die, started another and went on.
// Exiting through process.exit, rather than dying of the signal, also runs the exit handlers: the
// site host's removes its copies of the site data (.cache/sites/slots/host-*). A server command
// (view, sites serve) stops itself cleanly instead and says so with `untilStopped`.

let stopsItself = false;
let stopNote: string | undefined;

/**
 * A line said on stderr when a signal ends the command: where its finished work is and how to go on
 * (`--resume`). A kill -9 says nothing, but leaves the same work behind.
 */
export function sayOnTermination(note: string): void {
  stopNote = note;
}

/**
 * Exits on Ctrl-C (SIGINT), SIGTERM (`kill`, `timeout`, a scheduler) and SIGHUP as any program does
 * (130, 143, 129), through process.exit so that exit handlers run. Playwright's exit handler kills the
 * browsers as the process exits; a run's finished stages are on disk (state.json is written
 * atomically), so `--resume` goes on from the cut stage.
 */
export function exitOnTermination(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      if (stopsItself) return;
      // stderr is written synchronously to files, pipes and terminals on Linux, before the exit.
      if (stopNote !== undefined) process.stderr.write(`\n${stopNote}\n`);
      process.exit(code);
    });
  }
}

/** Resolves on Ctrl-C or SIGTERM, so that a serving command can close what it serves and return. */
export function untilStopped(): Promise<void> {
  stopsItself = true;
  return new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
