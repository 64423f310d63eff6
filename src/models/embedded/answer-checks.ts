// A judge's first checks on an answer, as a veto over the reward model's probability: a question left
// unanswered, answered with its own words, a count answered with money, a price with no number. The
// network sees the same facts as features (answerFit) but, trained on a few hundred trajectories, it
// still called such answers successes: 6 of the 12 trajectories it was surest of among a quick run's
// failed rollouts were of these kinds. On the 1,572 evaluator-labelled trajectories bench/models keeps,
// these checks vetoed no success and 54 failures. Agent-visible text only: the instruction and the
// exit message.

import { QUESTION } from './outcome-features.js';
import { normalizeText } from './tokenize.js';

/** Why an answer cannot be a success, or null when these checks find nothing. */
export type AnswerVeto = 'unanswered' | 'echo' | 'count-got-money' | 'price-without-number';

/** A question that also asks for a change ("… Post the answer in the forum") is answered by doing it. */
const ASKS_TO_ACT = /\b(post|submit|create|add|update|send|reply|comment|change|set|make|buy|order|write)\b/i;
const ASKS_COUNT = /\b(how many|number of)\b/i;
const ASKS_PRICE = /\b(price|cost|grand total|subtotal|how much)\b/i;
/** "X or Y?": the right answer repeats part of the instruction. */
const OFFERS_CHOICE = /\bor\b/i;
const CHOICE_FREE = new Set(['yes', 'no', 'n/a']);

/**
 * Checks the exit message `answer` (null: the episode did not exit) against the instruction. Only
 * questions are checked: other tasks are judged by what they changed, whatever the message says.
 */
export function answerVeto(intent: string, answer: string | null): AnswerVeto | null {
  if (!QUESTION.test(intent)) return null;
  const given = (answer ?? '').trim();
  if (given === '') return ASKS_TO_ACT.test(intent) ? null : 'unanswered';
  const norm = normalizeText(given);
  if (
    !OFFERS_CHOICE.test(intent) &&
    norm.length >= 3 &&
    !CHOICE_FREE.has(norm) &&
    normalizeText(intent).includes(norm)
  )
    return 'echo';
  const count = ASKS_COUNT.test(intent);
  if (count && /[$€£]/.test(given)) return 'count-got-money';
  if (!count && ASKS_PRICE.test(intent) && !/\d/.test(given)) return 'price-without-number';
  return null;
}

/** What a vetoed trajectory's P(success) is capped at: a failure, whatever the network said. */
export const VETOED_PROBABILITY = 0.02;
