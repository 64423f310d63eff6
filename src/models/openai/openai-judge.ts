// WebArena's LLM judge over an OpenAI-compatible chat model (reference/webarena.md §4.6): fuzzy_match
// and unachievable ("N/A") answers, with WebArena's settings (temperature 0, max_tokens 768, top_p 1).
import { getLogger } from '../../core/index.js';
import type { Judge } from '../roles.js';
import type { OpenAIClient } from './client.js';
import type { ChatMessage } from './prompts/actor-prompt.js';
import {
  buildFuzzyMatchMessages,
  buildUnachievableMatchMessages,
  type JudgeVerdict,
  readFuzzyMatchReply,
  readUnachievableMatchReply,
} from './prompts/judge-prompt.js';

const log = getLogger('models');

export interface OpenAIJudgeOptions {
  /**
   * A reply with none of the expected words: `zero` scores 0 (BrowserGym) and logs it; `throw` raises
   * a ModelServerError (WebArena/VAB fail an assertion and drop the task). Default `zero`.
   */
  onUnclearReply?: 'zero' | 'throw';
  maxTokens?: number;
  name?: string;
}

/** A Judge served by an OpenAI-compatible chat model. */
export class OpenAIJudge implements Judge {
  readonly name: string;

  constructor(
    private readonly client: OpenAIClient,
    private readonly options: OpenAIJudgeOptions = {},
  ) {
    this.name = options.name ?? `openai:${client.model}`;
  }

  fuzzyMatch(args: { intent: string; reference: string; prediction: string }): Promise<number> {
    return this.ask(
      buildFuzzyMatchMessages(args),
      readFuzzyMatchReply,
      "'correct', 'incorrect' or 'partially correct'",
    );
  }

  unachievableMatch(args: { intent: string; reason: string; prediction: string }): Promise<number> {
    return this.ask(
      buildUnachievableMatchMessages(args),
      readUnachievableMatchReply,
      "'same' or 'different'",
    );
  }

  private async ask(
    messages: ChatMessage[],
    read: (reply: string) => JudgeVerdict,
    expected: string,
  ): Promise<number> {
    const reply = await this.client.chat({
      messages,
      maxTokens: this.options.maxTokens ?? 768,
      temperature: 0,
      topP: 1,
    });
    const verdict = read(reply.text);
    if (verdict !== undefined) return verdict;
    // An empty reply (content null: a content filter, or all of max_tokens spent on reasoning) is
    // named as such, with its finish_reason, not quoted as an unclear answer.
    const problem =
      reply.text.trim() === ''
        ? `an empty judge reply (finish_reason ${reply.finishReason ?? 'none'})`
        : `a judge reply without ${expected}: ${JSON.stringify(reply.text.slice(0, 200))}`;
    if (this.options.onUnclearReply === 'throw') {
      throw this.client.malformed(
        'chat/completions',
        problem,
        `serve a judge model that follows its prompt and answers with ${expected}`,
      );
    }
    log.warn(`${problem}; scoring 0`);
    return 0;
  }
}
