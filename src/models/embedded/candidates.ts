// The embedded policy's action space at one step: every action it can emit, enumerated from what the
// agent sees. An action is a head (action name + element) and, for Type/Search/Select/exit, an
// argument drawn from a pool: spans of the instruction, an element's options, answers on the page.
import type { Action, DoActionName } from '../../core/index.js';
import type { ContextAnalysis } from './context-analysis.js';
import { withoutOrigins } from './tokenize.js';

/** Where an argument candidate came from; the models read it as a feature. */
export const ARGUMENT_KINDS = [
  'span',
  'quoted',
  'option',
  'block',
  'value',
  'element',
  'number',
  'price',
  'date',
  'quantity',
  'constant',
] as const;
export type ArgumentKind = (typeof ARGUMENT_KINDS)[number];

/** One argument: its exact text and its origin. */
export interface ArgumentCandidate {
  text: string;
  kind: ArgumentKind;
  /** For instruction spans and quotes: the first and last instruction token covered. */
  firstToken?: number;
  lastToken?: number;
  /** For answers found on the page: the text block it came from. */
  block?: number;
  /** For answers taken from an element's text: its id. */
  element?: number;
  /** For options: the option's index in its select. */
  option?: number;
}

export type HeadAction = DoActionName | 'exit';

/** A head: an action name with its element, and the arguments that complete it (none for Click …). */
export interface HeadCandidate {
  action: HeadAction;
  element?: number;
  /** The argument candidates, or undefined for actions without an argument. Never empty. */
  args?: readonly ArgumentCandidate[];
}

/** All candidate actions at one step. */
export interface CandidateSet {
  heads: HeadCandidate[];
  /** Lookup: head key (`Click#3`, `Scroll Down`, `exit`) → index into heads. */
  headIndex: Map<string, number>;
}

/** Longest instruction span (in tokens) offered as a Type/Search argument. */
export const MAX_SPAN_TOKENS = 10;
/** Answers longer than this many characters (URL hosts aside) are not offered (long blocks are never answers). */
export const MAX_ANSWER_CHARS = 200;
/**
 * Answers that need no page evidence: the empty message (how the built-in oracles finish tasks
 * whose evaluators do not read the answer), unachievable tasks, yes/no questions, done-reports.
 */
export const CONSTANT_ANSWERS = ['', 'N/A', 'Yes', 'No', 'yes', 'no', 'Done'] as const;

const PAGE_ACTIONS: readonly DoActionName[] = [
  'Scroll Up',
  'Scroll Down',
  'Press Enter',
  'Go Backward',
  'Go Forward',
];
// A span never crosses the end of a sentence or a quote mark; a dot inside a word (an e-mail, a
// domain, a version number) is not an end.
const SPAN_BREAK = /[!?;"“”]|\.(?=\s|$)|'\s|\s'/;
// The end of a sentence: its closing punctuation, then white space or the end of the text.
const SENTENCE_END = /[.!?](?=\s|$)/g;

const PRICE = /[$€£]\s?\d[\d,]*(?:\.\d+)?/g;
const DATE =
  /\b(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/g;
const QUANTITY = /\d[\d,]*(?:\.\d+)?\s?(?:km|mi|miles?|min|mins|minutes?|h|hrs?|hours?|%|stars?)\b/g;
const NUMBER = /(?<![\w.])\d(?:[\d,]*\d)?(?:\.\d+)?(?![\w])/g;
const VERSION = /(?<![\w.])v?\d+(?:\.\d+){2,}(?![\w])/g;
const VALUE_PATTERNS = [
  [PRICE, 'price'],
  [DATE, 'date'],
  [QUANTITY, 'quantity'],
  [VERSION, 'number'],
  [NUMBER, 'number'],
] as const;

/** What an answer looks like, whatever block or token it came from: the models match it to the question. */
export const ANSWER_SHAPES = [
  'price',
  'date',
  'percent',
  'quantity',
  'decimal',
  'integer',
  'identifier',
  'word',
  'phrase',
  'sentence',
] as const;
export type AnswerShape = (typeof ANSWER_SHAPES)[number];

export function answerShape(text: string): AnswerShape {
  const t = text.trim();
  if (/^[$€£]\s?\d[\d,]*(\.\d+)?$/.test(t)) return 'price';
  if (new RegExp(`^(?:${DATE.source})$`).test(t)) return 'date';
  if (/^\d[\d,.]*\s?%$/.test(t)) return 'percent';
  if (new RegExp(`^(?:${QUANTITY.source})$`).test(t)) return 'quantity';
  if (/^\d[\d,]*\.\d+$/.test(t)) return 'decimal';
  if (/^\d[\d,]*$/.test(t)) return 'integer';
  // A name that is one token with inner separators: a repository (ML-From-Scratch, primer/css),
  // a file path, an e-mail, a SKU. Word bags cannot say that of an unseen name; the shape can.
  if (/^[\p{L}\p{N}]+(?:[-._/@:][\p{L}\p{N}]+)+$/u.test(t)) return 'identifier';
  const words = t.split(/\s+/).filter(Boolean).length;
  if (words <= 1) return 'word';
  return words <= 6 ? 'phrase' : 'sentence';
}

/** Instruction spans and quoted strings: what Type and Search may write. */
export function textArguments(analysis: ContextAnalysis): ArgumentCandidate[] {
  const { intent, quoted } = analysis;
  const out = new Dedup();
  for (const q of quoted)
    out.add({ text: q.text, kind: 'quoted', firstToken: q.firstToken, lastToken: q.lastToken });
  const tokens = intent.tokens;
  for (let i = 0; i < tokens.length; i++) {
    for (let j = i; j < Math.min(tokens.length, i + MAX_SPAN_TOKENS); j++) {
      const text = intent.text.slice(tokens[i]!.start, tokens[j]!.end);
      if (SPAN_BREAK.test(text)) break;
      out.add({ text, kind: 'span', firstToken: i, lastToken: j });
    }
  }
  // Longer texts to type (a message, a post body) run to the end of their sentence, punctuation kept.
  const ends = [...intent.text.matchAll(SENTENCE_END)].map((m) => m.index + 1);
  for (let i = 0; i < tokens.length; i++) {
    const end = ends.find((e) => e > tokens[i]!.start) ?? intent.text.length;
    const last = tokens.findLastIndex((t) => t.end <= end);
    const text = intent.text.slice(tokens[i]!.start, end).trim();
    const body = text.replace(/[.!?]$/, '');
    if (!SPAN_BREAK.test(body)) out.add({ text, kind: 'span', firstToken: i, lastToken: last });
  }
  return out.list;
}

/** Answers an `exit` may give: page texts and the values inside them, element texts, constants. */
export function answerArguments(analysis: ContextAnalysis): ArgumentCandidate[] {
  const out = new Dedup();
  const addWithParts = (
    text: string,
    source: Pick<ArgumentCandidate, 'block' | 'element'>,
    whole: ArgumentKind,
  ) => {
    out.add({ text, kind: whole, ...source });
    const colon = text.indexOf(': ');
    if (colon > 0) out.add({ text: text.slice(colon + 2).trim(), kind: 'value', ...source });
    // Not the numbers of a URL's host and port (127.0.0.1, 40379): they are never an answer.
    const valueText = withoutOrigins(text);
    for (const [pattern, kind] of VALUE_PATTERNS) {
      for (const m of valueText.matchAll(pattern)) out.add({ text: m[0], kind, ...source });
    }
  };
  analysis.observation.texts.forEach((block, b) => {
    addWithParts(block.text.trim(), { block: b }, 'block');
  });
  for (const info of analysis.elements) {
    if (info.kind === 'textbox' || info.kind === 'select') continue;
    addWithParts(info.element.text.trim(), { element: info.element.id }, 'element');
  }
  // Names the instruction mentions ("Which is closer, Morning Glory Fresh Foods or …?").
  for (const q of [...analysis.quoted, ...analysis.entities]) {
    out.add({ text: q.text, kind: 'quoted', firstToken: q.firstToken, lastToken: q.lastToken });
  }
  for (const text of CONSTANT_ANSWERS) out.add({ text, kind: 'constant' }, true);
  // Measured without URL hosts, so that whether a URL is offered does not hang on a port's digits.
  return out.list.filter((a) => withoutOrigins(a.text).length <= MAX_ANSWER_CHARS);
}

/** Enumerates every candidate action of a step. */
export function enumerateCandidates(analysis: ContextAnalysis): CandidateSet {
  const heads: HeadCandidate[] = [];
  const textArgs = textArguments(analysis);
  for (const info of analysis.elements) {
    const e = info.element;
    heads.push({ action: 'Click', element: e.id }, { action: 'Hover', element: e.id });
    if (info.isTypeable && textArgs.length > 0) {
      heads.push(
        { action: 'Type', element: e.id, args: textArgs },
        { action: 'Search', element: e.id, args: textArgs },
      );
    }
    if (info.kind === 'select' && e.options && e.options.length > 0) {
      const options = new Dedup();
      e.options.forEach((text, option) => {
        options.add({ text, kind: 'option', option });
      });
      // The instruction's own spelling of an option ("private" for "Private") selects it too.
      for (const span of textArgs) {
        const option = e.options.findIndex((o) => o.trim().toLowerCase() === span.text.toLowerCase());
        if (option >= 0) options.add({ ...span, option });
      }
      heads.push({ action: 'Select Dropdown Option', element: e.id, args: options.list });
    }
  }
  for (const action of PAGE_ACTIONS) heads.push({ action });
  heads.push({ action: 'exit', args: answerArguments(analysis) });
  const headIndex = new Map<string, number>();
  heads.forEach((h, i) => {
    headIndex.set(headKeyOf(h.action, h.element), i);
  });
  return { heads, headIndex };
}

/** The key of a head, as context-analysis's headKey gives it for an action. */
export function headKeyOf(action: HeadAction, element?: number | string): string {
  if (action === 'exit') return 'exit';
  return element === undefined ? action : `${action}#${element}`;
}

/** The action a candidate stands for. */
export function candidateAction(head: HeadCandidate, arg?: ArgumentCandidate): Action {
  if (head.action === 'exit') return { kind: 'exit', message: arg?.text ?? '' };
  const action: Action = { kind: 'do', action: head.action };
  if (head.element !== undefined) action.element = String(head.element);
  if (head.args) action.argument = arg?.text ?? '';
  return action;
}

/** Where an action sits in a candidate set, or null when it is not a candidate. */
export function locateAction(set: CandidateSet, action: Action): { head: number; arg: number } | null {
  const element = action.kind === 'do' ? action.element : undefined;
  // Candidates write element ids as plain decimals; "07" is a different response than "7".
  if (element !== undefined && String(Number(element)) !== element) return null;
  const head = set.headIndex.get(headKeyOf(action.kind === 'exit' ? 'exit' : action.action, element));
  if (head === undefined) return null;
  const args = set.heads[head]!.args;
  const text = action.kind === 'exit' ? action.message : action.argument;
  if (!args) return text === undefined ? { head, arg: -1 } : null;
  const arg = args.findIndex((a) => a.text === text);
  return arg < 0 ? null : { head, arg };
}

/** Number of distinct actions in a candidate set. */
export function countCandidates(set: CandidateSet): number {
  return set.heads.reduce((n, h) => n + (h.args ? h.args.length : 1), 0);
}

// Keeps the first candidate of each exact text, drops empty ones.
class Dedup {
  readonly list: ArgumentCandidate[] = [];
  private readonly seen = new Set<string>();
  add(candidate: ArgumentCandidate, allowEmpty = false): void {
    if ((!candidate.text && !allowEmpty) || this.seen.has(candidate.text)) return;
    this.seen.add(candidate.text);
    this.list.push(candidate);
  }
}
