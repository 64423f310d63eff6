// One pass over an agent context that every embedded model starts from: the instruction, page
// elements and text blocks tokenised, and the agent's own history summarised. Built from the
// AgentContext alone, so no model input can come from a task's evaluator, answers or site data.
import type { Action, AgentContext, HistoryEntry, Observation, PageElement } from '../../core/index.js';
import { contentPrefixes, contentStems, normalizeText, type Token, tokenize } from './tokenize.js';

/** A text with its tokens and the sets used to compare it with others. */
export interface TextInfo {
  text: string;
  norm: string;
  tokens: Token[];
  stems: Set<string>;
  prefixes: Set<string>;
}

// Pages of one site repeat most of their texts from step to step (menus, footers, product names),
// so tokenised texts are kept in a bounded cache shared by all contexts. TextInfo is never mutated.
const TEXT_CACHE_SIZE = 50_000;
const textCache = new Map<string, TextInfo>();

/** Tokenises a text (cached). */
export function textInfo(text: string): TextInfo {
  const cached = textCache.get(text);
  if (cached) return cached;
  const tokens = tokenize(text);
  const info = {
    text,
    norm: normalizeText(text),
    tokens,
    stems: contentStems(tokens),
    prefixes: contentPrefixes(tokens),
  };
  if (textCache.size >= TEXT_CACHE_SIZE) textCache.clear();
  textCache.set(text, info);
  return info;
}

/** Coarse element kinds the models tell apart. */
export const ELEMENT_KINDS = ['link', 'button', 'textbox', 'select', 'toggle', 'option', 'other'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date']);
const TEXTBOX_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** An element with its texts tokenised. */
export interface ElementInfo {
  element: PageElement;
  kind: ElementKind;
  /** Whether Type and Search apply (text inputs, textareas, editable boxes). */
  isTypeable: boolean;
  text: TextInfo;
  context: TextInfo;
  /** Placeholder, title, aria-label, name, value and type attributes, joined. */
  attributes: TextInfo;
  /**
   * The element's own label when it is short: the first part of its context (its `<label>` or
   * aria-label, else the container or heading text) if that part has at most OWN_LABEL_TOKENS
   * words. Its words are read stopwords and all: a report form's "From" and "To" fields share every
   * other word of their context, and those two are stopwords.
   */
  ownLabel: TextInfo;
}

/** The longest first context part (in words) that counts as an element's own label. */
export const OWN_LABEL_TOKENS = 3;

function ownLabelOf(context: string): TextInfo {
  const first = textInfo(context.split(' | ', 1)[0] ?? '');
  return first.tokens.length <= OWN_LABEL_TOKENS ? first : textInfo('');
}

function elementKind(e: PageElement): ElementKind {
  const type = (e.attributes.type ?? '').toLowerCase();
  if (e.tag === 'select' || e.role === 'listbox') return 'select';
  if (e.tag === 'textarea' || TEXTBOX_ROLES.has(e.role)) return 'textbox';
  if (e.tag === 'input') {
    if (type === 'checkbox' || type === 'radio') return 'toggle';
    if (type === 'submit' || type === 'button' || type === 'reset') return 'button';
    if (TEXT_INPUT_TYPES.has(type)) return 'textbox';
    return 'other';
  }
  if (e.role === 'checkbox' || e.role === 'radio' || e.role === 'switch') return 'toggle';
  if (e.tag === 'a' || e.role === 'link') return 'link';
  if (e.tag === 'button' || e.role === 'button') return 'button';
  if (e.role === 'option' || e.role === 'menuitem' || e.role === 'tab') return 'option';
  return 'other';
}

const ATTRIBUTE_KEYS = ['placeholder', 'title', 'aria-label', 'name', 'value', 'data-text'] as const;

function elementInfo(e: PageElement): ElementInfo {
  const kind = elementKind(e);
  const attributes = ATTRIBUTE_KEYS.map((k) => e.attributes[k] ?? '')
    .filter(Boolean)
    .join(' ');
  return {
    element: e,
    kind,
    isTypeable: kind === 'textbox' || e.attributes.contenteditable === 'true',
    text: textInfo(e.text),
    context: textInfo(e.context),
    attributes: textInfo(attributes),
    ownLabel: ownLabelOf(e.context),
  };
}

/** What the agent did so far, as the models use it. */
export interface HistorySummary {
  /** Number of earlier steps. */
  steps: number;
  /** The previous step's action, or null (first step or unparsable). */
  lastAction: Action | null;
  /** Earlier steps taken on the current URL, by action key (`Click#3`, `Type#5`, `Scroll Down`). */
  keyCountsHere: Map<string, number>;
  /** Normalised arguments typed or searched anywhere. */
  typedTexts: Set<string>;
  /** Normalised arguments typed into each element id on the current URL. */
  typedHere: Map<number, Set<string>>;
  /** How many times the last action repeats at the end of the history. */
  lastRepeats: number;
  /** Steps whose output did not parse or failed to execute. */
  errors: number;
  /** Count of each action name over the whole history. */
  actionCounts: Map<string, number>;
}

/** A stable key of an action's head: the action name and its element (arguments left out). */
export function headKey(action: Action): string {
  if (action.kind === 'exit') return 'exit';
  return action.element === undefined ? action.action : `${action.action}#${action.element}`;
}

function summarizeHistory(history: readonly HistoryEntry[], url: string): HistorySummary {
  const summary: HistorySummary = {
    steps: history.length,
    lastAction: history.at(-1)?.action ?? null,
    keyCountsHere: new Map(),
    typedTexts: new Set(),
    typedHere: new Map(),
    lastRepeats: 0,
    errors: 0,
    actionCounts: new Map(),
  };
  for (const entry of history) {
    if (entry.error || !entry.action) summary.errors += 1;
    const action = entry.action;
    if (!action) continue;
    const name = action.kind === 'exit' ? 'exit' : action.action;
    summary.actionCounts.set(name, (summary.actionCounts.get(name) ?? 0) + 1);
    const argument = action.kind === 'do' ? action.argument : undefined;
    if (argument !== undefined) summary.typedTexts.add(normalizeText(argument));
    // Element ids are numbered per page, so only steps on this URL say anything about these elements.
    if (entry.url !== url) continue;
    const key = headKey(action);
    summary.keyCountsHere.set(key, (summary.keyCountsHere.get(key) ?? 0) + 1);
    if (action.kind === 'do' && argument !== undefined && action.element !== undefined) {
      const id = Number(action.element);
      const set = summary.typedHere.get(id) ?? new Set<string>();
      set.add(normalizeText(argument));
      summary.typedHere.set(id, set);
    }
  }
  const last = history.at(-1)?.response;
  for (let i = history.length - 1; i >= 0 && history[i]!.response === last; i--) summary.lastRepeats += 1;
  return summary;
}

/** A quoted string of the instruction: its text and the instruction tokens it covers. */
export interface QuotedSpan {
  text: string;
  firstToken: number;
  lastToken: number;
}

// A quote opens after a boundary and closes before one, so apostrophes inside words are not quotes.
const QUOTED = /(?<=^|[\s([{:,])(["'“‘])(.+?)(["'”’])(?=$|[\s.,;:!?)\]}])/g;

function quotedSpans(intent: string, tokens: readonly Token[]): QuotedSpan[] {
  const spans: QuotedSpan[] = [];
  for (const match of intent.matchAll(QUOTED)) {
    const text = match[2]!.trim();
    const start = match.index + 1;
    const end = start + match[2]!.length;
    const covered = tokens.flatMap((t, i) => (t.start >= start && t.end <= end ? [i] : []));
    if (text && covered.length > 0) spans.push({ text, firstToken: covered[0]!, lastToken: covered.at(-1)! });
  }
  return spans;
}

/**
 * Maximal runs of capitalised or numeric words that are not stopwords ("Soft Headphones 29",
 * "Boston Common"): names of the things the instruction is about, quoted or not.
 */
function entitySpans(tokens: readonly Token[]): QuotedSpan[] {
  const spans: QuotedSpan[] = [];
  let start = -1;
  const isName = (t: Token) => !t.isStopword && (t.isNumber || /^\p{Lu}/u.test(t.raw));
  for (let i = 0; i <= tokens.length; i++) {
    const t = tokens[i];
    if (t && isName(t)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) spans.push({ text: '', firstToken: start, lastToken: i - 1 });
    start = -1;
  }
  return spans;
}

/**
 * The instruction's frame: its first words and the lower-case content words outside quotes,
 * i.e. what says which kind of task it is ("what is the price of", "add … to my cart").
 */
function frameKeys(intent: TextInfo, quoted: readonly QuotedSpan[]): string[] {
  const inQuote = (i: number) => quoted.some((q) => i >= q.firstToken && i <= q.lastToken);
  const keys = intent.tokens.slice(0, 4).map((t) => `f:${t.norm}`);
  intent.tokens.forEach((t, i) => {
    if (!t.isStopword && !t.isNumber && !/^\p{Lu}/u.test(t.raw) && !inQuote(i)) keys.push(t.stem);
  });
  return keys;
}

/** Everything the embedded models derive from one agent context. */
export interface ContextAnalysis {
  intent: TextInfo;
  quoted: QuotedSpan[];
  /** Runs of capitalised or numeric words (with text filled in). */
  entities: QuotedSpan[];
  /** Keys of the instruction's frame (see frameKeys). */
  frame: string[];
  observation: Observation;
  elements: ElementInfo[];
  blocks: TextInfo[];
  url: TextInfo;
  title: TextInfo;
  history: HistorySummary;
}

/** Analyses a context. The only input is the AgentContext: what an LLM agent would see. */
export function analyzeContext(context: AgentContext): ContextAnalysis {
  const intent = textInfo(context.intent);
  const quoted = quotedSpans(context.intent, intent.tokens);
  const entities = entitySpans(intent.tokens).map((e) => ({
    ...e,
    text: context.intent.slice(intent.tokens[e.firstToken]!.start, intent.tokens[e.lastToken]!.end),
  }));
  const observation = context.observation;
  let path = observation.url;
  try {
    const url = new URL(observation.url);
    path = `${url.pathname} ${url.search}`;
  } catch {
    // Not a URL (a test fixture, about:blank): its raw text is still informative.
  }
  return {
    intent,
    quoted,
    entities,
    frame: frameKeys(intent, quoted),
    observation,
    elements: observation.elements.map(elementInfo),
    blocks: observation.texts.map((t) => textInfo(t.text)),
    url: textInfo(path.replace(/[/?&=_+-]+/g, ' ')),
    title: textInfo(observation.title),
    history: summarizeHistory(context.history, observation.url),
  };
}
