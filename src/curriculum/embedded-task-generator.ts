// In-breadth evolution without an LLM: each new task is a relative of a failed seed drawn from the
// built-in sites' template families — a new instance of its template, a sibling template's instance,
// or one with an added requirement (WebRL §2.2 asks GPT-4o for "same domain, different details").
import { seededRandom, shuffled, type TaskConfig } from '../core/index.js';
import type { EvolveOptions, TaskGenerator } from '../models/index.js';
import type { TaskPool, TaskRelatives } from './task-pool.js';

/** How often each kind of evolution is tried; a kind without candidates falls through to the next. */
export interface EvolutionMix {
  sameTemplate: number;
  siblings: number;
  harder: number;
}

export const DEFAULT_EVOLUTION_MIX: EvolutionMix = { sameTemplate: 0.6, siblings: 0.25, harder: 0.15 };

export class EmbeddedTaskGenerator implements TaskGenerator {
  readonly name = 'embedded';

  constructor(
    private readonly pool: TaskPool,
    private readonly mix: EvolutionMix = DEFAULT_EVOLUTION_MIX,
  ) {}

  async evolve(seeds: readonly TaskConfig[], options: EvolveOptions): Promise<TaskConfig[]> {
    const random = seededRandom(options.seed);
    const used = new Set<string>([...seeds.map((s) => s.intent), ...(options.forbiddenIntents ?? [])]);
    const relatives = new Map<TaskConfig, TaskRelatives>(seeds.map((s) => [s, this.pool.relativesOf(s)]));
    const created: TaskConfig[] = [];
    // Round-robin over shuffled seeds so every failure gets its share; stop when no seed can give more.
    let exhausted = new Set<TaskConfig>();
    while (created.length < options.count && exhausted.size < seeds.length) {
      for (const seed of shuffled(seeds, random)) {
        if (created.length >= options.count) break;
        if (exhausted.has(seed)) continue;
        const task = this.evolveOne(seed, relatives.get(seed)!, used, random);
        if (!task) {
          exhausted = new Set([...exhausted, seed]);
          continue;
        }
        used.add(task.intent);
        created.push(task);
      }
    }
    return created;
  }

  private evolveOne(
    seed: TaskConfig,
    relatives: TaskRelatives,
    used: ReadonlySet<string>,
    random: () => number,
  ): TaskConfig | undefined {
    const kinds = orderKinds(this.mix, random);
    for (const kind of kinds) {
      const fresh = relatives[kind].filter((t) => !used.has(t.intent));
      if (fresh.length === 0) continue;
      const pick = fresh[Math.floor(random() * fresh.length)]!;
      return {
        ...pick,
        webrl: {
          ...(pick.webrl ?? { template: 'unknown', complexity: 1 }),
          split: 'generated',
          generator: `embedded:${kind}`,
          parentTaskId: seed.task_id,
        },
      };
    }
    return undefined;
  }
}

// Draws the kinds' order by their weights (weighted sampling without replacement).
function orderKinds(mix: EvolutionMix, random: () => number): (keyof EvolutionMix)[] {
  const left = (Object.keys(mix) as (keyof EvolutionMix)[]).filter((k) => mix[k] > 0);
  const order: (keyof EvolutionMix)[] = [];
  while (left.length > 0) {
    const total = left.reduce((s, k) => s + mix[k], 0);
    const target = random() * total;
    let cumulative = 0;
    let index = left.length - 1;
    for (let i = 0; i < left.length; i++) {
      cumulative += mix[left[i]!];
      if (target < cumulative) {
        index = i;
        break;
      }
    }
    order.push(...left.splice(index, 1));
  }
  return order;
}
