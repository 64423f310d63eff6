// Success rate by how long a task is (the oracle's step count, WebRL Fig. 4), by how many
// requirements its instruction has (task complexity) and by whether its template was trained on.
// Tasks whose bucket is unknown are kept in an `unknown` bucket rather than dropped, so the buckets
// always add up to the total.
import { cellOf, type SuccessCell } from './success-table.js';

/** One bucket of tasks and how many of them succeeded. */
export interface BucketRate extends SuccessCell {
  /** `≤5`, `6–10`, `>10`, `1`, `4+`, `training templates`, `test-only templates` or `unknown`. */
  bucket: string;
}

/**
 * WebRL Fig. 4 groups tasks by the steps they need into short, medium and long (the paper's text:
 * DigiRL "fails beyond 10 steps"); `≤5 | 6–10 | >10` by default.
 */
export const REQUIRED_STEP_EDGES: readonly number[] = [5, 10];

/** The bucket of a step count under upper edges [e1, e2, …]: `≤e1`, `e1+1–e2`, …, `>eN`. */
export function stepBucket(steps: number, edges: readonly number[] = REQUIRED_STEP_EDGES): string {
  let lower = 0;
  for (const edge of edges) {
    if (steps <= edge) return lower === 0 ? `≤${edge}` : `${lower + 1}–${edge}`;
    lower = edge;
  }
  return `>${lower}`;
}

function bucketLabels(edges: readonly number[]): string[] {
  const labels = edges.map((edge, i) => (i === 0 ? `≤${edge}` : `${edges[i - 1]! + 1}–${edge}`));
  return [...labels, `>${edges.at(-1) ?? 0}`];
}

function rates(groups: Map<string, boolean[]>, order: readonly string[]): BucketRate[] {
  const buckets = [...order.filter((b) => groups.has(b)), ...(groups.has('unknown') ? ['unknown'] : [])];
  return buckets.map((bucket) => {
    const outcomes = groups.get(bucket)!;
    return { bucket, ...cellOf(outcomes.filter(Boolean).length, outcomes.length) };
  });
}

function push(groups: Map<string, boolean[]>, bucket: string, success: boolean): void {
  groups.set(bucket, [...(groups.get(bucket) ?? []), success]);
}

/** Success per required-steps bucket, in bucket order; empty buckets are left out. */
export function successByRequiredSteps(
  items: readonly { success: boolean; requiredSteps?: number | undefined }[],
  edges: readonly number[] = REQUIRED_STEP_EDGES,
): BucketRate[] {
  const groups = new Map<string, boolean[]>();
  for (const item of items) {
    push(
      groups,
      item.requiredSteps === undefined ? 'unknown' : stepBucket(item.requiredSteps, edges),
      item.success,
    );
  }
  return rates(groups, bucketLabels(edges));
}

/** Complexity 4 and above share one bucket (few templates ask for more than four things). */
export const COMPLEXITY_CAP = 4;

/** Success per number of requirements (`webrl.complexity`): `1`, `2`, `3`, `4+`. */
export function successByComplexity(
  items: readonly { success: boolean; complexity?: number | undefined }[],
  cap = COMPLEXITY_CAP,
): BucketRate[] {
  const groups = new Map<string, boolean[]>();
  for (const item of items) {
    const { complexity } = item;
    const bucket = complexity === undefined ? 'unknown' : complexity >= cap ? `${cap}+` : String(complexity);
    push(groups, bucket, item.success);
  }
  const order = [...Array.from({ length: cap - 1 }, (_, i) => String(i + 1)), `${cap}+`];
  return rates(groups, order);
}

export const TRAINING_TEMPLATES = 'training templates';
export const TEST_ONLY_TEMPLATES = 'test-only templates';

/**
 * Success on test tasks whose template also has training tasks (new instances: the details
 * differ) against tasks of templates only the test split has (`webrl.testOnlyTemplate`): the
 * second measures generalisation to new kinds of task, which training on the first cannot fake.
 * Tasks without webrl metadata (WebArena files) are `unknown`.
 */
export function successByTemplateKind(
  items: readonly { success: boolean; testOnlyTemplate?: boolean | undefined }[],
): BucketRate[] {
  const groups = new Map<string, boolean[]>();
  for (const { success, testOnlyTemplate } of items) {
    const bucket =
      testOnlyTemplate === undefined
        ? 'unknown'
        : testOnlyTemplate
          ? TEST_ONLY_TEMPLATES
          : TRAINING_TEMPLATES;
    push(groups, bucket, success);
  }
  return rates(groups, [TRAINING_TEMPLATES, TEST_ONLY_TEMPLATES]);
}
