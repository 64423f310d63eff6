// The actor over an OpenAI-compatible server: WebRL's exact completion prompt with stop <|eot_id|>
// (the released WebRL checkpoints under vLLM), or chat messages with a system prompt (API models).
// Also scores given responses for the perplexity filter and the reference policy.
import { type AgentContext, getLogger, parseAction } from '../../core/index.js';
import type { ActOptions, Policy, PolicyOutput, ScoredResponse } from '../roles.js';
import { allOrStop } from './all-or-stop.js';
import type { ChatTokenLogprob, CompletionLogprobs } from './api-types.js';
import type { OpenAIClient } from './client.js';
import { buildActorMessages, buildActorPrompt } from './prompts/actor-prompt.js';
import { ACTOR_SYSTEM_PROMPT } from './prompts/actor-system-prompt.js';
import { AlignmentError, scoreEchoedResponse, scorePromptLogprobs } from './response-logprobs.js';

/** How the policy talks to its server. */
export interface OpenAIPolicyOptions {
  /** `completion`: WebRL's raw prompt on /completions; `chat`: role messages on /chat/completions. */
  mode?: 'completion' | 'chat';
  /** Longest response (WebRL's eval script: 2048). */
  maxTokens?: number;
  /** Nucleus sampling (VAB `run.py` default 0.9; irrelevant at temperature 0). */
  topP?: number;
  /** Stop strings; completion mode defaults to WebRL's `<|eot_id|>`, chat mode to none. */
  stop?: string[];
  /** Chat mode's system prompt. */
  systemPrompt?: string;
  /** Ask for token log-probabilities of each response (PolicyOutput.logProb); default true. */
  requestLogprobs?: boolean;
  /**
   * How `scoreResponses` gets log-probabilities of given text: `echo` (completions with echo and
   * logprobs; OpenAI legacy and vLLM) or `prompt-logprobs` (vLLM's extension). Completion mode only.
   */
  scoring?: 'echo' | 'prompt-logprobs';
  /** Name in logs and reports; default `openai:<model>`. */
  name?: string;
}

/** WebRL's stop string: the Llama-3 end-of-turn token, written as text. */
export const WEBRL_STOP = '<|eot_id|>';

const log = getLogger('models');

const ECHO_HINT =
  'scoring given text needs a server that returns the log-probabilities of the prompt tokens of a /completions request with echo: true and logprobs: 1 (vLLM does), and usage.prompt_tokens; serve the policy from such a server, or turn off what scores given text (experience replay)';
const PROMPT_LOGPROBS_HINT =
  'scoring "prompt-logprobs" needs vLLM\'s prompt_logprobs (asked with prompt_logprobs: 0 on /completions); serve the policy with vLLM, or score by "echo"';

/**
 * A Policy served by an OpenAI-compatible server. `logProb`/`tokens` of an output come from the
 * returned token log-probabilities; when the server returned none although they were asked for,
 * they are NaN over 0 tokens (`log_prob: null` in traces) and the first such answer is warned about.
 */
export class OpenAIPolicy implements Policy {
  readonly name: string;
  private readonly mode: 'completion' | 'chat';
  private readonly settings: Required<Omit<OpenAIPolicyOptions, 'name' | 'mode' | 'stop'>> & {
    stop?: string[];
  };
  private warnedNoLogprobs = false;
  private warnedNoContent = false;

  constructor(
    private readonly client: OpenAIClient,
    options: OpenAIPolicyOptions = {},
  ) {
    this.mode = options.mode ?? 'completion';
    this.name = options.name ?? `openai:${client.model}`;
    this.settings = {
      maxTokens: options.maxTokens ?? 2048,
      topP: options.topP ?? 0.9,
      stop: options.stop ?? (this.mode === 'completion' ? [WEBRL_STOP] : undefined),
      systemPrompt: options.systemPrompt ?? ACTOR_SYSTEM_PROMPT,
      requestLogprobs: options.requestLogprobs ?? true,
      scoring: options.scoring ?? 'echo',
    };
  }

  /** The next action; an unparsable response is returned as data (action null, parseError). */
  async act(context: AgentContext, options: ActOptions): Promise<PolicyOutput> {
    const { maxTokens, topP, stop, requestLogprobs } = this.settings;
    // A seed drawn from the run's random source makes sampling repeat under vLLM and OpenAI.
    const seed = options.random ? Math.floor(options.random() * 2 ** 31) : undefined;
    let response: string;
    let scored: ScoredResponse;
    if (this.mode === 'completion') {
      const result = await this.client.complete(
        {
          prompt: buildActorPrompt(context),
          maxTokens,
          temperature: options.temperature,
          topP,
          stop,
          logprobs: requestLogprobs ? 1 : undefined,
          seed,
        },
        options.signal,
      );
      response = result.text;
      scored = sumCompletionLogprobs(result.logprobs);
      // Token log-probabilities that are all null are none, as is no logprobs object.
      if (requestLogprobs && Number.isNaN(scored.logProb)) this.warnNoLogprobs('completions', 'logprobs: 1');
    } else {
      const result = await this.client.chat(
        {
          messages: buildActorMessages(context, this.settings.systemPrompt),
          maxTokens,
          temperature: options.temperature,
          topP,
          stop,
          logprobs: requestLogprobs ? true : undefined,
          seed,
        },
        options.signal,
      );
      response = result.text;
      if (result.raw.choices[0]!.message.content === null) this.warnNoContent();
      scored = sumChatLogprobs(result.logprobs);
      if (requestLogprobs && !result.logprobs) this.warnNoLogprobs('chat/completions', 'logprobs: true');
    }
    const parsed = parseAction(response);
    return parsed.ok
      ? { response, action: parsed.action, ...scored }
      : { response, action: null, parseError: parsed.error, ...scored };
  }

  /**
   * A chat answer with null content (a refusal or a tool call, on some servers) reads as an empty
   * response: an unparsable step, which would pass for the agent's own failure without a word.
   */
  private warnNoContent(): void {
    if (this.warnedNoContent) return;
    this.warnedNoContent = true;
    const notice = this.client.malformed(
      'chat/completions',
      'an answer whose message content is null',
      'each such step is recorded as an empty, unparsable response; check that the model is served for plain chat (no tools) and what its server logs',
    );
    log.warn(notice.message);
  }

  /**
   * An answer without the log-probabilities that were asked for is usable (the response is all an
   * episode needs) but must not pass unnoticed: the first one is warned about, in the words of the
   * error that scoring given text would raise.
   */
  private warnNoLogprobs(endpoint: 'completions' | 'chat/completions', asked: string): void {
    if (this.warnedNoLogprobs) return;
    this.warnedNoLogprobs = true;
    const notice = this.client.malformed(
      endpoint,
      `an answer without the token log-probabilities asked for (${asked})`,
      "the steps' log π are recorded as not scored (log_prob null in the traces; rollouts and evaluation need only the response), but what scores given text (experience replay) stops on such a server: serve the policy from one that returns logprobs (vLLM does)",
    );
    log.warn(notice.message);
  }

  /**
   * log π(response | context) of each given response: the server scores prompt + response and the
   * response's tokens are summed, found from the server's token offsets. Completion mode only:
   * chat endpoints cannot score a given assistant message.
   */
  async scoreResponses(
    items: readonly { context: AgentContext; response: string }[],
  ): Promise<ScoredResponse[]> {
    if (this.mode !== 'completion') {
      throw new Error(
        `${this.name}: scoreResponses needs mode "completion" (a chat endpoint cannot score a given response); serve the policy for completions (vLLM does), or turn off what scores given text (experience replay)`,
      );
    }
    return allOrStop(items, (item, signal) => this.scoreOne(item.context, item.response, signal));
  }

  private async scoreOne(
    context: AgentContext,
    response: string,
    signal: AbortSignal,
  ): Promise<ScoredResponse> {
    const prompt = buildActorPrompt(context) + response;
    // A server that leaves out what scoring asks for is told what to return; an answer that has it
    // but whose tokens do not line up with the text keeps the client's default hint.
    const lacks = (what: string, hint: string) =>
      this.client.malformed('completions', `an answer that cannot score the response: ${what}`, hint);
    try {
      if (this.settings.scoring === 'prompt-logprobs') {
        const result = await this.client.complete(
          { prompt, maxTokens: 1, temperature: 0, promptLogprobs: 0 },
          signal,
        );
        if (!result.promptLogprobs) throw lacks('the answer has no prompt_logprobs', PROMPT_LOGPROBS_HINT);
        return scorePromptLogprobs(result.promptLogprobs, result.promptTokenIds, response);
      }
      const result = await this.client.complete(
        { prompt, maxTokens: 1, temperature: 0, logprobs: 1, echo: true },
        signal,
      );
      if (!result.logprobs)
        throw lacks('the answer has no logprobs although echo and logprobs were asked', ECHO_HINT);
      if (result.promptTokens === null) throw lacks('the answer has no usage.prompt_tokens', ECHO_HINT);
      return scoreEchoedResponse(result.logprobs, result.promptTokens, response);
    } catch (error) {
      if (error instanceof AlignmentError) {
        throw this.client.malformed(
          'completions',
          `an answer that cannot score the response: ${error.message}`,
        );
      }
      throw error;
    }
  }
}

function sumCompletionLogprobs(logprobs: CompletionLogprobs | null): ScoredResponse {
  if (!logprobs) return { logProb: Number.NaN, tokens: 0 };
  const values = logprobs.token_logprobs.filter((value): value is number => value !== null);
  if (values.length === 0 && logprobs.token_logprobs.length > 0) return { logProb: Number.NaN, tokens: 0 };
  return { logProb: values.reduce((sum, value) => sum + value, 0), tokens: values.length };
}

function sumChatLogprobs(logprobs: ChatTokenLogprob[] | null): ScoredResponse {
  if (!logprobs) return { logProb: Number.NaN, tokens: 0 };
  return { logProb: logprobs.reduce((sum, entry) => sum + entry.logprob, 0), tokens: logprobs.length };
}
