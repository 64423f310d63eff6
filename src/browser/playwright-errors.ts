// Recognizes the Playwright errors that mean something other than "the action failed": the
// document went away under us (a navigation) or the page, context or browser is gone.

/** The evaluated-in document was replaced by a navigation; retrying on the new one is right. */
export function isExecutionContextGone(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Cannot find context with specified id|frame was detached|Inspected target navigated or closed/i.test(
    message,
  );
}

/** The page, its context or the whole browser is closed or crashed; nothing more can run there. */
export function isTargetClosed(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Target (page, context or browser )?(has been )?closed|Target crashed|Browser has been closed|browser has disconnected|Page crashed/i.test(
    message,
  );
}
