// The feasibility filter of WebRL's curriculum over an OpenAI-compatible chat model: one prompt per
// task, answered "Reason + Answer ([YES]/[NO])".
import { getLogger, type SiteKey, type TaskConfig } from '../../core/index.js';
import type { FeasibilityChecker } from '../roles.js';
import { allOrStop } from './all-or-stop.js';
import type { OpenAIClient } from './client.js';
import {
  buildFeasibilityPrompt,
  DEFAULT_FEASIBILITY_RULES,
  readFeasibilityReply,
  type SiteFeasibilityRules,
} from './prompts/feasibility-prompt.js';

const log = getLogger('models');

export interface OpenAIFeasibilityCheckerOptions {
  /** Per-site rules (default: WebRL's, reworded); sites without rules are named by their key. */
  rules?: Partial<Record<SiteKey, SiteFeasibilityRules>>;
  temperature?: number;
  maxTokens?: number;
  name?: string;
}

/** A FeasibilityChecker served by an OpenAI-compatible chat model. */
export class OpenAIFeasibilityChecker implements FeasibilityChecker {
  readonly name: string;
  private readonly rules: Partial<Record<SiteKey, SiteFeasibilityRules>>;

  constructor(
    private readonly client: OpenAIClient,
    private readonly options: OpenAIFeasibilityCheckerOptions = {},
  ) {
    this.name = options.name ?? `openai:${client.model}`;
    this.rules = options.rules ?? DEFAULT_FEASIBILITY_RULES;
  }

  /**
   * One verdict per task. A reply with neither [YES] nor [NO] counts as infeasible (the task is
   * dropped, which costs one generated task; keeping it could cost a wasted rollout) and is logged.
   */
  areFeasible(tasks: readonly TaskConfig[]): Promise<boolean[]> {
    const rules = Object.values(this.rules).filter((r): r is SiteFeasibilityRules => r !== undefined);
    return allOrStop(tasks, async (task, signal) => {
      const siteName = task.sites.map((site) => this.rules[site]?.name ?? site).join(' and ');
      const reply = await this.client.chat(
        {
          messages: [{ role: 'user', content: buildFeasibilityPrompt(siteName, task.intent, rules) }],
          maxTokens: this.options.maxTokens ?? 1024,
          temperature: this.options.temperature ?? 0,
        },
        signal,
      );
      const verdict = readFeasibilityReply(reply.text);
      if (verdict === undefined) {
        log.warn('feasibility reply has no [YES]/[NO]; counting the task as infeasible', {
          task: task.task_id,
          reply: reply.text.slice(0, 200),
        });
        return false;
      }
      return verdict;
    });
  }
}
