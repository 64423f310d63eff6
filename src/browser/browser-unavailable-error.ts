// The browser error that stops a run instead of being retried: no Chromium to launch, or one that
// does not start. Unlike a crash mid-episode (BrowserCrashedError), trying again gives the same.

/** No usable Chromium: none found, or the one found does not start; the message says how to fix it. */
export class BrowserUnavailableError extends Error {
  override name = 'BrowserUnavailableError';
  constructor(
    message: string,
    /**
     * The user's setting that named the executable (`WEBRL_CHROMIUM`, `browser.executablePath`), when
     * one did: the fix is to that setting. Undefined when Chromium was looked for on the machine.
     */
    readonly setting?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
