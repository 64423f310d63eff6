// Run-config section: how episodes run (WebRL's stop rules, viewport, parallelism).
import { z } from 'zod';

export const EnvConfig = z
  .object({
    maxSteps: z.int().min(1).default(30).describe('Steps before an episode stops (WebRL: 30).'),
    maxConsecutiveParseFailures: z
      .int()
      .min(1)
      .default(5)
      .describe('Consecutive unparsable model outputs that end an episode.'),
    maxRepeatedActions: z
      .int()
      .min(2)
      .default(5)
      .describe(
        'Identical model outputs in a row (raw responses, as VAB compares them) that end an episode.',
      ),
    parallelEpisodes: z
      .int()
      .min(1)
      .default(2)
      .describe(
        'Episodes run at the same time, each on its own site slot. `webrl train` runs one per slot (`sites.slots`; `--slots` sets both), saves the two equal and refuses another value.',
      ),
    viewport: z
      .object({
        width: z.int().min(320).default(1280).describe('Viewport width in CSS pixels (WebRL: 1280).'),
        height: z.int().min(240).default(720).describe('Viewport height in CSS pixels (WebRL: 720).'),
      })
      .strict()
      .prefault({})
      .describe('Browser viewport; WebRL observes only what is inside it.'),
    observeScope: z
      .enum(['viewport', 'page'])
      .default('viewport')
      .describe('Observe only the current viewport (WebRL) or the whole page.'),
    screenshots: z
      .boolean()
      .default(false)
      .describe(
        "Capture a screenshot at every step of a run's episodes (slower); webrl eval captures them unless --no-screenshots.",
      ),
    settleTimeoutMs: z
      .int()
      .min(100)
      .default(5000)
      .describe('Longest wait for a page to settle after an action before observing anyway.'),
    stallTimeoutMs: z
      .int()
      .min(1000)
      .default(60_000)
      .describe(
        'Longest a reset, a step or the evaluation may take; past it the episode is retried on a fresh page.',
      ),
  })
  .strict()
  .describe('Episodes: stop rules, viewport, parallelism.');
export type EnvConfig = z.output<typeof EnvConfig>;
