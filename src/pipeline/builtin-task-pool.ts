// The curriculum's view of the built-in sites: relatives of a failed task among the templates' spare
// instances (never test tasks, never test-only templates). The generator may know the sites, as
// GPT-4o does; the policy, critic and ORM never read this.
import type { TaskConfig } from '../core/index.js';
import type { TaskPool, TaskRelatives } from '../curriculum/index.js';
import type { TaskSets } from '../sites/index.js';

/** The primary kind of a task: its first evaluator type. */
function kindOf(task: TaskConfig): string {
  return task.eval.eval_types[0] ?? 'string_match';
}

/**
 * Builds a pool from the built-in task sets. Candidates are the spare instances (`pool`) and the
 * training instances; test tasks never enter. Relatives of a seed:
 * - sameTemplate: other instances of its template;
 * - siblings: other templates on the same site, checked the same way, with as many requirements;
 * - harder: templates on the same site with exactly one requirement more.
 */
export function builtinTaskPool(sets: Pick<TaskSets, 'train' | 'pool'>): TaskPool {
  const candidates = [...sets.pool, ...sets.train];
  const byTemplate = new Map<string, TaskConfig[]>();
  for (const task of candidates) {
    const key = task.webrl?.template ?? `template-${task.intent_template_id}`;
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), task]);
  }
  const templateOf = (task: TaskConfig) => task.webrl?.template ?? `template-${task.intent_template_id}`;
  const siteOf = (task: TaskConfig) => task.sites.join('+');

  return {
    relativesOf(seed: TaskConfig): TaskRelatives {
      const seedTemplate = templateOf(seed);
      const seedComplexity = seed.webrl?.complexity ?? 1;
      const sameTemplate: TaskConfig[] = [];
      const siblings: TaskConfig[] = [];
      const harder: TaskConfig[] = [];
      for (const [template, tasks] of byTemplate) {
        const sample = tasks[0]!;
        if (siteOf(sample) !== siteOf(seed)) continue;
        const others = tasks.filter((t) => t.intent !== seed.intent);
        if (template === seedTemplate) sameTemplate.push(...others);
        const complexity = sample.webrl?.complexity ?? 1;
        if (template === seedTemplate) continue;
        if (complexity === seedComplexity + 1) harder.push(...others);
        // WebRL asks for tasks of similar difficulty: siblings keep the seed's number of requirements.
        else if (complexity === seedComplexity && kindOf(sample) === kindOf(seed)) siblings.push(...others);
      }
      return { sameTemplate, siblings, harder };
    },
  };
}
