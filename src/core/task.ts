// The WebArena / WebArena-Lite task config, field for field (reference/webarena.md §3), plus an
// optional `webrl` block of our own metadata that WebArena tools ignore.
import { z } from 'zod';

/**
 * WebArena site keys. Built-in sites use the same keys (the forum is `reddit`, the code host `gitlab`).
 * `miniwob` is MiniWoB++'s html folder served over HTTP (env/miniwob).
 */
export const SITE_KEYS = [
  'shopping',
  'shopping_admin',
  'reddit',
  'gitlab',
  'map',
  'wikipedia',
  'classifieds',
  'miniwob',
] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export const EVAL_TYPES = ['string_match', 'url_match', 'program_html'] as const;
export type EvalType = (typeof EVAL_TYPES)[number];

const stringList = z.array(z.string());

/** `reference_answers`: every key present must pass; scores multiply. */
export const ReferenceAnswers = z
  .object({
    exact_match: z.string().optional().describe('clean(pred) must equal clean(ref).'),
    must_include: z
      .union([stringList, z.string()])
      .optional()
      .describe('Each item (alternatives joined by " |OR| ") must be found in the answer.'),
    fuzzy_match: z
      .union([stringList, z.literal('N/A')])
      .optional()
      .describe('Judged by an LLM; "N/A" marks an unachievable task.'),
    must_exclude: stringList.optional().describe('VAB/VWA: none of these may be found.'),
    required_values: stringList.optional().describe('VAB/VWA: numeric constraints such as "> 700".'),
    one_of: stringList.optional().describe('VAB/VWA: any one must be a substring.'),
  })
  .strict();
export type ReferenceAnswers = z.output<typeof ReferenceAnswers>;

/** The content a program_html check expects: exactly one matching rule. */
export const RequiredContents = z.union([
  z.object({ exact_match: z.string() }).strict(),
  z.object({ must_include: stringList }).strict(),
  z.object({ fuzzy_match: stringList }).strict(),
  z.object({ must_exclude: stringList }).strict(),
  z.object({ required_values: stringList }).strict(),
]);
export type RequiredContents = z.output<typeof RequiredContents>;

/** One program_html check: go to `url`, select with `locator`, compare with `required_contents`. */
export const ProgramHtmlCheck = z
  .object({
    url: z.string().describe('"last", an absolute URL (placeholders allowed), or "func:<helper>(…)".'),
    locator: z
      .string()
      .describe('"" (whole page), a "document." JS expression, "func:<helper>(…)" or "lambda:<js>".'),
    required_contents: RequiredContents,
    prep_actions: stringList.optional().describe('JS statements run before the locator.'),
  })
  .strict();
export type ProgramHtmlCheck = z.output<typeof ProgramHtmlCheck>;

export const EvalSpec = z
  .object({
    eval_types: z
      .array(z.enum(EVAL_TYPES))
      .min(1)
      .describe('All listed evaluators run; their scores multiply.'),
    reference_answers: ReferenceAnswers.nullable().describe('Used when eval_types has string_match.'),
    reference_url: z
      .string()
      .nullable()
      .describe(
        '"" or URLs joined by " |OR| "; used by url_match. Null in Lite tasks 29 and 87 (program_html only).',
      ),
    url_note: z.enum(['GOLD in PRED', 'EXACT']).optional().describe('url_match rule; VAB defaults to EXACT.'),
    program_html: z.array(ProgramHtmlCheck).describe('Checks of page content after the episode.'),
    string_note: z.string().optional().describe('For "N/A" tasks: why the task cannot be done.'),
    reference_answer_raw_annotation: z.string().optional().describe('Human note; not used in scoring.'),
    annotation_note: z.string().optional().describe('WebArena 812 only; not used in scoring.'),
  })
  .strict();
export type EvalSpec = z.output<typeof EvalSpec>;

/** webrl's own metadata about a task. WebArena tools ignore this block. */
export const TaskMeta = z
  .object({
    template: z.string().describe('Template key, e.g. "shopping/product-price".'),
    split: z.enum(['train', 'test', 'generated']).describe('Which task set the task belongs to.'),
    complexity: z.int().min(1).describe('Number of requirements in the instruction.'),
    requiredSteps: z.int().min(0).optional().describe("The oracle's step count, once verified."),
    testOnlyTemplate: z.boolean().optional().describe('True when the template never appears in training.'),
    parentTaskId: z.int().optional().describe('For generated tasks: the failed task it evolved from.'),
    generator: z.string().optional().describe('For generated tasks: how it was made.'),
    phase: z.int().min(0).optional().describe('For generated tasks: the phase they were made for.'),
    criticValue: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe(
        "For generated tasks: the critic's P(success) at the start page, when the critic filter ran.",
      ),
    oracle: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe(
        "Privileged facts for the task's oracle solver (e.g. a category's menu path); never shown to agents.",
      ),
  })
  .strict();
export type TaskMeta = z.output<typeof TaskMeta>;

export const TaskConfig = z
  .object({
    sites: z.array(z.enum(SITE_KEYS)).min(1),
    task_id: z.int().min(0),
    require_login: z.boolean(),
    storage_state: z.string().nullable(),
    start_url: z.string().min(1).describe('One URL or several joined by " |AND| " (one tab each).'),
    geolocation: z
      .object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().optional() })
      .strict()
      .nullable(),
    intent_template: z.string(),
    instantiation_dict: z.record(z.string(), z.unknown()),
    intent: z.string().min(1),
    require_reset: z.boolean(),
    eval: EvalSpec,
    intent_template_id: z.int(),
    old_task_id: z.int().optional().describe('WebArena-Lite: the id in the 812-task WebArena.'),
    // Fields that only VisualWebArena or WebArena's examples carry; accepted and ignored.
    image: z.union([z.string(), stringList]).nullable().optional(),
    viewport_size: z.object({ width: z.number().optional(), height: z.number().optional() }).optional(),
    reasoning_difficulty: z.string().optional(),
    visual_difficulty: z.string().optional(),
    overall_difficulty: z.string().optional(),
    comments: z.string().optional(),
    reference_action_sequence: z.unknown().optional(),
    webrl: TaskMeta.optional(),
  })
  .strict();
export type TaskConfig = z.output<typeof TaskConfig>;
