// Run-config section: which browser and how to launch it.
import { z } from 'zod';

export const BrowserConfig = z
  .object({
    executablePath: z
      .string()
      .optional()
      .describe(
        "Chromium executable; unset means WEBRL_CHROMIUM, then (headless) Debian's chromium-headless-shell, /usr/bin/chromium, then a Playwright-managed one.",
      ),
    headless: z
      .boolean()
      .default(true)
      .describe('Run Chromium without a window (in its headless shell where installed).'),
    pagesPerBrowser: z
      .int()
      .min(1)
      .default(4)
      .describe('How many episode pages one Chromium process hosts before another is launched.'),
  })
  .strict()
  .describe('The browser the agent acts in.');
export type BrowserConfig = z.output<typeof BrowserConfig>;
