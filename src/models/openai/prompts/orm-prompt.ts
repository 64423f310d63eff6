// WebRL's outcome-reward-model prompt (reference/webrl.md §5; `process_data.py` `rm_format` and
// `add_overall_reward`): byte-exact, because the released ORM checkpoint was trained on it.
import type { RewardInput } from '../../roles.js';
import type { ChatMessage } from './actor-prompt.js';

/**
 * The ORM's system prompt, verbatim from WebRL including its mixed quotes (’ typographic in
 * "user’s" and "agent’s execution", ' straight in "agent's action history"): the checkpoint saw
 * exactly these bytes.
 */
export const ORM_SYSTEM_PROMPT =
  "You are an expert in evaluating the performance of a website navigation agent. The agent is designed to help a human user navigate the website to complete a task. Given the user’s intent, the agent's action history, and the final state of the screen, your goal is to decide whether the agent’s execution is successful or not. You must respond with YES or NO.";

/**
 * The user turn: the intent, every step's raw response on one line (newlines joined by "; ", so the
 * `# Element:` comments stay), and the page the agent saw before its last action. Strips follow
 * WebRL's code (intent, each joined response, and the page are `.strip()`ped).
 */
export function buildOrmUserContent(input: RewardInput): string {
  const steps = input.history.map((entry) => `${pythonStrip(entry.response.split('\n').join('; '))}\n`);
  return `The User Intent:\n${pythonStrip(input.intent)}\n\nAction History:\n${steps.join('')}\nThe Current Screenshot:\n${pythonStrip(input.finalObservation.html)}`;
}

/** The full Llama-3 chat string sent to the completions endpoint (no chat template is applied). */
export function buildOrmPrompt(input: RewardInput, systemPrompt = ORM_SYSTEM_PROMPT): string {
  return `<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n${systemPrompt}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n${buildOrmUserContent(input)}<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n`;
}

/** The same prompt as chat messages, for an API model acting as the ORM. */
export function buildOrmMessages(input: RewardInput, systemPrompt = ORM_SYSTEM_PROMPT): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: buildOrmUserContent(input) },
  ];
}

/** Python's whitespace (`str.isspace`): JavaScript's \s minus U+FEFF, plus \x1c–\x1f and U+0085. */
const PYTHON_SPACE =
  '[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const PYTHON_STRIP = new RegExp(`^${PYTHON_SPACE}+|${PYTHON_SPACE}+$`, 'g');

/** Python's `str.strip()`. */
function pythonStrip(text: string): string {
  return text.replace(PYTHON_STRIP, '');
}
