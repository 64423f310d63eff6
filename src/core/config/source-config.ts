// Run-config section: where a run's tasks and pages come from (the built-in sites, or MiniWoB++'s
// html folder) and what labels its training rollouts.
import { z } from 'zod';

/** What labels training rollouts. */
export const ROLLOUT_LABELS = ['auto', 'orm', 'evaluator'] as const;

export const SourceConfig = z
  .object({
    env: z
      .string()
      .regex(/^(builtin|miniwob:.+)$/, 'use builtin or miniwob:<path to the MiniWoB++ html folder>')
      .default('builtin')
      .describe("Environment: 'builtin' (the built-in sites) or 'miniwob:<html folder>' (MiniWoB++)."),
    tasks: z
      .string()
      .default('webgum')
      .describe(
        'MiniWoB++ only (webrl train refuses another value on builtin): the task pages — all (125), webgum (56) or a comma-separated list.',
      ),
    labels: z
      .enum(ROLLOUT_LABELS)
      .default('auto')
      .describe(
        "What labels training rollouts: 'orm' (WebRL's outcome reward model), 'evaluator' (the task's own " +
          "score: MiniWoB++'s page reward) or 'auto' (orm on the built-in sites, evaluator on MiniWoB++).",
      ),
    evalEpisodes: z
      .int()
      .min(1)
      .default(5)
      .describe(
        'MiniWoB++ only (webrl train refuses another value on builtin): test seeds evaluated per task after each phase (BrowserGym: 5).',
      ),
  })
  .strict()
  .describe('Where tasks and pages come from, and what labels training rollouts.');
export type SourceConfig = z.output<typeof SourceConfig>;

/** The labels `auto` stands for: the ORM on the built-in sites (WebRL), the page's reward on MiniWoB++. */
export function rolloutLabelsOf(source: SourceConfig): 'orm' | 'evaluator' {
  if (source.labels !== 'auto') return source.labels;
  return source.env.startsWith('miniwob:') ? 'evaluator' : 'orm';
}
