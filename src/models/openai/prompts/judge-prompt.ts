// WebArena's LLM-judge prompts and reply rules (reference/webarena.md §4.6): fuzzy_match in VAB's
// wording, ua_match ("N/A" tasks) with the same three labelled lines and a same/different question.
import type { ChatMessage } from './actor-prompt.js';

/** The judge's system message in WebArena/VAB. */
export const JUDGE_SYSTEM_PROMPT = 'You are a helpful assistant';

/** fuzzy_match: is the student's answer semantically equivalent to the reference? (VAB wording.) */
export function buildFuzzyMatchMessages(args: {
  intent: string;
  reference: string;
  prediction: string;
}): ChatMessage[] {
  const user =
    'Help a teacher to grade the answer of a student given a question. Keep in mind that the student may use different phrasing or wording to answer the question. The goal is to evaluate whether the answer is semantically equivalent to the reference answer.\n' +
    `question: ${args.intent}\n` +
    `reference answer: ${args.reference}\n` +
    "all the string 'N/A' that you see is a special sequence that means 'not achievable'\n" +
    `student answer: ${args.prediction}\n` +
    "Conclude the judgement by 'correct', 'incorrect', or 'partially correct'. Only output one of these options, and nothing else.";
  return [
    { role: 'system', content: JUDGE_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

/**
 * ua_match: does the reason the agent reported for giving up match why the task is unachievable?
 * The labelled lines are WebArena's; the closing question is in our words.
 */
export function buildUnachievableMatchMessages(args: {
  intent: string;
  reason: string;
  prediction: string;
}): ChatMessage[] {
  const user =
    `task: ${args.intent}\n` +
    `actual unachievable reason: ${args.reason}\n` +
    `reported unachievable reason: ${args.prediction}\n` +
    "The task above cannot be completed, for the reason given as 'actual unachievable reason'. Someone tried it, failed, and explained the failure in 'reported unachievable reason'. Compare the two reasons and decide whether the reported one agrees with the actual one, even if it says so only implicitly. Answer 'same' if it agrees and 'different' if it does not.";
  return [
    { role: 'system', content: JUDGE_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

/** A judge reply read by WebArena's rule; `undefined` when it contains none of the expected words. */
export type JudgeVerdict = 0 | 1 | undefined;

/** fuzzy_match: "partially correct" or "incorrect" → 0; else "correct" → 1 (checked in that order). */
export function readFuzzyMatchReply(reply: string): JudgeVerdict {
  const text = reply.toLowerCase();
  if (text.includes('partially correct') || text.includes('incorrect')) return 0;
  return text.includes('correct') ? 1 : undefined;
}

/** ua_match: "different" → 0; else "same" → 1. */
export function readUnachievableMatchReply(reply: string): JudgeVerdict {
  const text = reply.toLowerCase();
  if (text.includes('different')) return 0;
  return text.includes('same') ? 1 : undefined;
}
