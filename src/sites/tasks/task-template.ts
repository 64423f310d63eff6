// A task template: an intent with {{slots}}, the instances drawn from a site's pristine data, how
// each instance is evaluated, and the oracle that solves it. Instances of all templates make up
// `builtin:train` and `builtin:test`.
import type { EvalSpec, SiteKey } from '../../core/index.js';
import type { Rng } from '../data/rng.js';
import type { SiteDb } from '../data/site-db.js';
import type { Solver } from '../oracle/solver.js';

/** Values of a template's `{{slots}}` (WebArena's `instantiation_dict`). */
export type TemplateVars = Record<string, string | number>;

/** One instance of a template, before it gets a task id and a split. */
export interface TaskInstance<V extends TemplateVars = TemplateVars> {
  /** The slot values; every `{{slot}}` of the template must have one. */
  vars: V;
  /** Start URL with WebArena placeholders: `__SHOPPING__`, `__SHOPPING__/checkout/cart/`. */
  startUrl: string;
  /** The evaluator spec, with placeholders in its URLs. */
  eval: EvalSpec;
  /** Privileged facts the oracle needs beyond the slots (stored as `webrl.oracle`; agents never see it). */
  oracle?: Record<string, string | number>;
}

/** What a template draws instances from. */
export interface TemplateData {
  /** A pristine database, read-only, by `SiteDatabase.name`. */
  db(name: string): SiteDb;
  /** A generator seeded from the host seed and the template key. */
  rng: Rng;
}

/** A family of tasks sharing an intent template, an evaluator shape and an oracle. */
export interface TaskTemplate<V extends TemplateVars = TemplateVars> {
  /** Unique key, `<site key>/<name>`: `shopping/product-price`. */
  readonly key: string;
  /** WebArena's `intent_template_id`; unique over all built-in sites (the shop uses 1000–1099). */
  readonly id: number;
  /** The sites the task needs (WebArena's `sites`); the first is where it starts. */
  readonly sites: readonly SiteKey[];
  /** The intent with `{{slot}}` placeholders, phrased like WebArena's intents. */
  readonly intentTemplate: string;
  /** Number of requirements the instruction states (1–4); recorded as the task's complexity. */
  readonly complexity: number;
  /** Instances of this template appear only in the test set. */
  readonly testOnly?: boolean;
  /**
   * How many instances go to each split (defaults in `buildTaskSets`). `test: 0` makes a
   * training-only template: a question form or kind of change the training set should show (such as
   * "… Answer yes or no.") without adding to the 165 test tasks.
   */
  readonly counts?: { train?: number; test?: number };
  /** Every candidate instance, in a deterministic order. */
  instances(data: TemplateData): TaskInstance<V>[];
  /** The oracle: solves any instance through observations alone (plus the task's own config). */
  readonly solve: Solver;
}

/** Identity function that checks a template's slot types where it is written. */
export function defineTemplate<V extends TemplateVars>(template: TaskTemplate<V>): TaskTemplate {
  return template as unknown as TaskTemplate;
}

/** Fills `{{slot}}` placeholders; throws naming the template and slot when a value is missing. */
export function fillTemplate(key: string, intentTemplate: string, vars: TemplateVars): string {
  return intentTemplate.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined)
      throw new Error(`template ${key}: no value for {{${name}}} in ${JSON.stringify(vars)}`);
    return String(value);
  });
}
