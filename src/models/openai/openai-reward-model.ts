// WebRL's outcome reward model over an OpenAI-compatible server (reference/webrl.md §5): the ORM
// prompt, one generated token, and P(YES) = softmax over the YES/NO log-probabilities.
import { getLogger } from '../../core/index.js';
import type { RewardInput, RewardModel } from '../roles.js';
import { allOrStop } from './all-or-stop.js';
import type { OpenAIClient } from './client.js';
import { buildOrmMessages, buildOrmPrompt, ORM_SYSTEM_PROMPT } from './prompts/orm-prompt.js';

const log = getLogger('models');

/** How the reward model talks to its server. */
export interface OpenAIRewardModelOptions {
  /** `completion`: WebRL's Llama-3 string (the released ORM under vLLM); `chat`: system + user messages. */
  mode?: 'completion' | 'chat';
  /** Alternatives asked per token; YES and NO must both be among them (OpenAI allows ≤ 5 on completions, 20 on chat). */
  topLogprobs?: number;
  systemPrompt?: string;
  name?: string;
}

/** Read-out of one ORM answer. */
export interface YesNoReadout {
  /** P(YES) from the two log-probabilities. */
  pYes: number;
  /** True when one of the two was missing and bounded by the least likely listed token. */
  isBounded: boolean;
}

/** The log-probability of `word` among the alternatives: exact token first, else ignoring spaces. */
function logprobOf(top: Readonly<Record<string, number>>, word: string): number | undefined {
  if (top[word] !== undefined) return top[word];
  const near = Object.entries(top).filter(([token]) => token.trim() === word);
  return near.length > 0 ? Math.max(...near.map(([, value]) => value)) : undefined;
}

/**
 * P(YES) = e^{l_YES} / (e^{l_YES} + e^{l_NO}) (WebRL `add_overall_reward`), written as a logistic
 * for numerical stability. When one token is not among the alternatives, its log-probability is at
 * most the smallest listed one, which is used as its value (a bound; WebRL read exact logits).
 * Returns undefined when neither token is listed.
 */
export function readYesNo(top: Readonly<Record<string, number>>): YesNoReadout | undefined {
  const yes = logprobOf(top, 'YES');
  const no = logprobOf(top, 'NO');
  if (yes === undefined && no === undefined) return undefined;
  const floor = Math.min(...Object.values(top));
  const lYes = yes ?? floor;
  const lNo = no ?? floor;
  return { pYes: 1 / (1 + Math.exp(lNo - lYes)), isBounded: yes === undefined || no === undefined };
}

/** A RewardModel served by an OpenAI-compatible server; success means P(YES) ≥ 0.5. */
export class OpenAIRewardModel implements RewardModel {
  readonly name: string;
  private readonly mode: 'completion' | 'chat';
  private readonly topLogprobs: number;
  private readonly systemPrompt: string;

  constructor(
    private readonly client: OpenAIClient,
    options: OpenAIRewardModelOptions = {},
  ) {
    this.mode = options.mode ?? 'completion';
    this.topLogprobs = options.topLogprobs ?? 5;
    this.systemPrompt = options.systemPrompt ?? ORM_SYSTEM_PROMPT;
    this.name = options.name ?? `openai:${client.model}`;
  }

  /** P(YES) per trajectory, in order. */
  scores(trajectories: readonly RewardInput[]): Promise<number[]> {
    return allOrStop(trajectories, (trajectory, signal) => this.score(trajectory, signal));
  }

  private async score(input: RewardInput, signal: AbortSignal): Promise<number> {
    const top =
      this.mode === 'completion'
        ? await this.completionTop(input, signal)
        : await this.chatTop(input, signal);
    const endpoint = this.mode === 'completion' ? 'completions' : 'chat/completions';
    if (!top) {
      const asked =
        this.mode === 'completion'
          ? `a /completions request with logprobs: ${this.topLogprobs}`
          : `a /chat/completions request with logprobs: true and top_logprobs: ${this.topLogprobs}`;
      throw this.client.malformed(
        endpoint,
        'an answer without top log-probabilities for its first token',
        `the ORM reads P(YES) from them, so its server must return them for ${asked} (vLLM does)`,
      );
    }
    const readout = readYesNo(top);
    if (!readout) {
      const listed = Object.keys(top)
        .map((token) => JSON.stringify(token))
        .join(', ');
      throw this.client.malformed(
        endpoint,
        `neither "YES" nor "NO" among the first token's top ${this.topLogprobs} alternatives (${listed})`,
        "serve WebRL's ORM (or a model trained on its prompt, which answers YES or NO)",
      );
    }
    if (readout.isBounded)
      log.debug('ORM answer lists only one of YES/NO; the other is bounded', { pYes: readout.pYes });
    return readout.pYes;
  }

  private async completionTop(
    input: RewardInput,
    signal: AbortSignal,
  ): Promise<Record<string, number> | undefined> {
    const result = await this.client.complete(
      {
        prompt: buildOrmPrompt(input, this.systemPrompt),
        maxTokens: 1,
        temperature: 0,
        logprobs: this.topLogprobs,
      },
      signal,
    );
    return result.logprobs?.top_logprobs?.[0] ?? undefined;
  }

  private async chatTop(
    input: RewardInput,
    signal: AbortSignal,
  ): Promise<Record<string, number> | undefined> {
    const result = await this.client.chat(
      {
        messages: buildOrmMessages(input, this.systemPrompt),
        maxTokens: 1,
        temperature: 0,
        logprobs: true,
        topLogprobs: this.topLogprobs,
      },
      signal,
    );
    const first = result.logprobs?.[0];
    if (!first?.top_logprobs) return undefined;
    return Object.fromEntries(first.top_logprobs.map((entry) => [entry.token, entry.logprob]));
  }
}
