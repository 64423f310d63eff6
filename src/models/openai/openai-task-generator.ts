// In-breadth evolution of failed tasks with an LLM (reference/webrl.md §6): per site, a few turns of
// the evolution prompt over randomly sampled failed seeds; backticked tasks are parsed,
// deduplicated, and returned as WebArena task configs labelled for the ORM.
import { getLogger, type SiteKey, seededRandom, type TaskConfig } from '../../core/index.js';
import type { EvolveOptions, TaskGenerator } from '../roles.js';
import { allOrStop } from './all-or-stop.js';
import type { OpenAIClient } from './client.js';
import {
  buildTaskGenerationPrompt,
  DEFAULT_SITE_DESCRIPTIONS,
  parseGeneratedTasks,
} from './prompts/task-generation-prompt.js';

const log = getLogger('models');

/** Generation settings; the defaults are WebRL's `gen_task.py`. */
export interface OpenAITaskGeneratorOptions {
  /** Seeds shown per prompt: min(this, failed tasks of the site). WebRL: 10. */
  seedsPerPrompt?: number;
  /** Prompts per site. WebRL: 2. */
  turnsPerSite?: number;
  /** WebRL: GPT-4o at temperature 1, top_p 1. */
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  /** How each site is named in the prompt (default DEFAULT_SITE_DESCRIPTIONS). */
  siteDescriptions?: Partial<Record<SiteKey, string>>;
  name?: string;
}

/** Generated tasks have no evaluator: WebRL's dummy string_match, since the ORM labels them. */
function generatedEval(): TaskConfig['eval'] {
  return {
    eval_types: ['string_match'],
    reference_answers: { exact_match: 'N/A' },
    reference_url: '',
    program_html: [],
    string_note: '',
    reference_answer_raw_annotation: '',
  };
}

/** Intents compared for duplicates: case, surrounding space and inner runs of space ignored. */
function intentKey(intent: string): string {
  return intent.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The seed sharing most words with `intent` (Jaccard); a generated task's parent for provenance. */
function closestSeed(intent: string, seeds: readonly TaskConfig[]): TaskConfig {
  const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const target = words(intent);
  let best = seeds[0]!;
  let bestScore = -1;
  for (const seed of seeds) {
    const other = words(seed.intent);
    const shared = [...target].filter((word) => other.has(word)).length;
    const score = shared / (target.size + other.size - shared || 1);
    if (score > bestScore) {
      best = seed;
      bestScore = score;
    }
  }
  return best;
}

/** `count` items drawn without replacement (partial Fisher–Yates), like Python's random.sample. */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** A TaskGenerator served by an OpenAI-compatible chat model. */
export class OpenAITaskGenerator implements TaskGenerator {
  readonly name: string;
  private readonly settings: Required<Omit<OpenAITaskGeneratorOptions, 'name' | 'siteDescriptions'>>;
  private readonly siteDescriptions: Record<string, string>;

  constructor(
    private readonly client: OpenAIClient,
    options: OpenAITaskGeneratorOptions = {},
  ) {
    this.name = options.name ?? `openai:${client.model}`;
    this.settings = {
      seedsPerPrompt: options.seedsPerPrompt ?? 10,
      turnsPerSite: options.turnsPerSite ?? 2,
      temperature: options.temperature ?? 1,
      topP: options.topP ?? 1,
      maxTokens: options.maxTokens ?? 2048,
    };
    this.siteDescriptions = { ...DEFAULT_SITE_DESCRIPTIONS, ...options.siteDescriptions };
  }

  /**
   * New tasks evolved from the failed `seeds`, at most `count`, taken in turn from each site so no
   * site crowds out the others. Task ids are 0, 1, 2 … in output order; the caller renumbers them
   * into its task set. Duplicates of each other, of the seeds and of `forbiddenIntents` are dropped.
   */
  async evolve(seeds: readonly TaskConfig[], options: EvolveOptions): Promise<TaskConfig[]> {
    if (seeds.length === 0 || options.count <= 0) return [];
    const random = seededRandom(options.seed);
    const bySite = new Map<string, TaskConfig[]>();
    for (const seed of seeds) {
      const key = seed.sites.join('|');
      bySite.set(key, [...(bySite.get(key) ?? []), seed]);
    }
    // Sample every prompt's seeds before any request, so the draws do not depend on reply order.
    const prompts = [...bySite.entries()].flatMap(([site, group]) =>
      Array.from({ length: this.settings.turnsPerSite }, () => ({
        site,
        seeds: sample(group, Math.min(this.settings.seedsPerPrompt, group.length), random),
      })),
    );
    const replies = await allOrStop(prompts, (prompt, signal) =>
      this.client.chat(
        {
          messages: [
            {
              role: 'user',
              content: buildTaskGenerationPrompt(
                this.describe(prompt.seeds[0]!),
                prompt.seeds.map((s) => s.intent),
              ),
            },
          ],
          maxTokens: this.settings.maxTokens,
          temperature: this.settings.temperature,
          topP: this.settings.topP,
        },
        signal,
      ),
    );
    const parsed = replies.map((reply) => parseGeneratedTasks(reply.text));
    this.checkAnswers(
      replies.map((reply) => reply.text),
      parsed,
    );
    const seen = new Set([
      ...seeds.map((s) => intentKey(s.intent)),
      ...[...(options.forbiddenIntents ?? [])].map(intentKey),
    ]);
    const perSite = new Map<string, TaskConfig[]>();
    let repeated = 0;
    prompts.forEach((prompt, i) => {
      for (const intent of parsed[i]!) {
        const key = intentKey(intent);
        if (seen.has(key)) {
          repeated += 1;
          continue;
        }
        seen.add(key);
        perSite.set(prompt.site, [
          ...(perSite.get(prompt.site) ?? []),
          this.toTask(intent, closestSeed(intent, prompt.seeds)),
        ]);
      }
    });
    if (options.answerCounts) {
      options.answerCounts.answers += replies.length;
      options.answerCounts.unusable += parsed.filter((tasks) => tasks.length === 0).length;
      options.answerCounts.repeated += repeated;
    }
    return takeInTurns([...perSite.values()], options.count).map((task, index) => ({
      ...task,
      task_id: index,
    }));
  }

  /**
   * An answer without a task is data (a sampled answer may wander off); none among all of them is
   * a model that does not follow the prompt, and a curriculum built on it would be empty.
   */
  private checkAnswers(texts: readonly string[], parsed: readonly string[][]): void {
    const empty = texts.filter((_, i) => parsed[i]!.length === 0);
    if (empty.length === 0) return;
    const first = JSON.stringify(empty[0]!.slice(0, 200));
    if (empty.length < texts.length) {
      log.warn(`${empty.length} of ${texts.length} task-generation answers held no task in backticks`, {
        model: this.client.model,
        first,
      });
      return;
    }
    throw this.client.malformed(
      'chat/completions',
      `${texts.length} answers to the task-generation prompt, none holding a task in backticks (the first: ${first})`,
      'the prompt asks for each new task in backticks; serve an instruction-following chat model as the generator (WebRL: GPT-4o)',
    );
  }

  private describe(seed: TaskConfig): string {
    return seed.sites.map((site) => this.siteDescriptions[site] ?? site).join(' and ');
  }

  private toTask(intent: string, parent: TaskConfig): TaskConfig {
    return {
      sites: [...parent.sites],
      task_id: 0,
      require_login: parent.require_login,
      storage_state: parent.storage_state,
      start_url: parent.start_url,
      geolocation: parent.geolocation,
      intent_template: '',
      instantiation_dict: {},
      intent,
      require_reset: false,
      eval: generatedEval(),
      intent_template_id: 0,
      webrl: {
        template: parent.webrl?.template ?? `${parent.sites[0]}/generated`,
        split: 'generated',
        complexity: parent.webrl?.complexity ?? 1,
        parentTaskId: parent.task_id,
        generator: this.name,
      },
    };
  }
}

/** Round-robin over the lists until `count` items are taken. */
function takeInTurns<T>(lists: readonly T[][], count: number): T[] {
  const out: T[] = [];
  for (let round = 0; out.length < count; round++) {
    const before = out.length;
    for (const list of lists) {
      if (round < list.length && out.length < count) out.push(list[round]!);
    }
    if (out.length === before) break;
  }
  return out;
}
