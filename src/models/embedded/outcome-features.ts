// Features of a finished trajectory for the reward model, from what WebRL's ORM reads (reference/
// webrl.md §5): the instruction, the agent's actions and the last page it saw. On top of the state
// features: did it answer, is the answer on that page, next to the words the instruction asks about?
import type { HistoryEntry } from '../../core/index.js';
import type { RewardInput } from '../roles.js';
import type { BagBuilder } from './bags.js';
import { ANSWER_SHAPES, answerShape } from './candidates.js';
import { analyzeContext, type ContextAnalysis, textInfo } from './context-analysis.js';
import { clamp, type RowWriter, ratio } from './feature-rows.js';
import { STATE_PAIRS, STATE_SLOTS, STATE_WIDTH, writeState } from './state-features.js';
import { countShared, normalizeText, withoutOrigins } from './tokenize.js';

/** Columns written by writeAnswerFit. */
const ANSWER_FIT_WIDTH = 7;
/** Columns written by writeGrounding. */
const GROUNDING_WIDTH = 7;
export const OUTCOME_WIDTH = STATE_WIDTH + 15 + ANSWER_SHAPES.length + ANSWER_FIT_WIDTH + GROUNDING_WIDTH;
export const OUTCOME_SLOTS = STATE_SLOTS + 3;
export const OUTCOME_PAIRS: readonly [number | 'intent', number | 'intent'][] = [
  ...STATE_PAIRS,
  [STATE_SLOTS, 'intent'],
  [STATE_SLOTS + 1, 'intent'],
  [STATE_SLOTS + 2, 'intent'],
];

/** The analysis of a trajectory's last state: its instruction, its whole history, the last page. */
export function analyzeOutcome(input: RewardInput): ContextAnalysis {
  return analyzeContext({
    intent: input.intent,
    history: input.history,
    observation: input.finalObservation,
  });
}

/** The exit message of a trajectory, or null when it did not exit. */
export function answerOf(history: readonly HistoryEntry[]): string | null {
  const last = history.at(-1)?.action;
  return last?.kind === 'exit' ? last.message : null;
}

/** Writes a full outcome row (no endRow); returns the instruction's bag. */
export function writeOutcome(w: RowWriter, input: RewardInput, bags: BagBuilder): number {
  const analysis = analyzeOutcome(input);
  writeState(w, analysis, bags);
  const { intent, history } = analysis;
  const answer = answerOf(input.history);
  const text = textInfo(answer ?? '');
  const norm = text.norm;
  w.value(answer !== null).value(answer !== null && norm === '');
  w.value(Math.log1p(answer === null ? 0 : withoutOrigins(answer).length) / 5);
  w.value(norm === 'n/a')
    .value(norm === 'yes' || norm === 'no')
    .value(norm === 'done');
  w.oneHot(answer === null ? -1 : ANSWER_SHAPES.indexOf(answerShape(answer)), ANSWER_SHAPES.length);
  // Where the answer sits on the last page, and whether that text is about the instruction.
  const holders = norm.length > 0 ? pageTexts(analysis).filter((t) => t.text.norm.includes(norm)) : [];
  w.value(holders.length > 0).value(clamp(holders.length / 3, 0, 1));
  const pageStems = new Set(pageTexts(analysis).flatMap((t) => [...t.text.stems]));
  w.value(ratio(countShared(text.stems, pageStems), text.stems.size));
  w.value(norm.length > 0 && intent.norm.includes(norm)).value(
    ratio(countShared(text.stems, intent.stems), text.stems.size),
  );
  const around = holders.map((h) => h.around);
  w.value(Math.max(0, ...around.map((a) => ratio(countShared(intent.stems, a.stems), intent.stems.size))));
  const types = history.actionCounts.get('Type') ?? 0;
  const searches = history.actionCounts.get('Search') ?? 0;
  w.value(clamp((types + searches) / 5, 0, 2));
  w.value(clamp((history.actionCounts.get('Click') ?? 0) / 10, 0, 2));
  w.value(clamp(input.history.length / 15, 0, 2));
  writeAnswerFit(w, input.intent, answer);
  writeGrounding(w, grounding(analysis));
  w.bag(answer ? bags.addText(text) : 0);
  w.bag(around[0] ? bags.addText(around[0]) : 0);
  w.bag(bags.add(recentKeys(input.history)));
  return bags.addText(intent);
}

// What a judge checks first: does the answer have the shape the instruction asks for? A question
// answered with nothing, a count answered with a name, a name answered with a number are failures
// whatever the pages looked like; learning these crossings from a few hundred trajectories is not
// reliable, so they are written out.
export const QUESTION =
  /^\s*(what|which|who|whom|whose|when|where|how|is|are|was|were|does|do|did|can|tell me|give me|list|name)\b|\?\s*$/i;
const WANTS_NUMBER =
  /\b(how (many|much|long|far)|number of|count|total|price|cost|rating|stars?|zip|percentage|distance|minutes|hours|version|year)\b/i;
const WANTS_PERSON =
  /^\s*(who|whom|whose)\b|\b(author|username|nickname|name of the (user|customer|person))\b/i;
const HAS_DIGIT = /\d/;

/** How the exit message fits the instruction's request (agent-visible text only). */
export interface AnswerFit {
  questionUnanswered: boolean;
  questionAnswered: boolean;
  /** A message where the instruction asked nothing (a state change that "answers"). */
  unaskedAnswer: boolean;
  numberWantedNoDigit: boolean;
  numberWantedWithDigit: boolean;
  personWantedGotNumber: boolean;
  answerIsUrl: boolean;
}

export function answerFit(intent: string, answer: string | null): AnswerFit {
  const asks = QUESTION.test(intent);
  const given = answer !== null && answer.trim() !== '';
  const numeric = given && HAS_DIGIT.test(answer);
  const wantsNumber = WANTS_NUMBER.test(intent);
  return {
    questionUnanswered: asks && !given,
    questionAnswered: asks && given,
    unaskedAnswer: !asks && given,
    numberWantedNoDigit: wantsNumber && given && !numeric,
    numberWantedWithDigit: wantsNumber && numeric,
    personWantedGotNumber: WANTS_PERSON.test(intent) && numeric,
    answerIsUrl: given && /^https?:\/\//.test(answer.trim()),
  };
}

function writeAnswerFit(w: RowWriter, intent: string, answer: string | null): void {
  for (const value of Object.values(answerFit(intent, answer))) w.value(value);
}

/**
 * Whether the last page is about the very things the instruction names. Word overlap cannot tell
 * "Ugrove Magnetic Wall Charger, 6 ft" from "Ugrove Fast Wall Charger" or order 184 from order 28
 * (measured: most of the ORM's false successes on policy rollouts of test tasks were such pages);
 * the exact quoted strings, names and numbers can.
 */
export interface Grounding {
  /** The instruction's quoted strings found verbatim (case and spacing aside) on the last page. */
  quotedFound: number;
  quotedTotal: number;
  /** Its capitalised or numeric names ("Morning Glory Inn", "Order 184"), likewise. */
  namesFound: number;
  namesTotal: number;
  /** Its numbers found on the page or typed by the agent, leading zeros aside (184 = 000000184). */
  numbersFound: number;
  numbersTotal: number;
}

export function grounding(analysis: ContextAnalysis): Grounding {
  const { observation, history } = analysis;
  const pageParts = [
    observation.title,
    observation.url,
    ...observation.texts.map((t) => t.text),
    ...observation.elements.flatMap((e) => [e.text, e.value ?? '']),
  ];
  const page = normalizeText(pageParts.join(' \n '));
  const onPage = (text: string) => {
    const norm = normalizeText(text);
    return norm !== '' && page.includes(norm);
  };
  const numbersOf = (text: string) => new Set([...text.matchAll(/\d+/g)].map((m) => String(Number(m[0]))));
  const seen = numbersOf(withoutOrigins([...pageParts, ...history.typedTexts].join(' ')));
  const wanted = numbersOf(withoutOrigins(analysis.intent.text));
  const names = analysis.entities.map((e) => e.text);
  return {
    quotedFound: analysis.quoted.filter((q) => onPage(q.text)).length,
    quotedTotal: analysis.quoted.length,
    namesFound: names.filter(onPage).length,
    namesTotal: names.length,
    numbersFound: [...wanted].filter((n) => seen.has(n)).length,
    numbersTotal: wanted.size,
  };
}

function writeGrounding(w: RowWriter, g: Grounding): void {
  w.value(g.quotedTotal > 0)
    .value(ratio(g.quotedFound, g.quotedTotal))
    .value(g.quotedTotal > 0 && g.quotedFound === g.quotedTotal);
  w.value(ratio(g.namesFound, g.namesTotal)).value(g.namesTotal > 0 && g.namesFound === g.namesTotal);
  w.value(ratio(g.numbersFound, g.numbersTotal)).value(g.numbersTotal > 0 && g.numbersFound < g.numbersTotal);
}

interface PageText {
  text: ReturnType<typeof textInfo>;
  /** The text with the block before it (a label such as "Price" often precedes its value). */
  around: ReturnType<typeof textInfo>;
}

function pageTexts(analysis: ContextAnalysis): PageText[] {
  const blocks = analysis.blocks.map((text, i) => ({
    text,
    around: textInfo(`${i > 0 ? analysis.blocks[i - 1]!.text : ''} ${text.text}`),
  }));
  const elements = analysis.elements.map((e) => ({
    text: e.text,
    around: textInfo(`${e.text.text} ${e.context.text}`),
  }));
  return [...blocks, ...elements];
}

/** Action names and comment words of the last three steps before the answer. */
function recentKeys(history: readonly HistoryEntry[]): string[] {
  const keys: string[] = [];
  for (const entry of history.slice(-4, -1)) {
    const action = entry.action;
    if (action) keys.push(`a:${action.kind === 'exit' ? 'exit' : action.action}`);
    for (const line of entry.response.split('\n')) {
      if (line.trim().startsWith('#'))
        keys.push(
          ...normalizeText(line.replace(/^#\s*\w+:/, ''))
            .split(' ')
            .filter(Boolean),
        );
    }
  }
  return keys;
}
