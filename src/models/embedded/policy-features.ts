// Features of the policy's candidates. They compare the instruction with each candidate (word
// overlap, where in the instruction a span sits next to the words of the field it fills, whether an
// answer sits in page text about the instruction's subject) and record the agent's own history, so
// they carry over to unseen instances and templates; hashed word bags add what overlap misses.
import { DO_ACTIONS } from '../../core/index.js';
import { BagBuilder, type BagTable } from './bags.js';
import {
  ANSWER_SHAPES,
  ARGUMENT_KINDS,
  type ArgumentCandidate,
  answerShape,
  type CandidateSet,
  type HeadCandidate,
} from './candidates.js';
import {
  type ContextAnalysis,
  ELEMENT_KINDS,
  type ElementInfo,
  type TextInfo,
  textInfo as textInfoOf,
} from './context-analysis.js';
import { clamp, type FeatureRows, RowWriter, ratio } from './feature-rows.js';
import { pageSignals } from './page-signals.js';
import { countShared, normalizeText, numberShape, withoutOrigins } from './tokenize.js';

const HEAD_ACTIONS = [...DO_ACTIONS, 'exit'] as const;
const ARG_ACTIONS = ['Type', 'Search', 'Select Dropdown Option', 'exit'] as const;
const BLOCK_TAGS = ['h', 'table', 'li', 'p', 'span', 'other'] as const;

/** Dense width and bag slots of a head row and of an argument row. */
export const HEAD_WIDTH = 74;
export const HEAD_SLOTS = 6;
export const ARG_WIDTH = 68;
export const ARG_SLOTS = 6;

/** Sizes of the hashed vocabulary and of a bag. */
export interface BagShape {
  buckets: number;
  maxTokens: number;
}

/** The featurised candidates of one step. */
export interface PolicyFeatures {
  bags: BagTable;
  intentBag: number;
  heads: FeatureRows;
  /** Argument rows of the heads that were asked for (only heads with arguments). */
  args: Map<number, FeatureRows>;
}

/**
 * Featurises the heads of a candidate set (unless `withHeads` is false: then the step has no head
 * rows) and the arguments of the listed heads ('all' = every head with arguments).
 */
export function featurizePolicy(
  analysis: ContextAnalysis,
  set: CandidateSet,
  argHeads: 'all' | readonly number[],
  shape: BagShape,
  withHeads = true,
): PolicyFeatures {
  const bags = new BagBuilder(shape.buckets, shape.maxTokens);
  const intentBag = bags.addText(analysis.intent);
  const page = pageSignals(analysis);
  const shared: SharedBags = { url: bags.addText(analysis.url), frame: bags.add(analysis.frame) };
  const headRows = withHeads ? set.heads : [];
  const heads = new RowWriter(HEAD_WIDTH, HEAD_SLOTS, headRows.length);
  for (const head of headRows) writeHead(heads, head, analysis, page, bags, shared);
  const args = new Map<number, FeatureRows>();
  const wanted = argHeads === 'all' ? set.heads.map((_, i) => i) : argHeads;
  for (const h of wanted) {
    const head = set.heads[h]!;
    if (!head.args) continue;
    const rows = new RowWriter(ARG_WIDTH, ARG_SLOTS, head.args.length);
    const element = head.element === undefined ? undefined : analysis.elements[head.element];
    const labelPositions = element ? labelMatches(analysis.intent, element) : [];
    const ownLabelPositions = element ? ownLabelMatches(analysis.intent, element) : [];
    const labelBag = element
      ? bags.add(
          [...element.context.tokens, ...element.attributes.tokens].map((t) =>
            t.isNumber ? numberShape(t.norm) : t.stem,
          ),
        )
      : 0;
    for (const arg of head.args)
      writeArgument(
        rows,
        head,
        arg,
        element,
        { labelPositions, ownLabelPositions, labelBag },
        analysis,
        bags,
        shared,
      );
    args.set(h, rows.build());
  }
  return { bags: bags.build(), intentBag, heads: heads.build(), args };
}

type PageSignals = ReturnType<typeof pageSignals>;

/** Bags every row of a step shares. */
interface SharedBags {
  url: number;
  frame: number;
}

function recall(a: TextInfo, intent: TextInfo): number {
  return ratio(countShared(intent.stems, a.stems), intent.stems.size);
}
function precision(a: TextInfo, intent: TextInfo): number {
  return ratio(countShared(a.stems, intent.stems), a.stems.size);
}

function writeHead(
  w: RowWriter,
  head: HeadCandidate,
  analysis: ContextAnalysis,
  page: PageSignals,
  bags: BagBuilder,
  shared: SharedBags,
): void {
  const { intent, history, observation } = analysis;
  const info = head.element === undefined ? undefined : analysis.elements[head.element];
  const e = info?.element;
  const key = head.element === undefined ? head.action : `${head.action}#${head.element}`;
  const last = history.lastAction;
  const lastKey = last
    ? last.kind === 'exit'
      ? 'exit'
      : last.element
        ? `${last.action}#${last.element}`
        : last.action
    : '';
  w.oneHot(HEAD_ACTIONS.indexOf(head.action), HEAD_ACTIONS.length);
  w.oneHot(info ? ELEMENT_KINDS.indexOf(info.kind) : -1, ELEMENT_KINDS.length);
  w.value(!info);
  // How the element's words meet the instruction's.
  w.value(info ? recall(info.text, intent) : 0)
    .value(info ? precision(info.text, intent) : 0)
    .value(info ? ratio(countShared(intent.prefixes, info.text.prefixes), intent.prefixes.size) : 0)
    .value(!!info && info.text.norm.length >= 2 && intent.norm.includes(info.text.norm));
  w.value(info ? recall(info.context, intent) : 0).value(info ? precision(info.context, intent) : 0);
  w.value(info ? recall(info.attributes, intent) : 0).value(info ? precision(info.attributes, intent) : 0);
  const value = e?.value ? normalizeText(e.value) : '';
  w.value(value.length > 0).value(value.length > 0 && intent.norm.includes(value));
  w.value(Math.log1p(e ? withoutOrigins(e.text).length : 0) / 5).value(!!e && e.text.trim() === '');
  const [left, top, width, height] = e?.bbox ?? [0, 0, 0, 0];
  const viewport = observation.scroll.viewportHeight || 720;
  w.value(clamp(top / viewport, -1, 3))
    .value(clamp(left / 1280, 0, 1))
    .value(!!e && top + height > 0 && top < viewport)
    .value(Math.log1p(width * height) / 12);
  w.value(e ? e.id / Math.max(1, analysis.elements.length) : 0);
  w.value(!!e?.disabled).value(!!e?.checked);
  w.value(!!e?.options?.some((o) => o.length > 1 && intent.norm.includes(normalizeText(o))));
  // The agent's own history: repeating itself is rarely right, typing twice in a field never.
  const countHere = history.keyCountsHere.get(key) ?? 0;
  const usedHere = e ? elementUsedHere(history.keyCountsHere, e.id) : 0;
  w.value(Math.log1p(countHere))
    .value(key === lastKey)
    .value(key === lastKey ? history.lastRepeats / 5 : 0);
  w.value(Math.log1p(usedHere)).value(e ? history.typedHere.has(e.id) : false);
  w.oneHot(
    last ? HEAD_ACTIONS.indexOf(last.kind === 'exit' ? 'exit' : last.action) : HEAD_ACTIONS.length,
    HEAD_ACTIONS.length + 1,
  );
  w.value(clamp(history.steps / 10, 0, 3))
    .value(clamp(history.errors / 5, 0, 2))
    .value(!!observation.error);
  w.value(page.atTop).value(page.atBottom).value(page.scrollable);
  w.value(page.questionLike);
  w.value(page.coverage).value(page.maxBlockRecall).value(page.urlRecall).value(page.titleRecall);
  w.value(clamp(analysis.quoted.length / 3, 0, 1)).value(page.quotedTyped);
  w.value(clamp((history.actionCounts.get(head.action) ?? 0) / 5, 0, 2));
  w.value(page.filledFraction).value(page.hasTextbox);
  w.value(clamp(Math.log1p(analysis.elements.length) / 6, 0, 1)).value(1);
  w.bag(info ? bags.addText(info.text) : 0);
  w.bag(info ? bags.addText(info.context) : 0);
  w.bag(info ? bags.addText(info.attributes) : 0);
  w.bag(
    bags.add([`a:${head.action}`, `k:${info?.kind ?? 'page'}`, `t:${e?.tag ?? ''}`, `r:${e?.role ?? ''}`]),
  );
  w.bag(shared.url);
  w.bag(shared.frame);
  w.endRow();
}

function elementUsedHere(counts: Map<string, number>, id: number): number {
  let n = 0;
  for (const [key, count] of counts) if (key.endsWith(`#${id}`)) n += count;
  return n;
}

/** Instruction token positions whose stem names the element (its label, context or attributes). */
function labelMatches(intent: TextInfo, element: ElementInfo): number[] {
  const label = new Set([...element.context.stems, ...element.attributes.stems, ...element.text.stems]);
  return intent.tokens.flatMap((t, i) => (!t.isStopword && label.has(t.stem) ? [i] : []));
}

/**
 * Instruction token positions that repeat a word of the element's own short label, stopwords
 * included: "from" and "to" in "a report from 05/01/2023 to 05/31/2023" name the From and To fields.
 */
function ownLabelMatches(intent: TextInfo, element: ElementInfo): number[] {
  const own = new Set(element.ownLabel.tokens.map((t) => t.stem));
  if (own.size === 0) return [];
  return intent.tokens.flatMap((t, i) => (own.has(t.stem) ? [i] : []));
}

/** Where the instruction names an argument's field: what writeArgument reads of the element's labels. */
interface FieldLabels {
  /** Instruction positions of content words of the element's label, context or attributes. */
  labelPositions: readonly number[];
  /** Instruction positions of the words of the element's own short label, stopwords included. */
  ownLabelPositions: readonly number[];
  /** Bag of the element's context and attribute words. */
  labelBag: number;
}

function writeArgument(
  w: RowWriter,
  head: HeadCandidate,
  arg: ArgumentCandidate,
  element: ElementInfo | undefined,
  { labelPositions, ownLabelPositions, labelBag }: FieldLabels,
  analysis: ContextAnalysis,
  bags: BagBuilder,
  shared: SharedBags,
): void {
  const { intent, history } = analysis;
  const text = argumentText(arg);
  const norm = text.norm;
  w.oneHot(ARGUMENT_KINDS.indexOf(arg.kind), ARGUMENT_KINDS.length);
  const shape = answerShape(arg.text);
  w.oneHot(ANSWER_SHAPES.indexOf(shape), ANSWER_SHAPES.length);
  w.oneHot(ARG_ACTIONS.indexOf(head.action as (typeof ARG_ACTIONS)[number]), ARG_ACTIONS.length);
  w.value(clamp(text.tokens.length / 10, 0, 3)).value(Math.log1p(withoutOrigins(arg.text).length) / 5);
  w.value(recall(text, intent))
    .value(precision(text, intent))
    .value(norm.length > 0 && intent.norm.includes(norm));
  // Where a span sits in the instruction and how cleanly it is cut.
  const isSpan = arg.firstToken !== undefined && arg.lastToken !== undefined;
  const first = arg.firstToken ?? 0;
  const lastToken = arg.lastToken ?? 0;
  const tokens = intent.tokens;
  const n = Math.max(1, tokens.length);
  const spanTokens = isSpan ? tokens.slice(first, lastToken + 1) : [];
  w.value(isSpan ? first / n : 0).value(isSpan ? (lastToken + 1) / n : 0);
  w.value(isSpan && !!tokens[first]?.isStopword).value(isSpan && !!tokens[lastToken]?.isStopword);
  w.value(ratio(spanTokens.filter((t) => t.isStopword).length, spanTokens.length));
  w.value(isSpan && cleanBefore(intent.text, tokens[first]?.start ?? 0));
  w.value(isSpan && cleanAfter(intent.text, tokens[lastToken]?.end ?? 0));
  const quote = analysis.quoted.find((q) => q.firstToken <= first && q.lastToken >= lastToken);
  w.value(isSpan && !!quote && quote.firstToken === first && quote.lastToken === lastToken);
  w.value(isSpan && !!quote);
  w.value(isSpan && analysis.entities.some((e) => e.firstToken === first && e.lastToken === lastToken));
  w.value(isSpan && analysis.entities.some((e) => e.firstToken <= first && e.lastToken >= lastToken));
  w.value(pageSignals(analysis).questionLike);
  w.value(ratio(spanTokens.filter((t) => /^\p{Lu}/u.test(t.raw)).length, spanTokens.length));
  w.value(text.tokens.length > 0 && text.tokens.every((t) => t.isNumber));
  // The span right after the words that name the field ("set the title to X") is its value.
  const before = isSpan ? nearestBefore(labelPositions, first) : -1;
  w.value(before >= 1 && before <= 3).value(before >= 1 && before <= 8);
  w.value(isSpan && labelPositions.some((p) => p >= first && p <= lastToken));
  w.value(isSpan && labelPositions.some((p) => p > lastToken && p <= lastToken + 3));
  // The same for the field's own label word, which may be a stopword ("from X to Y").
  const ownBefore = isSpan ? nearestBefore(ownLabelPositions, first) : -1;
  w.value(ownBefore === 1).value(ownBefore >= 1 && ownBefore <= 3);
  w.value(history.typedTexts.has(norm));
  w.value(element ? (history.typedHere.get(element.element.id)?.has(norm) ?? false) : false);
  w.value(!!element?.element.value && normalizeText(element.element.value) === norm);
  w.value((arg.kind === 'span' || arg.kind === 'quoted') && onPage(analysis, norm));
  // Options: their place in the list and whether one is a placeholder such as "-- Select --".
  const options = element?.element.options?.length ?? 0;
  w.value(arg.option !== undefined ? arg.option / Math.max(1, options) : 0);
  w.value(arg.option !== undefined && arg.option === 0);
  w.value(arg.option !== undefined && /^\W*(select|choose|please|--|all\b|any\b)/i.test(arg.text));
  // Answers: is the text around them about what the instruction asks?
  const around = answerContext(arg, analysis);
  w.value(around ? recall(around, intent) : 0).value(around ? precision(around, intent) : 0);
  const block = arg.block === undefined ? undefined : analysis.observation.texts[arg.block];
  w.oneHot(block ? BLOCK_TAGS.indexOf(tagClass(block.tag)) : -1, BLOCK_TAGS.length);
  const viewport = analysis.observation.scroll.viewportHeight || 720;
  w.value(block ? clamp(block.bbox[1] / viewport, -1, 3) : 0);
  w.value(clamp(history.steps / 10, 0, 3)).value(1);
  w.bag(bags.addText(text));
  w.bag(around ? bags.addText(around) : isSpan ? bags.add(neighbourKeys(intent, first, lastToken)) : 0);
  w.bag(bags.add([`k:${arg.kind}`, `s:${shape}`, `a:${head.action}`, `t:${block?.tag ?? ''}`]));
  w.bag(labelBag);
  w.bag(shared.frame);
  w.bag(bags.add([`s:${shape}`]));
  w.endRow();
}

function argumentText(arg: ArgumentCandidate): TextInfo {
  return textInfoOf(arg.text);
}

function nearestBefore(positions: readonly number[], first: number): number {
  let best = -1;
  for (const p of positions) if (p < first && (best < 0 || first - p < best)) best = first - p;
  return best;
}

function cleanBefore(text: string, start: number): boolean {
  return (
    start === 0 ||
    (/[\s:"'“‘(]$/.test(text.slice(Math.max(0, start - 1), start)) && !/\w-$/.test(text.slice(0, start)))
  );
}
function cleanAfter(text: string, end: number): boolean {
  return end >= text.length || /^[\s.,;:!?"'”’)]/.test(text.slice(end, end + 1));
}

function neighbourKeys(intent: TextInfo, first: number, last: number): string[] {
  const keys: string[] = [];
  for (let i = Math.max(0, first - 3); i < first; i++) keys.push(`l:${intent.tokens[i]!.norm}`);
  for (let i = last + 1; i < Math.min(intent.tokens.length, last + 3); i++)
    keys.push(`r:${intent.tokens[i]!.norm}`);
  return keys;
}

const pageTexts = new WeakMap<ContextAnalysis, string>();
/** Whether a normalised text occurs in the page's blocks or element texts. */
function onPage(analysis: ContextAnalysis, norm: string): boolean {
  if (norm.length < 2) return false;
  let text = pageTexts.get(analysis);
  if (text === undefined) {
    text = [...analysis.blocks.map((b) => b.norm), ...analysis.elements.map((e) => e.text.norm)].join('\n');
    pageTexts.set(analysis, text);
  }
  return text.includes(norm);
}

/** The page text an answer was found in: its block and the block before it, or its element's context. */
function answerContext(arg: ArgumentCandidate, analysis: ContextAnalysis): TextInfo | undefined {
  const { texts, elements } = analysis.observation;
  if (arg.block !== undefined) {
    const prev = arg.block > 0 ? texts[arg.block - 1]!.text : '';
    return textInfoOf(`${prev} ${texts[arg.block]!.text}`);
  }
  if (arg.element !== undefined) {
    const e = elements[arg.element]!;
    return textInfoOf(`${e.text} ${e.context}`);
  }
  return undefined;
}

function tagClass(tag: string): (typeof BLOCK_TAGS)[number] {
  if (/^h[1-6]$|^title$|^legend$|^caption$/.test(tag)) return 'h';
  if (/^(td|th|dd|dt|tr)$/.test(tag)) return 'table';
  if (tag === 'li') return 'li';
  if (tag === 'p') return 'p';
  if (/^(span|strong|b|em|label)$/.test(tag)) return 'span';
  return 'other';
}
