// WebRL's actor prompt, byte for byte (reference/webrl.md §1.1): completion mode with Llama-3 header
// tokens written as text, and the role messages of chat mode for API models.
import { type AgentContext, SIMPLIFIED_HTML_PLACEHOLDER } from '../../../core/index.js';
import { codePointLength, sliceCodePoints } from '../code-points.js';
import { ACTOR_SYSTEM_PROMPT } from './actor-system-prompt.js';

/** Characters the history and the current page may share: 16384 − 512 (VAB `WebRLPromptConstructor`). */
export const ACTOR_PROMPT_CHAR_BUDGET = 16384 - 512;

const USER_HEADER = '<|eot_id|><|start_header_id|>user<|end_header_id|>\n';
const ASSISTANT_HEADER = '<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n';

/** One message of a chat-completions request. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * WebRL's character truncation of the current page. `historyLength` is the length of the earlier
 * rounds only (VAB's `history` string: neither the `Task Instruction` header nor the current round's
 * framing count), so a full prompt can exceed the budget by those few dozen characters, as in WebRL.
 * Lengths and the cut are in code points (Python's len and slicing).
 */
export function truncateHtml(html: string, historyLength: number): string {
  if (historyLength + codePointLength(html) <= ACTOR_PROMPT_CHAR_BUDGET) return html;
  return sliceCodePoints(html, ACTOR_PROMPT_CHAR_BUDGET - historyLength);
}

/** What the user slot of an earlier round shows: the intent in round 0, the placeholder after. */
function pastUserContent(context: AgentContext, round: number): string {
  return round === 0 ? context.intent : SIMPLIFIED_HTML_PLACEHOLDER;
}

/** The earlier rounds of the completion prompt (VAB's `history`), each with the raw response. */
export function buildActorHistory(context: AgentContext): string {
  return context.history
    .map(
      (entry, round) =>
        `Round ${round}\n\n${USER_HEADER}${pastUserContent(context, round)}\n\n${ASSISTANT_HEADER}${entry.response}\n\n`,
    )
    .join('');
}

/**
 * The completion-mode prompt for the next step: `Task Instruction: …`, the earlier rounds, and the
 * current round with the (truncated) page, ending in the assistant header and a newline. No system
 * prompt: the fine-tuned WebRL actors were trained without one.
 */
export function buildActorPrompt(context: AgentContext): string {
  const history = buildActorHistory(context);
  const html = truncateHtml(context.observation.html, codePointLength(history));
  const round = context.history.length;
  const current = `Round ${round}\n\n${USER_HEADER}${html}\n\n${ASSISTANT_HEADER}`;
  return `Task Instruction: ${context.intent}\n\n${history}${current}`;
}

/**
 * The chat-mode messages (VAB `WebRLChatPromptConstructor` layout, reference/webrl.md §1.1): a system
 * prompt describing the actions, then `Task Instruction: {intent}\n\nRound 0\n{intent}` and
 * `Round {i}\n** Simplified html **` user turns each followed by the raw response, then the current
 * page as `Round {n}\n\n{html}`. At step 0 the current turn carries the instruction instead:
 * `Task Instruction: {intent}\n\nRound 0\n{html}` (the reference leaves step 0 unspecified; without
 * this the model would never see the task). The page is cut by the completion-mode rule, counting
 * the earlier turns' text as history.
 */
export function buildActorMessages(context: AgentContext, systemPrompt = ACTOR_SYSTEM_PROMPT): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: systemPrompt }];
  let historyLength = 0;
  context.history.forEach((entry, round) => {
    const user =
      round === 0
        ? `Task Instruction: ${context.intent}\n\nRound 0\n${context.intent}`
        : `Round ${round}\n${SIMPLIFIED_HTML_PLACEHOLDER}`;
    messages.push({ role: 'user', content: user }, { role: 'assistant', content: entry.response });
    historyLength += codePointLength(user) + codePointLength(entry.response);
  });
  const html = truncateHtml(context.observation.html, historyLength);
  const round = context.history.length;
  const current =
    round === 0 ? `Task Instruction: ${context.intent}\n\nRound 0\n${html}` : `Round ${round}\n\n${html}`;
  messages.push({ role: 'user', content: current });
  return messages;
}
